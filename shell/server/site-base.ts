/**
 * The ground every answer of the site server stands on (not encapsulated: it covers every route):
 * request ids and metrics, the JSON depth limit, the security headers, the error handler,
 * compression and content negotiation.
 */
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import fastifyAccepts from '@fastify/accepts';
import { limitJsonDepth } from 'server-kit/json-body';
import { isClientAbort } from 'server-kit/client-abort';
import { observeRequests, serveMetrics } from 'server-kit/observability';
import { trustedPeers } from 'server-kit/request-id';
import { securityHeaders } from './csp';
import type { SiteContext } from './site-context';

/** The site server's shared behaviour; `site` is its context (site-context.ts). */
export const siteBase = fp<SiteContext>(async (app, site) => {
  const allowed = trustedPeers(site.options.trustProxy ?? 'loopback');
  // Pages are answered by the not-found handler: their route is their page type.
  observeRequests(app, site.metrics.registry, (request) => {
    if (request.routeOptions.config && 'file' in request.routeOptions.config) return 'static file';
    return request.routeOptions.url ?? site.pageRoutes.get(request) ?? 'unmatched';
  });
  serveMetrics(app, { allowed, exposition: site.metrics.exposition });
  // JSON bodies (the /api proxy's, the teams' ajax endpoints') nested too deep are answered 400
  // before they are parsed, rather than failing when they are serialised again (a 500 or 502).
  limitJsonDepth(app);
  await app.register(securityHeaders, site);
  // An unexpected failure answers a generic body with the request's id; the details go to the log.
  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    // A visitor who went away (closed the tab mid-request: the API proxy's "Request aborted", a
    // premature close) is no failure of the site: logged at info.
    if (status >= 500 && isClientAbort(error))
      request.log.info({ err: error.message, reqId: request.id }, 'client went away');
    else if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(status).send({
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message:
        status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message,
      requestId: request.id,
    });
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyAccepts);
});
