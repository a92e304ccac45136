/** Site, translations, navigation, pages, entities, assets, health, CORS and the OpenAPI documents over HTTP. */
import type {
  Entity,
  EntityItem,
  EstatePage,
  NavigationMenu,
  Page,
  Site,
  Translations,
} from '../contract/domain';
import sharp from 'sharp';
import { DATA_VERSION_HEADER } from '../contract/data-version';
import { LANGS } from '../reference/locales';
import { startTestApp, type TestApp } from '../testing/test-app';

// Jest's CommonJS sandbox cannot load the ES module behind @fastify/static; a stub serves the
// Swagger UI's files so /docs can be checked here (Node itself loads the real plugin).
jest.mock('@fastify/static', () => jest.requireActual('../testing/static-stub').staticStub);

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('sites', () => {
  it.each(['localhost', 'LOCALHOST:8080', '127.0.0.1', 'preview.example.org'])(
    'answers the demo site for hostname %p',
    async (host) => {
      const answer = await t.request<Site>('GET', `/sites/by-hostname/${encodeURIComponent(host)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(t.data.site);
    },
  );

  it('answers a site by id, 404 for an unknown one and 400 for a malformed one', async () => {
    const answer = await t.request<Site>('GET', '/sites/1', {
      headers: { 'X-Site-Id': '1', 'X-Client': 'agency-website' },
    });
    expect(answer.body.settings.hiddenStatus).toEqual([4, 12]);
    expect((await t.request('GET', '/sites/99')).status).toBe(404);
    expect((await t.request('GET', '/sites/abc')).status).toBe(400);
  });
});

describe('GET /translations/{lang}', () => {
  it('answers the same keys in all four languages', async () => {
    const all: Record<string, Translations> = {};
    for (const lang of LANGS) {
      const answer = await t.request<Translations>('GET', `/translations/${lang}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(t.data.translations[lang]);
      all[lang] = answer.body;
    }
    const keys = Object.keys(all.nl ?? {}).sort();
    expect(keys.length).toBeGreaterThanOrEqual(10);
    for (const lang of LANGS) expect(Object.keys(all[lang] ?? {}).sort()).toEqual(keys);
    expect(all.fr?.['site.hero.title']).toBe('Trouvez la maison de vos rêves');
  });

  it('answers 400 for another language', async () => {
    const answer = await t.request<{ message: string }>('GET', '/translations/es');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('params/lang');
  });
});

