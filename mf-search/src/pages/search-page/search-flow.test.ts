import { allSettled, fork } from 'effector';
import type { Estate, EstateFilters, EstateQuery, EstateSearchRequest } from 'shared/domain';
import { shell } from 'shared/bus';
import { answer, makeEstate, makeEstates, TRANSACTIONS } from '../../lib/test-fixtures';
import { searchEstatesFx } from '../../entities/estate-list';
import {
  $filterOptions,
  $filterQuery,
  $ignoredTypes,
  fetchFilterOptionsFx,
  filterInitialised,
  listFilterSet,
  parseFilterQuery,
  valueSet,
} from '../../entities/filter';
import { $isMapOpen, areaSearched, mapOpened } from '../../features/estate-map';
import {
  $mapTiles,
  $markers,
  fetchMapConfigFx,
  fetchMapEstatesFx,
  mapShown,
} from '../../features/estate-map/lazy';
import { filterCitySearch, loadMoreClicked, searchPageOpened } from './model';

const OPTIONS: Partial<EstateFilters> = {
  headTypes: [
    { id: 1, name: { en: 'House' } },
    { id: 2, name: { en: 'Apartment' } },
  ],
  subTypes: [{ id: 11, name: { en: 'Villa' }, headTypeId: 1 }],
  countries: [{ id: 'BE', name: { en: 'Belgium' } }],
};

