/**
 * The agency's feed (SPEC §1): each kind of bad record is reported with its
 * record, field and reason and nothing else is lost; valid records are upserted; a full feed
 * withdraws (never deletes) what it no longer lists; running it twice changes nothing; a truncated
 * file keeps the records before the cut and withdraws nothing; the demo seed went through it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Estate } from '../contract/domain';
import { generateDemoData } from '../demo/generate';
import { startTestApp, type TestApp } from '../testing/test-app';
import { importFeed, type FeedReport } from './import';
import { parseFeed, readFeed } from './read';
import { parseImportArgs, reportText } from '../import';

let t: TestApp;
/** A site of its own for these tests, so the demo sites stay as they are. */
const SITE = 7;
const demo = generateDemoData();
const top = demo.estates.filter((e) => e.general.parentId === null && !e.general.project);
const project = demo.estates.find((e) => e.general.project) as Estate;
const units = demo.estates.filter((e) => e.general.parentId === project.id);

/** A copy of a demo estate under a new id (and its units' parent). */
function copy(estate: Estate, id: string, parentId: string | null = null): Estate {
  const e = structuredClone(estate);
  e.id = id;
  e.general.id = id;
  e.general.parentId = parentId;
  return e;
}

/** Five standalone estates, a project and two of its units: ids f1..f5, fp, fu1, fu2. */
const base = (): Estate[] => [
  ...top.slice(0, 5).map((e, i) => copy(e, `f${i + 1}`)),
  copy(project, 'fp'),
  ...units.slice(0, 2).map((e, i) => copy(e, `fu${i + 1}`, 'fp')),
];

const storedIds = async () =>
  (
    await t.db.query<{ id: string }>('SELECT id FROM estates WHERE site_id = $1 ORDER BY id', [
      SITE,
    ])
  ).rows.map((row) => row.id);

beforeAll(async () => {
  t = await startTestApp();
  await t.db.query('INSERT INTO sites (id, hostname, name, data) VALUES ($1, $2, $3, $4::jsonb)', [
    SITE,
    'feed.test',
    'Feed test',
    JSON.stringify({ ...demo.site, id: SITE, hostname: 'feed.test' }),
  ]);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.db.query('DELETE FROM estates WHERE site_id = $1', [SITE]);
  await t.db.query('DELETE FROM withdrawn_estates WHERE site_id = $1', [SITE]);
});

describe('the demo seed', () => {
  it('went through the importer: the stored records are exactly the generated ones', async () => {
    const { rows } = await t.db.query<{ id: string; data: Estate }>(
      'SELECT id, data FROM estates WHERE site_id = 1 ORDER BY id',
    );
    expect(rows).toHaveLength(demo.estates.length);
    const byId = new Map(demo.estates.map((e) => [e.id, e]));
    for (const row of rows) expect(row.data).toEqual({ ...byId.get(row.id), children: [] });
  });

  it('passes the validation again with nothing to change (idempotent)', async () => {
    const report = await importFeed(t.db, {
      site: 1,
      full: true,
      estates: demo.estates,
      listings: demo.skarabeeListings,
    });
    expect(report.problems).toEqual([]);
    expect(report.estates).toEqual({
      added: 0,
      updated: 0,
      unchanged: demo.estates.length,
      withdrawn: 0,
      rejected: 0,
    });
    expect(report.listings).toMatchObject({ added: 0, updated: 0, rejected: 0 });
  });
});

