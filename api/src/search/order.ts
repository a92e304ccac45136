/**
 * The ORDER BY of an estate search (SPEC §7 sort fields, §9 grouping orders and default sort).
 */
import type { GroupingKind, Locale, SortClause, SortField } from 'shared/domain';
import { HEAD_TYPE_GROUP_ORDER } from '../reference/head-types';
import { STATUS_GROUP_ORDER } from '../reference/transactions';

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

/** A CASE expression ranking ids in a given order; ids not listed follow, in id order. */
function rankExpression(column: string, order: readonly number[]): string {
  const whens = order.map((id, rank) => `WHEN ${id} THEN ${rank}`).join(' ');
  return `CASE ${column} ${whens} ELSE ${1000} + ${column} END`;
}

/**
 * The SQL expression a sort field orders by. Head types and transactions sort in SPEC §9's
 * grouping orders (so groups come out in display order across pages); the city name in the
 * request's language, accent- and case-insensitively (folded column).
 */
export function sortExpression(field: SortField, lang: Locale): string {
  switch (field) {
    case 'children.general.headType.id':
      return rankExpression('head_type_id', HEAD_TYPE_GROUP_ORDER);
    case 'children.general.subType.id':
      return 'sub_type_id';
    case 'children.general.transaction.id':
      return rankExpression('transaction_id', STATUS_GROUP_ORDER);
    case 'children.general.address.city.name':
      return `city_name_${lang}`;
    case 'children.general.price.value':
      return 'price';
    case 'children.general.publicationDate':
      return 'publication_date';
  }
}

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
 * The ORDER BY terms of a sort, then the id as a stable tiebreak. Every term sorts NULLS LAST, in
 * both directions.
 */
export function orderTerms(sort: readonly SortClause[], lang: Locale): OrderTerm[] {
  const terms = sort.map((s): OrderTerm => ({
    expression: sortExpression(s.field, lang),
    direction: s.order === 'DESC' ? 'DESC' : 'ASC',
  }));
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
