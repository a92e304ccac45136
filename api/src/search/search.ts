/**
 * The estate search behind POST /sites/{siteId}/estates (SPEC §7): conditions on indexed columns,
 * sorted, paginated, with the total number of matches and, for a grouped search, the size of
 * every group (SPEC §9 orders).
 */
import type { Locale } from 'shared/domain';
import type {
  EstateQuery,
  EstateSearchRequest,
  GroupingKind,
  SortOrder,
  SortType,
} from '../contract/domain';
import type { Queryable } from '../db/database';
import { AnswerCache } from './answer-cache';
import {
  effectiveSort,
  GROUP_KEY_COLUMN,
  GROUPING_SORT_FIELD,
  orderBy,
  orderTerms,
  pinnedExpressions,
  sortExpressions,
  sortFromQuery,
  type OrderTerm,
} from './order';
import { SqlParams } from './sql-params';
import { allowedTransactions, buildConditions } from './where';

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
   * The statement the API runs: one row with `v` (the data version it saw, text), `total` (int),
   * `results` (the page as JSON text, null when empty) and, with a groupBy, `groups` (JSON text
   * of `[{ key, count }]` in display order, null when nothing matches) and for TYPE and STATUS
   * `runs` (JSON text of `[[count, rank]]` in that order). The page is aggregated with an
   * explicit ORDER BY, so its order is guaranteed.
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
 * The grouping kinds whose sort value is a rank generated from the group key (`head_type_rank`,
 * `status_rank`, migration 004): a group is then one run of the pages, the rows of that rank.
 */
const RANKED_GROUPINGS: ReadonlySet<GroupingKind> = new Set<GroupingKind>(['TYPE', 'STATUS']);

/**
 * The most groups a page of a ranked grouping is read from one group at a time (see
 * `runsPageSql`); a page spanning more groups is read as one ordered scan.
 */
const MAX_RUNS_PER_PAGE = 4;

/** The data version a statement sees (migration 009), read in the statement's own snapshot. */
const VERSION_SQL = '(SELECT version::text FROM data_version)';

/**
 * The group sizes of a grouped search: one row per group (`id` the key, NULL for the estates
 * without one; `n` their number) with `s0`, `s1`... the group's values of the grouping field's
 * sort expressions. Counting reads only the key column, so it can be an index-only scan. A rank
 * (TYPE, STATUS) is generated from the key, so it is read from any estate with that key, one
 * probe of the key's index; a name (SUBTYPE, CITY) is the one the group's records carry, read
 * from one matching estate of the group (one short scan per group, up to its first match).
 * `groupOrder` orders the rows like the pages: by those values in `direction` (the same columns,
 * folding and collation as the ORDER BY of the page), then the key, the group without a key last.
 * @param where the search's conditions (unqualified columns of `estates`)
 * @param lang the request's language (the name sorts of SUBTYPE and CITY)
 * @param direction the direction of the page's first ORDER BY term (the grouping field's: ASC,
 *   or DESC when the visitor sorts by that field descending)
 * @param sorted the CTE of the sorted matches to count instead of reading them again (its column
 *   `gk` the grouping's key, see pageRead), or null
 * @returns `sql` (columns id, n, s0...) and `groupOrder` (an ORDER BY list over alias `g`)
 */
function groupsQuery(
  kind: GroupingKind,
  lang: Locale,
  where: string,
  direction: 'ASC' | 'DESC',
  sorted: string | null = null,
): { sql: string; groupOrder: string } {
  const column = GROUP_KEY_COLUMN[kind];
  const sorts = sortExpressions(GROUPING_SORT_FIELD[kind], lang);
  const values = sorts.map((e, i) => `${e} AS s${i}`).join(', ');
  const lookup = RANKED_GROUPINGS.has(kind) ? `${column} = c.id` : `${where} AND ${column} = c.id`;
  const sql =
    `SELECT c.id, c.n, ${sorts.map((_, i) => `v.s${i}`).join(', ')} ` +
    `FROM (SELECT ${sorted === null ? `NULLIF(${column}, 0) AS id, count(*)::int AS n FROM estates WHERE ${where}` : `NULLIF(gk, 0) AS id, count(*)::int AS n FROM ${sorted}`} GROUP BY 1) c ` +
    `LEFT JOIN LATERAL (SELECT ${values} FROM estates WHERE ${lookup} LIMIT 1) v ON true`;
  const groupOrder = [
    'g.id IS NULL',
    ...sorts.map((_, i) => `g.s${i} ${direction} NULLS LAST`),
    `g.id ${direction} NULLS LAST`,
  ].join(', ');
  return { sql, groupOrder };
}

