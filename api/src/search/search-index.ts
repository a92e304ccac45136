/**
 * The search index (issue 15, p95 at 20,000 estates): the filter and sort columns of every
 * estate held in memory at one data version, as a search engine keeps its doc values. A search
 * is filtered, counted, grouped and paged here, in 0.5-2 ms at 20,000 estates (about 5 ms for a
 * page 10,000 matches deep); the database then only reads the page's records by primary key, in
 * a statement that also reads the data version, so an answer is given only when the data has not
 * changed since the index was loaded (SPEC §7's answer, the bytes of the SQL of search.ts).
 *
 * The index is loaded in one statement (one snapshot, with the version it saw), in the
 * background: while it loads, or when a write made it stale, searches run their SQL. Every
 * statement that changes `estates` or `sites` bumps the data version (migration 009), in any
 * process, so a write through another API instance is seen too: by the first search whose page
 * statement sees the newer version, which then reloads the index (at most once a second; a
 * failed load is retried after 5 s, doubling up to a minute). A table of more than
 * `maxEstates` estates is not held: its searches run their SQL.
 *
 * The conditions mirror `buildConditions` (where.ts) and the orders `orderTerms` (order.ts); the
 * parity test (search-index.test.ts) compares both answers over every filter key, sort and
 * grouping. Two cases the index leaves to the SQL or to chance, as the SQL itself does:
 * - an estate within 1e-9 km of a geo_range's radius: the index's distance (geo.ts haversineKm,
 *   V8's sine) may round the last bits unlike the SQL's (the C library's), so the index answers
 *   nothing and the SQL runs;
 * - a city or subtype whose estates carry different names: the group is sorted by the name of one
 *   of its matches, any one in the SQL (`LIMIT 1`), the first in table order here.
 */
import type { EstateQuery, GroupingKind, Locale } from 'shared/domain';
import { parseGeoRange } from 'shared/estate/geo-range';
import type { Queryable } from '../db/database';
import { LANGS } from '../reference/locales';
import { transactionIdsForStatuses } from '../reference/transactions';
import { haversineKm } from './geo';
import {
  effectiveSort,
  GROUPING_SORT_FIELD,
  orderTerms,
  sortExpressions,
  sortFromQuery,
} from './order';
import type { SearchRequest } from './search';
import { LARGE_BEDROOM_BUCKET } from './where';

/** The sort columns of `estates` a search orders by (see order.ts sortExpressions), and `id`. */
const NAME_COLUMNS = LANGS.flatMap((l) => [`city_name_${l}`, `sub_type_name_${l}`]);
const INT_SORT_COLUMNS = ['head_type_rank', 'status_rank', 'sub_type_key', 'city_key'] as const;

/**
 * The columns of an index row, in the order of the statement's arrays: SQL expressions over
 * `estates e`, named as the index reads them.
 */
const ROW_COLUMNS = {
  id: 'e.id',
  site: 'e.site_id',
  unit: 'e.parent_id IS NOT NULL',
  transaction: 'e.transaction_id',
  headType: 'e.head_type_id',
  subType: 'e.sub_type_id',
  city: 'e.city_id',
  country: 'e.country',
  price: 'e.price::float8',
  bedrooms: 'e.bedrooms',
  lat: 'e.lat',
  lon: 'e.lon',
  // Microseconds since 1970, an integer (exact in a double; no float8 text, whose digits
  // follow the server's extra_float_digits).
  published: '(extract(epoch FROM e.publication_date) * 1000000)::bigint',
  ...Object.fromEntries([...INT_SORT_COLUMNS, ...NAME_COLUMNS].map((c) => [c, `e.${c}`])),
} as const;
const ROW_FIELDS = Object.keys(ROW_COLUMNS);

/**
 * The index's rows and the data version, in one snapshot: `v` the version, `n` the number of
 * estates and `rows` one JSON text of arrays (ROW_COLUMNS in order), null when there are none or
 * more than `$1`: far cheaper to carry out of PGlite's worker and to parse than one object per
 * row.
 */
