/**
 * @jest-environment node
 */
// Response and Headers are Node's (jsdom lacks them).
import { createSiteApi } from './site-calls';
import { NetworkError, NotFoundError, ServerError } from './errors';

const ROWS = [
  { id: 1, zip: '9000', name: 'Gand', label: 'Gand (9000)', lat: 51.05, lon: 3.72 },
  { id: 2, zip: '4000', name: 'Liège', label: 'Liège (4000)', lat: 50.63, lon: 5.57 },
];

function answering(status: number, body: unknown) {
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('site calls (/{lang}/ajax/*)', () => {
  it('searchCities asks /{lang}/ajax/search-city?q= in the page language and keeps well-formed rows', async () => {
    const fetch = answering(200, [...ROWS, { id: 'x' }, null, { id: 3, label: 'no name' }]);
    const answer = await createSiteApi('fr', { fetch }).searchCities('gand 9');
    expect(answer).toEqual(ROWS);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/fr/ajax/search-city?q=gand%209');
    expect(new Headers(init?.headers).get('X-Language')).toBe('fr');
  });

  it('searchCities answers [] for a body that is not a list, and at most ten rows', async () => {
    expect(
      await createSiteApi('nl', { fetch: answering(200, { rows: ROWS }) }).searchCities('ge'),
    ).toEqual([]);
    const many = Array.from({ length: 14 }, (_, i) => ({ ...ROWS[0]!, id: i }));
    expect(
      await createSiteApi('nl', { fetch: answering(200, many) }).searchCities('ge'),
    ).toHaveLength(10);
  });

  it('throws the named error of a non-OK answer, and a NetworkError when the site is down', async () => {
    await expect(
      createSiteApi('nl', { fetch: answering(500, { message: 'x' }) }).searchCities('ge'),
    ).rejects.toBeInstanceOf(ServerError);
    const down = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(createSiteApi('nl', { fetch: down }).searchCities('ge')).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('asks the estate and its similar estates on the site in the page language', async () => {
    const fetch = answering(200, { total: { value: 0 }, results: [] });
    const api = createSiteApi('de', { fetch });
    await api.getSimilarEstates('12 3');
    expect(fetch.mock.calls[0]![0]).toBe('/de/ajax/similar-estate/12%203');
    const missing = createSiteApi('de', {
      fetch: answering(404, { message: 'Estate 9 not found' }),
    });
    await expect(missing.getEstate('9')).rejects.toBeInstanceOf(NotFoundError);
  });
});
