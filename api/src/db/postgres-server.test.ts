/**
 * The DATABASE_URL path against a real PostgreSQL server. A throw-away cluster is created with the
 * installed binaries (testing/postgres-server.ts: PG_BIN, else the newest
 * /usr/lib/postgresql/{version}/bin, else PATH), stopped and removed after the suite, also when a
 * test fails. The API then opens it as the server does (openDatabase with DATABASE_URL,
 * migrate, seedIfEmpty) and its HTTP answers are compared with those of the same API on an
 * in-memory PGlite seeded with the same demo data.
 *
 * Without PostgreSQL binaries the suite is skipped, with the reason in its title and on the
 * console; with PG_TEST_REQUIRED=1 (set by .ci/run) it fails instead.
 *
 * The cluster is created like PGlite's database (UTF-8, collation C, character type C.UTF-8), but
 * with the time zone Europe/Brussels (PGlite: UTC), so that answers depending on the server's time
 * zone would show.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Estate, EstateSearchRequest } from '../contract/domain';
import { buildApp } from '../app';
import { generateDemoData } from '../demo/generate';
import { findBinaries, startPostgres, type PgServer } from '../testing/postgres-server';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../testing/test-app';
import { estatesWithoutKeys, upgradeFrom003 } from '../testing/fixtures';
import { SORT_FIELDS } from '../schemas/search';
import type { Database } from './database';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openDatabase } from './open';
import { openPostgres } from './postgres';
import { insertEstates, seedIfEmpty } from './seed';

// ---------------------------------------------------------------------------------------------
// The API on either database

interface Answer {
  status: number;
  body: unknown;
  /** The body as sent. */
  text: string;
}

/** Sends a request to the API at `base` and reads the answer (JSON parsed). */
async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = /json/.test(response.headers.get('content-type') ?? '') && text !== '';
  return { status: response.status, body: json ? JSON.parse(text) : text, text };
}

// ---------------------------------------------------------------------------------------------
// Fixtures

const demo = generateDemoData();
const top = demo.estates.filter((e) => e.general.parentId === null);
const project = demo.estates.find((e) => e.general.project) as Estate;
const unit = demo.estates.find((e) => e.general.parentId === project.id) as Estate;
const standalone = top.find((e) => !e.general.project) as Estate;

/**
 * A second site whose estates include some without a head type, subtype or city (id 0), so that
 * the groups and sorts of estates without a key are compared too (as in routes/estates.test.ts).
 */
/** A site of estates without group keys (the demo's sites are 1 and 2). */
const SITE_2 = 3;
const site2 = estatesWithoutKeys(top);

async function addSite2(db: Database): Promise<void> {
  await db.query('INSERT INTO sites (id, hostname, name, data) VALUES ($1, $2, $3, $4::jsonb)', [
    SITE_2,
    'groups.test',
    'Groups test',
    JSON.stringify({ ...demo.site, id: SITE_2, hostname: 'groups.test' }),
  ]);
  await insertEstates(db, SITE_2, site2);
}

const GROUPINGS = ['TYPE', 'SUBTYPE', 'STATUS', 'CITY'] as const;

