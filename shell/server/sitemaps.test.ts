/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import type { RuntimeConfig } from './runtime-config';
import { LOCALES, type Locale, type Site } from 'shared/domain';
import { type SiteSitemap } from 'api/contract/sitemap';
import { buildPath } from 'shared/routes';
import {
  escapeXml,
  robotsTxt,
  sitemapIndexXml,
  sitemapPages,
  sitemapRoutes,
  sitemapXml,
  type TeamSitemap,
} from './sitemaps';

const XHTML = 'http://www.w3.org/1999/xhtml';
const SITEMAPS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses XML as a crawler would; throws on a document that is not well-formed. */
function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return doc;
}

/** Each `<url>` of a sitemap: its loc, lastmod and alternates (hreflang to href). */
function urlsOf(doc: Document) {
  return [...doc.getElementsByTagNameNS(SITEMAPS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAPS, 'loc')[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(SITEMAPS, 'lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

const slugs = (base: string) => ({
  nl: `${base}-te-koop`,
  fr: `${base}-a-vendre`,
  en: `${base}-for-sale`,
  de: `${base}-zu-verkaufen`,
});

const SITEMAP: SiteSitemap = {
  estates: [
    {
      id: '11',
      kind: 'estate',
      parentId: null,
      slugs: slugs('villa'),
      lastChange: '2026-11-20T10:00:00.000Z',
    },
    {
      id: '12',
      kind: 'estate',
      parentId: null,
      slugs: { nl: '', fr: '', en: '', de: '' },
      lastChange: '2026-11-01T00:00:00.000Z',
    },
    {
      id: '20',
      kind: 'project',
      parentId: null,
      slugs: slugs('residentie'),
      lastChange: '2026-11-22T08:30:00.000Z',
    },
    {
      id: '21',
      kind: 'unit',
      parentId: '20',
      slugs: slugs('residentie'),
      lastChange: '2026-11-22T08:30:00.000Z',
    },
  ],
  landingPages: [
    {
      id: 1,
      slugs: {
        nl: { a: 'nieuwbouw', b: 'gent' },
        fr: { a: 'neuf', b: 'gand' },
        en: { a: 'new-builds', b: 'ghent' },
        de: { a: 'neubau', b: 'gent' },
      },
    },
  ],
};

const ALL: Pick<RuntimeConfig, 'pages' | 'remotes'> = {
  pages: [
    { id: 'search/SearchPage', routes: ['search'] },
    { id: 'detail/DetailPage', routes: ['detail', 'detailSlug', 'projectEntity'] },
    { id: 'engagement/ContactPage', routes: ['contact'] },
  ],
  remotes: { search: 'http://s', detail: 'http://d', engagement: 'http://e' },
};
const NOTHING: Pick<RuntimeConfig, 'pages' | 'remotes'> = { pages: [], remotes: {} };

/** Every language's path of `path(lang)`. */
const byLang = (path: (lang: Locale) => string) =>
  Object.fromEntries(LOCALES.map((lang) => [lang, path(lang)])) as Record<Locale, string>;

/** The search team's sitemap maker as its server exports it: the landing pages. */
const SEARCH: TeamSitemap = {
  name: 'search',
  sitemapPages: (sitemap) =>
    sitemap.landingPages.map((page) => ({
      paths: byLang((lang) => buildPath('estatePage', lang, page.slugs[lang])),
    })),
};

/**
 * A team's sitemap maker as a team's server exports it (the detail team's own, with slugs and
 * units, is tested in its package): one short detail path per estate.
 */
const DETAIL: TeamSitemap = {
  name: 'detail',
  sitemapPages: (sitemap) =>
    sitemap.estates.map((estate) => ({
      paths: byLang((lang) => buildPath('detail', lang, { estateId: estate.id })),
      lastChange: estate.lastChange,
    })),
};

describe('sitemapPages', () => {
  it('lists home, the listing and its transactions, content and landing pages, then the teams’', () => {
    const pages = sitemapPages(SITEMAP, ALL, [SEARCH, DETAIL]);
    expect(pages.map((p) => p.paths.en)).toEqual([
      '/en/',
      '/en/offer',
      '/en/offer?trans=kopen',
      '/en/offer?trans=huren',
      '/en/contact',
      '/en/about-us',
      '/en/privacy-statement',
      '/en/terms-of-use',
      '/en/discover/new-builds/ghent',
      '/en/offer/11',
      '/en/offer/12',
      '/en/offer/20',
      '/en/offer/21',
    ]);
    expect(pages.at(-1)?.paths.fr).toBe('/fr/offre/21');
    // Home and listings change with the newest estate; content pages have no known change.
    expect(pages[0]?.lastChange).toBe('2026-11-22T08:30:00.000Z');
    expect(pages.find((p) => p.paths.en === '/en/contact')?.lastChange).toBeUndefined();
  });

  it('leaves out the pages of slots and teams the market does not have', () => {
    const pages = sitemapPages(SITEMAP, NOTHING, [SEARCH, DETAIL]);
    expect(pages.map((p) => p.paths.nl)).toEqual([
      '/nl/',
      '/nl/over-ons',
      '/nl/privacyverklaring',
      '/nl/gebruiksvoorwaarden',
    ]);
  });

  it('lists the rental conditions of a market with holiday homes', () => {
    const holiday: Pick<RuntimeConfig, 'pages' | 'remotes'> = {
      pages: [{ id: 'holiday/HolidaySearchPage', routes: ['holidaySearch'] }],
      remotes: { holiday: 'http://h' },
    };
    const paths = sitemapPages(SITEMAP, holiday).map((p) => p.paths.fr);
    expect(sitemapPages(SITEMAP, NOTHING).map((p) => p.paths.fr)).not.toContain(
      '/fr/conditions-de-location',
    );
    expect(paths).toContain('/fr/conditions-de-location');
  });
});

describe('sitemapXml', () => {
  it('is well-formed, one URL per page in its language with four alternates and x-default', () => {
    const xml = sitemapXml(
      sitemapPages(SITEMAP, ALL, [SEARCH, DETAIL]),
      'fr',
      'https://www.agency.be',
    );
    const urls = urlsOf(parseXml(xml));
    expect(urls).toHaveLength(13);
    const villa = urls.find((u) => u.loc?.endsWith('/offre/11'));
    expect(villa).toEqual({
      loc: 'https://www.agency.be/fr/offre/11',
      lastmod: '2026-11-20T10:00:00.000Z',
      alternates: {
        'nl-BE': 'https://www.agency.be/nl/aanbod/11',
        'fr-BE': 'https://www.agency.be/fr/offre/11',
        en: 'https://www.agency.be/en/offer/11',
        'de-BE': 'https://www.agency.be/de/angebot/11',
        'x-default': 'https://www.agency.be/nl/aanbod/11',
      },
    });
    for (const url of urls) expect(Object.keys(url.alternates)).toHaveLength(5);
  });

  it('escapes what XML reserves, so a query string reads back as the same URL', () => {
    const xml = sitemapXml(
      [{ paths: { nl: '/nl/?a=1&b=<2>', fr: '/fr/', en: '/en/', de: '/de/' } }],
      'nl',
      'http://localhost:3000',
    );
    expect(xml).toContain('a=1&amp;b=&lt;2&gt;');
    expect(urlsOf(parseXml(xml))[0]?.loc).toBe('http://localhost:3000/nl/?a=1&b=<2>');
    expect(escapeXml(`"Tom & Jerry's" <b>`)).toBe('&quot;Tom &amp; Jerry&apos;s&quot; &lt;b&gt;');
  });
});

describe('sitemapIndexXml and robotsTxt', () => {
  it('points to one sitemap per language on the origin', () => {
    const doc = parseXml(sitemapIndexXml('https://www.agency.be', '2026-11-22T08:30:00.000Z'));
    const locs = [...doc.getElementsByTagNameNS(SITEMAPS, 'loc')].map((l) => l.textContent);
    expect(locs).toEqual(
      ['nl', 'fr', 'en', 'de'].map((lang) => `https://www.agency.be/sitemap-${lang}.xml`),
    );
    expect(doc.getElementsByTagNameNS(SITEMAPS, 'lastmod')[0]?.textContent).toBe(
      '2026-11-22T08:30:00.000Z',
    );
  });

  it('gives the sitemap index in robots.txt and keeps crawlers off the API', () => {
    const robots = robotsTxt('https://www.agency.be');
    expect(robots).toContain('Sitemap: https://www.agency.be/sitemap.xml\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /en/ajax/\n');
  });
});

describe('sitemap routes', () => {
  let api: FastifyInstance;
  let app: FastifyInstance;
  let calls = 0;
  let apiDown = false;
  const site = { id: 3, hostname: 'www.agency.be' } as Site;

  beforeAll(async () => {
    api = Fastify();
    api.get('/sites/3/sitemap', async (_request, reply) => {
      calls += 1;
      if (apiDown) return reply.code(500).send({ message: 'down' });
      return SITEMAP;
    });
    const port = Number(new URL(await api.listen({ port: 0, host: '127.0.0.1' })).port);
    app = Fastify();
    await app.register(sitemapRoutes, {
      apiUpstream: `http://127.0.0.1:${port}`,
      siteOf: async () => site,
      originOf: (hostname) => `https://${hostname}`,
      configOf: () => ALL,
      teams: [SEARCH, DETAIL],
      ttlMs: 0,
    });
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  it('answers the index, each language and robots.txt on the request’s host', async () => {
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'www.agency.be' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<loc>https://www.agency.be/sitemap-de.xml</loc>');
    const de = await app.inject({ url: '/sitemap-de.xml', headers: { host: 'www.agency.be' } });
    expect(urlsOf(parseXml(de.body)).map((u) => u.loc)).toContain(
      'https://www.agency.be/de/angebot/21',
    );
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'www.agency.be' } });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://www.agency.be/sitemap.xml');
    expect((await app.inject({ url: '/sitemap-es.xml' })).statusCode).toBe(404);
  });

  it('answers 503 with Retry-After when the API cannot give the sitemap, then recovers', async () => {
    apiDown = true;
    const down = await app.inject({ url: '/sitemap-nl.xml', headers: { host: 'www.agency.be' } });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('300');
    apiDown = false;
    const before = calls;
    const up = await app.inject({ url: '/sitemap-nl.xml', headers: { host: 'www.agency.be' } });
    expect(up.statusCode).toBe(200);
    expect(calls).toBe(before + 1);
  });
});
