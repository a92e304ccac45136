/**
 * The trust-proxy setting of the site server and the API: whose forwarded headers they believe.
 * Node-only; a pure rule, so the API may share it.
 */
/** Which proxies a server believes (Fastify's `trustProxy`): all, none, a hop count, or addresses. */
export type TrustProxy = boolean | number | string;

/**
 * Reads a trust-proxy setting (`TRUST_PROXY` of the site server, `API_TRUST_PROXY` of the API):
 * `true`/`false`, a number of hops, or comma-separated addresses and CIDR ranges as Fastify's
 * `trustProxy` takes them (`127.0.0.1,10.0.0.0/8`, or the names `loopback`, `linklocal`,
 * `uniquelocal`). Only a trusted peer's `X-Forwarded-For`, `-Host` and `-Proto` are believed:
 * they give the visitor's address (the limits are per visitor) and the host that picks the market.
 * @param value the variable's value; unset or blank gives `fallback`
 * @param fallback the deployment's default (loopback: a proxy on the same machine)
 */
export function trustProxyFrom(value: string | undefined, fallback: TrustProxy): TrustProxy {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim();
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  if (/^\d{1,2}$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}
