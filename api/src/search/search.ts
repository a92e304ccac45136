/**
 * The estate search behind POST /sites/{siteId}/estates (SPEC §7): conditions on indexed columns,
 * sorted, paginated, with the total number of matches.
 */
import type { EstateSearchRequest, Locale } from 'shared/domain';
import type { Queryable } from '../db/database';
import { effectiveSort, orderBy, orderTerms } from './order';
import { SqlParams } from './sql-params';
import { buildConditions } from './where';

/** Page size when the request has none (SPEC §9), and the largest accepted. */
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

/** The statements of a search and their parameters. */
export interface SearchSql {
  /**
   * The statement the API runs: one row with `total` (int) and `results` (the page as JSON text,
   * null when empty). The page is aggregated with an explicit ORDER BY, so its order is guaranteed.
   */
  searchSql: string;
  /** `SELECT count(*)::int AS total ...` on its own (same parameters as pageSql without the last two). */
  countSql: string;
  /** `SELECT data ... ORDER BY ... LIMIT ... OFFSET ...` on its own (for EXPLAIN). */
  pageSql: string;
  /** Parameters of countSql. */
  params: unknown[];
  /** Parameters of pageSql and searchSql (countSql's plus limit and offset). */
  pageParams: unknown[];
}

/**
 * Builds the SQL of a search.
 * @param request a validated request (see schemas/search.ts); `from` defaults to 0 and `size` to
 *   15, capped at 100
 * @param lang the language the city-name sort uses
 */
export function buildSearchSql(
  siteId: number,
  request: EstateSearchRequest,
  lang: Locale,
): SearchSql {
  const params = new SqlParams();
  const where = buildConditions(siteId, request.query, params).join(' AND ');
  const terms = orderTerms(effectiveSort(request.sort, request.groupBy), lang);
  const size = Math.min(Math.max(0, request.size ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const from = Math.max(0, request.from ?? 0);
  const n = params.values.length;
  const limit = `LIMIT $${n + 1} OFFSET $${n + 2}`;
  const countSql = `SELECT count(*)::int AS total FROM estates WHERE ${where}`;
  const pageSql = `SELECT data FROM estates WHERE ${where} ORDER BY ${orderBy(terms)} ${limit}`;
  // The page keeps its sort keys (k0, k1...) so json_agg can order by them again.
  const keys = terms.map((t, i) => `${t.expression} AS k${i}`).join(', ');
  const searchSql =
    `SELECT (${countSql}) AS total, ` +
    `(SELECT json_agg(p.data ORDER BY ${orderBy(terms, (_, i) => `p.k${i}`)})::text ` +
    `FROM (SELECT data, ${keys} FROM estates WHERE ${where} ORDER BY ${orderBy(terms)} ${limit}) p) AS results`;
  return {
    searchSql,
    countSql,
    pageSql,
    params: [...params.values],
    pageParams: [...params.values, size, from],
  };
}

/**
 * Runs a search in one statement and answers the response body as JSON text,
 * `{"total":{"value":N},"results":[...]}`, built from the database's own JSON without parsing and
 * serialising the estates again (the records were validated when stored).
 * @throws the database error when the statement fails
 */
export async function searchEstatesJson(
  db: Queryable,
  siteId: number,
  request: EstateSearchRequest,
  lang: Locale,
): Promise<{ total: number; json: string }> {
  const sql = buildSearchSql(siteId, request, lang);
  const { rows } = await db.query<{ total: number; results: string | null }>(
    sql.searchSql,
    sql.pageParams,
  );
  const total = rows[0]?.total ?? 0;
  return { total, json: `{"total":{"value":${total}},"results":${rows[0]?.results ?? '[]'}}` };
}
