/**
 * The search uses the indexed columns. At the demo scale (~530 rows) PostgreSQL rightly prefers
 * a sequential scan, so these plans are taken with `SET LOCAL enable_seqscan = off`: they show
 * the indexes exist and are usable for the filters and sorts. The benchmark
 * (`node dist/bench/search-bench.js --estates 20000 --explain`) prints the plans the planner
 * chooses by itself at 20,000 estates.
 */
import type { EstateSearchRequest } from 'shared/domain';
import { buildSearchSql } from '../search/search';
import type { Database } from './database';
import { migrate } from './migrate';
import { MEMORY_DATA_DIR, openPglite } from './pglite';
import { insertEstates, seedDemoData } from './seed';
import { generateDemoData } from '../demo/generate';

let db: Database;

beforeAll(async () => {
  db = await openPglite(MEMORY_DATA_DIR);
  await migrate(db);
  await seedDemoData(db, generateDemoData());
  await db.exec('ANALYZE estates');
}, 60_000);

afterAll(async () => {
  await db?.close();
});

async function plan(request: EstateSearchRequest): Promise<string> {
  const sql = buildSearchSql(1, request, 'nl');
  return db.transaction(async (tx) => {
    await tx.exec('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${sql.pageSql}`,
      sql.pageParams,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('schema', () => {
  it('records migrations and applies each once', async () => {
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
    expect(rows.map((r) => r.id).sort()).toEqual([
      '001_initial',
      '002_search_indexes',
      '003_skarabee_listings',
    ]);
  });

  it('has btree indexes on the filter and sort columns', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'estates'",
    );
    const defs = rows.map((r) => r.indexdef).join('\n');
    for (const column of [
      'parent_id',
      'head_type_id',
      'sub_type_id',
      'transaction_id',
      'status',
      'city_id',
      'city_name_nl',
      'zip',
      'country',
      'region',
      'price',
      'bedrooms',
      'publication_date',
      'lat, lon',
    ]) {
      expect(defs).toContain(column);
    }
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE sites SET name = 'changed' WHERE id = 1");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const { rows } = await db.query<{ name: string }>('SELECT name FROM sites WHERE id = 1');
    expect(rows[0]?.name).toBe('Immo Zonneveld');
  });

  it('refuses a unit whose project is missing', async () => {
    const [unit] = generateDemoData().estates.filter((e) => e.general.parentId !== null);
    const orphan = {
      ...unit,
      id: 'orphan',
      general: { ...unit!.general, id: 'orphan', parentId: 'missing' },
    };
    await expect(insertEstates(db, 1, [orphan as typeof unit & object])).rejects.toThrow(
      /foreign key/,
    );
  });
});

describe('EXPLAIN of searches (seq scans disabled, see the file comment)', () => {
  it('uses indexes for a filtered and price-sorted search', async () => {
    const text = await plan({
      query: { status: ['FOR_SALE'], city: [2, 28], 'price-min': 100_000 },
      sort: [{ field: 'children.general.price.value', order: 'ASC' }],
    });
    expect(text).toMatch(/Index Scan|Bitmap Index Scan|Index Only Scan/);
    expect(text).toMatch(/estates_(city|transaction|price|site_publication)_idx/);
  });

  it('uses the (lat, lon) index for a geo range', async () => {
    const text = await plan({ query: { geo_range: '10km;51.0543;3.7174' } });
    expect(text).toContain('estates_geo_idx');
  });

  it('walks the publication-date index for the default sort', async () => {
    const text = await plan({ query: {} });
    expect(text).toContain('estates_site_publication_idx');
  });
});