describe('navigation, pages and entities', () => {
  it('answers menus and sub-menus', async () => {
    const main = await t.request<NavigationMenu>('GET', '/sites/1/navigation/main', {
      headers: { 'X-Language': 'en' },
    });
    expect(main.status).toBe(200);
    expect(main.body).toEqual(t.data.navigation[0]);
    expect(main.body.items.find((i) => i.id === 3)?.route).toEqual({
      type: 'search',
      params: { trans: 'kopen' },
    });
    const sub = await t.request<NavigationMenu>('GET', '/sites/1/navigation/main/2');
    expect(sub.body.items.map((i) => i.route)).toEqual([
      { type: 'search', params: { trans: 'kopen' } },
      { type: 'search', params: { trans: 'huren' } },
    ]);
    const footer = await t.request<NavigationMenu>('GET', '/sites/1/navigation/footer');
    expect(footer.body.items.map((i) => i.route)).toEqual([
      { type: 'privacyStatement' },
      { type: 'termsOfUse' },
      { type: 'aboutUs' },
      { type: 'rentalConditions' },
      ...t.data.estatePages.map((page) => ({
        type: 'estatePage',
        params: page.slugs.nl,
        localizedParams: page.slugs,
      })),
    ]);
    // A landing page's link in each language names that language's own segments.
    expect(footer.body.items.at(-1)?.route).toMatchObject({
      params: { a: 'huizen-te-koop', b: 'brugge' },
      localizedParams: { fr: { a: 'maisons-a-vendre', b: 'bruges' } },
    });
    expect((await t.request('GET', '/sites/1/navigation/nope')).status).toBe(404);
    expect((await t.request('GET', '/sites/1/navigation/main/999')).status).toBe(404);
  });

  it('answers pages by list, url and id', async () => {
    const list = await t.request<Page[]>('GET', '/sites/1/pages/');
    expect(list.body).toEqual(t.data.pages);
    expect((await t.request<Page[]>('GET', '/sites/1/pages')).body).toHaveLength(4);
    for (const url of [
      'privacy-statement',
      'privacyverklaring',
      'declaration-de-confidentialite',
      '/datenschutzerklaerung/',
    ]) {
      const page = await t.request<Page>('GET', `/sites/1/pages/by-url/${encodeURIComponent(url)}`);
      expect(page.status).toBe(200);
      expect(page.body.id).toBe(1);
    }
    expect((await t.request<Page>('GET', '/sites/1/pages/2')).body.title.en).toBe('Terms of use');
    expect((await t.request('GET', '/sites/1/pages/by-url/nothing-here')).status).toBe(404);
    expect((await t.request('GET', '/sites/1/pages/99')).status).toBe(404);
  });

  it('answers a landing page by its path segments in any language', async () => {
    for (const [a, b] of [
      ['nieuwbouw', 'gent'],
      ['new-builds', 'ghent'],
      ['construction-neuve', 'gand'],
    ]) {
      const page = await t.request<EstatePage>('GET', `/sites/1/estate-pages/${a}/${b}`, {
        headers: { 'X-Language': 'en' },
      });
      expect(page.status).toBe(200);
      expect(page.body).toEqual(t.data.estatePages[0]);
    }
    const page = (await t.request<EstatePage>('GET', '/sites/1/estate-pages/new-builds/ghent'))
      .body;
    expect(page.title.en).toBe('New builds in Ghent');
    expect(page.slugs.de).toEqual({ a: 'neubau', b: 'gent' });
    expect(page.query).toEqual({ status: ['FOR_SALE'], type: [9], city: [2] });
    // The predefined search finds what it promises.
    const found = await t.request<{ total: { value: number } }>('POST', '/sites/1/estates', {
      body: { query: page.query },
    });
    expect(found.body.total.value).toBeGreaterThan(0);
    expect((await t.request('GET', '/sites/1/estate-pages/new-builds/paris')).status).toBe(404);
    expect((await t.request('GET', '/sites/2/estate-pages/nieuwbouw/gent')).status).toBe(404);
    expect((await t.request('GET', '/sites/1/estate-pages/Nieuw%20bouw/gent')).status).toBe(400);
  });

  it('answers entities and their items', async () => {
    const entities = await t.request<Entity[]>('GET', '/sites/1/entities');
    expect(entities.body.map((e) => e.name)).toEqual(['team', 'testimonials', 'offices']);
    const team = await t.request<EntityItem[]>('GET', '/sites/1/entities/team/items');
    expect(team.body).toHaveLength(5);
    expect(team.body[0]?.values.firstname).toBe('Sofie');
    expect((await t.request('GET', '/sites/1/entities/nope/items')).status).toBe(404);
  });
});

