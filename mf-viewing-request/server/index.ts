/**
 * The viewing-request team's server endpoint (issue 12), mounted by the site server from the
 * registry of remotes: POST `/{lang}/ajax/viewing-request`, a request for a viewing on preferred
 * days and parts of the day. Validated with shared/forms' viewing-request schema in the page's
 * language (400 with `fields`); a submission with its honeypot filled in is answered as accepted
 * and dropped; the rest, with its form token (the API checks the fill time from it), is forwarded to the API of the request's site
 * (`POST /sites/{siteId}/viewing-requests`) as the visitor (X-Forwarded-For), whose answer
 * (202, 400, 404, 429 with Retry-After) is passed on; 502 when the API cannot be reached.
 */
import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from 'shared/domain';
import { createHttpClient, forwardedForHeaders, HttpError } from 'shared/api';
import { ajaxRoutePattern } from 'shared/routes';
import { isLikelyBot, validateRequest, viewingRequestSchema } from 'shared/forms';
import type { TeamServerOptions } from 'shared/server';

/** Registers the viewing-request endpoint. */
export default async function viewingRequestServer(
  app: FastifyInstance,
  options: TeamServerOptions,
): Promise<void> {
  app.post<{ Params: { lang: Locale } }>(
    ajaxRoutePattern('viewingRequest'),
    {
      schema: {
        params: {
          type: 'object',
          required: ['lang'],
          properties: { lang: { type: 'string', enum: [...LOCALES] } },
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.params;
      const checked = validateRequest(viewingRequestSchema, request.body, lang);
      if (!checked.ok)
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: checked.errors.message,
          fields: checked.errors.fields,
        });
      if (isLikelyBot(request.body as object)) {
        request.log.info('form submission taken for a bot: dropped');
        return reply.code(202).send({ received: true });
      }
      const site = await options.siteOf(request.hostname);
      const http = createHttpClient({
        baseUrl: options.apiUpstream,
        siteId: site.id,
        language: lang,
        logger: { error: (message: string) => request.log.info(message) },
        headers: forwardedForHeaders(request.ip),
      });
      try {
        const answer = await http.post(`/sites/${site.id}/viewing-requests`, request.body);
        return reply.code(202).send(answer);
      } catch (error) {
        if (!(error instanceof HttpError)) {
          request.log.error({ err: error }, 'the API cannot be reached');
          return reply
            .code(502)
            .send({ statusCode: 502, error: 'Bad Gateway', message: 'The API cannot be reached' });
        }
        let body: Record<string, unknown> = { statusCode: error.status, message: error.message };
        try {
          body = JSON.parse(error.body ?? '') as Record<string, unknown>;
        } catch {
          // not JSON
        }
        if (error.status === 429 && typeof body.retryAfter === 'number')
          reply.header('Retry-After', String(body.retryAfter));
        return reply.code(error.status).send(body);
      }
    },
  );
}
