/**
 * The browser's calls of the engagement team's site endpoints (SPEC §2
 * `/{lang}/ajax/contact-form-handler`, `/send-to-a-friend`, `/notifications`), on the page's
 * origin and in its language; only this team's forms load it. Errors as every call of
 * shared/api (SPEC §8): a refused form throws BadRequestError, whose `body` holds the answer's
 * JSON with `fields`.
 */
import type {
  FormAnswer,
  SubscriptionConfirmation,
  SubscriptionView,
  UnsubscribeAnswer,
} from 'api/contract';
import type { Locale } from 'shared/domain';
import { buildAjaxPath } from 'shared/routes';
import { createHttpClient } from 'shared/api';

/**
 * The engagement calls in language `locale`.
 * @param options.fetch the fetch to use (the global one by default)
 */
export function createEngagementApi(locale: Locale, options: { fetch?: typeof fetch } = {}) {
  // The site server decides the site by hostname: the site header is not needed (0).
  const http = createHttpClient({ baseUrl: '', siteId: 0, language: locale, fetch: options.fetch });
  const subscription = (token: string) =>
    `${buildAjaxPath('notifications', locale)}/${encodeURIComponent(token)}`;
  return {
    /**
     * POST `/{lang}/ajax/contact-form-handler`: a question to the agency (src/forms
     * contactRequestSchema). Answers `{ received: true }` (202).
     * @throws BadRequestError (fields in `body`), ClientError 429 (too many), NetworkError
     */
    sendContactForm: (request: object) =>
      http.post<FormAnswer>(buildAjaxPath('contactFormHandler', locale), request),
    /**
     * POST `/{lang}/ajax/valuation-request`: a homeowner's free valuation request (src/forms
     * valuationRequestSchema). Answers `{ received: true }` (202).
     * @throws BadRequestError (fields in `body`), ClientError 429 (too many), NetworkError
     */
    sendValuationRequest: (request: object) =>
      http.post<FormAnswer>(buildAjaxPath('valuationRequest', locale), request),
    /**
     * POST `/{lang}/ajax/send-to-a-friend`: an estate to a friend (friendRequestSchema).
     * @throws BadRequestError, NotFoundError (unknown estate), ClientError 429, NetworkError
     */
    sendToAFriend: (request: object) =>
      http.post<FormAnswer>(buildAjaxPath('sendToAFriend', locale), request),
    /**
     * POST `/{lang}/ajax/notifications`: a keep-me-informed subscription (subscriptionRequestSchema);
     * a confirmation mail follows.
     * @throws BadRequestError, ClientError 429, NetworkError
     */
    subscribe: (request: object) =>
      http.post<FormAnswer>(buildAjaxPath('notifications', locale), request),
    /**
     * GET `/{lang}/ajax/notifications/{token}`: the subscription of a token.
     * @throws NotFoundError (unknown token), ClientError 410 (expired or unsubscribed)
     */
    getSubscription: (token: string) => http.getJson<SubscriptionView>(subscription(token)),
    /**
     * POST `/{lang}/ajax/notifications/{token}/confirm`: confirms it (double opt-in), once.
     * @throws NotFoundError, ClientError 410
     */
    confirmSubscription: (token: string) =>
      http.post<SubscriptionConfirmation>(`${subscription(token)}/confirm`, {}),
    /**
     * PUT `/{lang}/ajax/notifications/{token}`: new criteria (subscriptionUpdateSchema).
     * @throws BadRequestError, NotFoundError, ClientError 410
     */
    updateSubscription: (token: string, update: object) =>
      http.put<SubscriptionView>(subscription(token), update),
    /**
     * DELETE `/{lang}/ajax/notifications/{token}`: unsubscribes in one step.
     * @throws NotFoundError (unknown token)
     */
    unsubscribe: (token: string) => http.delete<UnsubscribeAnswer>(subscription(token)),
  };
}

/** The engagement calls of one language. */
export type EngagementApi = ReturnType<typeof createEngagementApi>;
