/**
 * What an operator reads of a server (the site server and the API): Prometheus metrics at
 * `/metrics`. Node-only.
 *
 * - Trust: the metrics are answered to loopback and to the proxy addresses a server is told to
 *   trust (request-id.ts), never to anyone else.
 * - Requests are counted by route pattern (never the raw URL, which a crawler could make endless)
 *   and status, with a latency histogram whose `_count` is the number of requests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The latency buckets of the requests, in seconds: 5 ms to 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts every answered request of `app` in `http_request_duration_seconds{method,route,status}`
 * of `registry` (a histogram: `_count` the requests, `_bucket` their latency).
 * @param routeOf the route pattern of a request; default Fastify's (`/sites/:siteId/estates`),
 *   'unmatched' for a request no route took
 */
export function observeRequests(
  app: FastifyInstance,
  registry: Registry,
  routeOf: (request: FastifyRequest) => string = (request) =>
    request.routeOptions.url ?? 'unmatched',
): void {
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status, and their latency in seconds',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: routeOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * Serves `GET /metrics` (Prometheus' text format) to loopback and trusted proxies; anyone else
 * (the address Fastify resolved through its trusted proxies, so a visitor behind the site's own
 * reverse proxy too) gets the plain 404 of an unknown path.
 * @param options `allowed`: the test of the client's address (trustedPeers); `exposition`: the
 *   metrics' text and content type
 */
export function serveMetrics(
  app: FastifyInstance,
  options: {
    allowed: (address: string | undefined) => boolean;
    exposition: () => Promise<{ text: string; contentType: string }>;
  },
): void {
  app.get('/metrics', async (request, reply) => {
    if (!options.allowed(request.ip) || !options.allowed(request.socket.remoteAddress))
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: '/metrics not found' });
    const { text, contentType } = await options.exposition();
    return reply.header('Cache-Control', 'no-store').type(contentType).send(text);
  });
}
