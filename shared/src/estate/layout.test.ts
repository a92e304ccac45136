import { makeEstate } from '../../testing/estates';
import { sortedPictures } from './index';

describe('sortedPictures (SPEC §9)', () => {
  it('sorts by index without changing the estate', () => {
    // The generator stores the pictures out of index order, as the API may.
    const estate = makeEstate();
    const stored = estate.pictures.map((p) => p.index);
    const sorted = [...stored].sort((a, b) => a - b);
    expect(stored).not.toEqual(sorted);
    expect(sortedPictures(estate).map((p) => p.index)).toEqual(sorted);
    expect(estate.pictures.map((p) => p.index)).toEqual(stored);
  });
});
