/**
 * The search uses the indexed columns. At the demo scale (~530 rows) PostgreSQL rightly prefers
 * a sequential scan, so the first plans are taken with `SET LOCAL enable_seqscan = off`: they show
 * the indexes exist and are usable for the filters and sorts. The last block grows the data set
 * to 20,000 estates (as the benchmark, `node dist/bench/search-bench.js --estates 20000
 * --explain`, does) and checks the plans the planner chooses by itself for every ORDER BY.
 */
import type { Locale } from 'shared/domain';
import type { EstateSearchRequest, SortClause } from '../contract/domain';
import { buildSearchSql, createSearchCounts, searchEstatesJson } from '../search/search';
import type { Database } from './database';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { MEMORY_DATA_DIR, openPglite } from './pglite';
import { insertEstates, seedDemoData, vacuumAnalyze } from './seed';
import { generateDemoData } from '../demo/generate';
import { replicateEstates } from '../demo/replicate';
import { upgradeFrom003 } from '../testing/fixtures';

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
    expect(rows.map((r) => r.id).sort()).toEqual(MIGRATIONS.map((m) => m.id).sort());
    expect(rows.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        '001_initial',
        '005_translations_per_site',
        '007_holiday',
        '009_card_view_and_feed',
        '010_estate_pages',
      ]),
    );
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
    // A filter's index (the listing's composite of site, transaction, parent, type and city, or
    // one column's) or the sort's: the planner picks by the table's row width and statistics.
    expect(text).toMatch(/estates_(listing|city|transaction|price|site_publication)_idx/);
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

describe('migration 004 on a database filled before it', () => {
  it('fills the sort columns of existing rows as a new row gets them', async () => {
    const old = await openPglite(MEMORY_DATA_DIR);
    const fresh = await openPglite(MEMORY_DATA_DIR);
    try {
      const upgrade = await upgradeFrom003(old, fresh, generateDemoData().estates);
      expect(upgrade.applied.after).toEqual(
        MIGRATIONS.map((m) => m.id).filter((id) => id >= '004'),
      );
      expect(upgrade.old).toHaveLength(upgrade.legacyRows.length);
      // Sanity: the fixture has rows without a key and accented subtype names.
      expect(upgrade.fresh.some((r) => r['sub_type_key'] === null)).toBe(true);
      expect(upgrade.fresh.some((r) => r['head_type_rank'] === null)).toBe(true);
      expect(upgrade.fresh.some((r) => r['city_name_nl'] === null)).toBe(true);
      expect(upgrade.legacyRows.some((r) => r.city_id === 0 && r.city_name_nl !== null)).toBe(true);
      expect(upgrade.fresh.some((r) => /chateau|maitre/.test(String(r['sub_type_name_fr'])))).toBe(
        true,
      );
      expect(upgrade.old).toEqual(upgrade.fresh);
    } finally {
      await old.close();
      await fresh.close();
    }
  }, 60_000);
});

