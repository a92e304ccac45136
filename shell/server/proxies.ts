/**
 * The API and its generated pictures through the site (`/api/*`, `/assets/*`), so the browser
 * talks to one origin.
 */
import { PassThrough, pipeline } from 'node:stream';
import type {
  FastifyPluginAsync,
  FastifyReply,
  RawServerBase,
  RouteGenericInterface,
} from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { isClientAbort } from 'server-kit/client-abort';
import type { SiteContext } from './site-context';

/**
 * The API's answer as streamed to the visitor, with the visitor's going away left quiet: when the
 * visitor leaves mid-answer, the proxy's client (undici) fails its body with "Request aborted",
 * which Fastify would log as a failure; here that ends the stream without an error (a premature
 * close, logged at info). Any other error of the body still fails the answer.
 * @param body the API's answer body
 * @returns a stream of the same bytes
 */
export function quietOnAbort(body: NodeJS.ReadableStream): PassThrough {
  const out = new PassThrough();
  pipeline(body, out, (error) => {
    if (error && !isClientAbort(error)) out.destroy(error);
  });
  return out;
}

/** How long a client should wait before it asks `/api` again when the API could not answer, in s. */
export const API_RETRY_AFTER_S = 30;

/**
 * The /api proxy's answer when the API gave none (not listening, the connection refused, reset or
 * timed out before its answer): 503 with Retry-After (API_RETRY_AFTER_S) and a JSON body with the
 * request's id, never stored (a moment's failure). A visitor who went away meanwhile gets nothing:
 * the error goes on to the error handler, which logs it at info.
 * @param reply the visitor's answer, not sent yet
 * @param failure `error`: what the proxy's client failed with
 */
export function apiUnavailable(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  { error }: { error: Error },
): void {
  if (reply.request.raw.destroyed) {
    reply.send(error);
    return;
  }
  reply
    .code(503)
    .header('Retry-After', String(API_RETRY_AFTER_S))
    .header('Cache-Control', 'no-store')
    .send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is unavailable for a moment. Please try again shortly.',
      requestId: reply.request.id,
    });
}

/** `/api/*` (the API, bodies checked here first) and `/assets/*` (its pictures), proxied. */
export const apiProxies: FastifyPluginAsync<SiteContext> = async (app, site) => {
  const upstream = site.options.apiUpstream;
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '',
    // The body is read here by Fastify's own JSON parser under its body limit (1 MiB, the API's
    // too) and sent on: a larger one is answered 413 here, at its Content-Length or once its
    // chunks pass the limit, instead of being streamed to an API that stops reading it (a write
    // EPIPE, a 500). The API takes JSON only; another media type gets 415.
    proxyPayloads: false,
    // The visitor's address for the API's per-address limits: the connection's address,
    // or, from a reverse proxy on this machine, the address that proxy saw (never one the visitor
    // wrote itself); the API believes it because it comes from this server.
    replyOptions: {
      rewriteRequestHeaders: (request, { expect: _expect, ...headers }) => ({
        // Not `Expect: 100-continue`: Node's server already answered the 100 to the visitor and
        // read the body, and the proxy's client (undici) refuses a request carrying it (a 500).
        ...headers,
        'x-forwarded-for': request.ip,
        // The API logs its lines under this id too: one request followed through both servers.
        'x-request-id': request.id,
      }),
      onResponse: (_request, reply, response) => reply.send(quietOnAbort(response.stream)),
      // Not the error handler's 500: the API is down or restarting, the client may come back.
      onError: apiUnavailable,
    },
  });
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: '/assets',
    rewritePrefix: '/assets',
    // Files to read, no body to pass on raw: the app's own parsers (limitJsonDepth) stay.
    proxyPayloads: false,
  });
};
