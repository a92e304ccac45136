/**
 * The viewing-request team's server endpoint, mounted by the site server from the registry of
 * remotes: POST `/{lang}/ajax/viewing-request`, a request for a viewing on preferred days and
 * parts of the day. Validated with this team's viewing-request schema (src/forms) in the page's language
 * (400 with `fields`); a submission with its honeypot filled in is answered as accepted and
 * dropped; the rest, with its form token (the API checks the fill time from it), is forwarded to
 * the API of the request's site (`POST /sites/{siteId}/viewing-requests`) as the visitor
 * (X-Forwarded-For), whose answer (202, 400, 404, 429 with Retry-After) is passed on; 502 when
 * the API cannot be reached. The glue is server-kit/api-proxy's, as every team's.
 */
import type { FastifyInstance } from 'fastify';
import { ajaxRoutePattern } from 'shared/routes';
import { viewingRequestSchema } from 'mf-viewing-request/forms';
import type { TeamServerOptions } from 'server-kit';
import { formEndpoint } from 'server-kit/api-proxy';

/** Registers the viewing-request endpoint. */
export default async function viewingRequestServer(
  app: FastifyInstance,
  options: TeamServerOptions,
): Promise<void> {
  formEndpoint(app, options, {
    pattern: ajaxRoutePattern('viewingRequest'),
    schema: viewingRequestSchema,
    apiPath: '/viewing-requests',
  });
}
