/**
 * What an operator reads of a server (the site server and the API): Prometheus metrics at
 * `/metrics` and one request id followed through both servers' logs. Node-only.
 *
 * - Trust: the metrics and a caller's `X-Request-Id` are taken from loopback and from the proxy
 *   addresses a server is told to trust, never from anyone else (a visitor could otherwise read
 *   the figures or forge ids in the logs).
 * - Requests are counted by route pattern (never the raw URL, which a crawler could make endless)
 *   and status, with a latency histogram whose `_count` is the number of requests.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The header carrying a request's id from one server to the next. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id a trusted caller may pass: a short token (a UUID, a proxy's id). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** True for an address of this machine's loopback (127.0.0.0/8, ::1, IPv4-mapped 127.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

/**
 * Who a server trusts as a proxy: loopback always, and the plain IP addresses of a trust-proxy
 * setting (`'loopback,10.0.0.5'`; CIDR ranges, `true` and hop counts name no address and add
 * none).
 * @param setting the server's trust-proxy setting (Fastify's trustProxy)
 * @returns a test of a peer's address
 */
export function trustedPeers(
  setting: unknown = 'loopback',
): (address: string | undefined) => boolean {
  const listed = new Set(
    (Array.isArray(setting) ? setting : typeof setting === 'string' ? setting.split(',') : [])
      .map((entry) => String(entry).trim())
      .filter((entry) => isIP(entry) !== 0),
  );
  return (address) =>
    isLoopbackAddress(address) ||
    (address !== undefined &&
      (listed.has(address) || (address.startsWith('::ffff:') && listed.has(address.slice(7)))));
}

/**
 * Fastify's `genReqId` for a server: the caller's `X-Request-Id` when the connection comes from a
 * trusted peer (the site server, a reverse proxy) and it is a short token (letters, digits, '.',
 * '_', '-', at most 64), else a new UUID. Fastify logs every line of the request under it.
 * @param trusted the test of the connection's address (trustedPeers)
 */
export function requestIdGenerator(
  trusted: (address: string | undefined) => boolean,
): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' &&
      REQUEST_ID.test(given) &&
      trusted(request.socket?.remoteAddress)
      ? given
      : randomUUID();
  };
}

/**
 * The headers naming a request's id on the calls a server makes for it (none without an id).
 * @param id the request's id
 */
export function requestIdHeaders(id: string | undefined): Record<string, string> {
  return id ? { [REQUEST_ID_HEADER]: id } : {};
}

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