/** Searches whose every page is compared: [title, site, body, X-Language]. */
const SEARCHES: [string, number, EstateSearchRequest, string?][] = [
  ['the default search', 1, { query: {} }],
  ['units included', 1, { query: { includeUnits: true } }],
  ['status FOR_SALE and SOLD', 1, { query: { status: ['FOR_SALE', 'SOLD'] } }],
  ['transaction 5, 6', 1, { query: { transaction: [5, 6] } }],
  ['city 2, 28', 1, { query: { city: [2, 28] } }],
  ['type 2 in cities 21, 22', 1, { query: { type: [2], city: [21, 22] } }],
  ['subType 102, 203', 1, { query: { subType: [102, 203] } }],
  ['country NL, LU', 1, { query: { country: ['NL', 'LU'] } }],
  ['price 200k-400k', 1, { query: { 'price-min': 200_000, 'price-max': 400_000 } }],
  ['bedrooms 1 and 6+', 1, { query: { bedrooms: [1, 6] } }],
  ['bed-min 4', 1, { query: { 'bed-min': 4 } }],
  ['geo_range 15km', 1, { query: { geo_range: '15km;51.0543;3.7174' } }],
  [
    'terms',
    1,
    { query: { terms: { 'children.general.id': [unit.id, project.id, standalone.id, '9'] } } },
  ],
  ['hiddenStatus 4, 12', 1, { query: { hiddenStatus: [4, 12] } }],
  ['nothing matching', 1, { query: { city: [999] } }],
  ...SORT_FIELDS.flatMap((field) =>
    (['ASC', 'DESC'] as const).map((order): [string, number, EstateSearchRequest] => [
      `sort ${field} ${order}`,
      1,
      { query: { hiddenStatus: [4, 12] }, sort: [{ field, order }] },
    ]),
  ),
  ...SORT_FIELDS.map((field): [string, number, EstateSearchRequest, string] => [
    `sort ${field} DESC on site 3 in fr`,
    SITE_2,
    { query: {}, sort: [{ field, order: 'DESC' }] },
    'fr',
  ]),
  ...(['date', 'price', 'city', 'type'] as const).map(
    (sortType): [string, number, EstateSearchRequest] => [
      `sortType ${sortType} ASC`,
      1,
      { query: { sortType, sortOrder: 'ASC' } as EstateSearchRequest['query'] },
    ],
  ),
  [
    'two sort clauses',
    1,
    {
      query: {},
      sort: [
        { field: 'children.general.headType.id', order: 'ASC' },
        { field: 'children.general.price.value', order: 'DESC' },
      ],
    },
  ],
  ...GROUPINGS.flatMap((groupBy) =>
    (['nl', 'de'] as const).flatMap((lang): [string, number, EstateSearchRequest, string][] => [
      [`groupBy ${groupBy} in ${lang}`, 1, { query: { hiddenStatus: [4, 12] }, groupBy }, lang],
      [`groupBy ${groupBy} on site 3 in ${lang}`, SITE_2, { query: {}, groupBy }, lang],
    ]),
  ),
  [
    'groupBy CITY, city DESC',
    1,
    {
      query: {},
      groupBy: 'CITY',
      sort: [{ field: 'children.general.address.city.name', order: 'DESC' }],
    },
  ],
  [
    'groupBy TYPE, then price ASC',
    1,
    { query: {}, groupBy: 'TYPE', sort: [{ field: 'children.general.price.value', order: 'ASC' }] },
  ],
  ['groupBy STATUS of rent', 1, { query: { status: ['TO_RENT', 'RENTED'] }, groupBy: 'STATUS' }],
  ['groupBy TYPE, nothing matching', 1, { query: { city: [999] }, groupBy: 'TYPE' }],
];

/** Single requests compared as they are: [method, url, body, X-Language]. */
const REQUESTS: [string, string, unknown?, string?][] = [
  // Paging edges.
  ['POST', '/sites/1/estates', { query: {}, size: 0 }],
  ['POST', '/sites/1/estates', { query: {}, groupBy: 'CITY', size: 0 }],
  ['POST', '/sites/1/estates', { query: {}, from: 10_000 }],
  ['POST', '/sites/1/estates', { query: {}, groupBy: 'SUBTYPE', from: 137, size: 7 }],
  ['POST', '/sites/1/estates', { query: {}, from: 399, size: 1 }],
  // Filter options.
  ['POST', '/sites/1/estate-filters', {}],
  ['POST', '/sites/1/estate-filters', { query: {} }],
  ['POST', '/sites/1/estate-filters', { query: { hiddenStatus: [4, 12] } }, 'fr'],
  ['POST', '/sites/1/estate-filters', { query: { status: ['TO_RENT'] } }],
  ['POST', '/sites/1/estate-filters', { query: { type: [2], country: ['BE'] } }, 'de'],
  ['POST', '/sites/3/estate-filters', { query: {} }, 'en'],
  ['POST', '/sites/2/estates', { query: {} }, 'fr'],
  // Single estates.
  ['GET', `/sites/1/estates/group/${unit.id}`],
  ['GET', `/sites/1/estates/${standalone.id}/contact-info`],
  ['GET', `/sites/1/estates/skarabee/skl-${standalone.id}`],
  // Errors.
  ['GET', '/sites/1/estates/v2/999999'],
  ['GET', '/sites/3/estates/v2/1001'],
  ['GET', '/sites/1/estates/group/999999'],
  ['GET', '/sites/1/estates/999999/contact-info'],
  ['POST', '/sites/99/estates', { query: {} }],
  ['POST', '/sites/1/estates', { query: { 'price-min': 'cheap' } }],
  // Content.
  ['GET', '/health'],
  ['GET', '/sites/1'],
  ['GET', '/sites/by-hostname/unknown.example'],
  ['GET', '/sites/by-hostname/ardennes.localhost'],
  ['GET', '/sites/2/navigation/main'],
  ['GET', '/translations/fr'],
  ['GET', '/sites/1/navigation/main'],
  ['GET', '/sites/1/pages/'],
  ['GET', '/sites/1/entities'],
  ['GET', `/sites/1/estate-collections/${demo.collections[0]?.id ?? 1}`],
];

// ---------------------------------------------------------------------------------------------
// The suite

