/**
 * @jest-environment node
 */
// The content and rental-unit calls (shared/api/content, /rental).
import { createHttpClient } from './client';
import { createContentApi } from './content';
import { createRentalApi } from './rental';
import { NotImplementedError, ServerError } from './errors';

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
  return {
    content: createContentApi(http),
    rental: createRentalApi(http),
    fetch,
    call,
  };
}

type Api = ReturnType<typeof setup>;
type Call = (api: Api) => Promise<unknown>;

describe('paths and methods (SPEC §7)', () => {
  it.each<[string, Call, string, string]>([
    [
      'getNavigation',
      (a) => a.content.getNavigation('main'),
      'GET',
      '/api/sites/7/navigation/main',
    ],
    [
      'getPageByUrl',
      (a) => a.content.getPageByUrl('about us'),
      'GET',
      '/api/sites/7/pages/by-url/about%20us',
    ],
    [
      'getEntityItems',
      (a) => a.content.getEntityItems('team'),
      'GET',
      '/api/sites/7/entities/team/items',
    ],
    [
      'getAgreements',
      (a) => a.content.getAgreements('nl'),
      'GET',
      '/api/sites/7/agreements?locale=nl',
    ],
    [
      'getEstatePage',
      (a) => a.content.getEstatePage('a', 'b'),
      'GET',
      '/api/sites/7/estate-pages/a/b',
    ],
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
      'sendRentalEnquiry',
      (a) => a.rental.sendRentalEnquiry({} as never),
      'POST',
      '/api/sites/7/rental-units/enquiry',
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

describe('not implemented calls (SPEC §7, §8)', () => {
  it.each(['logPolicy', 'getPrivacyStatement'] as const)(
    '%s rejects with NotImplementedError, "Not implemented", status 500',
    async (name) => {
      const { content, fetch } = setup();
      const error = await content[name]().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotImplementedError);
      expect(error).toBeInstanceOf(ServerError);
      expect(error).toMatchObject({ message: 'Not implemented', status: 500 });
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});

describe('content calls (only those a page uses)', () => {
  it('offers only the calls a page uses, and the two not-implemented ones', () => {
    expect(Object.keys(setup().content).sort()).toEqual([
      'getAgreements',
      'getEntityItems',
      'getEstatePage',
      'getNavigation',
      'getPageByUrl',
      'getPrivacyStatement',
      'logPolicy',
    ]);
  });
});
