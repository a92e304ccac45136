/**
 * The estate search behind POST /sites/{siteId}/estates (SPEC §7): conditions on indexed columns,
 * sorted, paginated, with the total number of matches.
 */
import type { Estate, EstateSearchRequest, Locale, SearchResult } from 'shared/domain';
import type { Queryable } from '../db/database';
import { effectiveSort, orderBy } from './order';
import { SqlParams } from './sql-params';
import { buildConditions } from './where';

/** Page size when the request has none (SPEC §9), and the largest accepted. */
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

/** The two statements of a search and their parameters. */
export interface SearchSql {
  /** `SELECT count(*)::int AS total ...` */
  countSql: string;
  /** `SELECT data ... ORDER BY ... LIMIT ... OFFSET ...` */
  pageSql: string;
  /** Parameters of countSql. */
  params: unknown[];
  /** Parameters of pageSql (countSql's plus limit and offset). */
  pageParams: unknown[];
}

/**
 * Builds the SQL of a search.
 * @param request a validated request (see schemas/estate-search.ts); `from` defaults to 0 and
 *   `size` to 15, capped at 100
 * @param lang the language the city-name sort uses
 */
export function buildSearchSql(siteId: number, request: EstateSearchRequest, lang: Locale): SearchSql {
  const params = new SqlParams();
  const where = buildConditions(siteId, request.query, params).join(' AND ');
  const order = orderBy(effectiveSort(request.sort, request.groupBy), lang);
  const size = Math.min(Math.max(0, request.size ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const from = Math.max(0, request.from ?? 0);
  const countSql = `SELECT count(*)::int AS total FROM estates WHERE ${where}`;
  const count = params.values.length;
  const pageSql = `SELECT data FROM estates WHERE ${where} ORDER BY ${order} LIMIT $${count + 1} OFFSET $${count + 2}`;
  return { countSql, pageSql, params: [...params.values], pageParams: [...params.values, size, from] };
}

/**
 * Runs a search.
 * @returns `{ total: { value }, results }`; results are full Estate records without children
 *   (GET /estates/v2/{id} assembles them); an offset past the end gives no results and the total
 * @throws the database error when a statement fails
 */
export async function searchEstates(
  db: Queryable,
  siteId: number,
  request: EstateSearchRequest,
  lang: Locale,
): Promise<SearchResult<Estate>> {
  const sql = buildSearchSql(siteId, request, lang);
  const size = sql.pageParams[sql.pageParams.length - 2] as number;
  const [count, page] = await Promise.all([
    db.query<{ total: number }>(sql.countSql, sql.params),
    size > 0 ? db.query<{ data: Estate }>(sql.pageSql, sql.pageParams) : Promise.resolve({ rows: [] }),
  ]);
  return { total: { value: count.rows[0]?.total ?? 0 }, results: page.rows.map((r) => r.data) };
}
