/**
 * The server glue of the teams' `/{lang}/ajax/*` endpoints (SPEC §2) that pass a visitor's call on
 * to the API (SPEC §7): one way to call the API for the request's site as the visitor, to relay
 * its answer, and to admit a form (its schema in the page's language, the honeypot) before it goes
 * on. Every team's server plugin takes them from here, so the site answers the same everywhere.
 * Node-only: never imported by browser code.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { LOCALES, type Locale } from 'shared/domain';
import { createHttpClient, forwardedForHeaders, HttpError, LANGUAGE_HEADER } from 'shared/api';
import { requestIdHeaders } from './request-id';
import { isLikelyBot, validateRequest } from 'api/contract';
import type { TeamServerOptions } from './index';

/**
 * The JSON schema of a route's params: `lang` (one of the site's languages) and the given others.
 * @param others each further param's JSON schema, all required
 */
export function langParams<Others extends Record<string, object>>(others = {} as Others) {
  return {
    type: 'object',
    required: ['lang', ...Object.keys(others)],
    properties: { lang: { type: 'string', enum: [...LOCALES] }, ...others },
  } as const;
}

/** The JSON of an API error's body, or a plain error answer when it is not JSON. */
function errorBody(error: HttpError): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(error.body ?? '');
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { statusCode: error.status, error: 'Error', message: error.message };
}

/** A call to pass on to the API. */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The API path below the site, e.g. '/contact-requests' for /sites/{siteId}/contact-requests. */
  path: string;
  body?: unknown;
  /** The status of a success (default: 202 for a POST with a body, else 200). */
  okStatus?: number;
}

/**
 * Calls the API for the site of the request's hostname, in the request's language (its `lang`
 * param, sent as X-Language) and as the visitor (X-Forwarded-For: the API's limits are per
 * visitor), and relays its answer: the success with `okStatus`, an API error with its status and
 * body (a 429 with its Retry-After), 502 when the API cannot be reached. Every such answer is the
 * visitor's own (a subscription read by its token, an appointment by its secret id, a form's
 * outcome): `Cache-Control: private, no-store`, unless the endpoint set its own.
 * @returns the reply, sent
 */
export async function forwardToApi(
  request: FastifyRequest,
  reply: FastifyReply,
  options: TeamServerOptions,
  { method, path, body, okStatus }: ApiCall,
): Promise<FastifyReply> {
  const site = await options.siteOf(request.hostname);
  const lang = (request.params as { lang: Locale }).lang;
  const http = createHttpClient({
    baseUrl: options.apiUpstream,
    siteId: site.id,
    language: lang,
    logger: { error: (message: string) => request.log.info(message) },
    // The API answers its texts in X-Language (the client sends it on GET and POST only).
    headers: {
      [LANGUAGE_HEADER]: lang,
      ...forwardedForHeaders(request.ip),
      // The API logs the call under the site server's request id.
      ...requestIdHeaders(request.id),
    },
  });
  const url = `/sites/${site.id}${path}`;
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-store');
  try {
    let answer: unknown;
    if (method === 'GET') answer = await http.getJson(url);
    else if (method === 'POST') answer = await http.post(url, body ?? {});
    else if (method === 'PUT') answer = await http.put(url, body);
    else answer = await http.delete(url);
    return reply
      .code(okStatus ?? (method === 'POST' && body !== undefined ? 202 : 200))
      .send(answer);
  } catch (error) {
    return answerApiFailure(request, reply, error);
  }
}

/**
 * Answers a team endpoint whose call to the API failed, the same way for every endpoint: an API
 * answer passed on with its status and body (a 429 or a 503 with its Retry-After: the visitor is
 * over a limit, or the API asks for a pause, which a 502 would hide), or, with `relay` 'limits',
 * only those two and 502 for any other; 502 when the API cannot be reached (a network error, an
 * answer that is no JSON where one was due).
 * @param relay 'all' (default: the endpoint passes the API's answers on) or 'limits' (the endpoint
 *   answers its own 4xx; any other failure of the API is a failure of the endpoint)
 * @returns the reply, sent
 */
export function answerApiFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  relay: 'all' | 'limits' = 'all',
): FastifyReply {
  const passed =
    error instanceof HttpError &&
    (relay === 'all' ? error.status >= 400 : error.status === 429 || error.status === 503);
  if (!passed) {
    request.log.error({ err: error }, 'the API cannot be reached');
    return reply
      .code(502)
      .send({ statusCode: 502, error: 'Bad Gateway', message: 'The API cannot be reached' });
  }
  const answer = errorBody(error);
  const wait =
    error.retryAfter ?? (typeof answer.retryAfter === 'number' ? answer.retryAfter : undefined);
  if ((error.status === 429 || error.status === 503) && wait !== undefined)
    reply.header('Retry-After', String(wait));
  return reply.code(error.status).send(answer);
}

/**
 * Checks a request's body with `schema` in the page's language.
 * @returns the checked value (a form's object), or null once a 400 with `fields` (each field's
 *   text in the page's language) has been sent
 */
export function admitBody<S extends z.ZodMiniType>(
  schema: S,
  request: FastifyRequest,
  reply: FastifyReply,
): z.output<S> | null {
  const lang = (request.params as { lang: Locale }).lang;
  const checked = validateRequest(schema, request.body, lang);
  if (checked.ok) return checked.value;
  void reply.code(400).send({
    statusCode: 400,
    error: 'Bad Request',
    message: checked.errors.message,
    fields: checked.errors.fields,
  });
  return null;
}

/**
 * Registers a form's endpoint, POST `pattern` (a `/{lang}/ajax/...` pattern): the form is checked
 * with `schema` in the page's language (400 with `fields`); a submission with its honeypot filled
 * in is answered 202 as accepted and dropped when a success is 202 `{ received: true }`; the rest
 * (with its form token: the API measures the fill time from it) goes to the API's `apiPath` as the
 * visitor (see forwardToApi). A bot's submission of a form whose success says more (the booking's
 * 201 with the appointment) goes on too: the API answers it exactly as a success and drops it, so
 * that a bot cannot tell it was found out.
 * @param okStatus the status of a success (default 202)
 */
export function formEndpoint(
  app: FastifyInstance,
  options: TeamServerOptions,
  form: { pattern: string; schema: z.ZodMiniType; apiPath: string; okStatus?: number },
): void {
  app.post<{ Params: { lang: Locale } }>(
    form.pattern,
    { schema: { params: langParams() } },
    async (request, reply) => {
      if (admitBody(form.schema, request, reply) === null) return reply;
      if ((form.okStatus ?? 202) === 202 && isLikelyBot(request.body as object)) {
        request.log.info('form submission taken for a bot: dropped');
        return reply.code(202).send({ received: true });
      }
      return forwardToApi(request, reply, options, {
        method: 'POST',
        path: form.apiPath,
        body: request.body,
        okStatus: form.okStatus,
      });
    },
  );
}