const LOAD_SQL =
  'WITH c AS (SELECT count(*)::int AS n FROM estates) SELECT d.version::text AS v, c.n, ' +
  `CASE WHEN c.n <= $1 THEN (SELECT json_agg(json_build_array(${Object.values(ROW_COLUMNS).join(', ')}))::text FROM estates e) END AS rows ` +
  'FROM data_version d, c';

/** A row of the index, as the statement's JSON has it: values in ROW_FIELDS order. */
type IndexRow = (string | number | boolean | null)[];

/** The rank of a NULL sort value: last in both directions (every term sorts NULLS LAST). */
const NULL_RANK = 0x7fffffff;

/**
 * Compares two strings as PostgreSQL's "C" collation does (UTF-8 bytes, i.e. code points): like
 * `<` on UTF-16 code units, except that surrogates (code points above U+FFFF) sort after
 * U+E000-U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) {
      const fx = x >= 0xe000 ? x - 0x800 : x >= 0xd800 ? x + 0x2000 : x;
      const fy = y >= 0xe000 ? y - 0x800 : y >= 0xd800 ? y + 0x2000 : y;
      return fx - fy;
    }
  }
  return a.length - b.length;
}

/** Surrogates: a text holding one sorts differently by UTF-16 code units than by code points. */
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * The dense rank of each value in ascending order (0 = smallest), NULL_RANK for null: numbers by
 * value, texts by code point (PostgreSQL's "C" collation).
 */
function denseRanks(values: readonly (number | string | null)[]): Int32Array {
  const distinct = [...new Set(values)].filter((v) => v !== null);
  if (distinct.every((v) => typeof v === 'number')) (distinct as number[]).sort((a, b) => a - b);
  else if ((distinct as string[]).some((v) => SURROGATE.test(v)))
    (distinct as string[]).sort(compareCodePoints);
  else distinct.sort();
  const rank = new Map<number | string, number>();
  distinct.forEach((v, i) => rank.set(v, i));
  const out = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? null;
    out[i] = v === null ? NULL_RANK : (rank.get(v) as number);
  }
  return out;
}

/** What the index answers for a search: the count, the page's ids and the groups. */
export interface IndexedAnswer {
  total: number;
  /** The ids of the page, in order. */
  ids: string[];
  /**
   * With a groupBy: the answer's `groups` as PostgreSQL's json_agg writes them (the text of the
   * SQL path), null when nothing matches; else undefined.
   */
  groups?: string | null;
}

/** The group key column of each grouping kind (0 or NULL = no key, as GROUP_KEY_COLUMN). */
const GROUP_KEY: Record<GroupingKind, 'headType' | 'subType' | 'transaction' | 'city'> = {
  TYPE: 'headType',
  SUBTYPE: 'subType',
  STATUS: 'transaction',
  CITY: 'city',
};

/** The estates' search columns at one data version. */
export class IndexSnapshot {
  readonly size: number;
  private readonly ids: string[];
  /** The rows of each site, in table order. */
  private readonly bySite = new Map<number, Int32Array>();
  private readonly position = new Map<string, number>();
  private readonly site: Int32Array;
  private readonly unit: Uint8Array;
  private readonly transaction: Int32Array;
  private readonly headType: Int32Array;
  /** Sub type, city and bedrooms: NaN for NULL. */
  private readonly subType: Float64Array;
  private readonly city: Float64Array;
  private readonly bedrooms: Float64Array;
  private readonly country: (string | null)[];
  /** Euro, NaN for NULL. */
  private readonly price: Float64Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  /** The ascending dense rank of every sort column (NULL_RANK for NULL), by column name. */
  private readonly ranks = new Map<string, Int32Array>();
  /** The largest rank of each column (for descending orders). */
  private readonly maxRank = new Map<string, number>();

