/**
 * What the site server gives each team's server plugin (its `/{lang}/ajax/*` endpoints, SPEC §2),
 * mounted from the registry of remotes: where the API is, and the site of the request's market.
 * Node-only: never imported by browser code.
 */
import type { Locale, Site } from 'shared/domain';
import { createApi, createHttpClient, forwardedForHeaders, type Api } from 'shared/api';
import { requestIdHeaders } from './request-id';

/** The options every team's Fastify plugin receives from the site server. */
export interface TeamServerOptions {
  /** The API's base address for server-to-server calls, e.g. 'http://127.0.0.1:4000'. */
  apiUpstream: string;
  /**
   * The site of the market a request's hostname belongs to (cached by the site server).
   * @throws when the API cannot be reached or answers no site
   */
  siteOf(hostname: string): Promise<Site>;
}

/**
 * The typed API of SPEC §7 for a site, from the server, optionally in a page language and for a
 * visitor: `visitorAddress` (the request's `ip`) is sent as X-Forwarded-For, so the API counts
 * that visitor's limits rather than the site server's, and `requestId` (the request's `id`) as
 * X-Request-Id, so the API logs the call under the site server's id.
 */
export function serverApi(
  options: TeamServerOptions,
  site: Site,
  language?: Locale,
  visitorAddress?: string,
  requestId?: string,
): Api {
  return createApi(
    createHttpClient({
      baseUrl: options.apiUpstream,
      siteId: site.id,
      language,
      headers: { ...forwardedForHeaders(visitorAddress), ...requestIdHeaders(requestId) },
    }),
  );
}
