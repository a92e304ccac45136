/**
 * The engagement endpoints of the API, under /sites/{siteId}: the consent texts
 * (SPEC §7 GET /agreements), contact requests, send-to-a-friend, and keep-me-informed
 * subscriptions (create, confirm, read, change, cancel, by the subscriber's token); and the
 * operator's endpoints (the alerts run, the publication of an estate), behind ADMIN_TOKEN.
 *
 * Bodies are validated with the schemas of the API's contract (contract/), so a 400 names each field in
 * the visitor's language (`fields`). Against bots: a submission with its honeypot filled in is
 * answered 202 like any other and dropped; one without a good form token (issued by GET
 * /form-token, forms/form-token.ts: missing, forged, too old, or sent sooner than the least fill
 * time) is refused 400 with its `code`. Then the limits (429 with Retry-After and a message
 * saying when to try again): per form, `ipLimit` submissions per client address and
 * `emailLimit` per e-mail address (normalized: case and `+tag` ignored) in their windows;
 * send-to-a-friend's daily caps per sender address and per client address; the hourly and
 * daily caps of every address a submission names, and those of the mails to unverified addresses
 * per client address and per site, all forms together (forms/guard.ts). A submission refused for
 * its fields or its token does not count.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Locale } from 'shared/domain';
import type { Site } from '../contract/domain';
import {
  formErrorText,
  validateRequest,
  contactRequestSchema,
  valuationRequestSchema,
  friendRequestSchema,
  subscriptionRequestSchema,
  subscriptionUpdateSchema,
  type UnsubscribeAnswer,
} from '../contract';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { agreementOf, currentAgreements, type AgreementKey } from '../engagement/agreements';
import { namesDataVersion } from './kept-answer';
import type { EngagementConfig } from '../engagement/config';
import { normalizedAddress, type FormGuard } from '../forms/guard';
import {
  UnknownAgreementError,
  type EngagementService,
  type TokenOutcome,
} from '../engagement/service';
import { findSite } from '../store/sites';
import { isLang } from '../reference/locales';
import { errorResponses, siteParams, str, text } from '../schemas/common';
import {
  admitForm,
  documentedBody,
  formRateLimit,
  passThroughBody,
  RECEIVED,
} from './form-admission';
import { requestLanguage } from './language';
import { privateAnswer } from './private-answer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The engagement form a route receives (its rate limits are per form). */
    form?: 'contact' | 'friend' | 'subscription' | 'valuation';
  }
}

/** What the engagement routes need. */
export interface EngagementRouteOptions {
  db: Database;
  config: EngagementConfig;
  service: EngagementService;
  /** The forms' token check and the limits shared by every form. */
  guard: FormGuard;
}

/** A subscriber token as the API hands them out (base64url, 43 characters; 22 to 128 accepted). */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

const accepted = {
  type: 'object',
  description: 'The request was received.',
  properties: { received: { type: 'boolean' } },
} as const;

const formError = {
  type: 'object',
  description:
    'The request is refused: `message` is the first problem and `fields` one text per field (dotted path, "" for the request itself), in the language of the request; `code` names a refused form token (FORM_TOKEN_MISSING, FORM_TOKEN_INVALID, FORM_TOKEN_EXPIRED, FORM_TOO_FAST).',
  properties: {
    statusCode: { type: 'integer' },
    code: str,
    error: str,
    message: str,
    fields: { type: 'object', additionalProperties: str },
  },
} as const;

const tooMany = {
  type: 'object',
  description: 'Too many submissions: try again after `retryAfter` seconds (also Retry-After).',
  properties: {
    statusCode: { type: 'integer' },
    error: str,
    message: str,
    retryAfter: { type: 'integer' },
  },
} as const;

const gone = {
  type: 'object',
  description:
    "The token's subscription is no longer there: 'expired' (never confirmed in time) or 'unsubscribed'.",
  properties: { statusCode: { type: 'integer' }, error: str, message: str, reason: str },
} as const;

const criteriaDoc = {
  type: 'object',
  nullable: true,
  properties: {
    status: str,
    types: { type: 'array', items: { type: 'integer' } },
    cities: { type: 'array', items: { type: 'integer' } },
    priceMin: { type: 'integer' },
    priceMax: { type: 'integer' },
    bedrooms: { type: 'integer' },
  },
} as const;

