/**
 * The viewing-appointment endpoints of the API, under /sites/{siteId}:
 * - SPEC §7 `live-agenda`: the free slots of an estate's agenda (GET /live-agenda/{estateId}),
 *   booking one (POST /live-agenda/reservation), an appointment by its secret id (GET
 *   /live-agenda/reservation/{id}) and its cancellation (DELETE /live-agenda/reservation/{id});
 * - POST /viewing-requests, the request of the second appointment module (an office without a
 *   live agenda): preferred days and parts of the day.
 *
 * Bodies are validated with the schemas of the API's contract (contract/), so a 400 names each field in
 * the visitor's language (`fields`). The two forms are rate limited like the engagement forms:
 * at most FORM_RATE_LIMIT_IP submissions per client address and FORM_RATE_LIMIT_EMAIL per e-mail
 * address (normalized) in their windows, and the caps of every address across all forms (429
 * with Retry-After, and a message saying when to try again); only a submission that passed every
 * check counts, not a refused one. A submission with its honeypot filled in is answered exactly as
 * an accepted one (a booking: 201 with an appointment whose id is of none; a request: 202), nothing
 * stored or sent; one without a good form token is refused 400 with its `code`
 * (forms/form-token.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Locale } from 'shared/domain';
import {
  formErrorText,
  isLikelyBot,
  type FormErrorCode,
  appointmentRequestSchema,
  viewingRequestSchema,
  type AppointmentConfirmation,
  type CancelAppointmentAnswer,
} from '../contract';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import type { Admit, AgendaService } from '../agenda/service';
import type { EngagementConfig } from '../engagement/config';
import { normalizedAddress, type FormGuard } from '../forms/guard';
import { findSite } from '../store/sites';
import { isLang } from '../reference/locales';
import { errorResponses, estateIdParam, siteParams, str, text } from '../schemas/common';
import {
  admitForm,
  documentedBody,
  formRateLimit,
  passThroughBody,
  RECEIVED,
  refusedByLimits,
  type FormLimit,
} from './form-admission';
import { requestLanguage } from './language';
import { privateAnswer } from './private-answer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The appointment form a route receives (its rate limits are per form). */
    appointmentForm?: 'appointment' | 'viewing-request';
  }
}

/** What the appointment routes need. */
export interface LiveAgendaRouteOptions {
  db: Database;
  config: EngagementConfig;
  agenda: AgendaService;
  /** The forms' token check and the limits shared by every form. */
  guard: FormGuard;
}

const representativeDoc = {
  type: 'object',
  properties: {
    name: str,
    phone: { type: 'string', nullable: true },
    email: { type: 'string', nullable: true },
  },
} as const;

const agendaDoc = {
  type: 'object',
  description:
    'The free slots from now (plus the notice of the agenda, 1 hour) to the end of its last day, in time order. `start`/`end` are instants (UTC); `date` and `time` the local day and start time in `timeZone`.',
  properties: {
    estateId: str,
    timeZone: str,
    slotMinutes: { type: 'integer' },
    from: str,
    to: str,
    representative: representativeDoc,
    slots: {
      type: 'array',
      items: {
        type: 'object',
        properties: { start: str, end: str, date: str, time: str },
      },
    },
  },
} as const;

const appointmentDoc = {
  type: 'object',
  description:
    "An appointment as the holder of its id sees it (no personal details). `started`: its start has passed, it can no longer be cancelled. `estate.path`: the detail page in the appointment's language.",
  properties: {
    id: str,
    estateId: str,
    start: str,
    end: str,
    timeZone: str,
    status: { type: 'string', enum: ['booked', 'cancelled'] },
    cancelledAt: { type: 'string', nullable: true },
    started: { type: 'boolean' },
    locale: str,
    estate: { type: 'object', properties: { title: str, address: str, path: str } },
    representative: representativeDoc,
    confirmBy: {
      type: 'string',
      nullable: true,
      description:
        'While the e-mail address is not confirmed: when the booking lapses and frees its slot (HOLD_PENDING_MINUTES after it was made); null once confirmed.',
    },
  },
} as const;

const problem = (description: string) =>
  ({
    type: 'object',
    description,
    properties: {
      statusCode: { type: 'integer' },
      code: str,
      error: str,
      message: str,
      reason: str,
      fields: { type: 'object', additionalProperties: str },
      retryAfter: { type: 'integer' },
    },
  }) as const;

