/**
 * One request id followed through the site server and the API: each server takes a caller's
 * `X-Request-Id` from loopback and from the proxy addresses it is told to trust (never from anyone
 * else: a visitor could forge ids in the logs), makes one otherwise, logs every line under it and
 * sends it on with the calls it makes for the request. Node-only.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { compile as compileTrust } from '@fastify/proxy-addr';

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
 * Who a server trusts as a proxy: loopback always, and the addresses and CIDR ranges of a
 * trust-proxy setting (`'loopback,10.0.0.0/8,192.0.2.7'`, matched by proxy-addr as Fastify
 * matches them); `true` and hop counts name no address and add none, so they never open what
 * only proxies may use (the metrics, the request ids) to every peer.
 * @param setting the server's trust-proxy setting (Fastify's trustProxy)
 * @returns a test of a peer's address
 * @throws when the setting names something that is neither an address, a range nor a name
 *   proxy-addr knows (the server does not start)
 */
export function trustedPeers(
  setting: unknown = 'loopback',
): (address: string | undefined) => boolean {
  const listed = (
    Array.isArray(setting) ? setting : typeof setting === 'string' ? setting.split(',') : []
  )
    .map((entry) => String(entry).trim())
    .filter(Boolean);
  const trust = compileTrust(['loopback', ...listed]);
  return (address) => address !== undefined && isIP(address) !== 0 && trust(address, 0);
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