  /**
   * @param version the data version the rows were read at
   * @param rows the rows of LOAD_SQL
   * @throws Error naming the estate and column when a number column holds something else (a
   *   numeric 'NaN' written by hand: the index would order and compare it unlike PostgreSQL)
   */
  constructor(
    readonly version: string,
    rows: readonly IndexRow[],
  ) {
    this.size = rows.length;
    const idAt = ROW_FIELDS.indexOf('id');
    const column = (name: string) => {
      const at = ROW_FIELDS.indexOf(name);
      return rows.map((row) => row[at] ?? null);
    };
    for (const name of [
      'site',
      'transaction',
      'headType',
      'subType',
      'city',
      'price',
      'bedrooms',
      'lat',
      'lon',
      'published',
      ...INT_SORT_COLUMNS,
    ]) {
      const at = ROW_FIELDS.indexOf(name);
      const bad = rows.find((row) => row[at] !== null && typeof row[at] !== 'number');
      if (bad)
        throw new Error(
          `search index: estate ${String(bad[idAt])} has ${name} ${JSON.stringify(bad[at])}, not a number`,
        );
    }
    const ints = (name: string) => Int32Array.from(column(name) as number[]);
    const floats = (name: string) =>
      Float64Array.from(column(name), (v) => (v === null ? Number.NaN : (v as number)));
    this.ids = column('id') as string[];
    this.ids.forEach((id, i) => this.position.set(id, i));
    this.site = ints('site');
    const sites = new Map<number, number[]>();
    this.site.forEach((site, i) => {
      const list = sites.get(site);
      if (list) list.push(i);
      else sites.set(site, [i]);
    });
    for (const [site, list] of sites) this.bySite.set(site, Int32Array.from(list));
    this.unit = Uint8Array.from(column('unit'), (v) => (v === true ? 1 : 0));
    this.transaction = ints('transaction');
    this.headType = ints('headType');
    this.subType = floats('subType');
    this.city = floats('city');
    this.bedrooms = floats('bedrooms');
    this.country = column('country') as (string | null)[];
    this.price = floats('price');
    this.lat = floats('lat');
    this.lon = floats('lon');
    const rank = (name: string, values: readonly (string | number | boolean | null)[]) => {
      const ranks = denseRanks(values as (string | number | null)[]);
      this.ranks.set(name, ranks);
      let max = 0;
      for (const r of ranks) if (r !== NULL_RANK && r > max) max = r;
      this.maxRank.set(name, max);
    };
    rank('id', this.ids);
    rank('price', column('price'));
    rank('publication_date', column('published'));
    for (const name of [...INT_SORT_COLUMNS, ...NAME_COLUMNS]) rank(name, column(name));
  }

