import type { CitySuggestion } from 'shared/domain';
import {
  bestCityMatch,
  cityIdOfSearch,
  MAX_LINKED_PAGES,
  pagesOfSearch,
  pagesUrl,
  placeSearchText,
  placeToResolve,
  resultAnchor,
  searchWithCity,
} from './request-extras';

const city = (id: number, name: string, zip: string): CitySuggestion => ({
  id,
  name,
  zip,
  label: `${name} (${zip})`,
  lat: 0,
  lon: 0,
});

describe('the listing address beyond the selection', () => {
  it('reads the pages to show from `page`, 1 when absent or malformed, at most the cap', () => {
    expect(pagesOfSearch('')).toBe(1);
    expect(pagesOfSearch('?trans=kopen&page=3')).toBe(3);
    expect(pagesOfSearch('page=0')).toBe(1);
    expect(pagesOfSearch('page=-2')).toBe(1);
    expect(pagesOfSearch('page=2.5')).toBe(1);
    expect(pagesOfSearch('page=%00')).toBe(1);
    expect(pagesOfSearch('page=99999999999')).toBe(1);
    expect(pagesOfSearch('page=500')).toBe(MAX_LINKED_PAGES);
  });

  it('links to a page more of the same search, opened at its first new card', () => {
    const query = { sortType: 'price', sortOrder: 'ASC', status: ['FOR_SALE'] } as const;
    expect(pagesUrl('/en/offer', { ...query, status: [...query.status] }, 2, 15)).toBe(
      '/en/offer?trans=kopen&sortType=price&sortOrder=ASC&page=2#result-16',
    );
    expect(pagesUrl('/nl/aanbod', { sortType: 'date', sortOrder: 'DESC' }, 3, 15)).toBe(
      '/nl/aanbod?page=3#result-31',
    );
    expect(resultAnchor(0)).toBe('result-1');
  });

  it('takes a typed municipality from `place`, with the city id beside it', () => {
    expect(placeToResolve('place=%20Gent%20&trans=kopen')).toBe('Gent');
    expect(placeToResolve('place=&city=12')).toBeNull();
    expect(placeToResolve('trans=kopen')).toBeNull();
    // A city given by name in a hand-written address is looked up too.
    expect(placeToResolve('city=Gent&trans=kopen')).toBe('Gent');
    expect(placeToResolve('city=12')).toBeNull();
    expect(cityIdOfSearch('place=Gent&city=12')).toBe('12');
    expect(cityIdOfSearch('city=abc')).toBeNull();
    expect(placeSearchText('Gent (9000)')).toBe('Gent');
    expect(placeSearchText('9000')).toBe('9000');
  });

  it('matches the typed text by name, label or postcode before taking the best suggestion', () => {
    const rows = [city(1, 'Gentbrugge', '9050'), city(2, 'Gent', '9000'), city(3, 'Liège', '4000')];
    expect(bestCityMatch('gent', rows)?.id).toBe(2);
    expect(bestCityMatch('Gent (9000)', rows)?.id).toBe(2);
    expect(bestCityMatch('LIEGE', rows)?.id).toBe(3);
    expect(bestCityMatch('4000', rows)?.id).toBe(3);
    expect(bestCityMatch('Gen', rows)?.id).toBe(1);
    expect(bestCityMatch('Gent', [])).toBeNull();
  });

  it('puts the looked-up city in place of the typed text', () => {
    expect(searchWithCity('trans=kopen&place=Gent&city=7', '2')).toBe('trans=kopen&city=2');
    expect(searchWithCity('place=Atlantis&type=1', null)).toBe('type=1');
  });
});
