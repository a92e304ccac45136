/**
 * The WHERE clause of an estate search (SPEC §9 filter keys, §5 geo_range and visibility),
 * built only on the indexed columns of `estates`, never on the JSON record.
 */
import type { EstateQuery } from '../contract/domain';
import { HttpError } from '../http-error';
import { transactionIdsForStatuses } from '../reference/transactions';
import { parseGeoRange } from 'shared/estate/geo-range';
import { boundingBox, EARTH_RADIUS_KM } from './geo';
import type { SqlParams } from './sql-params';

/** The bedroom count from which estates fall into the large bucket (SPEC §9). */
export const LARGE_BEDROOM_BUCKET = 6;

/** Query keys that narrow the result (everything but includeUnits). */
export type FilterKey = Exclude<keyof EstateQuery, 'includeUnits'>;

/**
 * Every key a search query may hold: SPEC §9's filter keys, includeUnits, and the URL sort keys
 * sortType and sortOrder (read by the sort, not here). The type makes the list follow
 * EstateQuery; the request schema (schemas/search.ts) declares the same keys.
 */
const QUERY_KEYS: Readonly<Record<keyof EstateQuery | 'sortType' | 'sortOrder', true>> = {
  status: true,
  transaction: true,
  city: true,
  type: true,
  subType: true,
  country: true,
  'price-min': true,
  'price-max': true,
  bedrooms: true,
  'bed-min': true,
  geo_range: true,
  terms: true,
  hiddenStatus: true,
  includeUnits: true,
  sortType: true,
  sortOrder: true,
};

/** The keys a search query may hold (see QUERY_KEYS), e.g. for a test against the schema. */
export const SEARCH_QUERY_KEYS: readonly string[] = Object.keys(QUERY_KEYS);

/**
 * The first key of `query` that no search knows, or undefined. A key the conditions do not read
 * would otherwise narrow nothing: the visitor would get more estates than asked, silently.
 */
export function unknownQueryKey(query: object): string | undefined {
  return Object.keys(query).find((key) => !Object.hasOwn(QUERY_KEYS, key));
}

/**
 * SQL conditions for a query, joined with AND by the caller.
 * - Project units (rows with a parent) are left out unless `includeUnits` is true or a terms query
 *   names ids (favourites may hold units).
 * - A list filter with several values matches any of them; different keys all have to match.
 * - A price bound of 0 is absent (SPEC §4); bedrooms 6 means 6 or more.
 * @param siteId the site whose estates are searched
 * @param query the query; the route's schema refused unknown keys already, and they are refused
 *   here too for any other caller
 * @param only when given, only these keys are applied (the site and units rules always are)
 * @returns the conditions, with their values added to `params`
 * @throws HttpError 400 naming a key the search does not know, e.g. "query/foo is not a known
 *   filter key"
 */