  /**
   * The rows matching a query, in table order: the conditions of where.ts buildConditions.
   * @returns their positions, or null when an estate lies at a geo_range's edge (see the file
   *   comment)
   */
  private matches(siteId: number, query: EstateQuery): Int32Array | null {
    let edge = false;
    const checks: ((i: number) => boolean)[] = [];
    const termIds = query.terms?.['children.general.id'];
    if (!query.includeUnits && termIds === undefined) checks.push((i) => this.unit[i] === 0);
    const anyOf = (values: readonly number[], column: Int32Array | Float64Array) => {
      const set = new Set(values);
      checks.push((i) => set.has(column[i] as number));
    };
    if (query.status) anyOf(transactionIdsForStatuses(query.status), this.transaction);
    if (query.transaction) anyOf(query.transaction, this.transaction);
    if (query.city) anyOf(query.city, this.city);
    if (query.type) anyOf(query.type, this.headType);
    if (query.subType) anyOf(query.subType, this.subType);
    if (query.country) {
      const set = new Set(query.country);
      checks.push((i) => {
        const country = this.country[i];
        return country !== null && country !== undefined && set.has(country);
      });
    }
    const min = query['price-min'];
    const max = query['price-max'];
    if (min !== undefined && min > 0) checks.push((i) => (this.price[i] as number) >= min);
    if (max !== undefined && max > 0) checks.push((i) => (this.price[i] as number) <= max);
    if (query.bedrooms) {
      const exact = new Set(query.bedrooms.filter((b) => b < LARGE_BEDROOM_BUCKET));
      const large = query.bedrooms.some((b) => b >= LARGE_BEDROOM_BUCKET);
      checks.push((i) => {
        const b = this.bedrooms[i] as number;
        return exact.has(b) || (large && b >= LARGE_BEDROOM_BUCKET);
      });
    }
    const bedMin = query['bed-min'];
    if (bedMin !== undefined && bedMin > 0)
      checks.push((i) => (this.bedrooms[i] as number) >= bedMin);
    const geo = parseGeoRange(query.geo_range);
    if (geo) {
      // The SQL condition of where.ts: its bounding box holds the whole circle, so the
      // great-circle distance decides. Its last bits may round unlike the database's: an estate
      // within 1e-9 km of the radius leaves the search to the SQL.
      const margin = 1e-9 * Math.max(1, geo.km);
      checks.push((i) => {
        const km = haversineKm(geo.lat, geo.lon, this.lat[i] as number, this.lon[i] as number);
        if (Math.abs(km - geo.km) <= margin) edge = true;
        return km <= geo.km;
      });
    }
    if (query.hiddenStatus && query.hiddenStatus.length > 0) {
      const hidden = new Set(query.hiddenStatus);
      checks.push((i) => !hidden.has(this.transaction[i] as number));
    }
    const rows = this.bySite.get(siteId) ?? [];
    const out = new Int32Array(termIds !== undefined ? termIds.length : rows.length);
    let count = 0;
    const test = (i: number) => {
      for (const check of checks) if (!check(i)) return;
      out[count++] = i;
    };
    if (termIds !== undefined) {
      // A terms query reads only the rows it names.
      const named = new Set<number>();
      for (const id of termIds) {
        const at = this.position.get(id);
        if (at !== undefined) named.add(at);
      }
      for (const i of [...named].sort((a, b) => a - b)) if (this.site[i] === siteId) test(i);
    } else for (const i of rows) test(i);
    return edge ? null : out.subarray(0, count);
  }

  /**
   * Answers a search from the index: the number of matches, the ids of the page and, with a
   * groupBy, the groups (SPEC §7, §9), as the SQL of search.ts does.
   * @param request a validated request (its `from` and `size` are not read: see `cut`)
   * @param cut the first match answered (0-based) and the page size, the request's with their
   *   defaults and bounds applied (search.ts)
   * @param lang the request's language (the name sorts)
   * @returns the answer, or undefined when the index cannot be sure of it (an estate at a
   *   geo_range's edge, see the file comment): then the caller runs the SQL
   * @throws Error when a sort needs a column the index lacks (a bug: order.ts and this file
   *   disagree)
   */
  search(
    siteId: number,
    request: SearchRequest,
    cut: { from: number; size: number },
    lang: Locale,
  ): IndexedAnswer | undefined {
    const found = this.matches(siteId, request.query);
    if (found === null) return undefined;
    const sort =
      request.sort && request.sort.length > 0 ? request.sort : sortFromQuery(request.query);
    const terms = orderTerms(effectiveSort(sort, request.groupBy), lang);
    // One ascending key per term: the rank, reversed for DESC, NULL last either way.
    const keys = terms.map((term) => this.key(term.expression, term.direction));
    const compare = (a: number, b: number): number => {
      for (const key of keys) {
        const d = (key[a] as number) - (key[b] as number);
        if (d !== 0) return d;
      }
      return 0;
    };
    const answer: IndexedAnswer = {
      total: found.length,
      ids: this.page(found, compare, cut.from, cut.size),
    };
    if (request.groupBy)
      answer.groups = this.groups(found, request.groupBy, lang, terms[0]?.direction ?? 'ASC');
    return answer;
  }

