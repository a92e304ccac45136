import {
  moreFilterCount,
  usesMoreFilters,
  DEFAULT_FILTER_QUERY,
  filterQueriesEqual,
  normalizeFilterQuery,
  parseFilterQuery,
  serializeFilterQuery,
  withListFilter,
  withPriceRange,
} from './filter-query';
import { toEstateQuery, toSort } from './search-request';

describe('parseFilterQuery (SPEC §4 initialising from the request)', () => {
  it('gives the default sort, date DESC, for an empty query string', () => {
    expect(parseFilterQuery('')).toEqual({ sortType: 'date', sortOrder: 'DESC' });
    expect(DEFAULT_FILTER_QUERY).toEqual({ sortType: 'date', sortOrder: 'DESC' });
  });

  it('reads trans=kopen as FOR_SALE and trans=huren as TO_RENT', () => {
    expect(parseFilterQuery('?trans=kopen').status).toEqual(['FOR_SALE']);
    expect(parseFilterQuery('trans=huren').status).toEqual(['TO_RENT']);
    expect(parseFilterQuery('trans=lenen').status).toBeUndefined();
  });

  it('wraps single city, type and country values into lists', () => {
    expect(parseFilterQuery('city=9000&type=1&country=be')).toEqual({
      sortType: 'date',
      sortOrder: 'DESC',
      city: ['9000'],
      type: ['1'],
      country: ['BE'],
    });
  });

  it('reads repeated keys and comma lists, without duplicates', () => {
    expect(parseFilterQuery('city=1&city=2').city).toEqual(['1', '2']);
    expect(parseFilterQuery('city=1,2,2').city).toEqual(['1', '2']);
    expect(parseFilterQuery('status=FOR_SALE,take_over').status).toEqual(['FOR_SALE', 'TAKE_OVER']);
  });

  it('ignores malformed values', () => {
    const q = parseFilterQuery(
      'city=abc&city=12&type=1x&country=Belgium&price-min=12a&price-max=-5&sortType=size&sortOrder=sideways&status=CLOSED',
    );
    expect(q).toEqual({ sortType: 'date', sortOrder: 'DESC', city: ['12'] });
  });

  it('never throws on odd input', () => {
    expect(() => parseFilterQuery('%E0%A4%A&city=%%%&=&&price-min=1e400')).not.toThrow();
    expect(parseFilterQuery('price-min=1e400')['price-min']).toBeUndefined();
  });

  it('reads prices in euro; 0 or empty is absent; a min above the max is swapped', () => {
    expect(parseFilterQuery('price-min=100000&price-max=300000')).toMatchObject({
      'price-min': 100000,
      'price-max': 300000,
    });
    const zero = parseFilterQuery('price-min=0&price-max=');
    expect('price-min' in zero).toBe(false);
    expect('price-max' in zero).toBe(false);
    expect(parseFilterQuery('price-min=500000&price-max=200000')).toMatchObject({
      'price-min': 200000,
      'price-max': 500000,
    });
  });

  it('reads the sort', () => {
    expect(parseFilterQuery('sortType=price&sortOrder=asc')).toEqual({
      sortType: 'price',
      sortOrder: 'ASC',
    });
  });
});

describe('serializeFilterQuery', () => {
  it('writes nothing for the default selection', () => {
    expect(serializeFilterQuery({ sortType: 'date', sortOrder: 'DESC' })).toBe('');
  });

  it('writes trans for a lone FOR_SALE or TO_RENT, status otherwise, lists as repeated keys', () => {
    expect(
      serializeFilterQuery({ sortType: 'date', sortOrder: 'DESC', status: ['FOR_SALE'] }),
    ).toBe('trans=kopen');
    expect(serializeFilterQuery({ sortType: 'date', sortOrder: 'DESC', status: ['TO_RENT'] })).toBe(
      'trans=huren',
    );
    expect(
      serializeFilterQuery({
        sortType: 'price',
        sortOrder: 'ASC',
        status: ['FOR_SALE', 'TAKE_OVER'],
        city: ['1', '2'],
        type: ['3'],
        country: ['BE'],
        'price-min': 1000,
        'price-max': 2000,
      }),
    ).toBe(
      'status=FOR_SALE&status=TAKE_OVER&city=1&city=2&type=3&country=BE&price-min=1000&price-max=2000&sortType=price&sortOrder=ASC',
    );
  });

  it.each([
    '',
    'trans=kopen',
    'trans=huren&city=9000&city=2000',
    'status=SOLD&status=RENTED&type=1&type=2&country=BE&country=FR',
    'price-min=100000&price-max=250000&sortType=price&sortOrder=ASC',
    'city=5&sortType=city&sortOrder=ASC',
  ])('round-trips %p', (search) => {
    expect(serializeFilterQuery(parseFilterQuery(search))).toBe(search);
  });

  it('round-trips a selection through the query string', () => {
    const query = normalizeFilterQuery({
      sortType: 'type',
      sortOrder: 'ASC',
      status: ['TO_RENT'],
      city: ['2', '1'],
      type: ['4'],
      country: ['NL'],
      'price-min': 500,
      'price-max': 1500,
    });
    expect(parseFilterQuery(serializeFilterQuery(query))).toEqual(query);
  });
});

