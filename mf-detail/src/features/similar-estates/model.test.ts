import { allSettled, fork } from 'effector';
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
});