  /**
   * The ascending sort key of a column in a direction: its rank, reversed for DESC, NULL last
   * either way (the descending keys are made once per snapshot).
   * @throws Error for a column the index does not hold (a sort order.ts has and it lacks)
   */
  private key(column: string, direction: 'ASC' | 'DESC'): Int32Array {
    const ranks = this.ranks.get(column);
    if (ranks === undefined) throw new Error(`search index: no sort column ${column}`);
    if (direction === 'ASC') return ranks;
    const name = `${column} DESC`;
    let key = this.ranks.get(name);
    if (key === undefined) {
      const max = this.maxRank.get(column) as number;
      key = ranks.map((r) => (r === NULL_RANK ? r : max - r));
      this.ranks.set(name, key);
    }
    return key;
  }

  /** The ids of matches [from, from + size) in the order of `compare`. */
  private page(
    found: Int32Array,
    compare: (a: number, b: number) => number,
    from: number,
    size: number,
  ): string[] {
    const end = Math.min(found.length, from + size);
    if (from >= end) return [];
    // The first `end` matches in a max-heap (its top the last of them): once it is full, a match
    // behind the top costs one comparison (most of them, for the first pages). Then only those
    // are sorted.
    const heap = new Int32Array(end);
    let n = 0;
    const swap = (a: number, b: number) => {
      const t = heap[a] as number;
      heap[a] = heap[b] as number;
      heap[b] = t;
    };
    const after = (a: number, b: number) => compare(heap[a] as number, heap[b] as number) > 0;
    for (const i of found) {
      if (n < end) {
        heap[n] = i;
        for (let c = n++; c > 0 && after(c, (c - 1) >> 1); c = (c - 1) >> 1) swap(c, (c - 1) >> 1);
      } else if (compare(i, heap[0] as number) < 0) {
        heap[0] = i;
        for (let p = 0; ;) {
          const l = 2 * p + 1;
          const r = l + 1;
          let top = p;
          if (l < n && after(l, top)) top = l;
          if (r < n && after(r, top)) top = r;
          if (top === p) break;
          swap(p, top);
          p = top;
        }
      }
    }
    const ordered = Array.from(heap).sort(compare);
    return ordered.slice(from, end).map((i) => this.ids[i] as string);
  }

  /**
   * The groups of the matches as search.ts groupsQuery orders them: by the group's values of
   * the grouping field's sort columns in `direction` (read from one of its matches), then its
   * key, the group without a key last; written as PostgreSQL's json_agg of json_build_object.
   * @returns the JSON text, null when nothing matches
   */
  private groups(
    found: Int32Array,
    kind: GroupingKind,
    lang: Locale,
    direction: 'ASC' | 'DESC',
  ): string | null {
    if (found.length === 0) return null;
    const column = this[GROUP_KEY[kind]];
    const groups = new Map<number | null, { n: number; first: number }>();
    for (const i of found) {
      const raw = column[i] as number;
      const key = Number.isNaN(raw) || raw === 0 ? null : raw;
      const group = groups.get(key);
      if (group) group.n++;
      else groups.set(key, { n: 1, first: i });
    }
    const values = sortExpressions(GROUPING_SORT_FIELD[kind], lang).map(
      (column) => this.ranks.get(column) as Int32Array,
    );
    const sign = direction === 'ASC' ? 1 : -1;
    const nullsLast = (a: number, b: number) =>
      a === b ? 0 : a === NULL_RANK ? 1 : b === NULL_RANK ? -1 : sign * (a - b);
    const list = [...groups].sort(([ka, a], [kb, b]) => {
      if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
      for (const ranks of values) {
        const d = nullsLast(ranks[a.first] as number, ranks[b.first] as number);
        if (d !== 0) return d;
      }
      return ka === null || kb === null ? 0 : sign * (ka - kb);
    });
    return `[${list.map(([key, { n }]) => `{"key" : "${key ?? ''}", "count" : ${n}}`).join(', ')}]`;
  }
}

