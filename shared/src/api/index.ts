/**
 * Public API of shared/api: the HTTP client and typed calls of SPEC §7, the site server's own
 * calls under `/{lang}/ajax/` (SPEC §2), and the named errors of §8.
 */
import { createHttpClient } from './client';
import { createApi, type Api } from './calls';
import type { ApiContext } from '../bus';
import type { Locale } from '../domain';

export {
  createHttpClient,
  SITE_HEADER,
  LANGUAGE_HEADER,
  CLIENT_HEADER,
  CLIENT_MARKER,
} from './client';
export type { HttpClient, HttpClientOptions } from './client';
export { createApi, buildSearchBody, compactQuery, GROUPING_SORT_FIELDS } from './calls';
export type { Api, EstateSearchAnswer, SearchAnswer } from './calls';
export { createSiteApi, CITY_SUGGESTIONS_MAX } from './site-calls';
export type { SiteApi } from './site-calls';
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
 * The typed API for a bus ApiContext (base address and site id), optionally in a page language
 * (sent as the language header, also on the estate search).
 */
export function apiFor(context: ApiContext, language?: Locale): Api {
  return createApi(
    createHttpClient({ baseUrl: context.baseUrl, siteId: context.siteId, language }),
  );
}
