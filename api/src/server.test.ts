/**
 * What the API's start does to its database before it listens (prepareDatabase): migrations,
 * then the seed data that migrations do not hold, then the demo data.
 */
import type { Database } from './db/database';
import { MIGRATIONS } from './db/migrations';
import { MEMORY_DATA_DIR, openPglite } from './db/pglite';
import { prepareDatabase } from './server';

let db: Database;

beforeAll(async () => {
  db = await openPglite(MEMORY_DATA_DIR);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const texts = async () =>
  (
    await db.query<{ site_id: number; key: string }>(
      'SELECT site_id, key FROM agreements ORDER BY site_id, id',
    )
  ).rows.map((row) => `${row.site_id} ${row.key}`);

describe('prepareDatabase', () => {
  it('migrates an empty database and seeds both demo sites with their consent texts', async () => {
    const { applied, seeded } = await prepareDatabase(db);
    expect(applied).toEqual(MIGRATIONS.map((m) => m.id));
    expect(seeded).toBe(true);
    const keys = ['contact', 'keep-me-informed', 'appointment', 'valuation'];
    const sites = (await db.query<{ id: number }>('SELECT id FROM sites ORDER BY id')).rows;
    expect(sites.length).toBe(2);
    expect(await texts()).toEqual(sites.flatMap(({ id }) => keys.map((key) => `${id} ${key}`)));
  }, 120_000);

  it('gives sites made before a form asked for consent that text at the next start', async () => {
    const before = await texts();
    await db.query("DELETE FROM agreements WHERE key IN ('appointment', 'valuation')");
    const { applied } = await prepareDatabase(db);
    expect(applied).toEqual([]);
    expect(await texts()).toEqual(before);
  }, 120_000);
});