describe('assets', () => {
  const size = (svg: string) => {
    const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? '';
    return {
      width: /width="(\d+)"/.exec(open)?.[1],
      height: /height="(\d+)"/.exec(open)?.[1],
      viewBox: /viewBox="([^"]+)"/.exec(open)?.[1],
    };
  };

  it('draws estate pictures of exactly the requested size, cached as immutable', async () => {
    const answer = await t.request<string>('GET', '/assets/pictures/1001/3-370x250.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(size(answer.body)).toEqual({ width: '370', height: '250', viewBox: '0 0 370 250' });
    expect(answer.body).toContain('ZV-1001');
    const big = await t.request<string>(
      'GET',
      '/assets/pictures/1001/3-1200x800.svg?hash=abc&version=2',
    );
    expect(size(big.body)).toEqual({ width: '1200', height: '800', viewBox: '0 0 1200 800' });
  });

  it('is deterministic per estate and index', async () => {
    const a = await t.request<string>('GET', '/assets/pictures/1002/1-370x250.svg');
    const b = await t.request<string>(
      'GET',
      '/sites/1/assets/pictures/1002/1-370x250.svg?hash=x&version=y',
    );
    const c = await t.request<string>('GET', '/assets/pictures/1002/2-370x250.svg');
    const d = await t.request<string>('GET', '/assets/pictures/1003/1-370x250.svg');
    expect(b.status).toBe(200);
    expect(b.body).toBe(a.body);
    expect(c.body).not.toBe(a.body);
    expect(d.body).not.toBe(a.body);
  });

  it('draws portraits and a placeholder', async () => {
    const rep = t.data.salesReps[0];
    const portrait = await t.request<string>('GET', rep?.picture?.replace(/\.webp$/, '.svg') ?? '');
    expect(portrait.status).toBe(200);
    expect(size(portrait.body)).toEqual({ width: '300', height: '300', viewBox: '0 0 300 300' });
    const placeholder = await t.request<string>('GET', '/assets/placeholder-370x250.svg');
    expect(size(placeholder.body).width).toBe('370');
  });

  /** GETs a raster asset: its status, content type, cache header, format and pixel size. */
  const raster = async (path: string) => {
    const answer = await fetch(`${t.url}${path}`);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const meta = answer.ok ? await sharp(bytes).metadata() : undefined;
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      cache: answer.headers.get('cache-control'),
      format: meta?.format,
      size: meta && `${meta.width}x${meta.height}`,
      bytes,
    };
  };

  it.each([
    ['/assets/pictures/1001/3-370x250.webp', 'image/webp', 'webp', '370x250'],
    [
      '/sites/1/assets/pictures/1001/3-1200x800.jpg?hash=a&version=1',
      'image/jpeg',
      'jpeg',
      '1200x800',
    ],
  ])(
    'encodes %s in a size the API publishes, cached as immutable',
    async (path, type, format, size) => {
      const answer = await raster(path);
      expect(answer).toMatchObject({ status: 200, type, format, size });
      expect(answer.cache).toBe('public, max-age=31536000, immutable');
    },
  );

  it("encodes the sales representatives' portraits, the paths the demo data hold", async () => {
    const rep = t.data.salesReps[0];
    expect(rep?.picture).toMatch(/\.webp$/);
    expect(await raster(rep?.picture ?? '')).toMatchObject({ format: 'webp', size: '300x300' });
  });

  it('encodes each picture once: the same bytes for requests at the same time', async () => {
    const path = '/assets/pictures/1004/2-370x250.webp';
    const [a, b] = await Promise.all([raster(path), raster(path)]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect((await raster(path)).bytes.equals(a.bytes)).toBe(true);
    expect((await raster('/assets/pictures/1004/3-370x250.webp')).bytes.equals(a.bytes)).toBe(
      false,
    );
  });

  it.each([
    '/assets/pictures/1001/3-371x250.webp',
    '/assets/pictures/1001/3-4000x4000.jpg',
    '/assets/people/sofie-claes-1200x800.webp',
    '/assets/placeholder-370x250.webp',
    '/assets/pictures/1001/3-370x250.png',
  ])('answers 404 for a raster picture the API does not publish: %p', async (path) => {
    expect((await raster(path)).status).toBe(404);
  });

  it.each([
    '/assets/pictures/1001/3-0x250.svg',
    '/assets/pictures/1001/3-5000x250.svg',
    '/assets/pictures/1001/3.png',
    '/assets/nothing',
  ])('answers 404 for %p', async (path) => {
    expect((await t.request('GET', path)).status).toBe(404);
  });

  it('answers 404 for the assets of an unknown site', async () => {
    expect((await t.request('GET', '/sites/7/assets/pictures/1001/1-370x250.svg')).status).toBe(
      404,
    );
  });
});

