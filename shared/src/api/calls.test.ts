/**
 * @jest-environment node
 */
// The client only needs fetch and Response, which Node has and jsdom lacks.
import type { Estate } from '../domain';
import { createHttpClient } from './client';
import { buildSearchBody, compactQuery, createApi } from './calls';
import { NotFoundError, ServerError } from './errors';

type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit]>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The typed API on a client whose fetch answers `answer`. */
function setup(answer: () => Response = () => json({ total: { value: 0 }, results: [] })) {
  const fetch: FetchMock = jest.fn(async (_url: string, _init: RequestInit) => answer());
  const logger = { error: jest.fn() };
  const http = createHttpClient({
    baseUrl: '/api',
    siteId: 7,
    fetch: fetch as unknown as typeof globalThis.fetch,
    logger,
  });
  const api = createApi(http);
  const call = (n = 0) => {
    const [url, init] = fetch.mock.calls[n]!;
    return {
      url,
      method: init.method,
      headers: new Headers(init.headers),
      body: init.body === undefined ? undefined : JSON.parse(init.body as string),
    };
  };
  return { api, fetch, call };
}

describe('compactQuery and buildSearchBody (SPEC §7 POST /estates)', () => {
  it('removes empty parameters', () => {
    expect(
      compactQuery({
        city: [],
        type: [1],
        country: undefined,
        geo_range: '',
        'price-min': 100000,
        terms: { 'children.general.id': [] },
        includeUnits: false,
      }),
    ).toEqual({ type: [1], 'price-min': 100000, includeUnits: false });
  });

  it('puts the grouping sort first, then the caller sort', () => {
    const body = buildSearchBody({
      query: { status: ['FOR_SALE'], city: [] },
      sort: [{ field: 'children.general.publicationDate', order: 'DESC' }],
      groupBy: 'CITY',
      from: 15,
      size: 15,
    });
    expect(body).toEqual({
      query: { status: ['FOR_SALE'] },
      sort: [
        { field: 'children.general.address.city.name', order: 'ASC' },
        { field: 'children.general.publicationDate', order: 'DESC' },
      ],
      groupBy: 'CITY',
      from: 15,
      size: 15,
    });
  });

  it('passes the view asked for (the list asks only for what a card reads)', () => {
    expect(buildSearchBody({ query: {}, view: 'card' }).view).toBe('card');
    expect(buildSearchBody({ query: {}, view: 'full' }).view).toBe('full');
    expect(buildSearchBody({ query: {} })).not.toHaveProperty('view');
  });

  it.each([
    ['TYPE', 'children.general.headType.id'],
    ['SUBTYPE', 'children.general.subType.id'],
    ['STATUS', 'children.general.transaction.id'],
    ['CITY', 'children.general.address.city.name'],
  ] as const)('groups %s by %s', (groupBy, field) => {
    expect(buildSearchBody({ query: {}, groupBy }).sort?.[0]).toEqual({ field, order: 'ASC' });
  });

  it('drops a zero or non-numeric price bound (SPEC §4)', () => {
    expect(compactQuery({ 'price-min': 0, 'price-max': Number.NaN, city: [3] })).toEqual({
      city: [3],
    });
    expect(compactQuery({ 'price-min': 100000 })).toEqual({ 'price-min': 100000 });
  });

  it('keeps the caller order when it sorts by the grouping field', () => {
    const body = buildSearchBody({
      query: {},
      groupBy: 'CITY',
      sort: [{ field: 'children.general.address.city.name', order: 'DESC' }],
    });
    expect(body.sort).toEqual([{ field: 'children.general.address.city.name', order: 'DESC' }]);
  });

  it('has only the caller sort, and no pagination, without grouping', () => {
    const sort = [{ field: 'children.general.price.value', order: 'ASC' }] as const;
    expect(buildSearchBody({ query: {}, sort: [...sort] })).toEqual({ query: {}, sort: [...sort] });
  });
});

