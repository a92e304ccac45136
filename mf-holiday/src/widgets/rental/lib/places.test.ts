/**
 * The places of the "where" field and the reading of a place typed without a choice (a form sent
 * without scripts): a known place by any case and accents, an area or a municipality, the chosen
 * place kept, an unknown text named with the other filters kept, an erased field.
 */
import type { RentalFilters } from '#holiday/forms';
import { holidayPlacesOf, readTypedPlace, typedPlaceOf, type HolidayPlace } from './places';

const OPTIONS: Partial<RentalFilters> = {
  locations: [
    { id: 1, name: { nl: 'Belgische kust', fr: 'Côte belge', en: 'Belgian coast' } },
    { id: 2, name: { nl: 'Ardennen', fr: 'Ardenne', en: 'Ardennes' } },
  ],
  cities: [
    { id: 3, zip: '8420', name: { nl: 'De Haan', fr: 'Le Coq', en: 'De Haan' }, locationId: 1 },
    { id: 8, zip: '6940', name: { nl: 'Durbuy', fr: 'Durbuy', en: 'Durbuy' }, locationId: 2 },
    {
      id: 9,
      zip: '6980',
      name: { nl: 'La Roche-en-Ardenne', fr: 'La Roche-en-Ardenne', en: 'La Roche-en-Ardenne' },
      locationId: 2,
    },
    { id: 12, zip: '4000', name: { nl: 'Luik', fr: 'Liège', en: 'Liège' }, locationId: 2 },
  ],
};
const FR = holidayPlacesOf(OPTIONS, 'fr');

describe('holidayPlacesOf', () => {
  it('lists each area, then its municipalities, in the language', () => {
    expect(FR.map((p) => `${p.id} ${p.label}`)).toEqual([
      'location:1 Côte belge',
      'city:3 Le Coq',
      'location:2 Ardenne',
      'city:8 Durbuy',
      'city:9 La Roche-en-Ardenne',
      'city:12 Liège',
    ]);
  });
});

describe('typedPlaceOf', () => {
  it('reads the text of the field, trimmed; empty when sent empty; null when absent', () => {
    expect(typedPlaceOf('?place=+Durbuy+&persons=2')).toBe('Durbuy');
    expect(typedPlaceOf('place=&city=8')).toBe('');
    expect(typedPlaceOf('?city=8')).toBeNull();
    expect(typedPlaceOf(`?place=${'x'.repeat(300)}`)).toHaveLength(100);
  });
});

describe('readTypedPlace', () => {
  it('reads a municipality by its name, in any case and without its accents', () => {
    expect(readTypedPlace({ persons: 2 }, 'DURBUY', FR)).toEqual({
      params: { persons: 2, city: 8 },
      unmatched: null,
    });
    expect(readTypedPlace({}, 'liege', FR)).toEqual({ params: { city: 12 }, unmatched: null });
    expect(readTypedPlace({}, 'Liége', FR).params).toEqual({ city: 12 });
  });

  it('reads an area as the area (location), not as a municipality that contains its name', () => {
    expect(readTypedPlace({ city: 3 }, 'ardenne', FR)).toEqual({
      params: { location: 2 },
      unmatched: null,
    });
    expect(readTypedPlace({}, 'Côte Belge', FR).params).toEqual({ location: 1 });
  });

  it('reads the labels of the page’s language only (the list the field suggests from)', () => {
    expect(readTypedPlace({}, 'Le Coq', FR).params).toEqual({ city: 3 });
    expect(readTypedPlace({}, 'Le Coq', holidayPlacesOf(OPTIONS, 'nl')).unmatched).toBe('Le Coq');
  });

  it('takes the first place the list would suggest for a part of a name', () => {
    expect(readTypedPlace({}, 'roche', FR).params).toEqual({ city: 9 });
  });

  it('keeps the chosen place sent beside its text, before another of the same name', () => {
    const twins: HolidayPlace[] = [
      { id: 'location:5', label: 'Spa' },
      { id: 'city:50', label: 'Spa' },
    ];
    expect(readTypedPlace({ city: 50 }, 'spa', twins).params).toEqual({ city: 50 });
    expect(readTypedPlace({}, 'spa', twins).params).toEqual({ location: 5 });
    // Another text replaces the chosen place.
    expect(readTypedPlace({ city: 8, kind: 1 }, 'Le Coq', FR).params).toEqual({ city: 3, kind: 1 });
  });

  it('names a text that matches no place, drops the place and keeps the other filters', () => {
    expect(readTypedPlace({ city: 8, persons: 4, period: 'WEEK' }, '  Atlantis ', FR)).toEqual({
      params: { persons: 4, period: 'WEEK' },
      unmatched: 'Atlantis',
    });
  });

  it('removes the place for an erased field', () => {
    expect(readTypedPlace({ location: 2, persons: 2 }, ' ', FR)).toEqual({
      params: { persons: 2 },
      unmatched: null,
    });
  });
});
