/**
 * From the visitor's filterQuery to the estate search of SPEC §7 (POST /estates): the query
 * (status codes, city ids, type = headType ids, country codes, price-min/max in euro, the site's
 * hiddenStatus) and the sort mapped from sortType.
 */
import type { EstateQuery, FilterQuery, SortClause, SortField, SortType } from 'shared/domain';

/** Sort field per sort type (SPEC §7, §9). */
export const SORT_FIELDS: Readonly<Record<SortType, SortField>> = {
  price: 'children.general.price.value',
  city: 'children.general.address.city.name',
  date: 'children.general.publicationDate',
  type: 'children.general.headType.id',
};

const ids = (values: readonly string[] | undefined): number[] | undefined => {
  const out = (values ?? []).map(Number).filter((n) => Number.isInteger(n) && n >= 0);
  return out.length > 0 ? out : undefined;
};

/**
 * The search query of a selection: lists of ids as numbers, prices in euro, and `hiddenStatus`
 * (transaction ids never shown, SPEC §5). Empty keys are left out.
 */
export function toEstateQuery(query: FilterQuery, hiddenStatus: readonly number[]): EstateQuery {
  const out: EstateQuery = {};
  if (query.status?.length) out.status = [...query.status];
  const city = ids(query.city);
  if (city) out.city = city;
  const type = ids(query.type);
  if (type) out.type = type;
  if (query.country?.length) out.country = [...query.country];
  if (query['price-min'] !== undefined) out['price-min'] = query['price-min'];
  if (query['price-max'] !== undefined) out['price-max'] = query['price-max'];
  if (hiddenStatus.length > 0) out.hiddenStatus = [...hiddenStatus];
  return out;
}

/** The sort of a selection, e.g. `[{ field: 'children.general.publicationDate', order: 'DESC' }]`. */
export function toSort(query: FilterQuery): SortClause[] {
  return [{ field: SORT_FIELDS[query.sortType] ?? SORT_FIELDS.date, order: query.sortOrder }];
}