describe('searchEstates (SPEC §7, §8)', () => {
  it('POSTs the search body to /sites/{siteId}/estates and answers total and results', async () => {
    const estate = { id: '1' } as Estate;
    const { api, call } = setup(() => json({ total: { value: 1 }, results: [estate] }));
    const answer = await api.searchEstates({ query: { city: [9000], type: [] }, groupBy: 'TYPE' });
    expect(answer).toEqual({ total: { value: 1 }, results: [estate] });
    const { url, method, body, headers } = call();
    expect([method, url]).toEqual(['POST', '/api/sites/7/estates']);
    expect(headers.get('X-Site-Id')).toBe('7');
    expect(body).toEqual({
      query: { city: [9000] },
      sort: [{ field: 'children.general.headType.id', order: 'ASC' }],
      groupBy: 'TYPE',
    });
  });

  it('sends the favourites as a terms query on children.general.id (SPEC §4)', async () => {
    const { api, call } = setup();
    await api.searchEstates({ query: { terms: { 'children.general.id': ['12', '13'] } } });
    expect(call().body.query).toEqual({ terms: { 'children.general.id': ['12', '13'] } });
  });

  it('leaves an empty terms query out', async () => {
    const { api, call } = setup();
    await api.searchEstates({ query: { terms: { 'children.general.id': [] } } });
    expect(call().body.query).toEqual({});
  });

  it('answers total 0, empty results and the error when the search fails', async () => {
    const { api } = setup(() => new Response('down', { status: 503 }));
    const answer = await api.searchEstates({ query: {} });
    expect(answer.total).toEqual({ value: 0 });
    expect(answer.results).toEqual([]);
    expect(answer.error).toBeInstanceOf(ServerError);
  });

  it('answers an empty result on 204', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.searchEstates({ query: {} })).resolves.toEqual({
      total: { value: 0 },
      results: [],
    });
  });
});

describe('getEstateFilters (SPEC §7, §8)', () => {
  it('POSTs the query to /estate-filters', async () => {
    const filters = { headTypes: [], locations: [], prices: [100000], countries: [] };
    const { api, call } = setup(() => json(filters));
    await expect(api.getEstateFilters({ status: ['TO_RENT'], city: [] })).resolves.toEqual(filters);
    expect(call()).toMatchObject({
      method: 'POST',
      url: '/api/sites/7/estate-filters',
      body: { query: { status: ['TO_RENT'] } },
    });
  });

  it('logs a failure and answers an empty object', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { api } = setup(() => new Response('', { status: 500 }));
      await expect(api.getEstateFilters({})).resolves.toEqual({});
      expect(error).toHaveBeenCalledWith(expect.any(String), expect.any(ServerError));
    } finally {
      error.mockRestore();
    }
  });
});

describe('paths and methods (SPEC §7)', () => {
  it.each([
    ['getSiteByHostname', () => ['www.agency.be'], 'GET', '/api/sites/by-hostname/www.agency.be'],
    ['getEstate', () => ['12'], 'GET', '/api/sites/7/estates/v2/12'],
    ['getContactInfo', () => ['12'], 'GET', '/api/sites/7/estates/12/contact-info'],
    ['getSkarabeeEstate', () => ['s1'], 'GET', '/api/sites/7/estates/skarabee/s1'],
    ['getEstateCollection', () => [2], 'GET', '/api/sites/7/estate-collections/2'],
    ['getTranslations', () => ['de'], 'GET', '/api/translations/de'],
  ] as const)('%s calls %s %s', async (name, args, method, url) => {
    const { api, call } = setup(() => json({}));
    await (api[name] as (...a: unknown[]) => Promise<unknown>)(...args());
    expect(call()).toMatchObject({ method, url });
  });

  it('sends the language header of a GET call', async () => {
    const { api, call } = setup(() => json({}));
    await api.getEstate('12', 'de');
    expect(call().headers.get('X-Language')).toBe('de');
  });

  it('throws the named error of a failed GET call', async () => {
    const { api } = setup(() => new Response('', { status: 404 }));
    await expect(api.getEstate('404')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('gives null for an estate without contact info (204)', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    await expect(api.getContactInfo('12')).resolves.toBeNull();
  });
});
