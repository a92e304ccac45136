/**
 * The quick search of the home page: from the visitor's choices to the listing page's address
 * with the filters as its query string (SPEC §2 Listing search page, §9 filter keys).
 */
import type { Locale, StatusCode } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { normalizeFilterQuery, serializeFilterQuery } from '#search/entities/filter';

/** The quick search choices: '' means "any". */
export interface QuickSearch {
  /** 'FOR_SALE', 'TO_RENT' or ''. */
  status: StatusCode | '';
  /** headType id as text, or ''. */
  type: string;
  /** City id as text, or ''. */
  city: string;
  /** Maximum price in euro as text, or ''. */
  priceMax: string;
}

/** No choice made. */
export const EMPTY_QUICK_SEARCH: QuickSearch = { status: '', type: '', city: '', priceMax: '' };

/**
 * The address of the listing page in `locale` for the choices, e.g.
 * `/en/offer?trans=kopen&city=2&type=1&price-max=300000`; malformed values are left out.
 */
export function quickSearchUrl(choice: QuickSearch, locale: Locale): string {
  const search = serializeFilterQuery(
    normalizeFilterQuery({
      status: choice.status ? [choice.status] : [],
      type: choice.type ? [choice.type] : [],
      city: choice.city ? [choice.city] : [],
      'price-max': choice.priceMax as unknown as number,
    }),
  );
  const path = buildPath('search', locale);
  return search ? `${path}?${search}` : path;
}

/** The address of the listing page with one filter set, for the links into the search. */
export function searchLink(locale: Locale, params: Record<string, string>): string {
  const search = new URLSearchParams(params).toString();
  const path = buildPath('search', locale);
  return search ? `${path}?${search}` : path;
}
