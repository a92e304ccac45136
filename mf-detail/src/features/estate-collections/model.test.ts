import { allSettled, fork } from 'effector';
import type { EstateCollection } from 'shared/domain';
import { buildEstate } from '../../lib/test-estates';
import { $collections, collectionsEstateShown, getCollectionsFx } from './model';

const collection = (id: number): EstateCollection => ({
  id,
  name: { nl: `Collectie ${id}` },
  estateIds: ['12'],
});

describe('estate collections model (SPEC §3 estate collections)', () => {
  it('fetches the collections an estate refers to, and none for an estate without', async () => {
    const asked: number[][] = [];
    const scope = fork({
      handlers: [
        [
          getCollectionsFx,
          async ({ ids }: { ids: number[] }) => {
            asked.push(ids);
            return ids.map(collection);
          },
        ],
      ],
    });
    await allSettled(collectionsEstateShown, {
      scope,
      params: { estate: buildEstate('12', { collections: [1, 3] }), locale: 'nl' },
    });
    expect(scope.getState($collections)).toEqual([collection(1), collection(3)]);

    await allSettled(collectionsEstateShown, {
      scope,
      params: { estate: buildEstate('13'), locale: 'nl' },
    });
    expect(asked).toEqual([[1, 3]]);
    expect(scope.getState($collections)).toEqual([]);
  });
});
