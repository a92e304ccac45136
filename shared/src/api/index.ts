/**
 * Public API of shared/api: the HTTP client, the estate and site calls of SPEC §7, the site
 * server's own calls under `/{lang}/ajax/` (SPEC §2), and the named errors of §8. The other calls
 * of SPEC §7 are in shared/api/content and in the holiday teams' packages; the live agenda and
 * the viewing request go through the site's own endpoints, from their teams' packages.
 */
import { createHttpClient, forwardedForHeaders, type HttpClient } from './client';
import { createApi, type Api } from './calls';
import type { ApiContext } from '../bus';
import type { Locale } from '../domain';

export {
  createHttpClient,
  SITE_HEADER,
  LANGUAGE_HEADER,
  CLIENT_HEADER,
  CLIENT_MARKER,
  FORWARDED_FOR_HEADER,
  forwardedForHeaders,
} from './client';
export type { HttpClient, HttpClientOptions } from './client';
export { createApi, buildSearchBody, compactQuery, GROUPING_SORT_FIELDS } from './calls';
export type { Api, EstateSearchAnswer, SearchAnswer } from './calls';
export { createSiteApi, CITY_SUGGESTIONS_MAX } from './site-calls';
export type { SiteApi, SiteServer } from './site-calls';
export {
  HttpError,
  ClientError,
  BadRequestError,
  NotFoundError,
  ServerError,
  NotImplementedError,
  InvalidResponseError,
  NetworkError,
  httpErrorFromStatus,
} from './errors';

/**
 * The HTTP client for a bus ApiContext (base address and site id), optionally in a page language
 * (sent as the language header, also on the estate search).
 */
export function apiContextClient(context: ApiContext, language?: Locale): HttpClient {
  return createHttpClient({
    baseUrl: context.baseUrl,
    siteId: context.siteId,
    language,
    fetch: context.fetch,
    headers: forwardedForHeaders(context.forwardedFor),
  });
}

/** The estate and site calls for a bus ApiContext, optionally in a page language. */
export function apiFor(context: ApiContext, language?: Locale): Api {
  return createApi(apiContextClient(context, language));
}
