/**
 * Pure helpers of the landing pages (SPEC §7 GET /estate-pages/{a}/{b}): their localized paths
 * and the listing address of their predefined search.
 */
import { LOCALES, type EstatePage, type EstateQuery, type Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';

/** The path of a landing page in `lang`: `/{lang}/{discover}/{a}/{b}` with that language's segments. */
export function estatePagePath(page: EstatePage, lang: Locale): string {
  return buildPath('estatePage', lang, page.slugs[lang] ?? {});
}

/** The page's path in each language (hreflang alternates and the language switcher). */
export function estatePageAlternates(page: EstatePage): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((lang) => [lang, estatePagePath(page, lang)])) as Record<
    Locale,
    string
  >;
}

/**
 * The query string of the search listing that shows the same search (SPEC §2 listing
 * parameters, §9 filter keys): `trans=kopen` or `huren` for exactly FOR_SALE or TO_RENT, other
 * statuses as `status`, the lists as repeated keys, the price and bedroom bounds. Without '?'.
 */
export function listingQuery(query: EstateQuery): string {
  const params = new URLSearchParams();
  const status = query.status ?? [];
  if (status.length === 1 && status[0] === 'FOR_SALE') params.append('trans', 'kopen');
  else if (status.length === 1 && status[0] === 'TO_RENT') params.append('trans', 'huren');
  else status.forEach((s) => params.append('status', s));
  for (const key of ['city', 'type', 'subType', 'country', 'bedrooms'] as const) {
    (query[key] ?? []).forEach((value) => params.append(key, String(value)));
  }
  for (const key of ['bed-min', 'price-min', 'price-max'] as const) {
    const value = query[key];
    if (value !== undefined) params.append(key, String(value));
  }
  return params.toString();
}
