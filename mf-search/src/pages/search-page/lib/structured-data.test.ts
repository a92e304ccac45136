import { detailPath, sortedPictures } from 'shared/estate';
import { demoEstates } from 'shared/testing/estates';
import { structuredDataProblems } from 'shared/testing/structured-data';
import { listingHead } from './structured-data';

describe('listingHead', () => {
  it('lists the cards in order with their detail URLs and preloads the first picture', () => {
    const estates = demoEstates()
      .filter((e) => !e.general.parentId)
      .slice(0, 15);
    const head = listingHead(estates, 'de', 'https://www.agency.be');
    const [list] = head.structuredData ?? [];
    expect(structuredDataProblems(list)).toEqual([]);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 15 });
    const items = (list as { itemListElement: { position: number; url: string }[] })
      .itemListElement;
    expect(items.map((i) => i.url)).toEqual(
      estates.map((e) => `https://www.agency.be${detailPath(e, 'de')}`),
    );
    expect(items.map((i) => i.position)).toEqual(estates.map((_, i) => i + 1));
    expect(head.preloadImage).toBe(sortedPictures(estates[0]!)[0]?.thumbnail);
  });

  it('gives nothing for an empty listing', () => {
    expect(listingHead([], 'en', 'https://www.agency.be')).toEqual({});
  });
});
