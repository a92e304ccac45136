/** The second market's agency: seeded beside the first, with its own site, phrases and estates. */
import type { FastifyInstance } from 'fastify';
import type {
  Estate,
  EstatePage,
  NavigationMenu,
  SalesRep,
  SearchResult,
  Site,
  Translations,
} from '../contract/domain';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { MEMORY_DATA_DIR, openPglite } from '../db/pglite';
import { refreshDemoContent, seedDemoData, seedIfEmpty } from '../db/seed';
import { LANGS } from '../reference/locales';
import { generateDemoData } from './generate';
import { TEST_SETTINGS } from '../testing/test-app';
import { SALES_REPS } from './catalog';
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

  it('has French for its default language', async () => {
    const { body } = await get<Site>(`/sites/by-hostname/${SECOND_SITE_HOSTNAME}`);
    expect(body.settings.defaultLocale).toBe('fr');
  });

  it("shows each of its estates with its own agency's staff, never the other agency's", async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/sites/${SECOND_SITE_ID}/estates`,
      payload: { query: {}, size: 100 },
    });
    const estates = response.json<SearchResult<Estate>>().results;
    expect(estates).toHaveLength(SECOND_SITE_ESTATES);
    const reps = estates.map((estate) => estate.salesRep).filter((rep) => rep !== null);
    expect(reps.length).toBeGreaterThan(60);
    for (const rep of reps) {
      expect(rep.email).toMatch(/@immo-ardennes\.be$/);
      expect(rep.phone).toBe('+32 87 77 12 34');
    }
    // The estate of the report, by its contact card's endpoint.
    const contact = await get<SalesRep>(`/sites/${SECOND_SITE_ID}/estates/7075/contact-info`);
    expect(contact.status).toBe(200);
    expect(contact.body.email).toMatch(/@immo-ardennes\.be$/);
    expect(contact.body.phone).not.toMatch(/^\+32 9 /);
    // The first agency keeps its own.
    const first = generateDemoData().estates.find((estate) => estate.salesRep)!;
    expect(first.salesRep!.email).toMatch(/@immo-zonneveld\.be$/);
  });

  it('links in its footer only landing pages it has, in every language, each with estates', async () => {
    const footer = await get<NavigationMenu>(`/sites/${SECOND_SITE_ID}/navigation/footer`);
    const landing = footer.body.items.flatMap((item) =>
      'type' in item.route && item.route.type === 'estatePage' ? [item.route.params!] : [],
    );
    expect(landing).toHaveLength(3);
    for (const { a, b } of landing) {
      for (const lang of LANGS) {
        const page = await get<EstatePage>(`/sites/${SECOND_SITE_ID}/estate-pages/${a}/${b}`, {
          'x-language': lang,
        });
        expect(page.status).toBe(200);
        // The page's own segments in that language lead to it too.
        const own = page.body.slugs[lang];
        expect((await get(`/sites/${SECOND_SITE_ID}/estate-pages/${own.a}/${own.b}`)).status).toBe(
          200,
        );
        const search = await app.inject({
          method: 'POST',
          url: `/sites/${SECOND_SITE_ID}/estates`,
          payload: { query: page.body.query, size: 1 },
        });
        expect(search.json<SearchResult<Estate>>().total.value).toBeGreaterThan(0);
      }
    }
    // The first agency's landing pages are not this site's.
    expect((await get(`/sites/${SECOND_SITE_ID}/estate-pages/nieuwbouw/gent`)).status).toBe(404);
    expect((await get('/sites/1/estate-pages/nieuwbouw/gent')).status).toBe(200);
  });

  it('says where its holiday homes are: in the Ardennes only', async () => {
    for (const lang of LANGS) {
      const second = await get<Translations>(`/translations/${lang}`, { 'x-site-id': '2' });
      expect(second.body['site.holiday.title']).toMatch(/Ardenne/);
      expect(second.body['site.holiday.title']).not.toMatch(/kust|côte|coast|Küste/i);
      const first = await get<Translations>(`/translations/${lang}`, { 'x-site-id': '1' });
      expect(first.body['site.holiday.title']).toMatch(/kust|côte|coast|Küste/i);
    }
  });
});

describe('a second demo site seeded by an older demo', () => {
  let old: Database;

  beforeAll(async () => {
    old = await openPglite(MEMORY_DATA_DIR);
    await migrate(old);
    await seedDemoData(old, generateDemoData());
    await seedDemoData(old, generateSecondSiteData());
    // As the older demo seeded it: the first agency's staff on its estates, no landing pages of
    // its own but the first agency's in its footer, no holiday phrases.
    const [staff] = SALES_REPS;
    await old.query(
      `UPDATE estates SET data = jsonb_set(data, '{salesRep}', $2::jsonb)
        WHERE site_id = $1 AND data->'salesRep' <> 'null'::jsonb`,
      [SECOND_SITE_ID, JSON.stringify(staff)],
    );
    await old.query('DELETE FROM estate_pages WHERE site_id = $1', [SECOND_SITE_ID]);
    await old.query(
      `UPDATE navigation SET data = (SELECT data FROM navigation WHERE site_id = 1 AND name = 'footer')
        WHERE site_id = $1 AND name = 'footer'`,
      [SECOND_SITE_ID],
    );
    await old.query("DELETE FROM translations WHERE key LIKE 'site.holiday.%'");
    // Nor legal mentions, a one-paragraph privacy statement and no rental conditions.
    await old.query(`UPDATE sites SET data = data #- '{settings,legal}'`);
    // Nor the office's opening hours.
    await old.query(`UPDATE sites SET data = data #- '{settings,office}'`);
    await old.query(
      `UPDATE pages SET data = jsonb_set(data, '{body}', '{"nl": "<p>Kort.</p>"}'::jsonb) WHERE id = 1`,
    );
    await old.query('DELETE FROM pages WHERE id = 4');
  }, 60_000);

  afterAll(async () => {
    await old?.close();
  });

  it('gets its own staff, landing pages, footer and phrases on the next start, once', async () => {
    expect(await seedIfEmpty(old)).toBe(true);
    const { rows: strangers } = await old.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM estates
        WHERE site_id = $1 AND data->'salesRep'->>'email' NOT LIKE '%@immo-ardennes.be'`,
      [SECOND_SITE_ID],
    );
    expect(strangers[0]!.n).toBe(0);
    const { rows: firstStaff } = await old.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM estates
        WHERE site_id = 1 AND data->'salesRep'->>'email' LIKE '%@immo-zonneveld.be'`,
    );
    expect(firstStaff[0]!.n).toBeGreaterThan(0);
    const { rows: footer } = await old.query<{ data: NavigationMenu }>(
      "SELECT data FROM navigation WHERE site_id = $1 AND name = 'footer'",
      [SECOND_SITE_ID],
    );
    const expected = generateSecondSiteData().navigation.find((menu) => menu.name === 'footer');
    expect(footer[0]!.data).toEqual(expected);
    const { rows: pages } = await old.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM estate_pages WHERE site_id = $1',
      [SECOND_SITE_ID],
    );
    expect(pages[0]!.n).toBe(3);
    const { rows: phrases } = await old.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM translations WHERE key LIKE 'site.holiday.%'",
    );
    expect(phrases[0]!.n).toBe(2 * 2 * LANGS.length);
    const { rows: legal } = await old.query<{ id: number; company: string | null }>(
      "SELECT id, data->'settings'->'legal'->>'companyNumber' AS company FROM sites ORDER BY id",
    );
    expect(legal.map((row) => row.company)).toEqual(['0712.345.678', '0823.456.789']);
    const { rows: offices } = await old.query<{ saturday: string | null }>(
      `SELECT (SELECT h->>'closes' FROM jsonb_array_elements(data->'settings'->'office'->'hours') h
                WHERE (h->>'day')::int = 6) AS saturday
         FROM sites ORDER BY id`,
    );
    expect(offices.map((row) => row.saturday)).toEqual(['16:00', '13:00']);
    const { rows: privacy } = await old.query<{ site_id: number; body: string }>(
      "SELECT site_id, data->'body'->>'en' AS body FROM pages WHERE id = 1 ORDER BY site_id",
    );
    expect(privacy.map((row) => row.body.includes('Data Protection Authority'))).toEqual([
      true,
      true,
    ]);
    expect(privacy[1]!.body).toContain('Immo Ardennes');
    const { rows: rental } = await old.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pages WHERE id = 4 AND url_en = 'rental-conditions'",
    );
    expect(rental[0]!.n).toBe(2);
    // Nothing left to do on the start after.
    expect(await refreshDemoContent(old, generateSecondSiteData())).toBe(false);
    expect(await refreshDemoContent(old, generateDemoData())).toBe(false);
  });

  it("leaves an agency's real site alone", async () => {
    const data = generateSecondSiteData();
    await old.query("UPDATE sites SET name = 'Immo Real' WHERE id = $1", [SECOND_SITE_ID]);
    await old.query('DELETE FROM estate_pages WHERE site_id = $1', [SECOND_SITE_ID]);
    expect(await refreshDemoContent(old, data)).toBe(false);
    await old.query('UPDATE sites SET name = $2 WHERE id = $1', [SECOND_SITE_ID, data.site.name]);
  });
});
