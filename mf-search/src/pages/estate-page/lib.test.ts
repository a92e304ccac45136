import type { EstatePage } from 'shared/domain';
import { estatePageAlternates, estatePagePath, listingQuery } from './lib';

const PAGE: EstatePage = {
  id: 1,
  slugs: {
    nl: { a: 'nieuwbouw', b: 'gent' },
    fr: { a: 'construction-neuve', b: 'gand' },
    en: { a: 'new-builds', b: 'ghent' },
    de: { a: 'neubau', b: 'gent' },
  },
  title: {},
  description: {},
  body: {},
  query: { status: ['FOR_SALE'], type: [9], city: [2] },
};

describe('landing page paths and listing link', () => {
  it('gives the localized path in each language', () => {
    expect(estatePagePath(PAGE, 'fr')).toBe('/fr/decouvrir/construction-neuve/gand');
    expect(estatePageAlternates(PAGE)).toEqual({
      nl: '/nl/ontdek/nieuwbouw/gent',
      fr: '/fr/decouvrir/construction-neuve/gand',
      en: '/en/discover/new-builds/ghent',
      de: '/de/entdecken/neubau/gent',
    });
  });

  it('writes the predefined search as the listing reads it', () => {
    expect(listingQuery(PAGE.query)).toBe('trans=kopen&city=2&type=9');
    expect(listingQuery({ status: ['TO_RENT'], city: [1, 3], 'price-max': 1200 })).toBe(
      'trans=huren&city=1&city=3&price-max=1200',
    );
    expect(listingQuery({ status: ['FOR_SALE', 'SOLD'], country: ['FR'] })).toBe(
      'status=FOR_SALE&status=SOLD&country=FR',
    );
  });
});