const found = findBinaries(process.env);
const TITLE = 'the API on a real PostgreSQL server (DATABASE_URL)';

if ('reason' in found) {
  if (process.env.PG_TEST_REQUIRED === '1') {
    describe(TITLE, () => {
      it('finds the PostgreSQL binaries (PG_TEST_REQUIRED=1)', () => {
        throw new Error(`PostgreSQL is required but ${found.reason}`);
      });
    });
  } else {
    console.warn(
      `Skipping the PostgreSQL server tests (${path.basename(__filename)}): ${found.reason}`,
    );
  }
}

(('dir' in found ? describe : describe.skip) as typeof describe)(
  'dir' in found ? TITLE : `${TITLE} — SKIPPED: ${found.reason}`,
  () => {
    let server: PgServer | undefined;
    let pg: Database | undefined;
    let pgApp: FastifyInstance | undefined;
    let pgUrl = '';
    let lite: TestApp | undefined;
    let liteStarting: Promise<TestApp> | undefined;
    let firstMigration: string[] = [];
    let seeded = false;

    beforeAll(async () => {
      const started = Date.now();
      // PGlite starts meanwhile.
      liteStarting = startTestApp();
      liteStarting.catch(() => undefined);
      server = await startPostgres((found as { dir: string }).dir);
      const admin = openPostgres(server.url('postgres'), 1);
      try {
        for (const name of ['api', 'upgrade_old', 'upgrade_fresh'])
          await admin.exec(`CREATE DATABASE ${name}`);
      } finally {
        await admin.close();
      }
      const serverMs = Date.now() - started;
      // As server.ts does, with DATABASE_URL set.
      pg = await openDatabase({ DATABASE_URL: server.url('api') });
      firstMigration = await migrate(pg);
      seeded = await seedIfEmpty(pg);
      await addSite2(pg);
      pgApp = await buildApp({ db: pg, logger: false, settings: TEST_SETTINGS });
      pgUrl = await pgApp.listen({ port: 0, host: '127.0.0.1' });
      lite = await liteStarting;
      await addSite2(lite.db);
      console.info(
        `PostgreSQL test server from ${(found as { dir: string }).dir}: started in ${serverMs} ms, ` +
          `API ready on both databases after ${Date.now() - started} ms`,
      );
    }, 60_000);

    afterAll(async () => {
      try {
        await pgApp?.close();
        await pg?.close();
        // Also when the set-up failed while PGlite was starting.
        lite ??= await liteStarting?.catch(() => undefined);
        await lite?.close();
      } finally {
        server?.stop();
      }
    }, 60_000);

    /** Sends the same request to both APIs and expects the same status and body. */
    async function same(
      method: string,
      url: string,
      body?: unknown,
      lang?: string,
    ): Promise<Answer> {
      const headers: Record<string, string> = lang ? { 'x-language': lang } : {};
      const [onPg, onLite] = await Promise.all([
        call(pgUrl, method, url, body, headers),
        call(lite!.url, method, url, body, headers),
      ]);
      // The same text is the same answer; else toEqual shows the difference (or accepts another
      // key order). A deep toEqual of every answer would take most of the suite's time.
      if (onPg.status !== onLite.status || onPg.text !== onLite.text) {
        const { status, body } = onPg;
        expect({ method, url, lang, status, body }).toEqual({
          method,
          url,
          lang,
          status: onLite.status,
          body: onLite.body,
        });
      }
      return onPg;
    }

    /** Reads the columns, indexes and constraints of the public schema. */
    async function schema(db: Database) {
      const q = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
      return {
        columns: await q(
          `SELECT table_name, column_name, data_type, collation_name, is_nullable, column_default,
             is_generated FROM information_schema.columns WHERE table_schema = 'public'
           ORDER BY table_name, ordinal_position`,
        ),
        indexes: await q(
          `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
        ),
        // PostgreSQL 18 (PGlite's) lists NOT NULL constraints here too: is_nullable has them.
        constraints: await q(
          `SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def
           FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype <> 'n'
           ORDER BY 1, 2`,
        ),
      };
    }

    describe('migrations and seeding', () => {
      it('runs every migration on the empty database and seeds the demo data', async () => {
        expect(pg!.kind).toBe('postgres');
        const { rows: zone } = await pg!.query<{ TimeZone: string }>('SHOW timezone');
        expect(zone[0]?.TimeZone).toBe('Europe/Brussels');
        expect(firstMigration).toEqual(MIGRATIONS.map((m) => m.id));
        expect(seeded).toBe(true);
        const { rows } = await pg!.query<{ n: number }>(
          'SELECT count(*) AS n FROM estates WHERE site_id = 1',
        );
        expect(rows[0]?.n).toBe(demo.estates.length);
      });

      it('has the schema PGlite has', async () => {
        expect(await schema(pg!)).toEqual(await schema(lite!.db));
      });

      it('stores the same rows as PGlite (sort columns included)', async () => {
        const sql = (table: string, order: string) =>
          `SELECT to_jsonb(t) AS row FROM (SELECT * FROM ${table}) t ORDER BY ${order}`;
        // Timestamps as UTC text: the servers' time zones differ. changed_at is the moment each
        // database stored the row (the sitemaps' lastmod), different on every seeding.
        const estates = `SELECT to_jsonb(e) - 'publication_date' - 'changed_at' AS row,
             to_char(publication_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS published
           FROM estates e ORDER BY id`;
        for (const query of [
          estates,
          sql('sites', 'id'),
          sql('translations', 'lang, key'),
          sql('navigation', 'site_id, name'),
          sql('pages', 'site_id, id'),
          sql('entities', 'site_id, name'),
          sql('cities', 'id'),
          sql('skarabee_listings', 'site_id, id'),
          sql('estate_collections', 'site_id, id'),
        ]) {
          const [a, b] = [(await pg!.query(query)).rows, (await lite!.db.query(query)).rows];
          expect(a.length).toBeGreaterThan(0);
          expect(a).toEqual(b);
        }
      }, 60_000);

      it('migrating again applies nothing and changes nothing', async () => {
        const read = async () => ({
          applied: (await pg!.query('SELECT id, applied_at FROM schema_migrations ORDER BY id'))
            .rows,
          schema: await schema(pg!),
        });
        const before = await read();
        expect(await migrate(pg!)).toEqual([]);
        expect(await seedIfEmpty(pg!)).toBe(false);
        expect(await read()).toEqual(before);
      });
    });

    describe('HTTP answers equal PGlite’s', () => {
      // Rows as objects: jest passes a `done` callback to a function with more parameters than
      // the row has values.
      const searches = SEARCHES.map(([title, site, body, lang]) => ({ title, site, body, lang }));
      it.each(searches)('POST /estates, every page: $title', async ({ site, body, lang }) => {
        const size = body.groupBy ? 40 : 100;
        let pages = 0;
        for (let from = 0; ; from += size) {
          const answer = await same(
            'POST',
            `/sites/${site}/estates`,
            { ...body, from, size },
            lang,
          );
          expect(answer.status).toBe(200);
          pages++;
          const { total, results } = answer.body as { total: { value: number }; results: [] };
          if (from + size >= total.value || results.length === 0) break;
        }
        expect(pages).toBeGreaterThan(0);
      });

      const requests = REQUESTS.map(([method, url, body, lang]) => ({
        name: [method, url, body && JSON.stringify(body), lang && `(${lang})`]
          .filter(Boolean)
          .join(' '),
        method,
        url,
        body,
        lang,
      }));
      it.each(requests)('$name', async ({ method, url, body, lang }) => {
        await same(method, url, body, lang);
      });

      // 531 estates, each asked of both databases: seconds on a busy 2-core machine.
      it('GET /estates/v2/{id} of every estate', async () => {
        for (const e of demo.estates) {
          const answer = await same('GET', `/sites/1/estates/v2/${e.id}`);
          expect(answer.status).toBe(200);
        }
      }, 60_000);
    });

    it('migration 004 on a database filled at 003 gives the sort columns of fresh inserts', async () => {
      // As explain.test.ts does on PGlite, on two databases of the server.
      const old = await openDatabase({ DATABASE_URL: server!.url('upgrade_old') });
      const fresh = await openDatabase({ DATABASE_URL: server!.url('upgrade_fresh') });
      try {
        const upgrade = await upgradeFrom003(old, fresh, demo.estates);
        expect(upgrade.applied).toEqual({
          before: ['001_initial', '002_search_indexes', '003_skarabee_listings'],
          after: MIGRATIONS.map((m) => m.id).filter((id) => id >= '004'),
        });
        expect(upgrade.old).toHaveLength(upgrade.legacyRows.length);
        // Sanity: the fixture has rows without a key and accented subtype names.
        expect(upgrade.fresh.some((r) => r['sub_type_key'] === null)).toBe(true);
        expect(upgrade.fresh.some((r) => r['head_type_rank'] === null)).toBe(true);
        expect(upgrade.fresh.some((r) => r['city_name_nl'] === null)).toBe(true);
        expect(
          upgrade.fresh.some((r) => /chateau|maitre/.test(String(r['sub_type_name_fr']))),
        ).toBe(true);
        expect(upgrade.old).toEqual(upgrade.fresh);
        expect(await schema(old)).toEqual(await schema(fresh));
      } finally {
        await old.close();
        await fresh.close();
      }
    });
  },
);
