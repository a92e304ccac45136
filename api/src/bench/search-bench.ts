/**
 * Search benchmark: `node dist/bench/search-bench.js [--estates 20000] [--requests 300]
 * [--view card|full] [--explain] [--postgres] [--slowest N]`.
 *
 * Starts an in-memory PGlite (with --postgres: a temporary PostgreSQL server of the binaries
 * testing/postgres-server.ts finds, the production database) seeded with the demo data (grown
 * to `--estates` with copies of the standalone estates), serves the app on a loopback port, sends
 * varied POST /sites/1/estates searches one after the other (in the `--view` asked, default
 * full) and prints p50/p95/p99 latencies in ms: one JSON line, then a line for people. With
 * --explain it also prints the plans PostgreSQL chooses at that scale: the page of a few filtered
 * searches, of every sort field in both directions and of every grouping (followed by the
 * default sort), and the group sizes of the grouped ones. With --slowest N it prints the N slowest
 * searches (time in ms and request body), and with --explain also the plans (EXPLAIN ANALYZE,
 * BUFFERS) of the statements each of them runs uncached, so the tail of the latencies can be read.
 */
import type { EstateSearchRequest, EstateView, SortClause } from '../contract/domain';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import type { Database } from '../db/database';
import { MEMORY_DATA_DIR, openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { insertEstates, seedDemoData, vacuumAnalyze } from '../db/seed';
import { generateDemoData } from '../demo/generate';
import { createRandom, type Random } from '../demo/prng';
import { replicateEstates } from '../demo/replicate';
import { buildSearchSql } from '../search/search';
import { findBinaries, startPostgres, type PgServer } from '../testing/postgres-server';

/**
 * The bench's database: in-memory PGlite, or a new database on a temporary PostgreSQL server.
 * @throws when --postgres finds no PostgreSQL binaries or the server does not start
 */
async function openBenchDatabase(
  postgres: boolean,
): Promise<{ db: Database; label: string; stop(): Promise<void> }> {
  if (!postgres) {
    const db = await openPglite(MEMORY_DATA_DIR);
    return { db, label: 'PGlite', stop: () => db.close() };
  }
  const found = findBinaries(process.env);
  if (!('dir' in found)) throw new Error(`--postgres: ${found.reason}`);
  const server: PgServer = await startPostgres(found.dir);
  const admin = openPostgres(server.url('postgres'), 1);
  try {
    await admin.exec('CREATE DATABASE bench');
  } finally {
    await admin.close();
  }
  const db = openPostgres(server.url('bench'));
  return {
    db,
    label: 'PostgreSQL',
    stop: async () => {
      try {
        await db.close();
      } finally {
        server.stop();
      }
    },
  };
}

interface Options {
  estates: number | null;
  requests: number;
  explain: boolean;
  /** The view of every search (the site's list asks for 'card'). */
  view: EstateView;
  /** A temporary PostgreSQL server instead of PGlite. */
  postgres: boolean;
  /** How many of the slowest searches to print with their request bodies (0: none). */
  slowest: number;
}

/**
 * Reads the command-line options.
 * @throws Error for a value that is not a positive integer, or a view other than card or full
 */
export function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    estates: null,
    requests: 300,
    explain: false,
    view: 'full',
    postgres: false,
    slowest: 0,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n <= 0) throw new Error(`${arg} needs a positive integer`);
      return n;
    };
    if (arg === '--estates') options.estates = value();
    else if (arg === '--requests') options.requests = Math.min(value(), 10_000);
    else if (arg === '--explain') options.explain = true;
    else if (arg === '--postgres') options.postgres = true;
    else if (arg === '--slowest') options.slowest = value();
    else if (arg === '--view') {
      const view = argv[++i];
      if (view !== 'card' && view !== 'full') throw new Error('--view needs card or full');
      options.view = view;
    }
  }
  return options;
}

const SORTS: SortClause['field'][] = [
  'children.general.publicationDate',
  'children.general.price.value',
  'children.general.address.city.name',
  'children.general.headType.id',
];

/** A varied, realistic search body: the filters visitors combine, a sort, sometimes a later page. */
function randomRequest(random: Random, estateIds: readonly string[]): EstateSearchRequest {
  const query: EstateSearchRequest['query'] = { hiddenStatus: [4, 12] };
  const rent = random.chance(0.35);
  if (random.chance(0.8)) query.status = [rent ? 'TO_RENT' : 'FOR_SALE'];
  if (random.chance(0.4)) query.type = random.chance(0.5) ? [random.pick([1, 2])] : [1, 2];
  if (random.chance(0.3))
    query.city = Array.from({ length: random.int(1, 3) }, () => random.int(1, 45));
  if (random.chance(0.3)) {
    query['price-min'] = rent
      ? random.pick([500, 750, 1000])
      : random.pick([100_000, 200_000, 300_000]);
    query['price-max'] = rent
      ? random.pick([1500, 2000, 3000])
      : random.pick([400_000, 600_000, 1_000_000]);
  }
  if (random.chance(0.2)) query.bedrooms = [random.int(1, 6)];
  if (random.chance(0.15))
    query.geo_range = `${random.int(5, 30)}km;${random.float(50.4, 51.3).toFixed(4)};${random.float(3, 5.8).toFixed(4)}`;
  if (random.chance(0.05))
    return {
      query: {
        terms: { 'children.general.id': Array.from({ length: 8 }, () => random.pick(estateIds)) },
      },
    };
  const sort: SortClause[] = [
    { field: random.pick(SORTS), order: random.chance(0.5) ? 'ASC' : 'DESC' },
  ];
  const request: EstateSearchRequest = {
    query,
    sort,
    from: random.pick([0, 0, 0, 15, 30]),
    size: 15,
  };
  if (random.chance(0.15))
    request.groupBy = random.pick(['TYPE', 'STATUS', 'CITY', 'SUBTYPE'] as const);
  return request;
}