describe('system', () => {
  it('answers /health', async () => {
    const answer = await t.request('GET', '/health');
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers the data version pages are built from, changed by a write to what a page shows', async () => {
    const read = async () => {
      const answer = await t.request<{ version: string }>('GET', '/data-version');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      return answer.body.version;
    };
    const before = await read();
    expect(await read()).toBe(before);
    // Holiday availability and the site's phrases are on pages too, not only the estates.
    await t.db.query('UPDATE rental_periods SET price = price WHERE false');
    const afterPeriods = await read();
    expect(Number(afterPeriods)).toBeGreaterThan(Number(before));
    await t.db.query('UPDATE translations SET value = value WHERE false');
    expect(Number(await read())).toBeGreaterThan(Number(afterPeriods));
    // A form's own table is on no page: the version stays.
    const settled = await read();
    await t.db.query('DELETE FROM contact_requests WHERE false');
    expect(await read()).toBe(settled);
  });

  it('names the data version an answer kept by it was read at, and no other answer', async () => {
    const version = (await t.request<{ version: string }>('GET', '/data-version')).body.version;
    const kept = [
      await t.request('GET', '/sites/1/estates/v2/1173'),
      await t.request('POST', '/sites/1/estate-filters', { body: { query: {} } }),
      await t.request('GET', '/sites/1/estates/1173/contact-info'),
      // The consent texts, while none of the site's is still to come.
      await t.request('GET', '/sites/1/agreements'),
    ];
    for (const answer of kept) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get(DATA_VERSION_HEADER)).toBe(version);
    }
    // Not named: the search (not kept by version) and a failure.
    for (const answer of [
      await t.request('POST', '/sites/1/estates', { body: { query: {} } }),
      await t.request('GET', '/sites/1/estates/v2/999999'),
    ])
      expect(answer.headers.get(DATA_VERSION_HEADER)).toBeNull();
    // A write: the same request now names the new version.
    await t.db.query('UPDATE translations SET value = value WHERE false');
    const next = (await t.request<{ version: string }>('GET', '/data-version')).body.version;
    expect(next).not.toBe(version);
    const again = await t.request('GET', '/sites/1/estates/v2/1173');
    expect(again.headers.get(DATA_VERSION_HEADER)).toBe(next);
  });

  it('names no version on the consent texts while one is still to come: they change by date', async () => {
    await t.db.query(
      `INSERT INTO agreements (site_id, id, key, version, title, body, valid_from)
       VALUES (2, 9901, 'contact', 'next', '{"nl":"Later"}', '{"nl":"Later"}', now() + interval '1 day')`,
    );
    try {
      const waiting = await t.request('GET', '/sites/2/agreements');
      expect(waiting.status).toBe(200);
      expect(waiting.headers.get(DATA_VERSION_HEADER)).toBeNull();
      // Another site's texts are not concerned.
      const other = await t.request('GET', '/sites/1/agreements');
      expect(other.headers.get(DATA_VERSION_HEADER)).not.toBeNull();
    } finally {
      await t.db.query('DELETE FROM agreements WHERE site_id = 2 AND id = 9901');
    }
    const settled = await t.request('GET', '/sites/2/agreements');
    expect(settled.headers.get(DATA_VERSION_HEADER)).not.toBeNull();
  });

  it('describes itself in OpenAPI at /openapi.json, with the UI at /docs', async () => {
    const doc = await t.request<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>('GET', '/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/sites/{siteId}/estates',
        '/sites/{siteId}/estate-filters',
        '/sites/{siteId}/estates/v2/{id}',
        '/sites/{siteId}/estates/group/{id}',
        '/sites/{siteId}/estates/{id}/contact-info',
        '/sites/by-hostname/{hostname}',
        '/translations/{lang}',
      ]),
    );
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining(['Estate', 'EstateSearchRequest', 'EstateFilters']),
    );
    const ui = await t.request<string>('GET', '/docs/');
    expect(ui.status).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    expect((await t.request('GET', '/docs/static/swagger-ui-bundle.js')).status).toBe(200);
  });
});
