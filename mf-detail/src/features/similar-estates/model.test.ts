/**
 * @jest-environment node
 */
import { allSettled, fork } from 'effector';
import { shell } from 'shared/bus';
import type { Site } from 'shared/domain';
import { buildEstate } from '../../lib/test-estates';
import { $similarEstates, getSimilarEstatesFx, similarEstateShown } from './model';

describe('similar estates model (SPEC §2 /{lang}/ajax/similar-estate/{estateId})', () => {
  it('keeps at most four similar estates, never the estate itself', async () => {
    const asked: { id: string; locale: string }[] = [];
    const scope = fork({
      handlers: [
        [
          getSimilarEstatesFx,
          async (request: { id: string; locale: string }) => {
            asked.push(request);
            return ['12', '20', '21', '22', '23', '24'].map((id) => buildEstate(id));
          },
        ],
      ],
    });
    await allSettled(similarEstateShown, {
      scope,
      params: { estate: buildEstate('12'), locale: 'fr' },
    });
    expect(asked).toEqual([{ id: '12', locale: 'fr' }]);
    expect(scope.getState($similarEstates).map((e) => e.id)).toEqual(['20', '21', '22', '23']);
    await allSettled(similarEstateShown, { scope, params: null });
    expect(scope.getState($similarEstates)).toEqual([]);
  });

  it('answers [] when the site server fails', async () => {
    const fetchMock = jest.fn(async (_url: unknown) => new Response('down', { status: 502 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      const scope = fork();
      await allSettled(similarEstateShown, {
        scope,
        params: { estate: buildEstate('12'), locale: 'nl' },
      });
      expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/nl\/ajax\/similar-estate\/12$/);
      expect(scope.getState($similarEstates)).toEqual([]);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('asks the API itself in a server render, the site hidden statuses left out', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetchMock = (async (url: string | URL, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? 'null')) });
      const results = ['12', '30', '31'].map((id) => buildEstate(id));
      return new Response(JSON.stringify({ total: { value: results.length }, results }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const scope = fork({
      values: [
        [
          shell.$apiContext,
          {
            baseUrl: 'http://api.test',
            siteId: 3,
            fetch: fetchMock,
            siteServer: { baseUrl: 'http://127.0.0.1:1', fetch: fetchMock },
          },
        ],
        [shell.$site, { id: 3, settings: { hiddenStatus: [3, 8] } } as unknown as Site],
      ],
    });
    await allSettled(similarEstateShown, {
      scope,
      params: { estate: buildEstate('12'), locale: 'en' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://api.test/sites/3/estates');
    expect(calls[0]?.body).toMatchObject({
      query: { hiddenStatus: [3, 8] },
      size: 5,
      view: 'card',
    });
    expect(scope.getState($similarEstates).map((e) => e.id)).toEqual(['30', '31']);
  });

  it('answers [] in a server render when the API search fails', async () => {
    const fetchMock = (async () => new Response('down', { status: 503 })) as typeof fetch;
    const scope = fork({
      values: [
        [
          shell.$apiContext,
          { baseUrl: 'http://api.test', siteId: 3, fetch: fetchMock, siteServer: { baseUrl: '' } },
        ],
      ],
    });
    await allSettled(similarEstateShown, {
      scope,
      params: { estate: buildEstate('12'), locale: 'en' },
    });
    expect(scope.getState($similarEstates)).toEqual([]);
  });
});
