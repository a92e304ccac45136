/**
 * The browser's calls of the site server's own endpoints under `/{lang}/ajax/` (SPEC §2), each
 * served by the team that owns it. They are on the page's origin and in the page's language; the
 * site server picks the site by hostname. Errors as every call of shared/api (SPEC §8).
 */
import type { CitySuggestion, Estate, Locale, SearchResult } from '../domain';
import { buildAjaxPath } from 'shared/routes';
import { createHttpClient, forwardedForHeaders } from './client';

/** Longest answer of the city search. */
export const CITY_SUGGESTIONS_MAX = 10;

function isSuggestion(row: unknown): row is CitySuggestion {
  const candidate = row as Partial<CitySuggestion> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'number' &&
    typeof candidate.label === 'string' &&
    typeof candidate.name === 'string'
  );
}

/** Where the site calls go: the page's own origin in the browser; the site server on a server. */
export interface SiteServer {
  /** Base address, '' for the page's origin, e.g. 'http://127.0.0.1:3000' on the server. */
  baseUrl: string;
  /**
   * The market's hostname, sent as X-Forwarded-Host by a server render's call to the site server
   * (which takes it from loopback only), so that the endpoints answer for the right market.
   */
  forwardedHost?: string;
  /** A server render's: the visitor's IP address, sent as X-Forwarded-For (see ApiContext). */
  forwardedFor?: string;
  /** A server render's: the fetch of its calls (see ApiContext). */
  fetch?: typeof fetch;
}

/**
 * The site calls in language `locale`.
 * @param options.fetch the fetch to use (the global one by default)
 * @param options.server where the site server is (the page's own origin by default)
 */
export function createSiteApi(
  locale: Locale,
  options: { fetch?: typeof fetch; server?: SiteServer } = {},
) {
  // The site server decides the site by hostname: the site header is not needed (0).
  const http = createHttpClient({
    baseUrl: options.server?.baseUrl ?? '',
    siteId: 0,
    language: locale,
    fetch: options.fetch ?? options.server?.fetch,
    headers: {
      ...(options.server?.forwardedHost
        ? { 'X-Forwarded-Host': options.server.forwardedHost }
        : {}),
      ...forwardedForHeaders(options.server?.forwardedFor),
    },
  });
  return {
    /**
     * GET `/{lang}/ajax/search-city?q={text}`: the cities matching the text in any language, alias
     * or zip code, best first, named in the page's language. Rows that are not well formed are
     * left out; at most CITY_SUGGESTIONS_MAX.
     * @throws HttpError on a non-OK answer, NetworkError when the site cannot be reached
     */
    searchCities: async (text: string, signal?: AbortSignal): Promise<CitySuggestion[]> => {
      const path = `${buildAjaxPath('searchCity', locale)}?q=${encodeURIComponent(text)}`;
      const rows: unknown = await http.getJson<unknown>(path, { signal });
      return Array.isArray(rows) ? rows.filter(isSuggestion).slice(0, CITY_SUGGESTIONS_MAX) : [];
    },
    /**
     * GET `/{lang}/ajax/estate/{estateId}`: the estate (SPEC §3), unless its status is hidden.
     * @throws NotFoundError for an unknown or hidden estate
     */
    getEstate: (estateId: string) =>
      http.getJson<Estate>(buildAjaxPath('estate', locale, { estateId })),
    /**
     * GET `/{lang}/ajax/similar-estate/{estateId}`: up to four estates of the same transaction and
     * type, within 20 km and ±25 % in price, hidden statuses left out.
     * @throws NotFoundError for an unknown estate
     */
    getSimilarEstates: (estateId: string) =>
      http.getJson<SearchResult<Estate>>(buildAjaxPath('similarEstate', locale, { estateId })),
  };
}

/** The site calls of one language. */
export type SiteApi = ReturnType<typeof createSiteApi>;