export function buildConditions(
  siteId: number,
  query: EstateQuery,
  params: SqlParams,
  only?: ReadonlySet<FilterKey>,
): string[] {
  const unknown = unknownQueryKey(query);
  if (unknown !== undefined) throw new HttpError(400, `query/${unknown} is not a known filter key`);
  const use = (key: FilterKey) => (only ? only.has(key) : true) && query[key] !== undefined;
  const where = [`site_id = ${params.add(siteId)}`];
  const termIds = query.terms?.['children.general.id'];
  const byTerms = use('terms') && termIds !== undefined;
  if (!query.includeUnits && !byTerms) where.push('parent_id IS NULL');
  const hidden = use('hiddenStatus') ? (query.hiddenStatus ?? []) : [];
  const allowed = allowedTransactions(
    use('status') ? query.status : undefined,
    use('transaction') ? query.transaction : undefined,
    hidden,
  );
  if (allowed === null) {
    if (hidden.length > 0) where.push(`transaction_id <> ALL(${params.add(hidden)}::int[])`);
  } else if (allowed.length === 0) where.push('false');
  else if (allowed.length === 1) where.push(`transaction_id = ${params.add(allowed[0])}::int`);
  else where.push(`transaction_id = ANY(${params.add(allowed)}::int[])`);
  if (use('city') && query.city) where.push(`city_id = ANY(${params.add(query.city)}::int[])`);
  if (use('type') && query.type) where.push(`head_type_id = ANY(${params.add(query.type)}::int[])`);
  if (use('subType') && query.subType)
    where.push(`sub_type_id = ANY(${params.add(query.subType)}::int[])`);
  if (use('country') && query.country)
    where.push(`country = ANY(${params.add(query.country)}::text[])`);
  const min = query['price-min'];
  const max = query['price-max'];
  if (use('price-min') && min !== undefined && min > 0)
    where.push(`price >= ${params.add(min)}::numeric`);
  if (use('price-max') && max !== undefined && max > 0)
    where.push(`price <= ${params.add(max)}::numeric`);
  if (use('bedrooms') && query.bedrooms) {
    const exact = [...new Set(query.bedrooms.filter((n) => n < LARGE_BEDROOM_BUCKET))];
    const large = query.bedrooms.some((n) => n >= LARGE_BEDROOM_BUCKET);
    const parts: string[] = [];
    if (exact.length > 0) parts.push(`bedrooms = ANY(${params.add(exact)}::int[])`);
    if (large) parts.push(`bedrooms >= ${params.add(LARGE_BEDROOM_BUCKET)}::int`);
    where.push(
      parts.length === 0
        ? 'false'
        : parts.length === 1
          ? (parts[0] as string)
          : `(${parts.join(' OR ')})`,
    );
  }
  const bedMin = query['bed-min'];
  if (use('bed-min') && bedMin !== undefined && bedMin > 0)
    where.push(`bedrooms >= ${params.add(bedMin)}::int`);
  const geo = use('geo_range') ? parseGeoRange(query.geo_range) : null;
  if (geo) {
    const box = boundingBox(geo);
    where.push(
      `lat BETWEEN ${params.add(box.minLat)}::float8 AND ${params.add(box.maxLat)}::float8`,
    );
    if (box.minLon !== null && box.maxLon !== null) {
      where.push(
        `lon BETWEEN ${params.add(box.minLon)}::float8 AND ${params.add(box.maxLon)}::float8`,
      );
    }
    const lat = params.add(geo.lat);
    const lon = params.add(geo.lon);
    where.push(
      `2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(power(sin(radians(lat - ${lat}::float8) / 2), 2)` +
        ` + cos(radians(${lat}::float8)) * cos(radians(lat)) * power(sin(radians(lon - ${lon}::float8) / 2), 2))))` +
        ` <= ${params.add(geo.km)}::float8`,
    );
  }
  if (byTerms) where.push(`id = ANY(${params.add(termIds)}::text[])`);
  return where;
}

/**
 * The transactions a search allows: those of its statuses (SPEC §9 `status`), also in its
 * `transaction` list when it has both, less its hidden ones (`hiddenStatus`), sorted; null when
 * it has neither list (then only the hidden ones are left out). One list rather than three
 * conditions, so that a single transaction is an equality, which an index on (site, transaction,
 * sort value) reads in order: a rent search by price walks the rents only, not every sale first.
 * @param statuses the `status` filter, or undefined
 * @param transactions the `transaction` filter (ids), or undefined
 * @param hidden the transaction ids never shown
 */
export function allowedTransactions(
  statuses: EstateQuery['status'] | undefined,
  transactions: readonly number[] | undefined,
  hidden: readonly number[],
): number[] | null {
  if (statuses === undefined && transactions === undefined) return null;
  let ids =
    statuses === undefined ? [...(transactions ?? [])] : transactionIdsForStatuses(statuses);
  if (statuses !== undefined && transactions !== undefined)
    ids = ids.filter((id) => transactions.includes(id));
  return [...new Set(ids)].filter((id) => !hidden.includes(id)).sort((a, b) => a - b);
}
