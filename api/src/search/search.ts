/**
 * The estate search behind POST /sites/{siteId}/estates (SPEC §7): conditions on indexed columns,
 * sorted, paginated, with the total number of matches and, for a grouped search, the size of
 * every group (SPEC §9 orders).
 */
import type {
  EstateQuery,
  EstateSearchRequest,
  GroupingKind,
  Locale,
  SortOrder,
  SortType,
} from 'shared/domain';
import type { Queryable } from '../db/database';
import {
  effectiveSort,
  GROUP_KEY_COLUMN,
  GROUPING_SORT_FIELD,
  orderBy,
  orderTerms,
  sortExpressions,
  sortFromQuery,
} from './order';
import { SqlParams } from './sql-params';
import { buildConditions } from './where';

/** Page size when the request has none (SPEC §9), and the largest accepted. */
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

/**
 * The query of POST /estates as the API accepts it: the filter keys of SPEC §9 (shared's
 * EstateQuery) plus the site's URL sort keys `sortType` and `sortOrder` (SPEC §9), which give the
 * sort when the request has no `sort` (see `sortFromQuery`).
 */
export interface SearchQuery extends EstateQuery {
  sortType?: SortType;
  sortOrder?: SortOrder;
}

/** The body of POST /estates as the API accepts it (SPEC §7), with a SearchQuery. */
export interface SearchRequest extends Omit<EstateSearchRequest, 'query'> {
  query: SearchQuery;
}

/** The statements of a search and their parameters. */
export interface SearchSql {
  /**
   * The statement the API runs: one row with `total` (int), `results` (the page as JSON text,
   * null when empty) and, with a groupBy, `groups` (JSON text of `[{ key, count }]` in display
   * order, null when nothing matches). The page is aggregated with an explicit ORDER BY, so its
   * order is guaranteed.
   */
  searchSql: string;
  /** `SELECT count(*)::int AS total ...` on its own (same parameters as pageSql without the last two). */
  countSql: string;
  /**
   * With a groupBy, `SELECT key, count ...` on its own, in display order (same parameters as
   * countSql); null without one.
   */
  groupsSql: string | null;
  /** `SELECT data ... ORDER BY ... LIMIT ... OFFSET ...` on its own (for EXPLAIN). */
  pageSql: string;
  /** Parameters of countSql. */
  params: unknown[];
  /** Parameters of pageSql and searchSql (countSql's plus limit and offset). */
  pageParams: unknown[];
}

/**
 * The group sizes of a grouped search: one row per group (`id` the key, NULL for the estates
 * without one; `n` their number) with `s0`, `s1`... the group's values of the grouping field's
 * sort expressions, read from one matching estate of the group (they are derived from the key,
 * or are the name that the group's records carry). Counting reads only the key column, so it can
 * be an index-only scan; the values cost one short scan per group (up to its first match). `groupOrder` orders
 * the rows like the pages: by those values in `direction` (the same columns, folding and
 * collation as the ORDER BY of the page), then the key, the group without a key last.
 * @param where the search's conditions (unqualified columns of `estates`)
 * @param lang the request's language (the name sorts of SUBTYPE and CITY)
 * @param direction the direction of the page's first ORDER BY term (the grouping field's: ASC,
 *   or DESC when the visitor sorts by that field descending)
 * @returns `sql` (columns id, n, s0...) and `groupOrder` (an ORDER BY list over alias `g`)
 */
function groupsQuery(
  kind: GroupingKind,
  lang: Locale,
  where: string,
  direction: 'ASC' | 'DESC',
): { sql: string; groupOrder: string } {
  const column = GROUP_KEY_COLUMN[kind];
  const sorts = sortExpressions(GROUPING_SORT_FIELD[kind], lang);
  const values = sorts.map((e, i) => `${e} AS s${i}`).join(', ');
  const sql =
    `SELECT c.id, c.n, ${sorts.map((_, i) => `v.s${i}`).join(', ')} ` +
    `FROM (SELECT NULLIF(${column}, 0) AS id, count(*)::int AS n FROM estates WHERE ${where} GROUP BY 1) c ` +
    `LEFT JOIN LATERAL (SELECT ${values} FROM estates WHERE ${where} AND ${column} = c.id LIMIT 1) v ON true`;
  const groupOrder = [
    'g.id IS NULL',
    ...sorts.map((_, i) => `g.s${i} ${direction} NULLS LAST`),
    `g.id ${direction} NULLS LAST`,
  ].join(', ');
  return { sql, groupOrder };
}

