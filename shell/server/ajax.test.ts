/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { matchCities, normalize, registerAjaxRoutes, similarSearchBody } from './ajax';

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

describe('similarSearchBody', () => {
  it('asks for the same transaction and type, nearby and at a close price', () => {
    const body = similarSearchBody(
      {
        id: '12',
        general: {
          headType: { id: 1 },
          transaction: { id: 2 },
          price: { value: 1000 },
          address: { geoLocation: { lat: 51.05, lon: 3.72 } },
        },
      },
      [4, 12],
    );
    expect(body.query).toEqual({
      transaction: [2],
      type: [1],
      hiddenStatus: [4, 12],
      geo_range: '20km;51.05000;3.72000',
      'price-min': 750,
      'price-max': 1250,
    });
    expect(body.size).toBe(5);
  });
});

describe('ajax routes', () => {
  let upstream: FastifyInstance;
  let site: FastifyInstance;
  const estate = (id: string) => ({
    id,
    general: {
      headType: { id: 1 },
      transaction: { id: 1 },
      price: { value: 300000 },
      address: { geoLocation: null },
    },
  });

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/sites/by-hostname/:host', async () => ({
      id: 1,
      settings: { hiddenStatus: [12] },
    }));
    upstream.post('/sites/1/estate-filters', async () => ({ locations }));
    upstream.get<{ Params: { id: string } }>('/sites/1/estates/v2/:id', async (request, reply) =>
      request.params.id === '404'
        ? reply.code(404).send({ message: 'Estate 404 not found' })
        : estate(request.params.id),
    );
    upstream.post('/sites/1/estates', async () => ({
      total: { value: 3 },
      results: [estate('5'), estate('7'), estate('9')],
    }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    site = Fastify();
    registerAjaxRoutes(
      site,
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
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

  it('estate answers the estate, and 404 for an unknown id', async () => {
    expect((await site.inject({ url: '/nl/ajax/estate/7' })).json().id).toBe('7');
    expect((await site.inject({ url: '/nl/ajax/estate/404' })).statusCode).toBe(404);
  });

  it('similar-estate leaves the estate itself out and answers at most four', async () => {
    const response = await site.inject({ url: '/en/ajax/similar-estate/7' });
    expect(response.json()).toEqual({ total: { value: 2 }, results: [estate('5'), estate('9')] });
  });
});
