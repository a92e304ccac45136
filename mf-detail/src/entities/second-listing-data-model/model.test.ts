import { allSettled, fork } from 'effector';
import type { SkarabeeListing } from 'shared/domain';
import { buildEstate } from '../../lib/test-estates';
import { $secondListing, getSecondListingFx, secondListingEstateShown } from './model';

const listing = {
  id: 'skl-12',
  fields: { 'comfort.heating': 'GAS' },
} as unknown as SkarabeeListing;

describe('second listing model (SPEC §3, §4 alternate source, §7 GET /estates/skarabee/{id})', () => {
  it('fetches the listing of an estate with a guid by its guid, and none without', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          getSecondListingFx,
          async ({ guid }: { guid: string }) => {
            asked.push(guid);
            return listing;
          },
        ],
      ],
    });
    await allSettled(secondListingEstateShown, {
      scope,
      params: { estate: buildEstate('12', { general: { guid: 'skb-12' } }), locale: 'nl' },
    });
    expect(asked).toEqual(['skb-12']);
    expect(scope.getState($secondListing)).toBe(listing);

    await allSettled(secondListingEstateShown, {
      scope,
      params: { estate: buildEstate('13'), locale: 'nl' },
    });
    expect(asked).toEqual(['skb-12']);
    expect(scope.getState($secondListing)).toBeNull();
  });
});
