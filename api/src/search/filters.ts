/**
 * Filter options behind POST /sites/{siteId}/estate-filters (SPEC §3 Filter data): what the
 * filter controls offer, computed from the estates a visitor can reach with the query's status.
 *
 * Scopes, so that choosing a value never empties the other controls:
 * - transactions: every visible estate (hiddenStatus and units rules only);
 * - headTypes: estates of the query's status/transaction;
 * - subTypes, countries, prices: those, narrowed by the query's type;
 * - locations: those, narrowed by type and country;
 * - bedrooms: always 1 to 6 (6 means 6 or more).
 */
import type { Locale } from 'shared/domain';
import type { EstateFilters, EstateQuery, IdName, Location } from '../contract/domain';
import type { Queryable } from '../db/database';
import { foldName } from '../db/estate-row';
import { countryById, COUNTRIES } from '../reference/countries';
import { HEAD_TYPE_GROUP_ORDER, headTypeById } from '../reference/head-types';
import { RENT_PRICE_STEPS, SALE_PRICE_STEPS, trimLadder } from '../reference/prices';
import { subTypeById } from '../reference/sub-types';
import {
  STATUS_GROUP_ORDER,
  TRANSACTIONS,
  transactionIdsForStatuses,
} from '../reference/transactions';
import { SqlParams } from './sql-params';
import { buildConditions, type FilterKey } from './where';

/** Bedroom choices (SPEC §9: 6 is the large bucket). */
export const BEDROOM_CHOICES: readonly number[] = [1, 2, 3, 4, 5, 6];

const rank = (order: readonly number[], id: number) => {
  const i = order.indexOf(id);
  return i === -1 ? 1000 + id : i;
};

/** True when the query asks only for rent transactions (then prices are monthly rents). */
function isRentQuery(query: EstateQuery): boolean {
  const ids = [...transactionIdsForStatuses(query.status ?? []), ...(query.transaction ?? [])];
  if (ids.length === 0) return false;
  return ids.every((id) => TRANSACTIONS.find((t) => t.id === id)?.rent === true);
}

interface FacetRow {
  head_type_id: number;
  sub_type_id: number | null;
  city_id: number | null;
  country: string | null;
  max_price: number | null;
}

/**
 * Computes the filter options for a query.
 * @param lang the language locations are sorted by (names are given in every language)
 * @throws the database error when a statement fails
 */
export async function estateFilters(
  db: Queryable,
  siteId: number,
  query: EstateQuery,
  lang: Locale,
): Promise<EstateFilters> {
  const scope = new Set<FilterKey>(['status', 'transaction', 'hiddenStatus']);
  const facetParams = new SqlParams();
  const facetWhere = buildConditions(siteId, query, facetParams, scope).join(' AND ');
  const visibleParams = new SqlParams();
  const visibleWhere = buildConditions(
    siteId,
    query,
    visibleParams,
    new Set<FilterKey>(['hiddenStatus']),
  ).join(' AND ');

  const [facets, visibleTransactions] = await Promise.all([
    db.query<FacetRow>(
      `SELECT head_type_id, sub_type_id, city_id, country, max(price)::float8 AS max_price
         FROM estates WHERE ${facetWhere}
        GROUP BY head_type_id, sub_type_id, city_id, country`,
      facetParams.values,
    ),
    db.query<{ transaction_id: number }>(
      `SELECT DISTINCT transaction_id FROM estates WHERE ${visibleWhere}`,
      visibleParams.values,
    ),
  ]);

  const types = query.type && query.type.length > 0 ? new Set(query.type) : null;
  const countries = query.country && query.country.length > 0 ? new Set(query.country) : null;
  const typed = facets.rows.filter((r) => !types || types.has(r.head_type_id));
  const located = typed.filter(
    (r) => !countries || (r.country !== null && countries.has(r.country)),
  );

  const headTypes: IdName[] = [...new Set(facets.rows.map((r) => r.head_type_id))]
    .sort((a, b) => rank(HEAD_TYPE_GROUP_ORDER, a) - rank(HEAD_TYPE_GROUP_ORDER, b))
    .flatMap((id) => {
      const ref = headTypeById(id);
      return ref ? [{ id, name: { ...ref.name } }] : [];
    });

  const subTypes = [
    ...new Set(typed.map((r) => r.sub_type_id).filter((id): id is number => id !== null)),
  ]
    .flatMap((id) => {
      const ref = subTypeById(id);
      return ref ? [{ id, name: { ...ref.name }, headTypeId: ref.headTypeId }] : [];
    })
    .sort(
      (a, b) =>
        rank(HEAD_TYPE_GROUP_ORDER, a.headTypeId) - rank(HEAD_TYPE_GROUP_ORDER, b.headTypeId) ||
        a.id - b.id,
    );

  const cityIds = [
    ...new Set(located.map((r) => r.city_id).filter((id): id is number => id !== null)),
  ];
  const cities =
    cityIds.length === 0
      ? { rows: [] as { data: Location }[] }
      : await db.query<{ data: Location }>('SELECT data FROM cities WHERE id = ANY($1::int[])', [
          cityIds,
        ]);
  const locations = cities.rows
    .map((r) => r.data)
    .sort(
      (a, b) =>
        (foldName(a.name[lang]) ?? '').localeCompare(foldName(b.name[lang]) ?? '') || a.id - b.id,
    );

  const presentCountries = new Set(
    typed.map((r) => r.country).filter((c): c is string => c !== null),
  );
  const countryRank = (id: string) => {
    const i = COUNTRIES.findIndex((c) => c.id === id);
    return i === -1 ? COUNTRIES.length : i;
  };
  const countryList = [...presentCountries]
    .sort((a, b) => countryRank(a) - countryRank(b) || a.localeCompare(b))
    .map((id) => {
      const ref = countryById(id);
      return { id, name: { ...ref.name } };
    });

  const maxima = typed.map((r) => r.max_price).filter((p): p is number => p !== null);
  const steps = isRentQuery(query) ? RENT_PRICE_STEPS : SALE_PRICE_STEPS;
  const prices = trimLadder(steps, maxima.length > 0 ? Math.max(...maxima) : null);

  const transactions: IdName[] = visibleTransactions.rows
    .map((r) => r.transaction_id)
    .sort((a, b) => rank(STATUS_GROUP_ORDER, a) - rank(STATUS_GROUP_ORDER, b))
    .flatMap((id) => {
      const ref = TRANSACTIONS.find((t) => t.id === id);
      return ref ? [{ id, name: { ...ref.name } }] : [];
    });

  return {
    headTypes,
    subTypes,
    bedrooms: [...BEDROOM_CHOICES],
    locations,
    prices,
    transactions,
    countries: countryList,
  };
}