/**
 * Builds the SQL of a search.
 * The sort is the request's `sort` when it has clauses, else the one of the query's `sortType` /
 * `sortOrder` (SPEC §9), else the default (publication date, newest first); a `groupBy` puts its
 * field first (SPEC §7).
 * @param request a validated request (see schemas/search.ts); `from` defaults to 0 and `size` to
 *   15, capped at 100; `view: 'card'` answers the card column instead of the full record
 * @param lang the language the city-name sort uses
 */
export function buildSearchSql(siteId: number, request: SearchRequest, lang: Locale): SearchSql {
  const params = new SqlParams();
  const where = buildConditions(siteId, request.query, params).join(' AND ');
  const sort =
    request.sort && request.sort.length > 0 ? request.sort : sortFromQuery(request.query);
  const terms = orderTerms(effectiveSort(sort, request.groupBy), lang);
  const size = Math.min(Math.max(0, request.size ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const from = Math.max(0, request.from ?? 0);
  const n = params.values.length;
  const limit = `LIMIT $${n + 1} OFFSET $${n + 2}`;
  const countSql = `SELECT count(*)::int AS total FROM estates WHERE ${where}`;
  // The card view reads the generated column `card` (migration 009), the full view `data`.
  const record = request.view === 'card' ? 'card' : 'data';
  const pageSql = `SELECT ${record} AS data FROM estates WHERE ${where} ORDER BY ${orderBy(terms)} ${limit}`;
  // The page keeps its sort keys (k0, k1...) so json_agg can order by them again.
  const keys = terms.map((t, i) => `${t.expression} AS k${i}`).join(', ');
  const results =
    `(SELECT json_agg(p.data ORDER BY ${orderBy(terms, (_, i) => `p.k${i}`)})::text ` +
    `FROM (SELECT ${record} AS data, ${keys} FROM estates WHERE ${where} ORDER BY ${orderBy(terms)} ${limit}) p) AS results`;
  let searchSql = `SELECT (${countSql}) AS total, ${results}`;
  let groupsSql: string | null = null;
  if (request.groupBy) {
    // One pass over the matches gives the groups; the total is their sum.
    // The grouping field sorts first, in the visitor's direction when they sort by it too.
    const groups = groupsQuery(request.groupBy, lang, where, terms[0]?.direction ?? 'ASC');
    groupsSql =
      `SELECT coalesce(g.id::text, '') AS key, g.n AS count FROM (${groups.sql}) g ` +
      `ORDER BY ${groups.groupOrder}`;
    searchSql =
      `WITH g AS (${groups.sql}) ` +
      `SELECT (SELECT coalesce(sum(g.n), 0)::int FROM g) AS total, ${results}, ` +
      `(SELECT json_agg(json_build_object('key', coalesce(g.id::text, ''), 'count', g.n) ` +
      `ORDER BY ${groups.groupOrder})::text FROM g) AS groups`;
  }
  return {
    searchSql,
    countSql,
    groupsSql,
    pageSql,
    params: [...params.values],
    pageParams: [...params.values, size, from],
  };
}

/**
 * Runs a search in one statement and answers the response body as JSON text,
 * `{"total":{"value":N},"results":[...]}`, built from the database's own JSON without parsing and
 * serialising the estates again (the records were validated when stored). With a `groupBy` the
 * body also has `"groups":[{"key":"1","count":N},...]`: the size of every group over all the
 * matches (not only the page), in display order (SPEC §9), the group without a key ('') last.
 * @returns the total number of matches and the body
 * @throws the database error when the statement fails
 */
export async function searchEstatesJson(
  db: Queryable,
  siteId: number,
  request: SearchRequest,
  lang: Locale,
): Promise<{ total: number; json: string }> {
  const sql = buildSearchSql(siteId, request, lang);
  const { rows } = await db.query<{
    total: number;
    results: string | null;
    groups?: string | null;
  }>(sql.searchSql, sql.pageParams);
  const row = rows[0];
  const total = row?.total ?? 0;
  const groups = request.groupBy ? `,"groups":${row?.groups ?? '[]'}` : '';
  return {
    total,
    json: `{"total":{"value":${total}},"results":${row?.results ?? '[]'}${groups}}`,
  };
}
