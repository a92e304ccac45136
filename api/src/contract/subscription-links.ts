/**
 * The addresses the subscription e-mails link to, as paths on the site of the mail (the API puts
 * the site's own origin before them): a search, and a subscription's confirm, edit, unsubscribe
 * and one-click unsubscribe addresses. Built from shared/routes' table, never by hand.
 */
import type { Locale } from 'shared/domain';
import { buildAjaxPath, buildPath } from 'shared/routes';
import { criteriaToSearch } from './criteria';
import type { AlertCriteria } from './engagement';

/** The query parameter of the confirmation link: the edit page confirms the subscription. */
export const CONFIRM_PARAM = 'confirm';

/** The listing search of the criteria, e.g. `/en/offer?trans=kopen&city=12`. */
export function searchPath(locale: Locale, criteria: AlertCriteria): string {
  const query = criteriaToSearch(criteria);
  return `${buildPath('search', locale)}${query ? `?${query}` : ''}`;
}

/**
 * The site endpoint of one subscription, `/{lang}/ajax/notifications/{token}`, optionally with
 * an action ('confirm', 'unsubscribe'): read (GET), change (PUT) and cancel (DELETE) it, confirm
 * it (POST .../confirm) and the one-click unsubscribe of RFC 8058 (POST .../unsubscribe).
 */
export function subscriptionAjaxPath(
  locale: Locale,
  token: string,
  action?: 'confirm' | 'unsubscribe',
): string {
  const path = `${buildAjaxPath('notifications', locale)}/${encodeURIComponent(token)}`;
  return action ? `${path}/${action}` : path;
}

/**
 * The pages of a subscription in a language: `confirm` (the edit page, which confirms it),
 * `edit`, `unsubscribe`, and `oneClick`, the address of the List-Unsubscribe header.
 */
export function subscriptionPaths(locale: Locale, token: string) {
  const edit = buildPath('editSubscription', locale, { token });
  return {
    confirm: `${edit}?${CONFIRM_PARAM}=1`,
    edit,
    unsubscribe: buildPath('unsubscribe', locale, { token }),
    oneClick: subscriptionAjaxPath(locale, token, 'unsubscribe'),
  };
}