const subscriptionDoc = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['pending', 'active', 'unsubscribed'] },
    locale: str,
    emailHint: { type: 'string', nullable: true },
    criteria: criteriaDoc,
    createdAt: str,
    confirmedAt: { type: 'string', nullable: true },
  },
} as const;

const tokenParams = siteParams({ token: text({ minLength: 1, maxLength: 200 }) });

/** The language of the error texts: the body's valid locale, else X-Language. */
function localeOf(request: FastifyRequest): Locale {
  const locale = (request.body as { locale?: unknown } | null)?.locale;
  return isLang(locale) ? locale : requestLanguage(request);
}

function badRequest(reply: FastifyReply, message: string, fields: Record<string, string>) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, fields });
}

/** The answer of a token that leads nowhere: 404 unknown, 410 expired or unsubscribed. */
function tokenProblem(reply: FastifyReply, outcome: TokenOutcome<unknown>) {
  if (outcome.kind === 'unknown')
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: 'Unknown subscription' });
  return reply.code(410).send({
    statusCode: 410,
    error: 'Gone',
    message: outcome.kind === 'expired' ? 'Subscription expired' : 'Unsubscribed',
    reason: outcome.kind,
  });
}

/** The form a submission belongs to, for the rate limits. */
type Form = 'contact' | 'friend' | 'subscription' | 'valuation';

