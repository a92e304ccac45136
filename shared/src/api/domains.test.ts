/**
 * @jest-environment node
 */
// The content calls (shared/api/content).
import { createHttpClient } from './client';
import { createContentApi } from './content';
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
  ])('%s calls its path', async (_name, run, method, url) => {
    const api = setup();
    await run(api);
    expect(api.call()).toMatchObject({ method, url });
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
