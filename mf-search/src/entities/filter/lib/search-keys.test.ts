import {
  normalizeFilterQuery,
  parseFilterQuery,
  pruneWithOptions,
  serializeFilterQuery,
  withListFilter,
  withValue,
} from './filter-query';
import { toEstateQuery, toSort } from './search-request';

describe('every SPEC §9 filter key through the URL', () => {
  it('reads subType, bedrooms (6 = 6+), bed-min, country, geo_range and groupBy', () => {
    const q = parseFilterQuery(
      'type=1&subType=102&bedrooms=2,3&bedrooms=9&bed-min=2&country=be&geo_range=10km;51.05;3.72&groupBy=type',
    );
    expect(q).toEqual({
      sortOrder: 'DESC',
      sortType: 'date',
      type: ['1'],
      subType: ['102'],
      country: ['BE'],
      bedrooms: ['2', '3', '6'],
      'bed-min': 2,
      geo_range: '10km;51.05;3.72',
      groupBy: 'TYPE',
    });
    expect(toEstateQuery(q, [4])).toEqual({
      type: [1],
      subType: [102],
      country: ['BE'],
      bedrooms: [2, 3, 6],
      'bed-min': 2,
      geo_range: '10km;51.05;3.72',
      hiddenStatus: [4],
    });
  });

  it.each([
    'trans=kopen&type=1&subType=102&bedrooms=1&bedrooms=6&bed-min=3&price-min=100000&geo_range=2.5km;-51.05;+3.7&groupBy=CITY&sortType=price&sortOrder=ASC',
    'status=TAKE_OVER&country=FR&groupBy=STATUS',
  ])('round-trips %p (after normalising)', (search) => {
    const once = serializeFilterQuery(parseFilterQuery(search));
    expect(serializeFilterQuery(parseFilterQuery(once))).toBe(once);
    expect(parseFilterQuery(once)).toEqual(parseFilterQuery(search));
  });

  it('reads transaction ids as their status and writes them as trans or status', () => {
    expect(serializeFilterQuery(parseFilterQuery('transaction=1'))).toBe('trans=kopen');
    expect(serializeFilterQuery(parseFilterQuery('transaction=10'))).toBe('status=TAKE_OVER');
  });

  it('ignores malformed values of the new keys', () => {
    expect(
      parseFilterQuery(
        'subType=x&bedrooms=0&bedrooms=two&bed-min=-1&groupBy=COLOUR&geo_range=10;51;3',
      ),
    ).toEqual({ sortOrder: 'DESC', sortType: 'date' });
  });

  it('removes a list filter set to empty, e.g. bedrooms', () => {
    const q = withListFilter(parseFilterQuery('bedrooms=2'), 'bedrooms', []);
    expect('bedrooms' in q).toBe(false);
    expect(withValue(parseFilterQuery('groupBy=CITY'), 'groupBy', '')).toEqual({
      sortOrder: 'DESC',
      sortType: 'date',
    });
  });

  it('drops unknown type ids, subtypes of other types and unknown countries against the options', () => {
    const q = parseFilterQuery('type=1&type=99&subType=102&subType=201&country=BE&country=XX');
    expect(
      pruneWithOptions(q, {
        headTypes: [
          { id: 1, name: {} },
          { id: 2, name: {} },
        ],
        subTypes: [
          { id: 102, name: {}, headTypeId: 1 },
          { id: 201, name: {}, headTypeId: 2 },
        ],
        countries: [{ id: 'BE', name: {} }],
      }),
    ).toEqual({ ...parseFilterQuery(''), type: ['1'], subType: ['102'], country: ['BE'] });
    expect(pruneWithOptions(q, {})).toEqual(q);
  });
});

describe('geo_range (SPEC §5, read by shared/estate parseGeoRange)', () => {
  it.each([
    ['10km;51.05;3.72', '10km;51.05;3.72'],
    ['0.5km;-33.9;+151.2', '0.5km;-33.9;151.2'],
    ['3km;51;4', '3km;51;4'],
    ['500km;50.8;4.35', '500km;50.8;4.35'],
  ])('keeps %p as %p', (value, kept) => {
    expect(normalizeFilterQuery({ geo_range: value }).geo_range).toBe(kept);
  });

  it.each([
    '10;51.05;3.72',
    '10 km;51.05;3.72',
    'km;51;3',
    '-5km;51;3',
    '0km;51;3',
    '10km;51.05',
    '10km;51.05;3.72;1',
    '10km;a;b',
    '10km;91;3',
    '10km;51;181',
    '10mi;51;3',
    // Above the 500 km of the site's one parser, which the API applies too.
    '501km;51;3',
    '',
  ])('ignores %p', (value) => {
    expect(normalizeFilterQuery({ geo_range: value }).geo_range).toBeUndefined();
  });
});

describe('sort and grouping (SPEC §7, §9)', () => {
  it('puts the grouping sort first, then the visitor sort', () => {
    expect(toSort({ sortType: 'price', sortOrder: 'DESC', groupBy: 'TYPE' })).toEqual([
      { field: 'children.general.headType.id', order: 'ASC' },
      { field: 'children.general.price.value', order: 'DESC' },
    ]);
    expect(toSort({ sortType: 'date', sortOrder: 'DESC', groupBy: 'STATUS' })[0]).toEqual({
      field: 'children.general.transaction.id',
      order: 'ASC',
    });
    expect(toSort({ sortType: 'city', sortOrder: 'DESC', groupBy: 'CITY' })).toEqual([
      { field: 'children.general.address.city.name', order: 'DESC' },
    ]);
    expect(toSort({ sortType: 'date', sortOrder: 'DESC', groupBy: 'SUBTYPE' })[0]?.field).toBe(
      'children.general.subType.id',
    );
  });
});
