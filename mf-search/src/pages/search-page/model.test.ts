import { allSettled, fork } from 'effector';
import type { EstateFilters, EstateSearchRequest } from 'shared/domain';
import { shell } from 'shared/bus';
import { answer, failedAnswer, makeEstates } from '../../lib/test-fixtures';
import { $estates, $error, $node, $total, searchEstatesFx } from '../../entities/estate-list';
import {
  $filterError,
  $filterOptions,
  $filterQuery,
  $filterState,
  $priceChoices,
  fetchFilterOptionsFx,
  fetchPriceOptionsFx,
  filtersCleared,
  listFilterSet,
  priceRangeSet,
  sortSet,
} from '../../entities/filter';
import {
  $isMoreFiltersOpen,
  $unmatchedPlace,
  filterNodeSet,
  lookUpPlaceFx,
  moreFiltersToggled,
  locationSearchChanged,
  loadMoreClicked,
  retryClicked,
  searchPageClosed,
  searchPageOpened,
} from './model';

const OPTIONS: Partial<EstateFilters> = {
  headTypes: [{ id: 1, name: { en: 'House' } }],
  locations: [{ id: 9000, zip: '9000', name: { en: 'Ghent' }, lat: 51, lon: 3.7 }],
  prices: [100000, 200000],
  countries: [{ id: 'BE', name: { en: 'Belgium' } }],
};

const SETTINGS = { hiddenStatus: [4, 12], defaultLocale: 'nl' as const, locales: ['nl' as const] };

/** A scope whose search answers `total` estates in pages, recording every request. */
function setup(
  options: {
    search?: (request: EstateSearchRequest) => ReturnType<typeof answer>;
    filters?: () => Promise<Partial<EstateFilters>>;
    lookUpPlace?: (lookup: { text: string; cityId: string | null }) => Promise<string | null>;
  } = {},
) {
  const lookups: unknown[] = [];
  const requests: EstateSearchRequest[] = [];
  const optionQueries: unknown[] = [];
  const priceQueries: unknown[] = [];
  const written: string[] = [];
  const scope = fork({
    values: [[shell.$siteSettings, SETTINGS]],
    handlers: [
      [
        searchEstatesFx,
        async (request: EstateSearchRequest) => {
          requests.push(request);
          return options.search
            ? options.search(request)
            : answer(makeEstates(15, (request.from ?? 0) + 1), 40);
        },
      ],
      [
        fetchFilterOptionsFx,
        async (query: unknown) => {
          optionQueries.push(query);
          return options.filters ? options.filters() : OPTIONS;
        },
      ],
      [
        lookUpPlaceFx,
        async (lookup: { text: string; cityId: string | null }) => {
          lookups.push({ text: lookup.text, cityId: lookup.cityId });
          return options.lookUpPlace ? options.lookUpPlace(lookup) : null;
        },
      ],
      [
        fetchPriceOptionsFx,
        async (query: { status?: string[] }) => {
          priceQueries.push(query);
          return { prices: query.status?.includes('TO_RENT') ? [750, 1500, 0] : [250000, 500000] };
        },
      ],
    ],
  });
  const open = (search: string, locale: 'nl' | 'en' = 'en') =>
    allSettled(searchPageOpened, {
      scope,
      params: { locale, search, navigate: (s: string) => written.push(s) },
    });
  return { scope, requests, optionQueries, priceQueries, written, open, lookups };
}

const lastRequest = (requests: EstateSearchRequest[]) => requests[requests.length - 1];
const DATE_DESC = [{ field: 'children.general.publicationDate', order: 'DESC' }];