describe('selection changes (SPEC §4 Filter)', () => {
  const base = { sortType: 'date', sortOrder: 'DESC' } as const;

  it('removes a list filter set to an empty list', () => {
    const withCity = withListFilter(base, 'city', ['1']);
    expect(withCity.city).toEqual(['1']);
    const cleared = withListFilter(withCity, 'city', []);
    expect('city' in cleared).toBe(false);
  });

  it('leaves out zero or empty price bounds', () => {
    const q = withPriceRange(base, { min: 0, max: '' });
    expect('price-min' in q).toBe(false);
    expect('price-max' in q).toBe(false);
    expect(withPriceRange(base, { min: '150000', max: null })).toEqual({
      ...base,
      'price-min': 150000,
    });
  });

  it('compares selections after normalising', () => {
    expect(filterQueriesEqual(parseFilterQuery('city=1'), { ...base, city: ['01'] })).toBe(true);
    expect(filterQueriesEqual(parseFilterQuery('city=1'), base)).toBe(false);
  });
});

describe('the search request (SPEC §7)', () => {
  it('maps the selection to the query with hiddenStatus', () => {
    const query = parseFilterQuery(
      'trans=kopen&city=9000&type=1&country=BE&price-min=100000&price-max=400000',
    );
    expect(toEstateQuery(query, [4, 12])).toEqual({
      status: ['FOR_SALE'],
      city: [9000],
      type: [1],
      country: ['BE'],
      'price-min': 100000,
      'price-max': 400000,
      hiddenStatus: [4, 12],
    });
    expect(toEstateQuery(DEFAULT_FILTER_QUERY, [])).toEqual({});
  });

  it.each([
    ['date', 'children.general.publicationDate'],
    ['price', 'children.general.price.value'],
    ['city', 'children.general.address.city.name'],
    ['type', 'children.general.headType.id'],
  ] as const)('sorts %s by %s', (sortType, field) => {
    expect(toSort({ sortType, sortOrder: 'ASC' })).toEqual([{ field, order: 'ASC' }]);
  });
});

describe('the filter schema on bad input (never throws, the notices still apply)', () => {
  it('drops NUL bytes, lone surrogates and garbage in every key', () => {
    const bad = [
      'city=\u0000',
      'city=12%00',
      'type=%ED%A0%80',
      'subType=\uD800',
      'country=B\u0000E',
      'bedrooms=-1',
      'bed-min=51',
      'price-min=1e9',
      'price-max=%00',
      'geo_range=5km;x;y',
      'groupBy=\uDFFF',
      'sortType=%00',
      'sortOrder=sideways',
    ].join('&');
    expect(parseFilterQuery(bad)).toEqual({ sortType: 'date', sortOrder: 'DESC' });
  });

  it('keeps the valid values next to bad ones, and unknown type ids until pruned', () => {
    expect(parseFilterQuery('city=1,%00,2&type=999999&price-min=abc&price-max=300000')).toEqual({
      sortType: 'date',
      sortOrder: 'DESC',
      city: ['1', '2'],
      type: ['999999'],
      'price-max': 300000,
    });
  });

  it('normalises non-object and wrongly typed input to the default', () => {
    expect(normalizeFilterQuery(null as never)).toEqual(DEFAULT_FILTER_QUERY);
    expect(
      normalizeFilterQuery({ city: 'not-a-list', 'price-min': {}, groupBy: 3, sortType: [] }),
    ).toEqual(DEFAULT_FILTER_QUERY);
  });

  it('writes no key for an absent value (the filter count counts keys)', () => {
    const query = normalizeFilterQuery({ city: [], 'price-min': 0, geo_range: '' });
    expect(Object.keys(query)).toEqual(['sortOrder', 'sortType']);
  });

  it('serialises canonically in a fixed key order, the sort last', () => {
    expect(
      serializeFilterQuery({
        sortType: 'price',
        sortOrder: 'ASC',
        groupBy: 'CITY',
        geo_range: '5km;51.05;3.72',
        'price-max': 100,
        'price-min': 200,
        'bed-min': 2,
        bedrooms: ['3'],
        country: ['BE'],
        subType: ['4'],
        type: ['1'],
        city: ['9000'],
        status: ['FOR_SALE'],
      }),
    ).toBe(
      'trans=kopen&city=9000&type=1&subType=4&country=BE&bedrooms=3&bed-min=2&price-min=100&price-max=200&geo_range=5km;51.05;3.72&groupBy=CITY&sortType=price&sortOrder=ASC',
    );
  });
});

describe('moreFilterCount', () => {
  it('counts the keys of the "more filters" section in use, not the main ones nor the sort', () => {
    expect(moreFilterCount(parseFilterQuery('trans=kopen&type=1&price-max=300000'))).toBe(0);
    expect(usesMoreFilters(parseFilterQuery('sortType=price&sortOrder=ASC'))).toBe(false);
    const query = parseFilterQuery('price-min=100000&groupBy=TYPE&bedrooms=2,3&country=BE');
    expect(moreFilterCount(query)).toBe(4);
    expect(usesMoreFilters(parseFilterQuery('price-min=100000'))).toBe(true);
  });
});
