/** The second market's agency: seeded beside the first, with its own site, phrases and estates. */
import type { FastifyInstance } from 'fastify';
import type { Estate, SearchResult, Site, Translations } from 'shared/domain';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { MEMORY_DATA_DIR, openPglite } from '../db/pglite';
import { seedDemoData, seedIfEmpty } from '../db/seed';
import { generateDemoData } from './generate';
import { TEST_SETTINGS } from '../testing/test-app';
import {
  generateSecondSiteData,
  SECOND_SITE_ESTATES,
  SECOND_SITE_HOSTNAME,
  SECOND_SITE_ID,
} from './second-site';

let db: Database;
let app: FastifyInstance;
let seededLater = false;

beforeAll(async () => {
  db = await openPglite(MEMORY_DATA_DIR);
  await migrate(db);
  // A database made before the second market existed: only the first agency.
  await seedDemoData(db, generateDemoData());
  seededLater = await seedIfEmpty(db);
  app = await buildApp({ db, logger: false, settings: TEST_SETTINGS });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
};

describe('the second demo site', () => {
  it('is added to a database that had only the first, and only once', async () => {
    expect(seededLater).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
  });

  it('is the site of its hostname, with its own name', async () => {
    const { status, body } = await get<Site>(`/sites/by-hostname/${SECOND_SITE_HOSTNAME}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: SECOND_SITE_ID, name: 'Immo Ardennes' });
    expect((await get<Site>('/sites/by-hostname/localhost')).body.name).toBe('Immo Zonneveld');
  });

  it('has its own phrases, chosen by the site header', async () => {
    const second = await get<Translations>('/translations/fr', { 'x-site-id': '2' });
    expect(second.body['site.name']).toBe('Immo Ardennes');
    expect(second.body['site.hero.title']).toBe('Vivre entre forêts et rivières');
    const first = await get<Translations>('/translations/fr', { 'x-site-id': '1' });
    expect(first.body['site.name']).toBe('Immo Zonneveld');
    // No header, or a site that does not exist: the default site's phrases.
    expect((await get<Translations>('/translations/fr')).body['site.name']).toBe('Immo Zonneveld');
    expect(
      (await get<Translations>('/translations/fr', { 'x-site-id': '99' })).body['site.name'],
    ).toBe('Immo Zonneveld');
  });

  it('searches only its own estates, all in Wallonia', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/sites/${SECOND_SITE_ID}/estates`,
      payload: { query: {}, size: 100 },
    });
    const body = response.json<SearchResult<Estate>>();
    expect(body.total.value).toBe(generateSecondSiteData().estates.length);
    expect(body.total.value).toBe(SECOND_SITE_ESTATES);
    for (const estate of body.results) {
      expect(Number(estate.id)).toBeGreaterThanOrEqual(7001);
      expect(estate.general.address.region).toBe('WALLONIA');
    }
  });

  it("does not answer the first site's estates", async () => {
    const first = generateDemoData().estates[0]!;
    expect((await get(`/sites/${SECOND_SITE_ID}/estates/v2/${first.id}`)).status).toBe(404);
    expect((await get(`/sites/1/estates/v2/${first.id}`)).status).toBe(200);
  });
});
