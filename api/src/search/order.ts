/**
 * The ORDER BY of an estate search (SPEC §7 sort fields, §9 grouping orders and default sort).
 */
import type { Locale } from 'shared/domain';
import type { GroupingKind, SortClause, SortField, SortOrder, SortType } from '../contract/domain';

/** The sort field of each grouping kind (as shared/api's GROUPING_SORT_FIELDS). */
export const GROUPING_SORT_FIELD: Record<GroupingKind, SortField> = {
  TYPE: 'children.general.headType.id',
  SUBTYPE: 'children.general.subType.id',
  STATUS: 'children.general.transaction.id',
  CITY: 'children.general.address.city.name',
};

/** The default sort: publication date, newest first (SPEC §9). */
export const DEFAULT_SORT: readonly SortClause[] = [
  { field: 'children.general.publicationDate', order: 'DESC' },
];

/** The sort types of the site's URL (SPEC §9 `sortType`) and the sort field each one sorts by. */
export const SORT_TYPE_FIELD: Readonly<Record<SortType, SortField>> = {
  date: 'children.general.publicationDate',
  price: 'children.general.price.value',
  city: 'children.general.address.city.name',
  type: 'children.general.headType.id',
};

/** The accepted `sortType` values (SPEC §9), in the order of SORT_TYPE_FIELD. */
export const SORT_TYPES = Object.keys(SORT_TYPE_FIELD) as readonly SortType[];

/** The accepted `sortOrder` values (SPEC §9). */
export const SORT_ORDERS: readonly SortOrder[] = ['ASC', 'DESC'];

/**
 * The sort given by the URL keys `sortType` and `sortOrder` of a search query (SPEC §9). Each key
 * has its own default, as in the site's URL: `sortType` date (publication date), `sortOrder` DESC
 * — so `{ sortType: 'price' }` is the highest price first and `{ sortOrder: 'ASC' }` the oldest
 * first. date sorts by publication date, price by price (euro), city by the city's name (in the
 * request language) and type by head type (SPEC §9 grouping order).
 * @param query the validated query (unknown values were refused with a 400 before)
 * @returns one clause, or undefined when the query has neither key (then the default sort applies)
 */
export function sortFromQuery(query: {
  sortType?: SortType;
  sortOrder?: SortOrder;
}): SortClause[] | undefined {
  if (query.sortType === undefined && query.sortOrder === undefined) return undefined;
  return [{ field: SORT_TYPE_FIELD[query.sortType ?? 'date'], order: query.sortOrder ?? 'DESC' }];
}

/**
 * The SQL expressions (columns of `estates`) a sort field orders by, most significant first. The
 * indexes of migrations 001, 002 and 004 hold them with the id tiebreak, so that the ORDER BY of
 * a sort field alone (either direction) or of a grouping followed by the default sort is read
 * from an index with the LIMIT.
 * - headType.id and transaction.id: their rank in SPEC §9's grouping orders (head_type_rank,
 *   status_rank; other ids after, ascending), so groups come out in display order across pages;
 * - subType.id: the subtype's name in `lang`, then its id (sub_type_key), so subtype groups come
 *   out sorted by name as the site shows them, one run per subtype;
 * - address.city.name: the city's name in `lang`, then its id (city_key).
 * Names are accent- and case-folded (estate-row.ts foldName) and compared byte-wise ("C"
 * collation). Estates without a key (a missing or 0 id) have NULL in the rank, key and name
 * columns, so with NULLS LAST they come last.
 * @param lang the request's language (X-Language)
 * @returns column names, e.g. `['sub_type_name_fr', 'sub_type_key']`
 */
export function sortExpressions(field: SortField, lang: Locale): string[] {
  switch (field) {
    case 'children.general.headType.id':
      return ['head_type_rank'];
    case 'children.general.subType.id':
      return [`sub_type_name_${lang}`, 'sub_type_key'];
    case 'children.general.transaction.id':
      return ['status_rank'];
    case 'children.general.address.city.name':
      return [`city_name_${lang}`, 'city_key'];
    case 'children.general.price.value':
      return ['price'];
    case 'children.general.publicationDate':
      return ['publication_date'];
  }
}

/**
 * The sort expressions that every match of a search shares, since they are generated from a
 * column the search pins to one value: `head_type_rank` when it allows one head type,
 * `status_rank` when it allows one transaction. Ordering by them orders nothing, and leaving them
 * out of an ungrouped page's ORDER BY lets PostgreSQL walk the next term's index (a search for
 * houses sorted by type reads houses in id order instead of every other type first).
 * @param headTypes the head type ids the search allows (its `type` filter), or undefined
 * @param transactions the transaction ids it allows (where.ts allowedTransactions), or null
 */
export function pinnedExpressions(
  headTypes: readonly number[] | undefined,
  transactions: readonly number[] | null,
): ReadonlySet<string> {
  const pinned = new Set<string>();
  if (headTypes !== undefined && new Set(headTypes).size === 1) pinned.add('head_type_rank');
  if (transactions !== null && transactions.length === 1) pinned.add('status_rank');
  return pinned;
}

/**
 * The id column of a grouping kind's group key; a NULL or 0 id means no key (the group
 * "Projecten" of SPEC §9).
 */
export const GROUP_KEY_COLUMN: Record<GroupingKind, string> = {
  TYPE: 'head_type_id',
  SUBTYPE: 'sub_type_id',
  STATUS: 'transaction_id',
  CITY: 'city_id',
};

/**
 * The effective sort: the grouping field first when `groupBy` is given and the caller did not
 * put it first, then the caller's clauses (a repeated field counts once), or the default sort.
 */
export function effectiveSort(
  sort: readonly SortClause[] | undefined,
  groupBy: GroupingKind | undefined,
): SortClause[] {
  const out: SortClause[] = [];
  if (groupBy) {
    const field = GROUPING_SORT_FIELD[groupBy];
    const own = sort?.find((s) => s.field === field);
    out.push(own ?? { field, order: 'ASC' });
  }
  for (const clause of sort && sort.length > 0 ? sort : DEFAULT_SORT) {
    if (!out.some((s) => s.field === clause.field)) out.push(clause);
  }
  return out;
}

/** One ORDER BY term: an SQL expression and its direction. */
export interface OrderTerm {
  expression: string;
  direction: 'ASC' | 'DESC';
}

/**
 * The ORDER BY terms of a sort (each field's expressions, in the field's direction), then the id
 * as a stable tiebreak. Every term sorts NULLS LAST, in both directions.
 */
export function orderTerms(sort: readonly SortClause[], lang: Locale): OrderTerm[] {
  const terms = sort.flatMap((s) =>
    sortExpressions(s.field, lang).map((expression): OrderTerm => ({
      expression,
      direction: s.order === 'DESC' ? 'DESC' : 'ASC',
    })),
  );
  terms.push({ expression: 'id', direction: 'ASC' });
  return terms;
}

/**
 * The ORDER BY list (without the keywords), e.g. `price DESC NULLS LAST, id ASC NULLS LAST`.
 * @param rename when given, the expression each term is written as (e.g. a column alias)
 */
export function orderBy(
  terms: readonly OrderTerm[],
  rename?: (term: OrderTerm, index: number) => string,
): string {
  return terms
    .map((t, i) => `${rename ? rename(t, i) : t.expression} ${t.direction} NULLS LAST`)
    .join(', ');
}