describe('importing a feed', () => {
  it('adds, then changes nothing the second time, then updates what changed', async () => {
    const first = await importFeed(t.db, { site: SITE, full: true, estates: base() });
    expect(first.estates).toEqual({
      added: 8,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      rejected: 0,
    });
    const second = await importFeed(t.db, { site: SITE, full: true, estates: base() });
    expect(second.estates).toEqual({
      added: 0,
      updated: 0,
      unchanged: 8,
      withdrawn: 0,
      rejected: 0,
    });
    const changed = base();
    (changed[0] as Estate).general.price.value = 123_456;
    const third = await importFeed(t.db, { site: SITE, full: true, estates: changed });
    expect(third.estates).toMatchObject({ added: 0, updated: 1, unchanged: 7 });
    const answer = await t.request<{ results: Estate[] }>('POST', `/sites/${SITE}/estates`, {
      body: { query: { terms: { 'children.general.id': ['f1'] } } },
    });
    expect(answer.body.results[0]?.general.price.value).toBe(123_456);
  });

  it('withdraws (not deletes) what a full feed no longer lists, with the units of a project, and brings it back', async () => {
    await importFeed(t.db, { site: SITE, full: true, estates: base() });
    const without = base().filter((e) => !['f2', 'fp', 'fu1', 'fu2'].includes(e.id));
    const report = await importFeed(t.db, { site: SITE, full: true, estates: without });
    expect(report.estates.withdrawn).toBe(4);
    expect(await storedIds()).toEqual(['f1', 'f3', 'f4', 'f5']);
    const { rows } = await t.db.query<{ id: string; data: Estate }>(
      'SELECT id, data FROM withdrawn_estates WHERE site_id = $1 ORDER BY id',
      [SITE],
    );
    expect(rows.map((row) => row.id)).toEqual(['f2', 'fp', 'fu1', 'fu2']);
    expect(rows[0]?.data.general.title).toEqual(top[1]?.general.title);
    expect((await t.request('GET', `/sites/${SITE}/estates/v2/f2`)).status).toBe(404);
    // A partial feed withdraws nothing; listing one again brings it back.
    const back = await importFeed(t.db, { site: SITE, full: false, estates: [base()[1]] });
    expect(back.estates).toMatchObject({ added: 1, withdrawn: 0 });
    expect(await storedIds()).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
    const { rows: still } = await t.db.query('SELECT id FROM withdrawn_estates WHERE id = $1', [
      'f2',
    ]);
    expect(still).toEqual([]);
  });

  it('imports in batches, one transaction each, units after their project', async () => {
    const report = await importFeed(t.db, { site: SITE, full: true, estates: base().reverse() }, 3);
    expect(report.estates.added).toBe(8);
    expect(await storedIds()).toHaveLength(8);
  });
});

/** Imports base() with one bad record added and expects it alone refused, the rest stored. */
async function expectRefused(
  bad: unknown,
  expected: { field: string; reason: RegExp; id?: string | null; at?: number },
): Promise<FeedReport> {
  await t.db.query('DELETE FROM estates WHERE site_id = $1', [SITE]);
  const estates = [...base()];
  const at = expected.at ?? 2;
  estates.splice(at, 0, bad as Estate);
  const report = await importFeed(t.db, { site: SITE, full: true, estates });
  expect(report.problems).toEqual([
    {
      kind: 'estate',
      record: at + 1,
      id: expected.id === undefined ? expect.anything() : expected.id,
      field: expected.field,
      reason: expect.stringMatching(expected.reason),
    },
  ]);
  expect(report.estates).toMatchObject({ added: 8, rejected: 1 });
  expect(await storedIds()).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'fp', 'fu1', 'fu2']);
  return report;
}

