/**
 * The browser's call of the viewing-request endpoint, on the page's origin and in its language.
 * Errors as every call of shared/api (SPEC §8): a refused form throws BadRequestError (`fields`
 * in its body).
 */
import type { FormAnswer } from 'api/contract';
import type { Locale } from 'shared/domain';
import { buildAjaxPath } from 'shared/routes';
import { createHttpClient } from 'shared/api';

/**
 * The viewing-request calls in language `locale`.
 * @param options.fetch the fetch to use (the global one by default)
 */
export function createViewingApi(locale: Locale, options: { fetch?: typeof fetch } = {}) {
  // The site server decides the site by hostname: the site header is not needed (0).
  const http = createHttpClient({ baseUrl: '', siteId: 0, language: locale, fetch: options.fetch });
  return {
    /**
     * POST `/{lang}/ajax/viewing-request`: asks the office for a viewing (src/forms
     * viewingRequestSchema); answers `{ received: true }` (202).
     * @throws BadRequestError (fields), ClientError 429, NotFoundError (unknown estate)
     */
    requestViewing: (request: object) =>
      http.post<FormAnswer>(buildAjaxPath('viewingRequest', locale), request),
  };
}
