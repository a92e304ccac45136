/**
 * The page title and meta description of the listing page from the visitor's filters, in the
 * page's language (SPEC §2), e.g. "Houses for sale in Gent" or "Properties for rent".
 */
import type { TFunction } from 'i18next';
import type { EstateFilters, Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { localized } from 'shared/format';
import { buildPath } from 'shared/routes';
import type { PageMeta } from 'kit/seo';
import { hasFilters, serializeFilterQuery, type SearchFilterQuery } from '#search/entities/filter';

/**
 * The title of a selection: the type in the plural (or "Properties"), "for sale", "for rent" or
 * "for take-over" and "in {city}" (or "in the chosen area" for a map area), each only when
 * exactly one is chosen and known; "Our offer" without any filter.
 * `t` is a translate function of namespace 'search' in `locale`.
 */
export function searchTitle(
  query: SearchFilterQuery,
  options: Partial<EstateFilters>,
  locale: Locale,
  t: TFunction,
): string {
  const typeId = query.type?.length === 1 ? Number(query.type[0]) : null;
  const type = options.headTypes?.find((h) => h.id === typeId);
  const typeName = type
    ? t(`title.typePlural.${type.id}`, { defaultValue: localized(type.name, locale) })
    : '';
  const status = query.status?.length === 1 ? query.status[0] : null;
  const trans =
    status === 'FOR_SALE'
      ? t('title.forSale')
      : status === 'TO_RENT'
        ? t('title.forRent')
        : status === 'TAKE_OVER'
          ? t('title.forTakeOver')
          : '';
  const cityId = query.city?.length === 1 ? Number(query.city[0]) : null;
  const city = options.locations?.find((l) => l.id === cityId);
  const cityName = city ? localized(city.name, locale) : '';
  const where = cityName
    ? t('title.inCity', { city: cityName })
    : query.geo_range
      ? t('title.inArea')
      : '';
  if (!typeName && !trans && !where) return t('title.default');
  const parts = [typeName || t('title.properties'), trans, where];
  return parts.filter((p) => p !== '').join(' ');
}

/**
 * The page metadata: title, description, canonical address (the listing path of `locale` with the
 * selection's query string) and the alternates of the four languages. Returns a PageMeta of kit/seo.
 */
export function searchPageMeta(
  query: SearchFilterQuery,
  options: Partial<EstateFilters>,
  locale: Locale,
  t: TFunction,
): PageMeta {
  const title = searchTitle(query, options, locale, t);
  const search = hasFilters(query) ? serializeFilterQuery(query) : '';
  const withQuery = (path: string) => (search ? `${path}?${search}` : path);
  return {
    title,
    description: t('meta.description', { title }),
    canonical: withQuery(buildPath('search', locale)),
    alternates: Object.fromEntries(LOCALES.map((l) => [l, withQuery(buildPath('search', l))])),
  };
}