/** The value at a quantile of sorted numbers (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const setupStarted = performance.now();
  const { db, label, stop } = await openBenchDatabase(options.postgres);
  try {
    await migrate(db);
    const data = generateDemoData();
    await seedDemoData(db, data);
    const extra = options.estates === null ? 0 : Math.max(0, options.estates - data.estates.length);
    const copies = replicateEstates(data.estates, extra);
    for (let i = 0; i < copies.length; i += 2_000)
      await insertEstates(db, data.site.id, copies.slice(i, i + 2_000));
    await vacuumAnalyze(db);
    const estateCount = data.estates.length + copies.length;
    const setupMs = performance.now() - setupStarted;

    const app = await buildApp({ db, logger: false, settings: { searchRateLimit: null } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sites/1/estates`;
    const ids = [...data.estates, ...copies.slice(0, 1_000)].map((e) => e.id);
    const random = createRandom('search-bench-v1');
    const send = async (body: EstateSearchRequest) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Site-Id': '1', 'X-Language': 'nl' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`search answered ${response.status}: ${text}`);
      return text.length;
    };
    const next = (): EstateSearchRequest => ({ ...randomRequest(random, ids), view: options.view });
    for (let i = 0; i < 20; i++) await send(next());
    const timed: { ms: number; body: EstateSearchRequest }[] = [];
    let bytes = 0;
    for (let i = 0; i < options.requests; i++) {
      const body = next();
      const started = performance.now();
      bytes += await send(body);
      timed.push({ ms: performance.now() - started, body });
    }
    await app.close();

    const times = timed.map((t) => t.ms).sort((a, b) => a - b);
    const result = {
      bench: 'estate-search',
      database: label,
      estates: estateCount,
      view: options.view,
      requests: times.length,
      p50: round(percentile(times, 0.5)),
      p95: round(percentile(times, 0.95)),
      p99: round(percentile(times, 0.99)),
      mean: round(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)),
      max: round(times.at(-1) ?? 0),
      avgResponseKb: round(bytes / Math.max(1, times.length) / 1024),
      setupMs: Math.round(setupMs),
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.stdout.write(
      `POST /estates over ${estateCount} estates (${label}), ${result.requests} sequential searches (${options.view} view, ${result.avgResponseKb} KB): ` +
        `p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms (seeded in ${(setupMs / 1000).toFixed(1)} s)\n`,
    );

    const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, options.slowest);
    if (slowest.length > 0) process.stdout.write(`\nThe ${slowest.length} slowest searches:\n`);
    for (const { ms, body } of slowest) {
      process.stdout.write(`${round(ms)} ms ${JSON.stringify(body)}\n`);
      if (options.explain) await explainSearch(db, body);
    }

    if (options.explain && slowest.length === 0) {
      const samples: [string, EstateSearchRequest][] = [
        ['default listing', { query: { hiddenStatus: [4, 12] } }],
        [
          'for sale in two cities by price',
          {
            query: { status: ['FOR_SALE'], city: [2, 28] },
            sort: [{ field: 'children.general.price.value', order: 'ASC' }],
          },
        ],
        ['geo range 10 km around Gent', { query: { geo_range: '10km;51.0543;3.7174' } }],
      ];
      const visible = { hiddenStatus: [4, 12] };
      for (const field of SORTS) {
        for (const order of ['ASC', 'DESC'] as const)
          samples.push([
            `sorted by ${field} ${order}`,
            { query: visible, sort: [{ field, order }] },
          ]);
      }
      for (const groupBy of ['TYPE', 'SUBTYPE', 'STATUS', 'CITY'] as const)
        samples.push([`grouped by ${groupBy}, newest first`, { query: visible, groupBy }]);
      for (const [label, request] of samples) {
        const sql = buildSearchSql(1, request, 'nl');
        // The page alone, then for a grouped search the group sizes (the API runs both in one
        // statement with the count; see search.ts).
        const statements: [string, string, unknown[]][] = [['page', sql.pageSql, sql.pageParams]];
        if (sql.groupsSql) statements.push(['groups', sql.groupsSql, sql.params]);
        for (const [part, text, params] of statements) {
          const { rows } = await db.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN ANALYZE ${text}`,
            params,
          );
          process.stdout.write(
            `\n-- ${label} (${part})\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`,
          );
        }
      }
    }
  } finally {
    await stop();
  }
}

/**
 * Prints the plans (EXPLAIN ANALYZE, BUFFERS) of the statement a search runs when nothing of it
 * is cached: the count and the page in one, as the API runs it.
 */
async function explainSearch(db: Database, request: EstateSearchRequest): Promise<void> {
  const sql = buildSearchSql(1, request, 'nl');
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${sql.searchSql}`,
    sql.pageParams,
  );
  process.stdout.write(`${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