describe('search page model (SPEC §2, §4)', () => {
  it('on open reads the query string, fetches the options and the first page with hiddenStatus', async () => {
    const { scope, requests, optionQueries, open } = setup();
    await open('?trans=kopen&city=9000&type=1&country=BE&price-min=100000&price-max=300000');
    expect(scope.getState($filterQuery)).toEqual({
      sortType: 'date',
      sortOrder: 'DESC',
      status: ['FOR_SALE'],
      city: ['9000'],
      type: ['1'],
      country: ['BE'],
      'price-min': 100000,
      'price-max': 300000,
    });
    expect(requests).toEqual([
      {
        query: {
          status: ['FOR_SALE'],
          city: [9000],
          type: [1],
          country: ['BE'],
          'price-min': 100000,
          'price-max': 300000,
          hiddenStatus: [4, 12],
        },
        sort: DATE_DESC,
        from: 0,
        size: 15,
        view: 'card',
      },
    ]);
    expect(optionQueries).toEqual([{ hiddenStatus: [4, 12] }]);
    expect(scope.getState($filterOptions)).toEqual(OPTIONS);
    expect(scope.getState($node)).toBe('search');
    expect(scope.getState($total)).toBe(40);
  });

  it('uses the default sort, date DESC, and reads trans=huren as TO_RENT', async () => {
    const { scope, requests, open } = setup();
    await open('trans=huren');
    expect(scope.getState($filterQuery)).toEqual({
      sortType: 'date',
      sortOrder: 'DESC',
      status: ['TO_RENT'],
    });
    expect(lastRequest(requests)?.sort).toEqual(DATE_DESC);
    expect(lastRequest(requests)?.query.status).toEqual(['TO_RENT']);
  });

  it('ignores malformed query values without crashing', async () => {
    const { scope, requests, open } = setup();
    await open('city=abc&price-min=12x&price-max=500000&price-min=900000&type=&sortType=nope');
    expect(scope.getState($filterQuery)).toEqual({
      sortType: 'date',
      sortOrder: 'DESC',
      'price-max': 500000,
    });
    expect(lastRequest(requests)?.query).toEqual({ 'price-max': 500000, hiddenStatus: [4, 12] });
  });

  it('swaps a min price above the max', async () => {
    const { scope, open } = setup();
    await open('price-min=500000&price-max=100000');
    expect(scope.getState($filterQuery)).toMatchObject({
      'price-min': 100000,
      'price-max': 500000,
    });
  });

  it('refetches the first page and writes the query string when the selection changes', async () => {
    const { scope, requests, written, open } = setup();
    await open('trans=kopen');
    await allSettled(loadMoreClicked, { scope });
    expect(lastRequest(requests)?.from).toBe(15);
    expect(scope.getState($estates)).toHaveLength(30);

    await allSettled(listFilterSet, { scope, params: { key: 'city', values: ['9000'] } });
    expect(lastRequest(requests)).toMatchObject({
      query: { status: ['FOR_SALE'], city: [9000], hiddenStatus: [4, 12] },
      from: 0,
      size: 15,
    });
    expect(scope.getState($estates)).toHaveLength(15);
    // "Show more" put the pages shown in the address; a new selection starts at one page.
    expect(written).toEqual(['trans=kopen&page=2', 'trans=kopen&city=9000']);
  });

  it('removes a list filter set to an empty list', async () => {
    const { scope, requests, written, open } = setup();
    await open('city=9000&type=1');
    await allSettled(listFilterSet, { scope, params: { key: 'city', values: [] } });
    expect(scope.getState($filterQuery)).not.toHaveProperty('city');
    expect(lastRequest(requests)?.query).not.toHaveProperty('city');
    expect(written).toEqual(['type=1']);
  });

  it('leaves out a price bound of 0 or empty', async () => {
    const { scope, requests, open } = setup();
    await open('price-min=100000&price-max=200000');
    await allSettled(priceRangeSet, { scope, params: { min: 0, max: '' } });
    expect(scope.getState($filterQuery)).toEqual({ sortType: 'date', sortOrder: 'DESC' });
    expect(lastRequest(requests)?.query).toEqual({ hiddenStatus: [4, 12] });
  });

  it('maps the sort type to its field', async () => {
    const { scope, requests, written, open } = setup();
    await open('');
    await allSettled(sortSet, { scope, params: { sortType: 'price', sortOrder: 'ASC' } });
    expect(lastRequest(requests)?.sort).toEqual([
      { field: 'children.general.price.value', order: 'ASC' },
    ]);
    expect(written).toEqual(['sortType=price&sortOrder=ASC']);
  });

  it('does not refetch when the selection does not change', async () => {
    const { scope, requests, written, open } = setup();
    await open('city=9000');
    await allSettled(listFilterSet, { scope, params: { key: 'city', values: ['9000'] } });
    await allSettled(locationSearchChanged, { scope, params: '?city=9000' });
    expect(requests).toHaveLength(1);
    expect(written).toEqual([]);
  });

  it('reads the query string again on back/forward and refetches without writing it', async () => {
    const { scope, requests, written, open } = setup();
    await open('city=9000');
    await allSettled(locationSearchChanged, { scope, params: '?trans=huren' });
    expect(scope.getState($filterQuery)).toEqual({
      sortType: 'date',
      sortOrder: 'DESC',
      status: ['TO_RENT'],
    });
    expect(requests).toHaveLength(2);
    expect(lastRequest(requests)?.query).toEqual({ status: ['TO_RENT'], hiddenStatus: [4, 12] });
    expect(written).toEqual([]);
  });

  it('ignores URL changes once the page is closed', async () => {
    const { scope, requests, open } = setup();
    await open('');
    await allSettled(searchPageClosed, { scope });
    await allSettled(locationSearchChanged, { scope, params: '?trans=huren' });
    expect(requests).toHaveLength(1);
  });

  it('clears the filters but keeps the sort', async () => {
    const { scope, written, open } = setup();
    await open('trans=kopen&city=9000&sortType=price&sortOrder=ASC');
    await allSettled(filtersCleared, { scope });
    expect(scope.getState($filterQuery)).toEqual({ sortType: 'price', sortOrder: 'ASC' });
    expect(written).toEqual(['sortType=price&sortOrder=ASC']);
  });

  it('fetches the first page when the filter node is set', async () => {
    const { scope, requests, open } = setup();
    await open('trans=kopen');
    await allSettled(filterNodeSet, { scope, params: 'home' });
    expect(requests).toHaveLength(2);
    expect(lastRequest(requests)?.from).toBe(0);
    expect(scope.getState($node)).toBe('home');
  });

  it('refetches on a locale change (the page is opened again)', async () => {
    const { requests, open } = setup();
    await open('trans=kopen', 'en');
    await open('trans=kopen', 'nl');
    expect(requests).toHaveLength(2);
  });

  it('stores a failed search and retries the first page', async () => {
    let down = true;
    const { scope, requests, open } = setup({
      search: (r) =>
        down
          ? failedAnswer()
          : answer(makeEstates(Math.min(15, 20 - (r.from ?? 0)), (r.from ?? 0) + 1), 20),
    });
    await open('trans=kopen');
    expect(scope.getState($error)).toBeInstanceOf(Error);
    expect(scope.getState($total)).toBe(0);
    down = false;
    await allSettled(retryClicked, { scope });
    expect(lastRequest(requests)?.from).toBe(0);
    expect(scope.getState($error)).toBeNull();
    expect(scope.getState($estates)).toHaveLength(15);
  });

  it('retries the next page when a load more failed', async () => {
    let down = false;
    const { scope, requests, open } = setup({
      search: (r) =>
        down
          ? failedAnswer()
          : answer(makeEstates(Math.min(15, 20 - (r.from ?? 0)), (r.from ?? 0) + 1), 20),
    });
    await open('');
    down = true;
    await allSettled(loadMoreClicked, { scope });
    expect(scope.getState($estates)).toHaveLength(15);
    down = false;
    await allSettled(retryClicked, { scope });
    expect(lastRequest(requests)?.from).toBe(15);
    expect(scope.getState($estates)).toHaveLength(20);
  });

  it('leaves empty options when the options fetch fails', async () => {
    const failure = new Error('filters down');
    const { scope, requests, open } = setup({
      filters: async () => {
        throw failure;
      },
    });
    await open('trans=kopen');
    expect(scope.getState($filterOptions)).toEqual({});
    expect(scope.getState($filterError)).toBe(failure);
    expect(requests).toHaveLength(1);
    expect(scope.getState($filterState)).toMatchObject({ options: {}, isLoading: false });
  });

  it('keeps working when the API client answers {} for failed options (SPEC §8)', async () => {
    const { scope, open } = setup({ filters: async () => ({}) });
    await open('');
    expect(scope.getState($filterOptions)).toEqual({});
    expect(scope.getState($filterError)).toBeNull();
  });

  it('offers the prices of the chosen transaction: monthly rents for rent, sale prices for sale', async () => {
    const { scope, open, priceQueries } = setup();
    await open('?trans=huren');
    expect(priceQueries).toEqual([{ status: ['TO_RENT'], hiddenStatus: [4, 12] }]);
    expect(scope.getState($priceChoices)).toEqual([750, 1500]);
    await allSettled(listFilterSet, { scope, params: { key: 'status', values: ['FOR_SALE'] } });
    expect(scope.getState($priceChoices)).toEqual([250000, 500000]);
    // Another filter with the same transaction fetches nothing and keeps the prices on offer.
    await allSettled(listFilterSet, { scope, params: { key: 'type', values: ['1'] } });
    expect(scope.getState($priceChoices)).toEqual([250000, 500000]);
    // Any transaction: the prices of the filter options.
    await allSettled(listFilterSet, { scope, params: { key: 'status', values: [] } });
    expect(scope.getState($priceChoices)).toEqual([100000, 200000]);
    expect(priceQueries).toHaveLength(2);
  });

  it('drops the price range when the visitor moves between buying and renting', async () => {
    const { scope, open, written } = setup();
    await open('?trans=kopen&price-max=300000');
    await allSettled(listFilterSet, { scope, params: { key: 'status', values: ['TO_RENT'] } });
    expect(scope.getState($filterQuery)['price-max']).toBeUndefined();
    expect(written[written.length - 1]).toBe('trans=huren');
    // Between two statuses sold for a price (for sale, for take-over) the range stays.
    await allSettled(listFilterSet, { scope, params: { key: 'status', values: ['FOR_SALE'] } });
    await allSettled(priceRangeSet, { scope, params: { max: 300000 } });
    await allSettled(listFilterSet, { scope, params: { key: 'status', values: ['TAKE_OVER'] } });
    expect(scope.getState($filterQuery)['price-max']).toBe(300000);
  });

  it('keeps "more filters" open while the visitor changes the filters inside it', async () => {
    const { scope, open } = setup();
    await open('?bedrooms=2');
    expect(scope.getState($isMoreFiltersOpen)).toBe(true);
    await allSettled(listFilterSet, { scope, params: { key: 'bedrooms', values: [] } });
    expect(scope.getState($isMoreFiltersOpen)).toBe(true);
    await allSettled(moreFiltersToggled, { scope, params: false });
    expect(scope.getState($isMoreFiltersOpen)).toBe(false);
  });

  it('keeps a municipality the filter options do not list (its estates may all be hidden)', async () => {
    const { scope, open } = setup();
    await open('?city=4000');
    expect(scope.getState($filterQuery).city).toEqual(['4000']);
  });

  it('keeps the loaded pages when the visitor comes back to the same search', async () => {
    const { scope, open, requests } = setup();
    await open('?trans=kopen');
    await allSettled(loadMoreClicked, { scope });
    expect(scope.getState($estates)).toHaveLength(30);
    await allSettled(searchPageClosed, { scope });
    // Back from a detail page: the same search, nothing fetched, both pages still there.
    await open('?trans=kopen');
    expect(requests).toHaveLength(2);
    expect(scope.getState($estates)).toHaveLength(30);
    // Another search starts from its first page.
    await allSettled(searchPageClosed, { scope });
    await open('?trans=huren');
    expect(requests).toHaveLength(3);
    expect(scope.getState($estates)).toHaveLength(15);
  });

  it('loads as many pages at once as the address asks for, and the next one after them', async () => {
    const { scope, requests, open, written } = setup({
      search: (request) => answer(makeEstates(request.size ?? 15, (request.from ?? 0) + 1), 100),
    });
    await open('?trans=kopen&page=3');
    expect(requests).toHaveLength(1);
    // The address is canonical with its pages: nothing to correct.
    expect(written).toEqual([]);
    expect(requests[0]).toMatchObject({ from: 0, size: 45 });
    expect(scope.getState($estates)).toHaveLength(45);
    await allSettled(loadMoreClicked, { scope });
    expect(lastRequest(requests)).toMatchObject({ from: 45, size: 15 });
    expect(scope.getState($estates)).toHaveLength(60);
    expect(written).toEqual(['trans=kopen&page=4']);
  });

  it('looks a typed municipality up and searches its city, writing the city into the address', async () => {
    const { scope, requests, open, lookups, written } = setup({
      lookUpPlace: async ({ text }) => (text === 'Gent' ? '9000' : null),
    });
    await open('?trans=kopen&place=Gent');
    expect(lookups).toEqual([{ text: 'Gent', cityId: null }]);
    expect(scope.getState($filterQuery).city).toEqual(['9000']);
    expect(lastRequest(requests)?.query.city).toEqual([9000]);
    expect(scope.getState($unmatchedPlace)).toBeNull();
    expect(written).toEqual(['trans=kopen&city=9000']);
  });

  it('says which typed municipality matched none, and searches without a city', async () => {
    const { scope, requests, open } = setup({ lookUpPlace: async () => null });
    await open('?place=Atlantis&city=9000');
    expect(scope.getState($unmatchedPlace)).toBe('Atlantis');
    expect(scope.getState($filterQuery).city).toBeUndefined();
    expect(lastRequest(requests)?.query.city).toBeUndefined();
    await allSettled(listFilterSet, { scope, params: { key: 'type', values: ['1'] } });
    expect(scope.getState($unmatchedPlace)).toBeNull();
  });

  it('reads the filter form’s one sort field', async () => {
    const { scope, open } = setup();
    await open('?sort=price-ASC&status=TO_RENT&type=');
    expect(scope.getState($filterQuery)).toMatchObject({
      sortType: 'price',
      sortOrder: 'ASC',
      status: ['TO_RENT'],
    });
  });
});