describe('each kind of bad record is reported, and nothing else is lost', () => {
  it('a missing id', async () => {
    const bad = copy(top[9] as Estate, 'x') as Partial<Estate>;
    delete bad.id;
    const estates = [...base()];
    estates.splice(2, 0, bad as Estate);
    const report = await importFeed(t.db, { site: SITE, full: true, estates });
    expect(report.problems).toContainEqual({
      kind: 'estate',
      record: 3,
      id: null,
      field: 'id',
      reason: 'is required',
    });
    expect(report.estates).toMatchObject({ added: 8, rejected: 1 });
    expect(reportText(report)).toContain('rejected: estate record 3, id: is required');
  });

  it('wrong types', async () => {
    const bad = copy(top[9] as Estate, 'bad1') as unknown as { general: Record<string, unknown> };
    bad.general.bedroomCount = 'three';
    await expectRefused(bad, { field: 'general.bedroomCount', reason: /must be integer/ });
  });

  it('an id of another type or form', async () => {
    const bad = copy(top[9] as Estate, 'bad 1');
    await expectRefused(bad, { field: 'id', reason: /letters, digits/, id: null });
  });

  it('-1 in an amount is read as no value, with a warning; below -1 is refused', async () => {
    const minusOne = copy(top[9] as Estate, 'm1');
    minusOne.general.bathroomCount = -1;
    const report = await importFeed(t.db, { site: SITE, full: false, estates: [minusOne] });
    expect(report.estates.added).toBe(1);
    expect(report.warnings).toEqual([
      expect.objectContaining({ record: 1, id: 'm1', field: 'general.bathroomCount' }),
    ]);
    const { rows } = await t.db.query<{ bathrooms: number | null }>(
      'SELECT bathrooms FROM estates WHERE id = $1',
      ['m1'],
    );
    expect(rows[0]?.bathrooms).toBeNull();
    await t.db.query('DELETE FROM estates WHERE id = $1', ['m1']);
    const bad = copy(top[9] as Estate, 'bad2');
    bad.general.price.value = -5;
    await expectRefused(bad, { field: 'general.price.value', reason: /0 or more/ });
  });

  it('unknown enumeration codes', async () => {
    const transaction = copy(top[9] as Estate, 'bad3');
    transaction.general.transaction.id = 99;
    await expectRefused(transaction, {
      field: 'general.transaction.id',
      reason: /unknown transaction id 99/,
    });
    const label = copy(top[9] as Estate, 'bad4');
    label.energy.energyLabel = 'Z';
    await expectRefused(label, { field: 'energy.energyLabel', reason: /unknown energy label/ });
  });

  it('a picture that is not an http(s) URL', async () => {
    const bad = copy(top[9] as Estate, 'bad5');
    (bad.pictures[0] as { file: string }).file = 'javascript:alert(1)';
    await expectRefused(bad, { field: 'pictures.0.file', reason: /http\(s\) URL/ });
  });

  it('a duplicate id: the first record wins', async () => {
    const twin = copy(top[9] as Estate, 'f4');
    await expectRefused(twin, {
      field: 'id',
      reason: /duplicate: id f4 is already record 4/,
      at: 8,
    });
  });

  it('a unit whose project is not in the full feed', async () => {
    const orphan = copy(units[2] as Estate, 'fu9', 'nope');
    await expectRefused(orphan, { field: 'general.parentId', reason: /project nope is not/ });
  });

  it('an id of another site', async () => {
    const foreign = copy(top[9] as Estate, top[9]?.id as string);
    await expectRefused(foreign, { field: 'id', reason: /belongs to site 1/ });
  });

  it('a record that is not an object', async () => {
    await expectRefused('oops', { field: '', reason: /is not an object/, id: null });
  });

  it('a truncated file: the records before the cut are imported, nothing is withdrawn', async () => {
    await importFeed(t.db, { site: SITE, full: true, estates: base() });
    const whole = JSON.stringify({ site: SITE, full: true, estates: base().slice(0, 6) });
    const cut = whole.slice(0, whole.lastIndexOf('"general"') - 10);
    const feed = await parseFeed([cut.slice(0, 1000), cut.slice(1000)]);
    expect(feed.broken).not.toBeNull();
    expect(feed.estates.length).toBe(5);
    const report = await importFeed(t.db, {
      site: SITE,
      full: feed.full === true,
      estates: feed.estates,
      broken: feed.broken,
    });
    expect(report.estates).toMatchObject({ unchanged: 5, withdrawn: 0, rejected: 0 });
    expect(await storedIds()).toHaveLength(8);
    expect(reportText(report)).toContain('the feed stopped early');
  });
});

describe('reading a feed', () => {
  it('reads a bare array, or an object with site, full, estates and listings, from a file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'feed-'));
    const file = path.join(dir, 'feed.json');
    writeFileSync(
      file,
      JSON.stringify({ site: 2, full: true, estates: [{ id: 'a' }], listings: [1] }),
    );
    expect(await readFeed(file)).toEqual({
      site: 2,
      full: true,
      estates: [{ id: 'a' }],
      listings: [1],
      broken: null,
    });
    writeFileSync(file, '[{"id":"a"},{"id":"b"}]');
    expect((await readFeed(file)).estates).toEqual([{ id: 'a' }, { id: 'b' }]);
    writeFileSync(file, '');
    expect((await readFeed(file)).broken).toBe('the feed is empty');
  });

  it('reads a feed from a URL', async () => {
    const server: Server = createServer((_, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ estates: [{ id: 'u' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect((await readFeed(`http://127.0.0.1:${port}/feed.json`)).estates).toEqual([{ id: 'u' }]);
    } finally {
      server.close();
    }
  });

  it('reads the command line', () => {
    expect(parseImportArgs(['feed.json', '--site', '2', '--full'])).toEqual({
      source: 'feed.json',
      site: 2,
      full: true,
      json: false,
    });
    expect(() => parseImportArgs([])).toThrow(/usage/);
    expect(() => parseImportArgs(['a', 'b'])).toThrow(/unexpected b/);
  });
});