function setup(mapEstates: Estate[] = []) {
  const requests: EstateSearchRequest[] = [];
  const written: { search: string; replace: boolean }[] = [];
  const mapQueries: EstateQuery[] = [];
  const scope = fork({
    values: [
      [shell.$siteSettings, { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl'] }],
    ],
    handlers: [
      [
        searchEstatesFx,
        async (request: EstateSearchRequest) => {
          requests.push(request);
          return answer(makeEstates(15, (request.from ?? 0) + 1), 40);
        },
      ],
      [fetchFilterOptionsFx, async () => OPTIONS],
      [
        fetchMapEstatesFx,
        async (query: EstateQuery) => {
          mapQueries.push(query);
          return mapEstates;
        },
      ],
      [fetchMapConfigFx, async () => null],
      [
        filterCitySearch.searchCityFx,
        async () => [{ id: 2, zip: '9000', name: 'Gent', label: 'Gent (9000)', lat: 51, lon: 3.7 }],
      ],
    ],
  });
  const open = (search: string) =>
    allSettled(searchPageOpened, {
      scope,
      params: {
        locale: 'en',
        search,
        navigate: (s: string, options?: { replace?: boolean }) =>
          written.push({ search: s, replace: options?.replace === true }),
      },
    });
  return { scope, requests, written, mapQueries, open };
}

const last = <T>(list: T[]) => list[list.length - 1];

describe('grouping (SPEC §7, §9)', () => {
  it('sends groupBy with the grouping sort first, also for the next page', async () => {
    const { scope, requests, written, open } = setup();
    await open('trans=kopen');
    await allSettled(valueSet, { scope, params: { key: 'groupBy', value: 'TYPE' } });
    expect(last(requests)).toEqual({
      query: { status: ['FOR_SALE'], hiddenStatus: [4, 12] },
      sort: [
        { field: 'children.general.headType.id', order: 'ASC' },
        { field: 'children.general.publicationDate', order: 'DESC' },
      ],
      groupBy: 'TYPE',
      from: 0,
      size: 15,
      view: 'card',
    });
    expect(last(written)).toEqual({ search: 'trans=kopen&groupBy=TYPE', replace: false });
    await allSettled(loadMoreClicked, { scope });
    expect(last(requests)).toMatchObject({ groupBy: 'TYPE', from: 15 });
  });
});

describe('a malformed URL is corrected visibly (SPEC §4, §9)', () => {
  it('writes the canonical query string back with replace', async () => {
    const { written, requests, open } = setup();
    await open('?price-min=12a&price-max=300000&city=abc&type=1&sortType=size');
    expect(requests[0]?.query).toEqual({ type: [1], 'price-max': 300000, hiddenStatus: [4, 12] });
    expect(written[0]).toEqual({ search: 'type=1&price-max=300000', replace: true });
  });

  it('swaps a min above the max', async () => {
    const { written, open } = setup();
    await open('price-min=500000&price-max=100000');
    expect(written[0]).toEqual({ search: 'price-min=100000&price-max=500000', replace: true });
  });

  it('removes an unknown type id once the options are known and refetches', async () => {
    const { scope, written, requests, open } = setup();
    await open('type=1&type=77');
    expect(scope.getState($filterQuery).type).toEqual(['1']);
    expect(last(requests)?.query.type).toEqual([1]);
    expect(last(written)).toEqual({ search: 'type=1', replace: true });
    // The page says which type it ignored (not silently "all types").
    expect(scope.getState($ignoredTypes)).toEqual(['77']);
  });

  it('names an unknown type of the address until the visitor changes the selection', async () => {
    const { scope, requests, open } = setup();
    await open('type=999');
    expect(scope.getState($ignoredTypes)).toEqual(['999']);
    expect(scope.getState($filterQuery).type).toBeUndefined();
    expect(last(requests)?.query.type).toBeUndefined();
    await allSettled(listFilterSet, { scope, params: { key: 'type', values: ['2'] } });
    expect(scope.getState($ignoredTypes)).toEqual([]);
  });

  it('with the options loaded already (a hydrated page), an unknown type never reaches a search', async () => {
    const { scope, requests, open } = setup();
    await open('trans=kopen');
    const before = requests.length;
    await allSettled(filterInitialised, { scope, params: 'type=999' });
    expect(scope.getState($filterQuery).type).toBeUndefined();
    expect(scope.getState($ignoredTypes)).toEqual(['999']);
    expect(requests.slice(before).every((r) => r.query.type === undefined)).toBe(true);
  });

  it('writes nothing for a canonical URL', async () => {
    const { written, requests, open } = setup();
    await open('trans=kopen&type=1');
    expect(written).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe('the address read again (SPEC §4 Initialising from the request)', () => {
  it('keeps the selection it holds when it is the same, so nothing showing it renders again', async () => {
    const held = parseFilterQuery('trans=kopen&type=1');
    const scope = fork({
      values: [
        [$filterQuery, held],
        [$filterOptions, OPTIONS],
      ],
    });
    const ignored = scope.getState($ignoredTypes);
    await allSettled(filterInitialised, { scope, params: 'type=1&trans=kopen' });
    expect(scope.getState($filterQuery)).toBe(held);
    expect(scope.getState($ignoredTypes)).toBe(ignored);
    await allSettled(filterInitialised, { scope, params: 'trans=huren&type=1' });
    expect(scope.getState($filterQuery)).toEqual(parseFilterQuery('trans=huren&type=1'));
  });
});

describe('city search in the filters', () => {
  it('sets the city filter from a chosen suggestion', async () => {
    const { scope, requests, open } = setup();
    await open('');
    await allSettled(filterCitySearch.cityChosen, {
      scope,
      params: { id: 2, zip: '9000', name: 'Gent', label: 'Gent (9000)', lat: 51, lon: 3.7 },
    });
    expect(last(requests)?.query.city).toEqual([2]);
    await allSettled(filterCitySearch.cityCleared, { scope });
    expect(last(requests)?.query.city).toBeUndefined();
  });
});

describe('map model (SPEC §2 markers, §5 hiddenStatus)', () => {
  const estates = [
    makeEstate({ id: '1' }),
    makeEstate({ id: '2', general: { transaction: TRANSACTIONS.RENT_OPTION } }),
    makeEstate({ id: '3', general: { address: { geoLocation: null } } }),
    makeEstate({ id: '4', general: { transaction: TRANSACTIONS.SOLD } }),
  ];

  it('fetches the list search when the map is shown and leaves out hidden statuses', async () => {
    const { scope, mapQueries, open } = setup(estates);
    await open('trans=kopen');
    expect(mapQueries).toHaveLength(0);
    await allSettled(mapOpened, { scope });
    await allSettled(mapShown, { scope });
    expect(scope.getState($isMapOpen)).toBe(true);
    expect(scope.getState($mapTiles)).toBeNull();
    expect(mapQueries).toEqual([{ status: ['FOR_SALE'], hiddenStatus: [4, 12] }]);
    const markers = scope.getState($markers);
    expect(markers.map((m) => m.id)).toEqual(['1', '4']);
    // The marker sits at the estate's geo location.
    const point = estates[0]?.general.address.geoLocation;
    expect(markers[0]).toMatchObject({
      lat: point?.lat,
      lon: point?.lon,
      title: expect.any(String),
    });
    // A popup shows the estate's card: the marker carries the estate itself.
    expect(markers[0]?.estate).toBe(estates[0]);
    expect(markers[1]?.estate).toBe(estates[3]);
  });

  it('"search this area" sets geo_range and the search follows', async () => {
    const { scope, requests, mapQueries, written, open } = setup(estates);
    await open('');
    await allSettled(mapOpened, { scope });
    await allSettled(mapShown, { scope });
    await allSettled(areaSearched, { scope, params: { km: 4.21, lat: 51.054321, lon: 3.7254321 } });
    expect(scope.getState($filterQuery).geo_range).toBe('4.3km;51.05432;3.72543');
    expect(last(requests)?.query.geo_range).toBe('4.3km;51.05432;3.72543');
    expect(last(mapQueries)?.geo_range).toBe('4.3km;51.05432;3.72543');
    expect(last(written)?.search).toBe('geo_range=4.3km;51.05432;3.72543');
  });
});
