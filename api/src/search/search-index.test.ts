/**
 * The search index answers every search as the SQL of search.ts does (parity over every filter
 * key, sort, grouping, page and language, with NULLs, ties and names beyond the Basic
 * Multilingual Plane in the data), never answers from a snapshot older than the data, and a
 * failed load leaves the searches to the SQL.
 */
import type { EstateSearchRequest, GroupingKind, Locale, SortClause } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import type { Database, Queryable } from '../db/database';
import { migrate } from '../db/migrate';
import { MEMORY_DATA_DIR, openPglite } from '../db/pglite';
import { seedDemoData } from '../db/seed';
import { generateDemoData } from '../demo/generate';
import { createRandom, type Random } from '../demo/prng';
import { createSearchCounts, searchEstatesJson } from './search';
import { compareCodePoints, IndexSnapshot, SearchIndex } from './search-index';

let db: Database;
let ids: string[];
let siteIds: number[];

beforeAll(async () => {
  db = await openPglite(MEMORY_DATA_DIR);
  await migrate(db);
  await seedDemoData(db, generateDemoData());
  // Values the demo data lacks: NULLs, ties, a missing key, names beyond the BMP.
  const some = async (n: number, offset: number) =>
    (
      await db.query<{ id: string }>(
        'SELECT id FROM estates WHERE parent_id IS NULL ORDER BY id LIMIT $1 OFFSET $2',
        [n, offset],
      )
    ).rows.map((r) => r.id);
  await db.query('UPDATE estates SET price = NULL, bedrooms = NULL WHERE id = ANY($1)', [
    await some(6, 0),
  ]);
  await db.query('UPDATE estates SET lat = NULL, lon = NULL, country = NULL WHERE id = ANY($1)', [
    await some(5, 10),
  ]);
  await db.query(
    `UPDATE estates SET city_id = NULL, ${LOCALES.map((l) => `city_name_${l} = NULL`).join(', ')} WHERE id = ANY($1)`,
    [await some(4, 20)],
  );
  await db.query(
    `UPDATE estates SET sub_type_id = 0, ${LOCALES.map((l) => `sub_type_name_${l} = NULL`).join(', ')} WHERE id = ANY($1)`,
    [await some(4, 30)],
  );
  await db.query(
    "UPDATE estates SET price = 250000, publication_date = '2026-01-01T00:00:00Z' WHERE id = ANY($1)",
    [await some(8, 40)],
  );
  // Two cities of one name (groups then tie on the name and are ordered by their key).
  await db.query(
    `UPDATE estates e SET ${LOCALES.map((l) => `city_name_${l} = o.city_name_${l}`).join(', ')}
     FROM (SELECT * FROM estates WHERE city_id IS NOT NULL ORDER BY city_id LIMIT 1) o
     WHERE e.city_id = (SELECT min(city_id) FROM estates WHERE city_id > o.city_id)`,
  );
  const [astral, privateUse] = await some(2, 60);
  await db.query("UPDATE estates SET city_name_nl = '\u{1D538}nderlecht' WHERE id = $1", [astral]);
  await db.query("UPDATE estates SET city_name_nl = '\uFB00lst' WHERE id = $1", [privateUse]);
  await db.exec('VACUUM ANALYZE estates');
  ids = (await db.query<{ id: string }>('SELECT id FROM estates ORDER BY id')).rows.map(
    (r) => r.id,
  );
  siteIds = (
    await db.query<{ id: number }>('SELECT DISTINCT site_id AS id FROM estates ORDER BY 1')
  ).rows.map((r) => r.id);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const version = async (on: Queryable = db) =>
  (await on.query<{ v: string }>('SELECT version::text AS v FROM data_version')).rows[0]?.v ?? '';

/** A loaded index. */
async function loadedIndex(on: Queryable = db): Promise<SearchIndex> {
  const index = new SearchIndex(on, {
    onError: (error) => {
      throw error;
    },
    minInterval: 0,
  });
  index.refresh();
  await index.settled();
  return index;
}

/** Searches site 1 through an index and checks that the answer is the SQL's own. */
async function expectSqlAnswer(
  index: SearchIndex,
  request: EstateSearchRequest,
  lang: Locale,
  at: string,
  on: Queryable = db,
): Promise<void> {
  const answer = await searchEstatesJson(on, 1, request as never, lang, {
    cache: createSearchCounts(),
    version: at,
    index,
  });
  expect(answer.json).toBe((await searchEstatesJson(db, 1, request as never, lang)).json);
}

const SORT_FIELDS: SortClause['field'][] = [
  'children.general.publicationDate',
  'children.general.price.value',
  'children.general.address.city.name',
  'children.general.headType.id',
  'children.general.subType.id',
  'children.general.transaction.id',
];
const GROUPINGS: GroupingKind[] = ['TYPE', 'SUBTYPE', 'STATUS', 'CITY'];

/** A search using any filter key, sort, grouping and page, as visitors and callers combine them. */
function randomRequest(random: Random): EstateSearchRequest & { query: Record<string, unknown> } {
  const query: Record<string, unknown> = {};
  if (random.chance(0.7)) query.hiddenStatus = random.pick([[4, 12], [12], [2, 4, 12]]);
  if (random.chance(0.4))
    query.status = random.pick([['FOR_SALE'], ['TO_RENT'], ['FOR_SALE', 'TAKE_OVER'], ['SOLD']]);
  if (random.chance(0.15)) query.transaction = [random.int(1, 12)];
  if (random.chance(0.3)) query.type = random.pick([[1], [2], [1, 2], [3, 7]]);
  if (random.chance(0.15)) query.subType = [random.int(1, 30), random.int(1, 30)];
  if (random.chance(0.25))
    query.city = Array.from({ length: random.int(1, 3) }, () => random.int(1, 45));
  if (random.chance(0.1)) query.country = random.pick([['BE'], ['FR', 'BE'], ['NL']]);
  if (random.chance(0.3)) query['price-min'] = random.pick([0, 500, 100_000, 250_000]);
  if (random.chance(0.3)) query['price-max'] = random.pick([0, 1500, 250_000, 600_000]);
  if (random.chance(0.2)) query.bedrooms = random.pick([[1], [2, 3], [6], [2, 6]]);
  if (random.chance(0.1)) query['bed-min'] = random.int(0, 4);
  if (random.chance(0.2))
    query.geo_range = `${random.int(1, 60)}km;${random.float(50.4, 51.3).toFixed(4)};${random.float(3, 5.8).toFixed(4)}`;
  if (random.chance(0.1)) query.includeUnits = true;
  if (random.chance(0.08))
    query.terms = {
      'children.general.id': [...Array.from({ length: 6 }, () => random.pick(ids)), 'nope', ''],
    };
  if (random.chance(0.1)) {
    query.sortType = random.pick(['date', 'price', 'city', 'type']);
    query.sortOrder = random.pick(['ASC', 'DESC']);
  }
  const request: EstateSearchRequest & { query: Record<string, unknown> } = { query };
  if (random.chance(0.8))
    request.sort = Array.from({ length: random.int(1, 2) }, () => ({
      field: random.pick(SORT_FIELDS),
      order: random.chance(0.5) ? ('ASC' as const) : ('DESC' as const),
    }));
  if (random.chance(0.3)) request.groupBy = random.pick(GROUPINGS);
  if (random.chance(0.7)) request.from = random.pick([0, 0, 15, 30, 250, 2_000]);
  if (random.chance(0.7)) request.size = random.pick([0, 1, 15, 100]);
  if (random.chance(0.5)) request.view = 'card';
  return request;
}

describe('the search index', () => {
  it('answers as the SQL does: every filter, sort, grouping, page and language', async () => {
    const index = await loadedIndex();
    const at = await version();
    const search = jest.spyOn(IndexSnapshot.prototype, 'search');
    const random = createRandom('search-index-parity-v1');
    // Every grouping and sort field in both directions, in every language, then varied searches.
    const cases: [EstateSearchRequest, Locale, number][] = [];
    for (const lang of LOCALES)
      for (const field of SORT_FIELDS)
        for (const order of ['ASC', 'DESC'] as const) {
          cases.push([{ query: {}, sort: [{ field, order }], size: 100 }, lang, 1]);
          for (const groupBy of GROUPINGS)
            cases.push([{ query: {}, sort: [{ field, order }], groupBy, size: 100 }, lang, 1]);
        }
    for (let i = 0; i < 300; i++)
      cases.push([
        randomRequest(random),
        random.pick(LOCALES),
        random.chance(0.9) ? random.pick(siteIds) : 99,
      ]);
    try {
      for (const [request, lang, site] of cases) {
        const sql = await searchEstatesJson(db, site, request as never, lang);
        const indexed = await searchEstatesJson(db, site, request as never, lang, {
          cache: createSearchCounts(),
          version: at,
          index,
        });
        if (indexed.json !== sql.json)
          throw new Error(`differs for ${lang} site ${site}: ${JSON.stringify(request)}`);
        expect(indexed.version).toBe(at);
      }
      // Every search was answered from the index.
      expect(search).toHaveBeenCalledTimes(cases.length);
    } finally {
      search.mockRestore();
      await index.close();
    }
  }, 60_000);

  it('never answers from a snapshot older than the data: the SQL answers, the index reloads', async () => {
    const index = await loadedIndex();
    const before = await version();
    const request = { query: { hiddenStatus: [4, 12] }, view: 'card' as const };
    const first = await searchEstatesJson(db, 1, request, 'nl', {
      cache: createSearchCounts(),
      version: before,
      index,
    });
    const { rows } = await db.query<{ id: string }>(
      'DELETE FROM estates WHERE id = (SELECT id FROM estates WHERE site_id = 1 AND parent_id IS NULL AND transaction_id <> ALL($1) ORDER BY publication_date DESC, id LIMIT 1) RETURNING id',
      [[4, 12]],
    );
    const deleted = rows[0]?.id as string;
    // The caller still believes in the old version: the page's statement tells otherwise.
    const after = await searchEstatesJson(db, 1, request, 'nl', {
      cache: createSearchCounts(),
      version: before,
      index,
    });
    expect(after.total).toBe(first.total - 1);
    expect(after.json).toBe((await searchEstatesJson(db, 1, request, 'nl')).json);
    expect(after.json).not.toContain(`"id":"${deleted}"`);
    expect(Number(after.version)).toBeGreaterThan(Number(before));
    // The index reloaded in the background and answers at the new version.
    await index.settled();
    const search = jest.spyOn(IndexSnapshot.prototype, 'search');
    try {
      const again = await searchEstatesJson(db, 1, request, 'nl', {
        cache: createSearchCounts(),
        version: after.version,
        index,
      });
      expect(search).toHaveBeenCalledTimes(1);
      expect(again.json).toBe(after.json);
    } finally {
      search.mockRestore();
      await index.close();
    }
  });

  it('leaves the searches to the SQL when it cannot load, says why, and retries after a pause', async () => {
    const failures: unknown[] = [];
    let loads = 0;
    const failing: Queryable = {
      query: (sql, params) => {
        if (!sql.includes('json_build_array')) return db.query(sql, params);
        loads++;
        return Promise.reject(new Error('disk gone'));
      },
      exec: (sql) => db.exec(sql),
    };
    let clock = 0;
    const index = new SearchIndex(failing, {
      onError: (error) => failures.push(error),
      now: () => clock,
    });
    const request = { query: { status: ['FOR_SALE' as const] }, groupBy: 'CITY' as const };
    const at = await version();
    expect(index.at(at)).toBeUndefined();
    await index.settled();
    expect(failures).toEqual([new Error('disk gone')]);
    await expectSqlAnswer(index, request, 'fr', at, failing);
    // No new load for 5 s, then 10 s after the second failure: the loads started by a search at
    // each time.
    await index.settled();
    const loadsBy: [number, number][] = [];
    for (const time of [4_999, 5_000, 14_999, 15_000]) {
      clock = time;
      index.at(at);
      await index.settled();
      loadsBy.push([time, loads]);
    }
    expect(loadsBy).toEqual([
      [4_999, 1],
      [5_000, 2],
      [14_999, 2],
      [15_000, 3],
    ]);
    await index.close();
  });

  it('holds no more than its limit of estates: beyond it, the SQL answers', async () => {
    const failures: unknown[] = [];
    const index = new SearchIndex(db, { onError: (error) => failures.push(error), maxEstates: 10 });
    const at = await version();
    expect(index.at(at)).toBeUndefined();
    await index.settled();
    expect(String(failures[0])).toMatch(/search index: \d+ estates, more than the 10 it holds/);
    expect(index.at(at)).toBeUndefined();
    const request = {
      query: { hiddenStatus: [4, 12] },
      sort: [{ field: 'children.general.price.value' as const, order: 'ASC' as const }],
    };
    await expectSqlAnswer(index, request, 'nl', at);
    await index.close();
  });

  it('leaves a search with an estate at the edge of its radius to the SQL', async () => {
    const index = await loadedIndex();
    const { rows } = await db.query<{ lat: number; lon: number }>(
      'SELECT lat, lon FROM estates WHERE site_id = 1 AND parent_id IS NULL AND lat IS NOT NULL ORDER BY id LIMIT 1',
    );
    const { lat, lon } = rows[0] as { lat: number; lon: number };
    // The estate's distance from a centre, as the SQL computes it: the radius itself.
    const centre = { lat: 50.85, lon: 4.35 };
    const { rows: distance } = await db.query<{ km: number }>(
      `SELECT 2 * 6371.0088 * asin(least(1, sqrt(power(sin(radians($1::float8 - $3::float8) / 2), 2) + cos(radians($3::float8)) * cos(radians($1::float8)) * power(sin(radians($2::float8 - $4::float8) / 2), 2)))) AS km`,
      [lat, lon, centre.lat, centre.lon],
    );
    const km = (distance[0] as { km: number }).km;
    const request = { query: { geo_range: `${km.toFixed(12)}km;${centre.lat};${centre.lon}` } };
    const search = jest.spyOn(IndexSnapshot.prototype, 'search');
    try {
      await expectSqlAnswer(index, request, 'nl', await version());
      expect(search).toHaveReturnedWith(undefined);
    } finally {
      search.mockRestore();
      await index.close();
    }
  });

  it('refuses a row whose number column holds something else, naming the estate', async () => {
    const [id] = (
      await db.query<{ id: string }>('SELECT id FROM estates WHERE site_id = 1 ORDER BY id LIMIT 1')
    ).rows.map((r) => r.id);
    const { rows } = await db.query<{ price: string | null }>(
      'SELECT price::text FROM estates WHERE id = $1',
      [id],
    );
    await db.query("UPDATE estates SET price = 'NaN' WHERE id = $1", [id]);
    try {
      const failures: unknown[] = [];
      const index = new SearchIndex(db, { onError: (error) => failures.push(error) });
      index.refresh();
      await index.settled();
      expect(String(failures[0])).toContain(
        `search index: estate ${id as string} has price "NaN", not a number`,
      );
      expect(index.at(await version())).toBeUndefined();
      await index.close();
    } finally {
      await db.query('UPDATE estates SET price = $2::numeric WHERE id = $1', [
        id,
        rows[0]?.price ?? null,
      ]);
    }
  });

  it('loads nothing after it is closed', async () => {
    const index = new SearchIndex(db);
    await index.close();
    expect(index.at(await version())).toBeUndefined();
    await index.settled();
    expect(index.at(await version())).toBeUndefined();
  });
});

describe('compareCodePoints', () => {
  it('orders texts as their UTF-8 bytes ("C" collation), beyond the BMP too', () => {
    const texts = [
      'a',
      'b',
      'ab',
      '',
      'é',
      '\uFB00',
      '\u{1D538}',
      '\uFFFF',
      'z\u{1F600}',
      'z\uE000',
    ];
    const bytes = [...texts].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect([...texts].sort(compareCodePoints)).toEqual(bytes);
  });
});
