/**
 * The consent texts are seed data, not schema: a site gets them when it is seeded, and a site
 * made before a form asked for consent gets that form's text after the migrations.
 */
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { MEMORY_DATA_DIR, openPglite } from '../db/pglite';
import { currentAgreements, insertDefaultAgreements, seedConsentTexts } from './agreements';

let db: Database;

beforeAll(async () => {
  db = await openPglite(MEMORY_DATA_DIR);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const rows = async (siteId: number) =>
  (
    await db.query<Record<string, unknown>>(
      'SELECT id, key, version, required, title, body FROM agreements WHERE site_id = $1 ORDER BY id',
      [siteId],
    )
  ).rows;

const dataVersion = async () =>
  (await db.query<{ v: string }>('SELECT version::text AS v FROM data_version')).rows[0]?.v;

describe('seedConsentTexts', () => {
  it('gives a site made before the engagement migration the texts a new site gets', async () => {
    // A site of a database that ran the migrations up to 005, then every later one.
    await migrate(
      db,
      MIGRATIONS.filter((m) => m.id < '006'),
    );
    await db.exec(`INSERT INTO sites (id, hostname, name, data) VALUES (1, 'a', 'Immo "A"', '{}')`);
    await migrate(db);
    expect(await rows(1)).toEqual([]);

    expect(await seedConsentTexts(db)).toBe(4);

    await db.exec(`INSERT INTO sites (id, hostname, name, data) VALUES (2, 'b', 'Immo "A"', '{}')`);
    await insertDefaultAgreements(db, 2);
    expect((await rows(1)).map((row) => row.key)).toEqual([
      'contact',
      'keep-me-informed',
      'appointment',
      'valuation',
    ]);
    expect(await rows(1)).toEqual(await rows(2));
    const [contact] = (await currentAgreements(db, 1, 'en')).texts;
    expect(contact?.body).toContain('Immo "A" uses my details');
  });

  it('writes nothing, and leaves the data version alone, when every site has its texts', async () => {
    const before = await dataVersion();
    expect(await seedConsentTexts(db)).toBe(0);
    expect(await dataVersion()).toBe(before);
  });

  it('adds only the text a site lacks and keeps a text the agency changed', async () => {
    await db.query('DELETE FROM agreements WHERE site_id = 1 AND key = $1', ['valuation']);
    await db.query(
      `UPDATE agreements SET body = '{"en": "Our own words."}'::jsonb WHERE site_id = 1 AND key = 'contact'`,
    );
    expect(await seedConsentTexts(db)).toBe(1);
    const { texts } = await currentAgreements(db, 1, 'en');
    expect(texts.map((text) => text.key)).toEqual([
      'contact',
      'keep-me-informed',
      'appointment',
      'valuation',
    ]);
    expect(texts[0]?.body).toBe('Our own words.');
  });
});