describe('EXPLAIN of searches at 20,000 estates (the planner chooses)', () => {
  /** One node of an EXPLAIN (FORMAT JSON) plan. */
  interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    'Relation Name'?: string;
    Plans?: PlanNode[];
  }

  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  const SITE_QUERY = { hiddenStatus: [4, 12] };

  beforeAll(async () => {
    const demo = generateDemoData().estates;
    const copies = replicateEstates(demo, 20_000 - demo.length);
    for (let i = 0; i < copies.length; i += 2_000)
      await insertEstates(db, 1, copies.slice(i, i + 2_000));
    await vacuumAnalyze(db);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM estates');
    expect(rows[0]?.n).toBe(20_000);
  }, 180_000);

  async function explain(sql: string, params: unknown[]): Promise<PlanNode> {
    const { rows } = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      params,
    );
    return (rows[0]?.['QUERY PLAN'][0] as { Plan: PlanNode }).Plan;
  }

  /** The node a plan node reads from, through Result nodes (one-time filters). */
  const source = (node: PlanNode): PlanNode =>
    node['Node Type'] === 'Result' && node.Plans?.length === 1 ? source(node.Plans[0]!) : node;

  /**
   * Checks that the page of a search is read in order from `index` and cut by the LIMIT, without
   * sorting: the page statement is Limit over an Index Scan on that index with no Sort node, and
   * the statement the API runs scans that index too and sorts nothing but CTEs (the few group
   * rows, or the ids and sort values of the matches of a page of few matches, under a one-time
   * filter on the count, see sortsMatches in search.ts) and the page's rows.
   */
  async function expectIndexOrder(request: EstateSearchRequest, lang: Locale, index: string) {
    const sql = buildSearchSql(1, request, lang);
    const page = await explain(sql.pageSql, sql.pageParams);
    expect(page['Node Type']).toBe('Limit');
    expect(page.Plans?.[0]).toMatchObject({ 'Node Type': 'Index Scan', 'Index Name': index });
    expect(nodes(page).map((n) => n['Node Type'])).not.toContainEqual(
      expect.stringMatching(/Sort/),
    );
    const statement = nodes(await explain(sql.searchSql, sql.pageParams));
    expect(statement).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': index }),
    );
    // A sort reads a CTE, or the page's records joined to the page's ids (a Limit): the order of
    // the JSON array, over a page's rows only.
    const sorted = (n: PlanNode) =>
      source(n)['Node Type'] === 'Nested Loop'
        ? `join of ${source(source(n).Plans?.[0] as PlanNode)['Node Type']}`
        : source(n)['Node Type'];
    for (const sort of statement.filter((n) => /Sort/.test(n['Node Type'])))
      expect([sort.Plans?.map(sorted)]).toContainEqual(
        expect.arrayContaining([expect.stringMatching(/^(CTE Scan|join of Limit)$/)]),
      );
  }

  const sortBy = (field: SortClause['field'], order: SortClause['order']) => [{ field, order }];

  it.each([
    ['children.general.price.value', 'ASC', 'estates_price_idx'],
    ['children.general.price.value', 'DESC', 'estates_price_desc_idx'],
    ['children.general.address.city.name', 'ASC', 'estates_city_nl_idx'],
    ['children.general.address.city.name', 'DESC', 'estates_city_nl_desc_idx'],
    ['children.general.publicationDate', 'ASC', 'estates_site_publication_asc_idx'],
    ['children.general.publicationDate', 'DESC', 'estates_site_publication_idx'],
    ['children.general.headType.id', 'ASC', 'estates_type_idx'],
    ['children.general.headType.id', 'DESC', 'estates_type_desc_idx'],
  ] as const)('walks an index for the sort %s %s (%s)', async (field, order, index) => {
    await expectIndexOrder({ query: SITE_QUERY, sort: sortBy(field, order) }, 'nl', index);
  });

  it.each([
    ['TYPE', 'estates_type_group_idx'],
    ['SUBTYPE', 'estates_sub_type_nl_group_idx'],
    ['STATUS', 'estates_status_group_idx'],
    ['CITY', 'estates_city_nl_group_idx'],
  ] as const)(
    'walks an index for the %s grouping followed by the default sort (%s)',
    async (groupBy, index) => {
      await expectIndexOrder({ query: SITE_QUERY, groupBy }, 'nl', index);
    },
  );

  it.each(['fr', 'en', 'de'] as const)(
    'walks the %s name indexes for the city sort and the city and subtype groupings',
    async (lang) => {
      const city = 'children.general.address.city.name';
      await expectIndexOrder(
        { query: SITE_QUERY, sort: sortBy(city, 'ASC') },
        lang,
        `estates_city_${lang}_idx`,
      );
      await expectIndexOrder(
        { query: SITE_QUERY, sort: sortBy(city, 'DESC') },
        lang,
        `estates_city_${lang}_desc_idx`,
      );
      await expectIndexOrder(
        { query: SITE_QUERY, groupBy: 'CITY' },
        lang,
        `estates_city_${lang}_group_idx`,
      );
      await expectIndexOrder(
        { query: SITE_QUERY, groupBy: 'SUBTYPE' },
        lang,
        `estates_sub_type_${lang}_group_idx`,
      );
    },
  );

  describe('answers: each way of reading a page gives the rows of the plain ORDER BY … LIMIT', () => {
    const price = 'children.general.price.value';
    const city = 'children.general.address.city.name';
    const type = 'children.general.headType.id';

    /** The answer of the plain statements: the count, the group sizes and the page. */
    async function plainAnswer(request: EstateSearchRequest) {
      const sql = buildSearchSql(1, request, 'nl');
      const page = await db.query<{ data: unknown }>(sql.pageSql, sql.pageParams);
      const count = await db.query<{ total: number }>(sql.countSql, sql.params);
      const groups = sql.groupsSql
        ? { groups: (await db.query(sql.groupsSql, sql.params)).rows }
        : {};
      return {
        total: { value: count.rows[0]?.total },
        results: page.rows.map((row) => row.data),
        ...groups,
      };
    }

    it.each<[string, EstateSearchRequest]>([
      ['sales by price, a walk', { query: { status: ['FOR_SALE'] }, sort: sortBy(price, 'ASC') }],
      [
        'rents with 2 bedrooms by price descending, few matches sorted',
        { query: { status: ['TO_RENT'], bedrooms: [2] }, sort: sortBy(price, 'DESC'), from: 15 },
      ],
      [
        'a few cities by city descending, a far page',
        { query: { city: [2, 28, 40] }, sort: sortBy(city, 'DESC'), from: 600, size: 100 },
      ],
      [
        'grouped by status, then price',
        { query: SITE_QUERY, groupBy: 'STATUS', sort: sortBy(price, 'ASC'), size: 40 },
      ],
      [
        'grouped by type descending, a page across groups',
        { query: SITE_QUERY, groupBy: 'TYPE', sort: sortBy(type, 'DESC'), from: 1000, size: 100 },
      ],
      [
        'grouped by type, then city, a page across many groups',
        { query: { city: [5] }, groupBy: 'TYPE', sort: sortBy(city, 'ASC'), size: 100 },
      ],
      [
        'grouped by subtype, then price',
        { query: { status: ['FOR_SALE'] }, groupBy: 'SUBTYPE', sort: sortBy(price, 'DESC') },
      ],
      ['grouped by city, past the matches', { query: SITE_QUERY, groupBy: 'CITY', from: 30_000 }],
    ])('%s', async (_, request) => {
      const expected = await plainAnswer(request);
      const counts = createSearchCounts();
      const { rows } = await db.query<{ v: string }>('SELECT version::text AS v FROM data_version');
      const version = rows[0]?.v ?? '';
      // The second search reads the counts the first one kept.
      for (const pass of ['counted', 'kept']) {
        const answer = await searchEstatesJson(db, 1, request, 'nl', { cache: counts, version });
        expect([pass, JSON.parse(answer.json)]).toEqual([pass, expected]);
        expect(answer.version).toBe(version);
      }
      expect(counts.size).toBe(1);
    });
  });
});
