import { rentalQuerySchema } from 'api/contract';
import {
  parseRentalSearch,
  serializeRentalSearch,
  toRentalQuery,
  withRentalParam,
} from './search-params';

describe('the rental search in the URL', () => {
  it('reads every filter and writes it back the same way', () => {
    const search = 'location=1&city=3&persons=4&kind=2&period=long-weekend&arrival=2027-05-06';
    const params = parseRentalSearch(`?${search}`);
    expect(params).toEqual({
      location: 1,
      city: 3,
      persons: 4,
      kind: 2,
      period: 'LONG_WEEKEND',
      arrival: '2027-05-06',
    });
    expect(serializeRentalSearch(params)).toBe(search);
  });

  it('drops malformed values of a pasted URL', () => {
    expect(
      parseRentalSearch(
        'city=abc&persons=0&kind=-1&period=fortnight&arrival=2027-02-30&location=2',
      ),
    ).toEqual({ location: 2 });
    expect(parseRentalSearch('persons=99')).toEqual({});
  });

  it("gives the API's search, leaving out what is not set", () => {
    expect(toRentalQuery({ city: 3, persons: 2, period: 'WEEK' })).toEqual({
      city: [3],
      persons: 2,
      periodType: 'WEEK',
    });
    expect(toRentalQuery({})).toEqual({});
  });

  it.each([
    'location=1&city=3&persons=4&kind=2&period=long-weekend&arrival=2027-05-06',
    'persons=50&period=midweek',
    'city=abc&persons=0&kind=-1&period=fortnight&arrival=2027-02-30&location=2',
    'persons=99',
    '',
  ])("gives a search the API's schema accepts, from ?%s", (url) => {
    const query = toRentalQuery(parseRentalSearch(`?${url}`));
    expect(rentalQuerySchema.safeParse(query).error).toBeUndefined();
  });

  it('sets and removes one filter', () => {
    expect(withRentalParam({ city: 3 }, 'persons', 4)).toEqual({ city: 3, persons: 4 });
    expect(withRentalParam({ city: 3, persons: 4 }, 'persons', undefined)).toEqual({ city: 3 });
    expect(withRentalParam({ arrival: '2027-01-01' }, 'arrival', '')).toEqual({});
  });
});
