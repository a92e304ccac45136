/**
 * @jest-environment node
 */
// The holiday team's rental-unit calls.
import { createHttpClient, ServerError } from 'shared/api';
import { createRentalApi } from './api';

type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit]>;

function setup(
  answer: () => Response = () =>
    new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
) {
  const fetch: FetchMock = jest.fn(async (_url: string, _init: RequestInit) => answer());
  const http = createHttpClient({
    baseUrl: '/api',
    siteId: 7,
    fetch: fetch as unknown as typeof globalThis.fetch,
    logger: { error: jest.fn() },
  });
  const call = (n = 0) => {
    const [url, init] = fetch.mock.calls[n]!;
    return {
      url,
      method: init.method,
      body: init.body === undefined ? undefined : JSON.parse(init.body as string),
    };
  };
  return { rental: createRentalApi(http), call };
}

type Call = (api: ReturnType<typeof setup>) => Promise<unknown>;

describe('paths and methods (SPEC §7)', () => {
  it.each<[string, Call, string, string]>([
    [
      'getRentalFilters',
      (a) => a.rental.getRentalFilters(),
      'POST',
      '/api/sites/7/rental-units/filters',
    ],
    ['getRentalUnit', (a) => a.rental.getRentalUnit(5), 'GET', '/api/sites/7/rental-units/5'],
    [
      'getRentalPeriods',
      (a) => a.rental.getRentalPeriods(5),
      'GET',
      '/api/sites/7/rental-units/5/periods',
    ],
    [
      'requestReservation',
      (a) => a.rental.requestReservation({} as never),
      'POST',
      '/api/sites/7/rental-units/reservation',
    ],
    [
      'getRentalPhoto',
      (a) => a.rental.getRentalPhoto('501', '1-medium'),
      'GET',
      '/api/sites/7/rental-units/photo/501/1-medium',
    ],
  ])('%s calls its path', async (_name, run, method, url) => {
    const api = setup();
    await run(api);
    expect(api.call()).toMatchObject({ method, url });
  });
});

describe('searchRentalUnits (SPEC §8)', () => {
  it('answers total 0, empty results and the error when the search fails', async () => {
    const { rental, call } = setup(() => new Response('', { status: 500 }));
    const answer = await rental.searchRentalUnits({ search: { city: [1] }, from: 0, size: 15 });
    expect(call().body).toEqual({ search: { city: [1] }, from: 0, size: 15 });
    expect(answer).toMatchObject({ total: { value: 0 }, results: [] });
    expect(answer.error).toBeInstanceOf(ServerError);
  });
});