/** Registers the engagement routes (inside the /sites/{siteId} scope). */
export async function engagementRoutes(
  app: FastifyInstance,
  { db, config, service, guard }: EngagementRouteOptions,
): Promise<void> {
  // @fastify/rate-limit is registered once for the app (app.ts); its limiters are made here,
  // each named (its counts in PostgreSQL are kept under the name, see rate-limit-store.ts).
  const byAddress = formRateLimit(app, {
    name: 'engagement:address',
    max: config.ipLimit,
    timeWindow: config.ipWindowMs,
    keyGenerator: (request: FastifyRequest) =>
      `ip:${request.routeOptions.config.form}:${request.ip}`,
  });
  const byEmail = formRateLimit(app, {
    name: 'engagement:email',
    max: config.emailLimit,
    timeWindow: config.emailWindowMs,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown; friendEmail?: unknown };
      const form = request.routeOptions.config.form;
      const address = form === 'friend' ? body.friendEmail : body.email;
      return `email:${form}:${normalizedAddress(String(address))}`;
    },
  });

  /**
   * The common steps of a form submission (routes/form-admission.ts): the schema, the version of
   * the consent text, the honeypot, the form's token, then the limits: per form the client
   * address and the e-mail address, send-to-a-friend's daily caps, and the caps of every address
   * the submission names.
   * @param agreement the consent text the form's `agreementVersion` is a version of, if any
   * @returns the valid request, or null when the reply has been sent (400, 429 or a bot's 202)
   */
  function admit<S extends z.ZodMiniType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    agreement?: AgreementKey,
  ): Promise<z.output<S> | null> {
    const locale = localeOf(request);
    const friend = request.routeOptions.config.form === 'friend';
    return admitForm(request, reply, {
      schema,
      locale,
      check: async (value) => {
        if (!agreement || (await knownAgreement(request, agreement, value))) return null;
        const text = formErrorText('agreement', locale);
        return { message: text, fields: { agreementVersion: text } };
      },
      guard,
      botAnswer: () => ({ status: 202, body: RECEIVED }),
      limits: (value) => {
        const body = value as { email: string; friendEmail?: string };
        return [
          byAddress,
          byEmail,
          ...(friend ? [(r: FastifyRequest) => guard.friendCaps(r, body.email)] : []),
          // Every form here but the contact form (whose only mail goes to the agency) mails an
          // address the site has not verified: the owner's, the friend's, the subscriber's.
          (r: FastifyRequest) =>
            guard.mailCaps(
              r,
              [body.email, ...(friend && body.friendEmail ? [body.friendEmail] : [])],
              { unverified: request.routeOptions.config.form !== 'contact' },
            ),
        ];
      },
    });
  }

  /** True when the request's `agreementVersion` is a version of the site's `key` text. */
  async function knownAgreement(request: FastifyRequest, key: AgreementKey, body: unknown) {
    const siteId = Number((request.params as { siteId: string }).siteId);
    const version = String((body as { agreementVersion?: unknown }).agreementVersion);
    return (await agreementOf(db, siteId, key, version)) !== null;
  }

  async function siteOf(request: FastifyRequest) {
    const site = await findSite(db, Number((request.params as { siteId: string }).siteId));
    if (!site) throw new HttpError(404, 'Site not found');
    return site;
  }

  /**
   * The handler of a form that asks for consent: admits the submission (`admit`), then `store`s it
   * and answers 202 `{ received: true }`. A consent version that is no longer the site's when it is
   * stored (`UnknownAgreementError`) is answered 400 on `agreementVersion`, in the request's
   * language, like an unknown version at admission.
   * @param store keeps the request and queues its mails (the engagement service)
   */
  function consented<S extends z.ZodMiniType<{ locale: Locale }>>(
    schema: S,
    agreement: AgreementKey,
    store: (site: Site, body: z.output<S>) => Promise<unknown>,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const body = await admit(request, reply, schema, agreement);
      if (!body) return reply;
      try {
        await store(await siteOf(request), body);
      } catch (error) {
        if (!(error instanceof UnknownAgreementError)) throw error;
        const text = formErrorText('agreement', body.locale);
        return badRequest(reply, text, { agreementVersion: text });
      }
      return reply.code(202).send(RECEIVED);
    };
  }

  app.get<{ Params: { siteId: string } }>(
    '/form-token',
    {
      onRequest: privateAnswer,
      schema: {
        tags: ['engagement'],
        summary: "A form's token (every form's fill time, measured here)",
        description:
          'A signed token naming the site and the time of issue, to be sent back as `formToken` with a form of this site ' +
          '(contact, send-to-a-friend, subscription, appointment, viewing request, holiday reservation and enquiry). ' +
          'A submission is refused 400 FORM_TOKEN_MISSING, FORM_TOKEN_INVALID (not issued here, or for another site), ' +
          'FORM_TOKEN_EXPIRED (older than `maxAgeMs`) or FORM_TOO_FAST (sent sooner than `minFillMs` after the issue). ' +
          'Answered `Cache-Control: private, no-store`.',
        params: siteParams(),
        response: {
          200: {
            type: 'object',
            properties: {
              token: str,
              minFillMs: { type: 'integer' },
              maxAgeMs: { type: 'integer' },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      return {
        token: await guard.tokens.issue(Number(request.params.siteId)),
        minFillMs: guard.tokens.minFillMs,
        maxAgeMs: guard.tokens.maxAgeMs,
      };
    },
  );

  app.get<{ Params: { siteId: string }; Querystring: { locale?: Locale } }>(
    '/agreements',
    {
      schema: {
        tags: ['engagement'],
        summary: 'The consent texts of the forms (SPEC §7)',
        description:
          "The current text of each form that asks for consent ('contact', 'keep-me-informed', 'appointment', 'valuation'), in `locale` (else X-Language, else nl), with its version: a form sends back the version the visitor agreed to.",
        params: siteParams(),
        querystring: {
          type: 'object',
          properties: { locale: { type: 'string', enum: ['nl', 'fr', 'en', 'de'] } },
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                key: str,
                version: str,
                title: str,
                body: str,
                required: { type: 'boolean' },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { texts, waiting } = await currentAgreements(
        db,
        Number(request.params.siteId),
        request.query.locale ?? requestLanguage(request),
      );
      // Without a text still to come, only a write (which bumps the version) changes the answer.
      if (!waiting) namesDataVersion(request, reply);
      return texts;
    },
  );

  const submission = (form: Form, summary: string, description: string, schema: z.ZodMiniType) => ({
    config: { form },
    validatorCompiler: passThroughBody,
    schema: {
      tags: ['engagement'],
      summary,
      description,
      params: siteParams(),
      body: documentedBody(schema),
      response: { 202: accepted, 400: formError, 429: tooMany },
    },
  });

  app.post<{ Params: { siteId: string } }>(
    '/contact-requests',
    submission(
      'contact',
      'A question to the agency (contact form)',
      'Stores the request with the version of the consent text and queues its e-mail to the agency (Reply-To: the visitor), in one transaction. `estateId` names the estate of a detail page. 400 with `fields` for a bad field, an unknown `agreementVersion` included.',
      contactRequestSchema,
    ),
    consented(contactRequestSchema, 'contact', (site, body) => service.contact(site, body)),
  );

  app.post<{ Params: { siteId: string } }>(
    '/valuation-requests',
    submission(
      'valuation',
      "A homeowner's free valuation request",
      "Stores the request (the property's address, kind, living area in m², bedrooms, EPC label and details; the owner's plan, timeframe and contact) with the version of the 'valuation' consent text, and queues two e-mails in one transaction: to the agency (Reply-To: the owner) and the owner's confirmation in `locale`. 400 with `fields` for a bad field, an unknown `agreementVersion` included.",
      valuationRequestSchema,
    ),
    consented(valuationRequestSchema, 'valuation', (site, body) => service.valuation(site, body)),
  );

  app.post<{ Params: { siteId: string } }>(
    '/send-to-a-friend',
    submission(
      'friend',
      'An estate sent to a friend',
      "Stores the message and queues the friend's e-mail (title, picture, price and link of the estate, in `friendLocale`), in one transaction. 404 when the site shows no such estate.",
      friendRequestSchema,
    ),
    async (request, reply) => {
      const body = await admit(request, reply, friendRequestSchema);
      if (!body) return reply;
      const sent = await service.sendToFriend(await siteOf(request), body);
      if (!sent)
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `Estate ${body.estateId} not found`,
        });
      return reply.code(202).send(RECEIVED);
    },
  );

  app.post<{ Params: { siteId: string } }>(
    '/subscriptions',
    submission(
      'subscription',
      'Subscribe to e-mail alerts (keep me informed)',
      'Stores a pending subscription with its proof of consent (form, text version, time) and queues the confirmation e-mail: alerts start only once its link is followed (double opt-in).',
      subscriptionRequestSchema,
    ),
    consented(subscriptionRequestSchema, 'keep-me-informed', (site, body) =>
      service.subscribe(site, body),
    ),
  );

  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
  const unknown = { kind: 'unknown' } as const;

  app.get<{ Params: { siteId: string; token: string } }>(
    '/subscriptions/:token',
    {
      onRequest: privateAnswer,
      schema: {
        tags: ['engagement'],
        summary: 'A subscription, by its token',
        description:
          'The status, language, criteria and the e-mail address in part. 404 for an unknown token, 410 for a subscription never confirmed in time.',
        params: tokenParams,
        response: { ...errorResponses, 200: subscriptionDoc, 410: gone },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const outcome = TOKEN.test(token)
        ? await service.read(Number(request.params.siteId), token)
        : unknown;
      return outcome.kind === 'ok' ? outcome.value : tokenProblem(reply, outcome);
    },
  );

  app.post<{ Params: { siteId: string; token: string } }>(
    '/subscriptions/:token/confirm',
    {
      onRequest: privateAnswer,
      schema: {
        tags: ['engagement'],
        summary: 'Confirm a subscription (double opt-in)',
        description:
          "Activates a pending subscription and queues its welcome e-mail, once: `confirmed` is 'now', or 'already' for a confirmation replayed. 404 unknown token, 410 expired or unsubscribed.",
        params: tokenParams,
        response: {
          ...errorResponses,
          200: {
            type: 'object',
            properties: {
              subscription: subscriptionDoc,
              confirmed: { type: 'string', enum: ['now', 'already'] },
            },
          },
          410: gone,
        },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const outcome = TOKEN.test(token)
        ? await service.confirm(await siteOf(request), token)
        : unknown;
      return outcome.kind === 'ok' ? outcome.value : tokenProblem(reply, outcome);
    },
  );

  app.put<{ Params: { siteId: string; token: string } }>(
    '/subscriptions/:token',
    {
      onRequest: privateAnswer,
      validatorCompiler: passThroughBody,
      schema: {
        tags: ['engagement'],
        summary: "Change a subscription's criteria",
        description:
          'New criteria (the search filters). 400 with `fields` for bad criteria, 404 unknown token, 410 expired or unsubscribed.',
        params: tokenParams,
        body: documentedBody(subscriptionUpdateSchema),
        response: { ...errorResponses, 200: subscriptionDoc, 400: formError, 410: gone },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      if (!TOKEN.test(token)) return tokenProblem(reply, unknown);
      const checked = validateRequest(subscriptionUpdateSchema, request.body, localeOf(request));
      if (!checked.ok) return badRequest(reply, checked.errors.message, checked.errors.fields);
      const outcome = await service.update(
        Number(request.params.siteId),
        token,
        checked.value.criteria,
      );
      return outcome.kind === 'ok' ? outcome.value : tokenProblem(reply, outcome);
    },
  );

  app.delete<{ Params: { siteId: string; token: string } }>(
    '/subscriptions/:token',
    {
      onRequest: privateAnswer,
      schema: {
        tags: ['engagement'],
        summary: 'Unsubscribe',
        description:
          'Unsubscribes in one step and erases the e-mail address; `already` is true when it was done before. 404 for an unknown token.',
        params: tokenParams,
        response: {
          200: {
            type: 'object',
            properties: { status: str, already: { type: 'boolean' } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const outcome = TOKEN.test(token)
        ? await service.unsubscribe(Number(request.params.siteId), token)
        : unknown;
      if (outcome.kind !== 'ok') return tokenProblem(reply, outcome);
      return {
        status: 'unsubscribed',
        already: outcome.value.already,
      } satisfies UnsubscribeAnswer;
    },
  );

  app.post<{ Params: { siteId: string; estateId: string } }>(
    '/estates/:estateId/publication',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Publish an estate now (operator)',
        description:
          'Sets the publication date of an estate to now, so that the next alerts run finds it new. Needs `Authorization: Bearer {ADMIN_TOKEN}`; 403 without it or when ADMIN_TOKEN is not set.',
        params: siteParams({ estateId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } }),
        response: {
          200: { type: 'object', properties: { id: str, publicationDate: str } },
          ...errorResponses,
        },
      },
      preHandler: adminOnly(config),
    },
    async (request) => {
      const { rows } = await db.query<{ id: string; publication_date: string }>(
        `UPDATE estates SET publication_date = now(),
           data = jsonb_set(data, '{general,publicationDate}', to_jsonb(to_json(now()) #>> '{}'))
         WHERE site_id = $1 AND id = $2
         RETURNING id, to_json(publication_date) #>> '{}' AS publication_date`,
        [Number(request.params.siteId), request.params.estateId],
      );
      const row = rows[0];
      if (!row) throw new HttpError(404, `Estate ${request.params.estateId} not found`);
      return { id: row.id, publicationDate: row.publication_date };
    },
  );
}

/**
 * A preHandler that lets through only `Authorization: Bearer {ADMIN_TOKEN}` (403 otherwise, and
 * always when no ADMIN_TOKEN is set).
 */
export function adminOnly(config: Pick<EngagementConfig, 'adminToken'>) {
  return async (request: FastifyRequest) => {
    const expected = Buffer.from(`Bearer ${config.adminToken}`);
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    const ok =
      config.adminToken !== '' &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    if (!ok) throw new HttpError(403, 'An operator endpoint: Authorization: Bearer {ADMIN_TOKEN}');
  };
}

/** Registers the operator's alerts run (not under a site: it runs for every site). */
export async function alertRoutes(
  app: FastifyInstance,
  { config, service }: Pick<EngagementRouteOptions, 'config' | 'service'>,
): Promise<void> {
  app.post(
    '/alerts/run',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Run the keep-me-informed alerts now (operator)',
        description:
          'The job that also runs every ALERTS_INTERVAL_MS: one e-mail per confirmed subscription with new matching estates, never the same estate twice. Needs `Authorization: Bearer {ADMIN_TOKEN}`.',
        response: {
          200: {
            type: 'object',
            properties: {
              subscriptions: { type: 'integer' },
              mails: { type: 'integer' },
              estates: { type: 'integer' },
            },
          },
          ...errorResponses,
        },
      },
      preHandler: adminOnly(config),
    },
    async () => service.runAlerts(),
  );
}