/** Settings of a SearchIndex. */
export interface SearchIndexOptions {
  /** Told of a load that failed or was refused (the searches keep running their SQL). */
  onError?: (error: unknown) => void;
  /** The most estates held in memory (about 150 bytes each); beyond, searches run their SQL. */
  maxEstates?: number;
  /** The least time between the starts of two loads, in ms (default 1,000). */
  minInterval?: number;
  /** The clock, in ms (tests). */
  now?: () => number;
}

/** The pause after the first failed load, in ms; it doubles with each failure, up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/**
 * The search index of an API process: the snapshot of the newest data version it loaded, and
 * the loading of a newer one in the background when a search sees that the data changed.
 */
export class SearchIndex {
  private snapshot: IndexSnapshot | null = null;
  private loading: Promise<void> | null = null;
  private closed = false;
  /** The newest data version seen by a statement or a caller. */
  private newest = 0;
  /** When the next load may start (ms), and how many loads in a row failed. */
  private nextLoadAt = 0;
  private failures = 0;
  private readonly onError: (error: unknown) => void;
  private readonly maxEstates: number;
  private readonly minInterval: number;
  private readonly now: () => number;

  /** @param db the database the estates are read from */
  constructor(
    private readonly db: Queryable,
    options: SearchIndexOptions = {},
  ) {
    this.onError = options.onError ?? (() => undefined);
    this.maxEstates = options.maxEstates ?? 200_000;
    this.minInterval = options.minInterval ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The snapshot to answer from, unless a newer data version than its own has been seen (then a
   * load starts, when it may, and undefined is returned). The page statement of a search still
   * checks that the data is at the snapshot's version (search.ts).
   * @param version the newest data version the caller knows ('' for none)
   */
  at(version: string): IndexSnapshot | undefined {
    this.saw(version);
    if (this.snapshot !== null && Number(this.snapshot.version) >= this.newest)
      return this.snapshot;
    this.refresh();
    return undefined;
  }

  /**
   * Records a data version a statement saw; a version newer than the snapshot's starts a load,
   * when it may.
   */
  saw(version: string): void {
    const seen = Number(version);
    if (Number.isFinite(seen) && seen > this.newest) this.newest = seen;
    if (this.snapshot === null || Number(this.snapshot.version) < this.newest) this.refresh();
  }

  /**
   * Starts loading the current data, unless a load is running, the index is closed, or the
   * last load started less than `minInterval` ago (or failed less than its retry pause ago).
   */
  refresh(): void {
    if (this.loading !== null || this.closed || this.now() < this.nextLoadAt) return;
    this.nextLoadAt = this.now() + this.minInterval;
    this.loading = this.load()
      .then(() => {
        this.failures = 0;
      })
      .catch((error: unknown) => {
        this.failures++;
        const pause = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.failures - 1));
        this.nextLoadAt = Math.max(this.nextLoadAt, this.now() + pause);
        this.onError(error);
      })
      .finally(() => {
        this.loading = null;
      });
  }

  /** Resolves when no load is running (for a caller that needs the index before going on). */
  async settled(): Promise<void> {
    while (this.loading !== null) await this.loading;
  }

  /** Stops loading; resolves once a running load has ended. */
  async close(): Promise<void> {
    this.closed = true;
    await this.settled();
  }

  /**
   * Loads the current data.
   * @throws Error when the table holds more than maxEstates estates, or a row is malformed
   *   (see IndexSnapshot); the database error when the statement fails
   */
  private async load(): Promise<void> {
    const { rows } = await this.db.query<{ v: string; n: number; rows: string | null }>(LOAD_SQL, [
      this.maxEstates,
    ]);
    const row = rows[0];
    if (row === undefined) return;
    if (row.n > this.maxEstates)
      throw new Error(
        `search index: ${row.n} estates, more than the ${this.maxEstates} it holds; searches run their SQL`,
      );
    if (Number(row.v) > this.newest) this.newest = Number(row.v);
    if (this.snapshot === null || Number(row.v) >= Number(this.snapshot.version))
      this.snapshot = new IndexSnapshot(
        row.v,
        row.rows === null ? [] : (JSON.parse(row.rows) as IndexRow[]),
      );
  }
}
