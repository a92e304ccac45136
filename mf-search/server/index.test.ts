/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Site } from 'shared/domain';
import searchServer, { matchCities, normalize, sitemapPages } from './index';

const locations = [
  {
    id: 1,
    zip: '9000',
    name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' },
    lat: 51.05,
    lon: 3.72,
  },
  {
    id: 2,
    zip: '4000',
    name: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' },
    lat: 50.63,
    lon: 5.57,
  },
  {
    id: 3,
    zip: '1050',
    name: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' },
    alias: { nl: 'Elsene-centrum' },
    lat: 50.83,
    lon: 4.37,
  },
  {
    id: 4,
    zip: '9050',
    name: { nl: 'Gentbrugge', fr: 'Gentbrugge', en: 'Gentbrugge', de: 'Gentbrugge' },
    lat: 51.04,
    lon: 3.76,
  },
];

describe('sitemapPages', () => {
  it('lists each landing page in its own segments of each language', () => {
    const pages = sitemapPages({
      estates: [],
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
    });
    expect(pages).toEqual([
      {
        paths: {
          nl: '/nl/ontdek/nieuwbouw/gent',
          fr: '/fr/decouvrir/neuf/gand',
          en: '/en/discover/new-builds/ghent',
          de: '/de/entdecken/neubau/gent',
        },
      },
    ]);
  });
});

describe('matchCities', () => {
  it('matches names in every language, without accents, named in the page language', () => {
    expect(matchCities(locations, 'lie', 'nl').map((c) => c.name)).toEqual(['Luik']);
    expect(matchCities(locations, 'lutt', 'fr').map((c) => c.label)).toEqual(['Liège (4000)']);
    expect(matchCities(locations, 'gand', 'en').map((c) => c.name)).toEqual(['Ghent']);
  });

  it('matches zip codes and aliases, a zip prefix first', () => {
    expect(matchCities(locations, '90', 'nl').map((c) => c.zip)).toEqual(['9050', '9000'].sort());
    expect(matchCities(locations, 'centrum', 'fr').map((c) => c.name)).toEqual(['Ixelles']);
  });

  it('puts names that start with the text before names that contain it', () => {
    expect(matchCities(locations, 'gent', 'nl').map((c) => c.name)).toEqual(['Gent', 'Gentbrugge']);
    expect(matchCities(locations, 'brugge', 'nl').map((c) => c.name)).toEqual(['Gentbrugge']);
  });

  it('answers nothing for empty text', () => {
    expect(matchCities(locations, '  ', 'nl')).toEqual([]);
    expect(normalize(' Liège ')).toBe('liege');
  });
});

describe('GET /{lang}/ajax/search-city', () => {
  let upstream: FastifyInstance;
  let site: FastifyInstance;
  let apiUpstream = '';
  let filterCalls = 0;
  let filtersUp = true;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.post('/sites/1/estate-filters', async (_request, reply) => {
      filterCalls += 1;
      return filtersUp ? { locations } : reply.code(503).send({ message: 'down' });
    });
    apiUpstream = await upstream.listen({ port: 0, host: '127.0.0.1' });
    site = Fastify();
    await site.register(searchServer, {
      apiUpstream,
      siteOf: async () => ({ id: 1, settings: { hiddenStatus: [12] } }) as unknown as Site,
    });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('search-city answers suggestions in the page language', async () => {
    const response = await site.inject({ url: '/fr/ajax/search-city?q=gent' });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toEqual({
      id: 1,
      zip: '9000',
      name: 'Gand',
      label: 'Gand (9000)',
      lat: 51.05,
      lon: 3.72,
    });
  });

  it('rejects an unknown language with a 400 naming the parameter', async () => {
    const response = await site.inject({ url: '/es/ajax/search-city?q=gent' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('lang');
  });

  it('rejects a text over 100 characters with a 400', async () => {
    const response = await site.inject({ url: `/nl/ajax/search-city?q=${'a'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
  });

  it('reuses the municipalities of a site, and answers 503 (not "none") while the API fails', async () => {
    await site.inject({ url: '/nl/ajax/search-city?q=gent' });
    const before = filterCalls;
    await site.inject({ url: '/nl/ajax/search-city?q=luik' });
    expect(filterCalls).toBe(before);

    const fresh = Fastify();
    await fresh.register(searchServer, {
      apiUpstream,
      siteOf: async () => ({ id: 1, settings: { hiddenStatus: [] } }) as unknown as Site,
    });
    filtersUp = false;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await fresh.inject({ url: '/nl/ajax/search-city?q=gent' });
    expect(down.statusCode).toBe(503);
    filtersUp = true;
    // Nothing was cached while the API failed: the next request finds the cities.
    const back = await fresh.inject({ url: '/nl/ajax/search-city?q=gent' });
    expect(back.json()[0]).toMatchObject({ name: 'Gent' });
    await fresh.close();
  });
});
