/**
 * From the visitor's selection to the estate search of SPEC §7 (POST /estates): the query
 * (status codes, city ids, type = headType ids, subType ids, country codes, exact bedroom counts
 * with 6 meaning 6 or more, bed-min, price-min/max in euro, geo_range, the site's hiddenStatus),
 * the sort mapped from sortType and, when grouping, the grouping sort first (SPEC §7).
 */
import type { EstateQuery, GroupingKind, SortClause, SortField, SortType } from 'shared/domain';
import { GROUPING_SORT_FIELDS } from 'shared/api';
import type { SearchFilterQuery } from './filter-query';

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
export function toEstateQuery(
  query: SearchFilterQuery,
  hiddenStatus: readonly number[],
): EstateQuery {
  const out: EstateQuery = {};
  if (query.status?.length) out.status = [...query.status];
  const city = ids(query.city);
  if (city) out.city = city;
  const type = ids(query.type);
  if (type) out.type = type;
  const subType = ids(query.subType);
  if (subType) out.subType = subType;
  if (query.country?.length) out.country = [...query.country];
  const bedrooms = ids(query.bedrooms);
  if (bedrooms) out.bedrooms = bedrooms;
  if (query['bed-min'] !== undefined) out['bed-min'] = query['bed-min'];
  if (query['price-min'] !== undefined) out['price-min'] = query['price-min'];
  if (query['price-max'] !== undefined) out['price-max'] = query['price-max'];
  if (query.geo_range) out.geo_range = query.geo_range;
  if (hiddenStatus.length > 0) out.hiddenStatus = [...hiddenStatus];
  return out;
}

/**
 * The sort of a selection (SPEC §7): when grouping, the grouping sort first (ascending, or the
 * visitor's order when the visitor sorts by that same field), then the visitor's sort, e.g.
 * `[{ field: 'children.general.headType.id', order: 'ASC' }, { field: 'children.general.publicationDate', order: 'DESC' }]`.
 */
export function toSort(
  query: Pick<SearchFilterQuery, 'sortType' | 'sortOrder' | 'groupBy'>,
): SortClause[] {
  const own: SortClause = {
    field: SORT_FIELDS[query.sortType] ?? SORT_FIELDS.date,
    order: query.sortOrder,
  };
  if (!query.groupBy) return [own];
  const field = GROUPING_SORT_FIELDS[query.groupBy as GroupingKind];
  if (field === own.field) return [own];
  return [{ field, order: 'ASC' }, own];
}