const formError = problem(
  'The request is refused: `message` is the first problem and `fields` one text per field, in the language of the request; `code` names a refused form token (FORM_TOKEN_MISSING, FORM_TOKEN_INVALID, FORM_TOKEN_EXPIRED, FORM_TOO_FAST).',
);

/** The language of the texts: the body's valid locale, else X-Language. */
function localeOf(request: FastifyRequest): Locale {
  const locale = (request.body as { locale?: unknown } | null)?.locale;
  return isLang(locale) ? locale : requestLanguage(request);
}

function badRequest(reply: FastifyReply, message: string, fields: Record<string, string>) {
  return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, fields });
}

/** A 400 on one field with a message code's text. */
function fieldProblem(
  reply: FastifyReply,
  field: string,
  code: FormErrorCode,
  locale: Locale,
): FastifyReply {
  const message = formErrorText(code, locale);
  return badRequest(reply, message, { [field]: message });
}

const idParams = siteParams({ id: text({ minLength: 1, maxLength: 200 }) });

/** Registers the appointment routes (inside the /sites/{siteId} scope). */
export async function liveAgendaRoutes(
  app: FastifyInstance,
  { db, config, agenda, guard }: LiveAgendaRouteOptions,
): Promise<void> {
  // @fastify/rate-limit is registered once for the app (app.ts); its limiters are made here,
  // each named (its counts in PostgreSQL are kept under the name, see rate-limit-store.ts).
  const byAddress = formRateLimit(app, {
    name: 'live-agenda:address',
    max: config.ipLimit,
    timeWindow: config.ipWindowMs,
    keyGenerator: (request: FastifyRequest) =>
      `ip:${request.routeOptions.config.appointmentForm}:${request.ip}`,
  });
  const byEmail = formRateLimit(app, {
    name: 'live-agenda:email',
    max: config.emailLimit,
    timeWindow: config.emailWindowMs,
    keyGenerator: (request: FastifyRequest) =>
      `email:${request.routeOptions.config.appointmentForm}:${normalizedAddress(
        String((request.body as { email?: unknown }).email),
      )}`,
  });
  /** The address and e-mail limits of the form, then the caps of the address across all forms. */
  const limits: readonly FormLimit[] = [
    byAddress,
    byEmail,
    (request) =>
      guard.mailCaps(request, [String((request.body as { email?: unknown }).email)], {
        unverified: true,
      }),
  ];

  /**
   * The schema and the bot checks (routes/form-admission.ts); the limits come later (see
   * rateLimits). Null once answered (400, or a bot's 202).
   * @returns the valid request
   */
  function admit<S extends z.ZodMiniType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    bots: 'answered' | 'left to the route' = 'answered',
  ): Promise<z.output<S> | null> {
    return admitForm(request, reply, {
      schema,
      locale: localeOf(request),
      guard,
      ...(bots === 'answered' ? { botAnswer: () => ({ status: 202, body: RECEIVED }) } : {}),
    });
  }

  /**
   * The rate limits (address, then e-mail) of a request the agenda service has found good in
   * every way, asked by the service just before it stores it: a refused request (a bad field,
   * an unknown consent text, a slot that is not free, a day out of range) never counts, so that a
   * visitor who corrects a refused form is not locked out by the tries it took.
   * @returns an Admit that answers false once it has answered 429
   */
  const rateLimits =
    (request: FastifyRequest, reply: FastifyReply): Admit =>
    async () =>
      !(await refusedByLimits(request, reply, localeOf(request), limits));

  async function siteOf(request: FastifyRequest) {
    const site = await findSite(db, Number((request.params as { siteId: string }).siteId));
    if (!site) throw new HttpError(404, 'Site not found');
    return site;
  }

  app.get<{ Params: { siteId: string; estateId: string } }>(
    '/live-agenda/:estateId',
    {
      schema: {
        tags: ['appointments'],
        summary: "The free viewing slots of an estate's live agenda (SPEC §7)",
        description:
          'Slots of 30 minutes in the opening hours of the agenda (Europe/Brussels) for today and the next 27 days, none on Belgian public holidays, none taken. 404 when the estate has no live agenda or offers no viewing (sold, rented, taken over, hidden by the site, unknown).',
        params: siteParams({ estateId: estateIdParam }),
        response: { 200: agendaDoc, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await agenda.liveAgenda(await siteOf(request), request.params.estateId);
      if (!answer)
        throw new HttpError(404, `Estate ${request.params.estateId} offers no live agenda`);
      return answer;
    },
  );

  app.post<{ Params: { siteId: string } }>(
    '/live-agenda/reservation',
    {
      // Its 201 holds the appointment's secret id.
      onRequest: privateAnswer,
      config: { appointmentForm: 'appointment' },
      validatorCompiler: passThroughBody,
      schema: {
        tags: ['appointments'],
        summary: 'Book a viewing slot (SPEC §7)',
        description:
          "Stores the appointment, holding its slot for HOLD_PENDING_MINUTES until the visitor confirms their e-mail address (`confirmBy`; then until cancelled), and queues the visitor's mail (the confirmation link /{lang}/{cancel-appointment}/{id}?confirm=1, date and time in `locale`, the estate, its address, the agent, an .ics invitation and the cancel link /{lang}/{cancel-appointment}/{id}) in the same transaction; the agency's notice is queued on confirmation. 201 with the appointment (its `id` is the secret of the cancel link). 400 with `fields` for a bad field, `fields.start` when the start is not a free slot of the agenda now (past, outside the opening hours, a holiday, beyond four weeks, another estate's); 404 when the estate offers no live agenda; 409 `reason: 'taken'` when someone else booked the slot first (the database lets one of two simultaneous bookings through); 429 over the rate limit.",
        params: siteParams(),
        body: documentedBody(appointmentRequestSchema),
        response: {
          201: appointmentDoc,
          400: formError,
          404: problem('The estate offers no live agenda.'),
          409: problem("The slot was just taken: `reason` 'taken'."),
          429: problem(
            "Too many submissions, or (`reason` 'pendingPerAddress' / 'pendingPerEstate') as many bookings waiting for their e-mail address as the address or the estate may have (HOLD_PENDING_PER_ADDRESS, HOLD_PENDING_PER_UNIT): try again after `retryAfter` seconds.",
          ),
        },
      },
    },
    async (request, reply) => {
      const body = await admit(request, reply, appointmentRequestSchema, 'left to the route');
      if (!body) return reply;
      // A bot (its honeypot filled in) gets the answer of a booking, nothing stored or mailed.
      const bot = isLikelyBot(body);
      if (bot) request.log.info('form submission taken for a bot: dropped');
      const outcome = await agenda.book(await siteOf(request), body, rateLimits(request, reply), {
        store: !bot,
      });
      switch (outcome.kind) {
        case 'limited':
          return reply;
        case 'overCap': {
          const wait = outcome.retryAfter;
          const code = outcome.cap === 'address' ? 'pendingPerAddress' : 'pendingPerEstate';
          const message = formErrorText(code, body.locale, { retryAfter: wait });
          request.rateLimitName = `live-agenda:pending:${outcome.cap}`;
          return reply
            .code(429)
            .header('Retry-After', String(wait))
            .send({
              statusCode: 429,
              error: 'Too Many Requests',
              message,
              reason: code,
              fields: { '': message },
              retryAfter: wait,
            });
        }
        case 'booked':
          return reply.code(201).send(outcome.appointment);
        case 'agreement':
          return fieldProblem(reply, 'agreementVersion', 'agreement', body.locale);
        case 'unavailable':
          return fieldProblem(reply, 'start', 'slotUnavailable', body.locale);
        case 'noAgenda':
          return reply.code(404).send({
            statusCode: 404,
            error: 'Not Found',
            message: `Estate ${body.estateId} offers no live agenda`,
          });
        case 'taken':
          return reply.code(409).send({
            statusCode: 409,
            error: 'Conflict',
            message: formErrorText('slotTaken', body.locale),
            reason: 'taken',
            fields: { start: formErrorText('slotTaken', body.locale) },
          });
      }
    },
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/live-agenda/reservation/:id',
    {
      onRequest: privateAnswer,
      schema: {
        tags: ['appointments'],
        summary: 'An appointment, by its secret id (SPEC §7)',
        description:
          'The appointment without personal details, booked or cancelled. 404 for an unknown id.',
        params: idParams,
        response: { 200: appointmentDoc, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await agenda.read(await siteOf(request), request.params.id);
      if (!answer) throw new HttpError(404, 'Unknown appointment');
      return answer;
    },
  );

  app.post<{ Params: { siteId: string; id: string } }>(
    '/live-agenda/reservation/:id/confirm',
    {
      onRequest: privateAnswer,
      schema: {
        tags: ['appointments'],
        summary: "Confirm a booking's e-mail address",
        description:
          "The link of the visitor's mail: the booking, which held its slot for HOLD_PENDING_MINUTES only, now holds it until cancelled, and the agency's notice is queued, once. 200 `{ appointment, confirmed }` (`confirmed` 'now', or 'already' for a replay). 404 for an unknown id (or a booking lapsed and cleaned up), 410 `reason: 'lapsed'` for one not confirmed in time; messages in X-Language.",
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: {
              appointment: appointmentDoc,
              confirmed: { type: 'string', enum: ['now', 'already'] },
            },
          },
          404: problem('No booking of that id.'),
          410: problem("The booking was not confirmed in time: `reason` 'lapsed'."),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const outcome = await agenda.confirm(await siteOf(request), request.params.id);
      if (outcome.kind === 'confirmed')
        return {
          appointment: outcome.appointment,
          confirmed: outcome.already ? 'already' : 'now',
        } satisfies AppointmentConfirmation;
      if (outcome.kind === 'lapsed')
        return reply.code(410).send({
          statusCode: 410,
          error: 'Gone',
          message: formErrorText('appointmentLapsed', lang),
          reason: 'lapsed',
        });
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: formErrorText('appointmentUnknown', lang),
      });
    },
  );

  app.delete<{ Params: { siteId: string; id: string } }>(
    '/live-agenda/reservation/:id',
    {
      onRequest: privateAnswer,
      schema: {
        tags: ['appointments'],
        summary: 'Cancel an appointment (SPEC §7)',
        description:
          "Frees the slot and queues the agency's notice and the visitor's confirmation (an .ics that removes the event); `already` is true when it was cancelled before. 409 `reason: 'started'` once its start time has passed (message in X-Language); 404 for an unknown id.",
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { status: str, already: { type: 'boolean' } },
          },
          409: problem("The appointment has started: `reason` 'started'."),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const outcome = await agenda.cancel(await siteOf(request), request.params.id);
      if (outcome.kind === 'unknown') throw new HttpError(404, 'Unknown appointment');
      if (outcome.kind === 'started')
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: formErrorText('appointmentStarted', requestLanguage(request)),
          reason: 'started',
        });
      return { status: 'cancelled', already: outcome.already } satisfies CancelAppointmentAnswer;
    },
  );

  app.post<{ Params: { siteId: string } }>(
    '/viewing-requests',
    {
      config: { appointmentForm: 'viewing-request' },
      validatorCompiler: passThroughBody,
      schema: {
        tags: ['appointments'],
        summary: 'Ask the office for a viewing (an office without a live agenda)',
        description:
          "Stores the request (preferred days, parts of the day, contact details, the consent text's version) and queues the agency's mail (Reply-To: the visitor) and the visitor's acknowledgement, in one transaction. 400 with `fields` for a bad field (`preferredDays` before today or more than 60 days ahead included); 404 when the site shows no open estate of that id.",
        params: siteParams(),
        body: documentedBody(viewingRequestSchema),
        response: {
          202: { type: 'object', properties: { received: { type: 'boolean' } } },
          400: formError,
          404: problem('The site shows no open estate of that id.'),
          429: problem('Too many submissions: try again after `retryAfter` seconds.'),
        },
      },
    },
    async (request, reply) => {
      const body = await admit(request, reply, viewingRequestSchema);
      if (!body) return reply;
      const outcome = await agenda.viewingRequest(
        await siteOf(request),
        body,
        rateLimits(request, reply),
      );
      switch (outcome.kind) {
        case 'limited':
          return reply;
        case 'received':
          return reply.code(202).send(RECEIVED);
        case 'agreement':
          return fieldProblem(reply, 'agreementVersion', 'agreement', body.locale);
        case 'days':
          return fieldProblem(reply, 'preferredDays', 'invalid', body.locale);
        case 'noEstate':
          return reply.code(404).send({
            statusCode: 404,
            error: 'Not Found',
            message: `Estate ${body.estateId} not found`,
          });
      }
    },
  );
}
