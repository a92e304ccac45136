// The reverse proxy of the e2e scale-out deployment (serve.mjs): one address in front of several
// site servers, as a deployment's load balancer (nginx, HAProxy) would be. Each request goes to
// the instance its `instance` cookie names (so a journey can alternate between instances at will),
// else to the next one in turn. It passes the Host header on unchanged (the site servers choose
// the market by it and build links with its port) and the client's own address as
// X-Forwarded-For, replacing whatever the client sent there: the site servers believe that header
// from loopback, so a visitor must not be able to write it. Every answer says which instance gave
// it (X-Instance).
import http from 'node:http';

/** The cookie that chooses an instance by its name. */
export const INSTANCE_COOKIE = 'instance';

/** Headers of one connection (RFC 9110 §7.6.1), never passed on; `expect` is answered here. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

/** Headers a client may not set for the instances, which trust them from loopback. */
const FORWARDING = new Set(['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip']);

/**
 * The headers of `headers` to pass on: without the hop-by-hop ones (and those `Connection` names)
 * and, when `fromClient`, without the forwarding headers a client may have written.
 */
function passedOn(headers, fromClient) {
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        !HOP_BY_HOP.has(name) && !named.includes(name) && !(fromClient && FORWARDING.has(name)),
    ),
  );
}

/** The address of a connection's peer, an IPv4 address without its IPv6 mapping. */
const peerAddress = (socket) => (socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/**
 * Starts the reverse proxy.
 * @param {{ port: number, host?: string, upstreams: { name: string, port: number }[] }} options
 *   where it listens (host default 127.0.0.1) and the instances (site servers on 127.0.0.1), by
 *   the names the `instance` cookie gives
 * @returns {Promise<{ close(): Promise<void> }>} the running proxy; `close` stops it and ends its
 *   connections
 * @throws (rejects) when it cannot listen, e.g. the port is taken
 */
export function startProxy({ port, host = '127.0.0.1', upstreams }) {
  const byName = new Map(upstreams.map((upstream) => [upstream.name, upstream]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;

  const cookie = new RegExp(`(?:^|;\\s*)${INSTANCE_COOKIE}=([^;\\s]+)`);
  /** The instance of a request: its cookie's, else the next in turn. */
  const choose = (request) => {
    const wanted = cookie.exec(request.headers.cookie ?? '')?.[1];
    if (wanted && byName.has(wanted)) return byName.get(wanted);
    const upstream = upstreams[next];
    next = (next + 1) % upstreams.length;
    return upstream;
  };

  const server = http.createServer((request, response) => {
    const upstream = choose(request);
    const headers = {
      ...passedOn(request.headers, true),
      'x-forwarded-for': peerAddress(request.socket),
      'x-forwarded-proto': 'http',
    };
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...passedOn(answer.headers, false),
          'x-instance': upstream.name,
        });
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    forwarded.on('error', (error) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { 'content-type': 'text/plain', 'x-instance': upstream.name });
      response.end(`instance ${upstream.name} did not answer: ${error.message}\n`);
    });
    // A visitor who leaves ends the request to the instance too.
    response.on('close', () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
            agent.destroy();
          }),
      });
    });
  });
}