/** The pieces every statement of a search is built from. */
interface SearchParts {
  /** The conditions (AND-joined), over `params`. */
  where: string;
  params: readonly unknown[];
  /** The ORDER BY terms of the page, the grouping field's first. */
  terms: OrderTerm[];
  /**
   * The column answered: `card_text` (the card view as text, migrations 009 and 012) or `data`
   * (the full record, jsonb).
   */
  record: 'card_text' | 'data';
  size: number;
  from: number;
  /** With a groupBy: its kind, the group sizes query and their display order. */
  grouping: { kind: GroupingKind; sql: string; groupOrder: string } | null;
  /**
   * The key its counts are kept by (see MatchCounts): the conditions and their values, with a
   * groupBy also its kind and direction, and for SUBTYPE and CITY the language.
   */
  countsKey: string;
}

/** The pieces of a search's statements (see buildSearchSql for the sort and the page). */
function searchParts(siteId: number, request: SearchRequest, lang: Locale): SearchParts {
  const params = new SqlParams();
  const where = buildConditions(siteId, request.query, params).join(' AND ');
  const sort =
    request.sort && request.sort.length > 0 ? request.sort : sortFromQuery(request.query);
  const allTerms = orderTerms(effectiveSort(sort, request.groupBy), lang);
  // A grouped page keeps its grouping term first: its runs and group order are read from it.
  const pinned = request.groupBy
    ? new Set<string>()
    : pinnedExpressions(
        request.query.type,
        allowedTransactions(
          request.query.status,
          request.query.transaction,
          request.query.hiddenStatus ?? [],
        ),
      );
  const terms = allTerms.filter((t) => !pinned.has(t.expression));
  const direction = terms[0]?.direction ?? 'ASC';
  const grouping = request.groupBy
    ? { kind: request.groupBy, ...groupsQuery(request.groupBy, lang, where, direction) }
    : null;
  // The matches depend on the conditions only; the groups also on their kind and order, and the
  // name sorts (SUBTYPE, CITY) on the language.
  const named = grouping !== null && !RANKED_GROUPINGS.has(grouping.kind);
  const countsKey = [
    grouping ? `${grouping.kind} ${direction}` : '',
    named ? lang : '',
    where,
    JSON.stringify(params.values),
  ].join('|');
  return {
    where,
    params: params.values,
    terms,
    record: request.view === 'card' ? 'card_text' : 'data',
    size: Math.min(Math.max(0, request.size ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
    from: Math.max(0, request.from ?? 0),
    grouping,
    countsKey,
  };
}

/**
 * The sort values the covering index of migration 017 holds (besides every filter column): a
 * sort by them reads the matches' ids and sort values by an index-only scan, never the table.
 */
const COVERED_SORT_VALUES: ReadonlySet<string> = new Set([
  'publication_date',
  'price',
  'head_type_rank',
  'status_rank',
  'sub_type_key',
  'city_key',
  'id',
]);

/** Whether every ORDER BY term of a search is a value of the covering index (see above). */
function coveredSort(parts: SearchParts): boolean {
  return parts.terms.every((t) => COVERED_SORT_VALUES.has(t.expression));
}

/**
 * Whether a page is read by sorting all the matches rather than by walking a sort index. A walk
 * reads index entries, and the table row of each, until it has passed `from + size` matches: few
 * when matches are dense in the index order, but up to every row of the site when they are rare
 * or gathered at its far end (sales in a walk by price from the lowest, houses in a walk by type
 * descending), which the planner cannot foresee. Sorting reads the id and sort values of every
 * match, whatever the order, then the records of the page only; when the covering index holds
 * the sort values (every sort but the names) that read is an index-only scan, so more matches
 * are sorted than for a sort by a name, whose values are read from the table (measured at 20,000
 * estates on PGlite and PostgreSQL). When no index gives the whole order and the covering index
 * holds the sort values, a page is always sorted (see WALKABLE_ORDERS).
 * @param matches the number of rows the page is cut from (all matches, or a group's)
 */
function sortsMatches(matches: number, parts: SearchParts): boolean {
  return (coveredSort(parts) && !walkable(parts.terms)) || matches <= mostSorted(parts);
}

/**
 * The orders an index of `estates` gives whole (the site first, then these terms; migrations 001,
 * 002, 004, 018), the language of a name column written `{l}`: a walk in one of them stops after
 * the page's rows, while a walk in any other order reads every row of its first groups to sort
 * them (an incremental sort), however few matches those hold.
 */
const WALKABLE_ORDERS: ReadonlySet<string> = new Set([
  'publication_date DESC, id ASC',
  'publication_date ASC, id ASC',
  'price ASC, id ASC',
  'price DESC, id ASC',
  'head_type_rank ASC, id ASC',
  'head_type_rank DESC, id ASC',
  'head_type_rank ASC, publication_date DESC, id ASC',
  'status_rank ASC, publication_date DESC, id ASC',
  'city_name_{l} ASC, city_key ASC, id ASC',
  'city_name_{l} DESC, city_key DESC, id ASC',
  'city_name_{l} ASC, city_key ASC, publication_date DESC, id ASC',
  'sub_type_name_{l} ASC, sub_type_key ASC, publication_date DESC, id ASC',
  'id ASC',
]);

/** Whether an index gives a page's order whole (see WALKABLE_ORDERS). */
function walkable(terms: readonly OrderTerm[]): boolean {
  const order = terms
    .map((t) => `${t.expression.replace(/_(nl|fr|en|de)$/, '_{l}')} ${t.direction}`)
    .join(', ');
  return WALKABLE_ORDERS.has(order);
}

/** The largest number of matches a page is read by sorting (see sortsMatches). */
function mostSorted(parts: SearchParts): number {
  const end = parts.from + parts.size;
  return coveredSort(parts) ? 2_000 + 50 * end : 1_000 + 20 * end;
}

/** A page read: the rows (an SQL query with columns data, k0, k1...) and the CTEs it needs. */
interface PageRead {
  ctes: string[];
  rows: string;
}

/**
 * The page's rows with their sort keys (k0, k1...), so that json_agg can order by them again.
 * @param extra a further condition (a group's run, a gate on the number of matches), or null
 * @param terms the ORDER BY of this scan (the page's, or within a run the terms after the rank)
 * @param cut the `LIMIT … OFFSET …` text
 * @param sorted the name of a CTE to read the matches into and sort (see sortsMatches), or null
 *   to walk them in the ORDER BY (an index when one fits)
 * @param gate a condition without columns (the number of matches) under which the rows are
 *   read at all (a one-time filter: PostgreSQL reads nothing when it is false), or null
 * @param groupKey a column `sorted` also keeps, as `gk` (the groups are then counted from it),
 *   or null
 */
function pageRead(
  parts: SearchParts,
  extra: string | null,
  terms: readonly OrderTerm[],
  cut: string,
  sorted: string | null,
  gate: string | null = null,
  groupKey: string | null = null,
): PageRead {
  const keys = parts.terms.map((t, i) => `${t.expression} AS k${i}`).join(', ');
  const where = [parts.where, extra].filter((c) => c !== null).join(' AND ');
  if (sorted === null) {
    const condition = gate === null ? where : `${where} AND ${gate}`;
    return {
      ctes: [],
      rows: `SELECT ${parts.record} AS data, ${keys} FROM estates WHERE ${condition} ORDER BY ${orderBy(terms)} ${cut}`,
    };
  }
  // Renamed terms: the CTE's columns are the keys (the rank of a run is constant in it). The
  // matches are read without their records (an index-only scan when the index holds the sort
  // values), sorted, and only the page's records are read, by id.
  const byKeys = orderBy(parts.terms, (_, i) => `k${i}`);
  const keyNames = parts.terms.map((_, i) => `s.k${i}`).join(', ');
  return {
    ctes: [
      `${sorted} AS MATERIALIZED (SELECT id AS ref, ${keys}${groupKey === null ? '' : `, ${groupKey} AS gk`} FROM estates WHERE ${where})`,
    ],
    rows:
      `SELECT e.${parts.record} AS data, ${keyNames} FROM (SELECT * FROM ${sorted}` +
      `${gate === null ? '' : ` WHERE ${gate}`} ORDER BY ${byKeys} ${cut}) s ` +
      `JOIN estates e ON e.id = s.ref`,
  };
}

/**
 * A JSON array of records in an order, as text (null when there is none): json_agg of the jsonb
 * records, or for the card view the card texts joined, which are the same bytes (json_agg writes
 * each jsonb value as its text, separated by ', ').
 * @param value the column or alias of the records (`record`'s values)
 * @param order the ORDER BY list of the aggregate
 */
function recordsJson(record: SearchParts['record'], value: string, order: string): string {
  return record === 'card_text'
    ? `'[' || string_agg(${value}, ', ' ORDER BY ${order}) || ']'`
    : `json_agg(${value} ORDER BY ${order})::text`;
}

/** The page as one JSON text (null when empty), ordered by its sort keys, from page rows. */
function resultsSql(parts: SearchParts, rows: string): string {
  const order = orderBy(parts.terms, (_, i) => `p.k${i}`);
  return `(SELECT ${recordsJson(parts.record, 'p.data', order)} FROM (${rows}) p) AS results`;
}

/** The select list of the group sizes over the CTE `g`: total, groups (JSON text) and runs. */
function groupColumns(grouping: NonNullable<SearchParts['grouping']>): string {
  const runs = RANKED_GROUPINGS.has(grouping.kind)
    ? `, (SELECT json_agg(json_build_array(g.n, g.s0) ORDER BY ${grouping.groupOrder})::text FROM g) AS runs`
    : '';
  return (
    `(SELECT coalesce(sum(g.n), 0)::int FROM g) AS total, ` +
    `(SELECT json_agg(json_build_object('key', coalesce(g.id::text, ''), 'count', g.n) ` +
    `ORDER BY ${grouping.groupOrder})::text FROM g) AS groups${runs}`
  );
}

/**
 * The page of a search whose number of matches the statement computes (`total`, an SQL
 * expression without columns): both reads, each under a one-time filter on that number, so
 * only the one that suits it runs (see sortsMatches).
 */
function gatedPage(parts: SearchParts, total: string, cut: string): PageRead {
  if (sortsMatches(Number.POSITIVE_INFINITY, parts))
    return pageRead(parts, null, parts.terms, cut, 'm');
  const limit = mostSorted(parts);
  const walk = pageRead(parts, null, parts.terms, cut, null, `${total} > ${limit}`);
  const sort = pageRead(parts, null, parts.terms, cut, 'm', `${total} <= ${limit}`);
  return {
    ctes: [...walk.ctes, ...sort.ctes],
    rows: `(${walk.rows}) UNION ALL (${sort.rows})`,
  };
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
  const parts = searchParts(siteId, request, lang);
  const n = parts.params.length;
  const limit = `LIMIT $${n + 1} OFFSET $${n + 2}`;
  const countSql = `SELECT count(*)::int AS total FROM estates WHERE ${parts.where}`;
  const pageSql = `SELECT ${parts.record} AS data FROM estates WHERE ${parts.where} ORDER BY ${orderBy(parts.terms)} ${limit}`;
  let searchSql: string;
  let groupsSql: string | null = null;
  if (parts.grouping) {
    // One pass over the matches gives the groups; the total is their sum.
    // The grouping field sorts first, in the visitor's direction when they sort by it too.
    const { sql, groupOrder } = parts.grouping;
    groupsSql =
      `SELECT coalesce(g.id::text, '') AS key, g.n AS count FROM (${sql}) g ` +
      `ORDER BY ${groupOrder}`;
    let ctes: string[];
    let rows: string;
    if (sortsMatches(Number.POSITIVE_INFINITY, parts)) {
      // The page sorts every match: the groups are counted from those, not read again.
      const { kind } = parts.grouping;
      const direction = parts.terms[0]?.direction ?? 'ASC';
      const counted = groupsQuery(kind, lang, parts.where, direction, 'm').sql;
      const page = pageRead(parts, null, parts.terms, limit, 'm', null, GROUP_KEY_COLUMN[kind]);
      ctes = [...page.ctes, `g AS (${counted})`];
      rows = page.rows;
    } else {
      const page = gatedPage(parts, '(SELECT coalesce(sum(g.n), 0) FROM g)', limit);
      ctes = [`g AS (${sql})`, ...page.ctes];
      rows = page.rows;
    }
    searchSql =
      `WITH ${ctes.join(', ')} ` +
      `SELECT ${VERSION_SQL} AS v, ${groupColumns(parts.grouping)}, ${resultsSql(parts, rows)}`;
  } else {
    const page = gatedPage(parts, '(SELECT c.total FROM c)', limit);
    searchSql =
      `WITH ${[`c AS MATERIALIZED (${countSql})`, ...page.ctes].join(', ')} ` +
      `SELECT ${VERSION_SQL} AS v, (SELECT c.total FROM c) AS total, ${resultsSql(parts, page.rows)}`;
  }
  return {
    searchSql,
    countSql,
    groupsSql,
    pageSql,
    params: [...parts.params],
    pageParams: [...parts.params, parts.size, parts.from],
  };
}

/**
 * What the filters of a search match, at one data version: kept per filter set (and grouping),
 * whatever the page and the sort after the grouping field, so that another page or sort of the
 * same search reads only its page.
 */
export interface MatchCounts {
  /** The data version the statement that counted saw. */
  version: string;
  /** The number of matches. */
  total: number;
  /** With a groupBy: the answer's `groups` (JSON text, null when nothing matches); else null. */
  groups: string | null;
  /**
   * For a ranked grouping (TYPE, STATUS): each group's size and rank, in display order (the runs
   * of the pages); else null.
   */
  runs: [number, number | null][] | null;
}

/** The counts of searches by filter set, per data version (an AnswerCache of MatchCounts). */
export type SearchCounts = AnswerCache<MatchCounts>;

/** A bounded cache of search counts: 2,000 filter sets, 4 MB. */
export function createSearchCounts(): SearchCounts {
  return new AnswerCache<MatchCounts>(
    { entries: 2_000, bytes: 4 * 1024 * 1024 },
    (counts) => 64 + 2 * (counts.groups?.length ?? 0) + 16 * (counts.runs?.length ?? 0),
  );
}

/** A row of a statement that counts (with or without the page). */
interface CountRow {
  v: string;
  total: number;
  results?: string | null;
  groups?: string | null;
  runs?: string | null;
}

function matchCounts(row: CountRow | undefined): MatchCounts {
  return {
    version: row?.v ?? '',
    total: row?.total ?? 0,
    groups: row?.groups ?? null,
    runs: row?.runs ? (JSON.parse(row.runs) as [number, number | null][]) : null,
  };
}

/**
 * The statement reading the page of a ranked grouping one group at a time: for each group the
 * page spans, the rows of its rank sorted by the terms after the rank, cut to the part of the
 * group on the page (the groups' sizes give where each one starts). The same rows as the page's
 * ORDER BY … LIMIT … OFFSET, but each group is read with the sort's own index (or its rows
 * sorted, see sortsMatches) instead of walking the grouping's index through the groups before it.
 * @returns the statement and its parameters, or null when the page spans more than
 *   MAX_RUNS_PER_PAGE groups
 */
function runsPageSql(
  parts: SearchParts,
  runs: readonly [number, number | null][],
): { sql: string; params: unknown[] } | null {
  const rank = parts.terms[0]?.expression ?? '';
  const rest = parts.terms.slice(1);
  const params = new SqlParams();
  for (const value of parts.params) params.add(value);
  const end = parts.from + parts.size;
  const reads: PageRead[] = [];
  let start = 0;
  for (const [n, value] of runs) {
    const stop = start + n;
    if (stop > parts.from && start < end) {
      const offset = Math.max(0, parts.from - start);
      const limit = Math.min(stop, end) - start - offset;
      const run = value === null ? `${rank} IS NULL` : `${rank} = ${params.add(value)}::int`;
      const cut = `LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
      const sorted = sortsMatches(n, parts) ? `m${reads.length}` : null;
      reads.push(pageRead(parts, run, rest, cut, sorted));
    }
    start = stop;
  }
  if (reads.length === 0 || reads.length > MAX_RUNS_PER_PAGE) return null;
  const ctes = reads.flatMap((r) => r.ctes);
  const rows = reads.map((r) => `(${r.rows})`).join(' UNION ALL ');
  return {
    sql: `${ctes.length > 0 ? `WITH ${ctes.join(', ')} ` : ''}SELECT ${VERSION_SQL} AS v, ${resultsSql(parts, rows)}`,
    params: params.values,
  };
}

/**
 * Reads the page of a search whose counts are known: walking the ORDER BY or sorting the
 * matches as their number suits (sortsMatches), a ranked grouping one group at a time.
 * @returns the page (JSON text, null when empty), or undefined when the data changed since the
 *   counts were taken (then they do not describe the page)
 */
async function pageWithCounts(
  db: Queryable,
  parts: SearchParts,
  counts: MatchCounts,
): Promise<{ results: string | null } | undefined> {
  const n = parts.params.length;
  // A page past the matches is empty; the statement then only confirms the version.
  const empty = parts.size === 0 || parts.from >= counts.total;
  let statement = empty
    ? { sql: `SELECT ${VERSION_SQL} AS v, NULL::text AS results`, params: [] }
    : counts.runs && runsPageSql(parts, counts.runs);
  if (!statement) {
    const cut = `LIMIT $${n + 1} OFFSET $${n + 2}`;
    const read = pageRead(
      parts,
      null,
      parts.terms,
      cut,
      sortsMatches(counts.total, parts) ? 'm' : null,
    );
    statement = {
      sql: `${read.ctes.length > 0 ? `WITH ${read.ctes.join(', ')} ` : ''}SELECT ${VERSION_SQL} AS v, ${resultsSql(parts, read.rows)}`,
      params: [...parts.params, parts.size, parts.from],
    };
  }
  const { rows } = await db.query<{ v: string; results: string | null }>(
    statement.sql,
    statement.params,
  );
  const row = rows[0];
  return row?.v === counts.version ? { results: row.results } : undefined;
}

/** The response body of a search. */
function answerJson(
  request: SearchRequest,
  total: number,
  results: string | null,
  groups: string | null | undefined,
): string {
  const grouped = request.groupBy ? `,"groups":${groups ?? '[]'}` : '';
  return `{"total":{"value":${total}},"results":${results ?? '[]'}${grouped}}`;
}

/**
 * Runs a search and answers the response body as JSON text,
 * `{"total":{"value":N},"results":[...]}`, built from the database's own JSON without parsing and
 * serialising the estates again (the records were validated when stored). With a `groupBy` the
 * body also has `"groups":[{"key":"1","count":N},...]`: the size of every group over all the
 * matches (not only the page), in display order (SPEC §9), the group without a key ('') last.
 *
 * One statement counts and reads the page. With `counts`, the counts of the search's filter set
 * (and grouping) are kept at the data version they were taken at: another page or sort of the
 * same search at that version reads only its page, which is answered only if it saw the same
 * version (else the single statement runs). A grouping by TYPE or STATUS counts first, then
 * reads the page one group at a time (see runsPageSql), unless its page sorts every match: then
 * one statement counts the groups from the sorted matches. Every answer is read in one snapshot or
 * checked to be (same data version), so it holds for the version returned.
 * @param counts the cache of counts and the version to look them up at (the newest known; it
 *   need not be confirmed: the page's statement checks it)
 * @returns the total number of matches, the body and the data version the answer holds for
 * @throws the database error when a statement fails
 */
export async function searchEstatesJson(
  db: Queryable,
  siteId: number,
  request: SearchRequest,
  lang: Locale,
  counts?: { cache: SearchCounts; version: string },
): Promise<{ total: number; json: string; version: string }> {
  const parts = searchParts(siteId, request, lang);
  const remember = (known: MatchCounts) => counts?.cache.set(known.version, parts.countsKey, known);
  let known = counts?.cache.get(counts.version, parts.countsKey);
  // A ranked grouping is counted first, then its page read one group at a time (runsPageSql),
  // unless the page sorts every match anyway: then one statement counts them as it sorts them.
  if (
    known === undefined &&
    parts.grouping &&
    RANKED_GROUPINGS.has(parts.grouping.kind) &&
    !sortsMatches(Number.POSITIVE_INFINITY, parts)
  ) {
    const { rows } = await db.query<CountRow>(
      `WITH g AS (${parts.grouping.sql}) SELECT ${VERSION_SQL} AS v, ${groupColumns(parts.grouping)}`,
      parts.params,
    );
    known = matchCounts(rows[0]);
    remember(known);
  }
  if (known !== undefined) {
    const page = await pageWithCounts(db, parts, known);
    if (page !== undefined)
      return {
        total: known.total,
        json: answerJson(request, known.total, page.results, known.groups),
        version: known.version,
      };
  }
  const sql = buildSearchSql(siteId, request, lang);
  const { rows } = await db.query<CountRow>(sql.searchSql, sql.pageParams);
  const row = rows[0];
  remember(matchCounts(row));
  const total = row?.total ?? 0;
  return {
    total,
    json: answerJson(request, total, row?.results ?? null, row?.groups),
    version: row?.v ?? '',
  };
}
