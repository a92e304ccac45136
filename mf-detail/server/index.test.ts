/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Estate, Site } from 'shared/domain';
import type { SiteSitemap } from 'api/contract/sitemap';
import detailServer, { sitemapPages } from './index';
import { similarSearchRequest } from './similar-search';

/** An estate of the fake API: transaction 1 (for sale) unless given. */
const estate = (id: string, transaction = 1) =>
  ({
    id,
    general: {
      headType: { id: 1 },
      transaction: { id: transaction },
      price: { value: 300000 },
      address: { geoLocation: null },
    },
  }) as unknown as Estate;

describe('sitemapPages', () => {
  const slugs = (base: string) => ({
    nl: `${base}-te-koop`,
    fr: `${base}-a-vendre`,
    en: `${base}-for-sale`,
    de: `${base}-zu-verkaufen`,
  });
  const none = { nl: '', fr: '', en: '', de: '' };
  const entry = (id: string, kind: 'estate' | 'project' | 'unit', parentId: string | null) => ({
    id,
    kind,
    parentId,
    lastChange: `2026-11-2${id.length}T00:00:00.000Z`,
  });
  const SITEMAP: SiteSitemap = {
    estates: [
      { ...entry('11', 'estate', null), slugs: slugs('villa') },
      { ...entry('12', 'estate', null), slugs: none },
      { ...entry('20', 'project', null), slugs: slugs('residentie') },
      { ...entry('21', 'unit', '20'), slugs: slugs('residentie') },
      { ...entry('31', 'unit', '30'), slugs: none },
    ],
    landingPages: [],
  };

  it('lists every estate, project and unit at its detail address, in the API’s order', () => {
    const pages = sitemapPages(SITEMAP);
    expect(pages.map((p) => p.paths.en)).toEqual([
      '/en/offer/11/villa-for-sale',
      '/en/offer/12',
      '/en/offer/20/residentie-for-sale',
      '/en/offer/20/residentie-for-sale/21',
      '/en/offer/30/project/31',
    ]);
    expect(pages[3]?.paths).toEqual({
      nl: '/nl/aanbod/20/residentie-te-koop/21',
      fr: '/fr/offre/20/residentie-a-vendre/21',
      en: '/en/offer/20/residentie-for-sale/21',
      de: '/de/angebot/20/residentie-zu-verkaufen/21',
    });
    expect(pages[0]?.lastChange).toBe('2026-11-22T00:00:00.000Z');
  });
});

describe('similarSearchRequest', () => {
  it('asks for the same transaction and type, nearby and at a close price', () => {
    const request = similarSearchRequest(
      {
        id: '12',
        general: {
          headType: { id: 1 },
          transaction: { id: 2 },
          price: { value: 1000 },
          address: { geoLocation: { lat: 51.05, lon: 3.72 } },
        },
      } as unknown as Estate,
      [4, 12],
    );
    expect(request.query).toEqual({
      transaction: [2],
      type: [1],
      hiddenStatus: [4, 12],
      geo_range: '20km;51.05;3.72',
      'price-min': 750,
      'price-max': 1250,
    });
    expect(request.size).toBe(5);
    // Cards only: a detail page carries these in its state.
    expect(request.view).toBe('card');
  });

  it('leaves out the price range without a price and the area without a point', () => {
    const request = similarSearchRequest(
      {
        id: '3',
        general: {
          headType: { id: 2 },
          transaction: { id: 1 },
          price: { value: null },
          address: { geoLocation: null },
        },
      } as unknown as Estate,
      [],
    );
    expect(request.query).toEqual({ transaction: [1], type: [2], hiddenStatus: [] });
  });
});

describe('the detail team endpoints', () => {
  let upstream: FastifyInstance;
  let site: FastifyInstance;
  let search: 'up' | 'down' | 'limited' = 'up';

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get<{ Params: { id: string } }>('/sites/1/estates/v2/:id', async (request, reply) => {
      const { id } = request.params;
      if (id === '404') return reply.code(404).send({ message: 'Estate 404 not found' });
      if (id === '429')
        return reply
          .code(429)
          .header('retry-after', '17')
          .send({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' });
      return estate(id, id === '1484' ? 12 : 1);
    });
    upstream.post('/sites/1/estates', async (_request, reply) => {
      if (search === 'limited')
        return reply
          .code(429)
          .header('retry-after', '42')
          .send({ statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' });
      if (search === 'down') return reply.code(500).send({ message: 'down' });
      return {
        total: { value: 6 },
        results: ['5', '7', '9', '11', '13', '15'].map((id) => estate(id)),
      };
    });
    const apiUpstream = await upstream.listen({ port: 0, host: '127.0.0.1' });
    site = Fastify();
    await site.register(detailServer, {
      apiUpstream,
      siteOf: async () => ({ id: 1, settings: { hiddenStatus: [12] } }) as unknown as Site,
    });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  it('estate answers the estate, and 404 for an unknown id', async () => {
    expect((await site.inject({ url: '/nl/ajax/estate/7' })).json().id).toBe('7');
    expect((await site.inject({ url: '/nl/ajax/estate/404' })).statusCode).toBe(404);
  });

  it('estate answers 404 for an estate whose status the site hides (SPEC §5)', async () => {
    const response = await site.inject({ url: '/nl/ajax/estate/1484' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Estate 1484 not found');
  });

  it('rejects a malformed id or an unknown language with a 400', async () => {
    expect((await site.inject({ url: '/nl/ajax/estate/a.b' })).statusCode).toBe(400);
    expect((await site.inject({ url: '/xx/ajax/estate/7' })).statusCode).toBe(400);
  });

  it('similar-estate leaves the estate itself out and answers at most four', async () => {
    const response = await site.inject({ url: '/en/ajax/similar-estate/7' });
    expect(response.json()).toEqual({
      total: { value: 4 },
      results: ['5', '9', '11', '13'].map((id) => estate(id)),
    });
  });

  it('similar-estate answers 404 for a hidden estate and 502 when the search fails', async () => {
    expect((await site.inject({ url: '/en/ajax/similar-estate/1484' })).statusCode).toBe(404);
    search = 'down';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await site.inject({ url: '/en/ajax/similar-estate/7' });
    search = 'up';
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The API cannot be reached');
  });

  it('passes the API’s 429 on with its Retry-After: the visitor is over a limit, the site is fine', async () => {
    search = 'limited';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const similar = await site.inject({ url: '/en/ajax/similar-estate/7' });
    search = 'up';
    expect([similar.statusCode, similar.headers['retry-after']]).toEqual([429, '42']);
    expect(similar.json().message).toBe('Rate limit exceeded');
    const estate = await site.inject({ url: '/en/ajax/estate/429' });
    expect([estate.statusCode, estate.headers['retry-after']]).toEqual([429, '17']);
  });
});
