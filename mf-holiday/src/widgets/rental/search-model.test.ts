import { allSettled, fork } from 'effector';
import { ServerError } from 'shared/api';
import {
  $hasMoreRentalUnits,
  $isRentalSearchLoading,
  $pastArrival,
  $rentalFilterOptions,
  $rentalSearch,
  $rentalSearchError,
  $rentalTotal,
  $rentalUnits,
  fetchRentalFilterOptionsFx,
  holidaySearchClosed,
  holidaySearchLocationChanged,
  holidaySearchOpened,
  moreRentalUnitsRequested,
  rentalSearchChanged,
  rentalSearchRetried,
  rentalSearchSubmitted,
  searchRentalUnitsFx,
  unmatchedRentalPlaceDismissed,
  writeRentalQueryFx,
  $unmatchedRentalPlace,
} from './search-model';
import type { RentalFilters, RentalQuery, RentalSearchRequest } from '../../forms';
import { makeRentalUnit } from 'shared/testing/rentals';

const units = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => makeRentalUnit(500 + from + i));

/** A scope whose search answers `total` units in pages, recording the requests and URL writes. */
function setup(total = 20, fail = false) {
  const requests: RentalSearchRequest[] = [];
  const written: { search: string; replace: boolean }[] = [];
  const scope = fork({
    handlers: [
      [
        searchRentalUnitsFx,
        async ({ request }: { request: RentalSearchRequest }) => {
          requests.push(request);
          if (fail)
            return { total: { value: 0 }, results: [], error: new ServerError(500, 'down') };
          const from = request.from ?? 0;
          return { total: { value: total }, results: units(Math.min(15, total - from), from + 1) };
        },
      ],
      [fetchRentalFilterOptionsFx, async () => ({ periodTypes: ['WEEK'] })],
      [
        writeRentalQueryFx,
        // An attached effect's handler receives its source (the URL writer) first.
        (_writer: unknown, w: { search: string; replace: boolean }) => void written.push(w),
      ],
    ],
  });
  return { scope, requests, written };
}

describe('rental search model (SPEC §7, §8)', () => {
  it('reads the search from the URL and fetches the first page of 15 with the options', async () => {
    const { scope, requests, written } = setup();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'en', search: '?city=3&persons=4&period=week' },
    });
    expect(scope.getState($rentalSearch)).toEqual({ city: 3, period: 'WEEK', persons: 4 });
    expect(requests).toEqual([
      { search: { city: [3], persons: 4, periodType: 'WEEK' }, from: 0, size: 15 },
    ]);
    expect(scope.getState($rentalUnits)).toHaveLength(15);
    expect(scope.getState($rentalTotal)).toBe(20);
    expect(scope.getState($hasMoreRentalUnits)).toBe(true);
    expect(scope.getState($rentalFilterOptions)).toEqual({ periodTypes: ['WEEK'] });
    // The URL was canonical already: nothing rewritten.
    expect(written).toEqual([]);
  });

  it('fetches nothing again when the search on screen is opened again (the browser after the server), and again after the page was left', async () => {
    const { scope, requests } = setup();
    await allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search: '?city=3' } });
    await allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search: '?city=3' } });
    expect(requests).toHaveLength(1);
    expect(scope.getState($rentalUnits)).toHaveLength(15);
    await allSettled(holidaySearchClosed, { scope });
    await allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search: '?city=3' } });
    expect(requests).toHaveLength(2);
  });

  it('replaces a URL with malformed values by the canonical one', async () => {
    const { scope, written } = setup();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'en', search: '?persons=abc&city=3' },
    });
    expect(written).toEqual([{ search: 'city=3', replace: true }]);
  });

  it("loads more at the number loaded and appends; a visitor's change writes a history entry", async () => {
    const { scope, requests, written } = setup();
    await allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search: '' } });
    await allSettled(moreRentalUnitsRequested, { scope });
    expect(requests[1]).toMatchObject({ from: 15, size: 15 });
    expect(scope.getState($rentalUnits)).toHaveLength(20);
    expect(scope.getState($hasMoreRentalUnits)).toBe(false);
    await allSettled(rentalSearchChanged, { scope, params: { location: 2 } });
    expect(written).toEqual([{ search: 'location=2', replace: false }]);
    expect(requests[2]).toMatchObject({ search: { location: [2] }, from: 0 });
  });

  it('reads the URL again on back/forward only when it means another search', async () => {
    const { scope, requests } = setup();
    await allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search: '?city=3' } });
    await allSettled(holidaySearchLocationChanged, { scope, params: '?city=3' });
    expect(requests).toHaveLength(1);
    await allSettled(holidaySearchLocationChanged, { scope, params: '?city=4' });
    expect(requests).toHaveLength(2);
    expect(scope.getState($rentalSearch)).toEqual({ city: 4 });
  });

  it('keeps the error of a failed search with total 0 and no units (SPEC §8), and retries', async () => {
    const failing = setup(20, true);
    await allSettled(holidaySearchOpened, {
      scope: failing.scope,
      params: { locale: 'en', search: '' },
    });
    expect(failing.scope.getState($rentalSearchError)).toBeInstanceOf(ServerError);
    expect(failing.scope.getState($rentalUnits)).toEqual([]);
    expect(failing.scope.getState($rentalTotal)).toBe(0);
    expect(failing.scope.getState($isRentalSearchLoading)).toBe(false);
    await allSettled(rentalSearchRetried, { scope: failing.scope });
    expect(failing.requests).toHaveLength(2);
    expect(failing.requests[1]).toMatchObject({ from: 0 });
  });

  it('drops an arrival in the past, says which, and searches without it', async () => {
    const { scope, requests, written } = setup();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'en', search: '?period=week&arrival=1999-01-01' },
    });
    expect(scope.getState($pastArrival)).toBe('1999-01-01');
    expect(scope.getState($rentalSearch)).toEqual({ period: 'WEEK' });
    expect(requests[0]?.search).toEqual({ periodType: 'WEEK' });
    expect(written).toEqual([{ search: 'period=week', replace: true }]);
    await allSettled(rentalSearchChanged, { scope, params: { period: 'MIDWEEK' } });
    expect(scope.getState($pastArrival)).toBeNull();
  });

  it('keeps an arrival of today or later', async () => {
    const { scope } = setup();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'en', search: '?arrival=2999-01-01' },
    });
    expect(scope.getState($pastArrival)).toBeNull();
    expect(scope.getState($rentalSearch)).toEqual({ arrival: '2999-01-01' });
  });
});

const PLACES: Partial<RentalFilters> = {
  locations: [{ id: 2, name: { fr: 'Ardenne', en: 'Ardennes' } }],
  cities: [
    { id: 8, zip: '6940', name: { fr: 'Durbuy', en: 'Durbuy' }, locationId: 2 },
    { id: 12, zip: '4000', name: { fr: 'Liège', en: 'Liège' }, locationId: 2 },
  ],
};

/** A scope whose filter options name areas and municipalities, recording every request. */
function placeSetup() {
  const requests: RentalSearchRequest[] = [];
  const optionRequests: RentalQuery[] = [];
  const written: { search: string; replace: boolean }[] = [];
  const scope = fork({
    handlers: [
      [
        searchRentalUnitsFx,
        async ({ request }: { request: RentalSearchRequest }) => (
          requests.push(request),
          { total: { value: 1 }, results: units(1) }
        ),
      ],
      [fetchRentalFilterOptionsFx, async (q: RentalQuery) => (optionRequests.push(q), PLACES)],
      [
        writeRentalQueryFx,
        (_writer: unknown, w: { search: string; replace: boolean }) => void written.push(w),
      ],
    ],
  });
  return { scope, requests, optionRequests, written };
}

describe('a place typed in the "where" field', () => {
  it('sent without scripts, is read as the municipality it names and the URL made canonical', async () => {
    const { scope, requests, optionRequests, written } = placeSetup();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'fr', search: '?place=DURBUY&persons=2&period=week' },
    });
    expect(scope.getState($rentalSearch)).toEqual({ city: 8, persons: 2, period: 'WEEK' });
    // The places first (for the other filters), then the search with its place.
    expect(optionRequests[0]).toEqual({ persons: 2, periodType: 'WEEK' });
    expect(requests).toEqual([
      { search: { city: [8], persons: 2, periodType: 'WEEK' }, from: 0, size: 15 },
    ]);
    expect(scope.getState($unmatchedRentalPlace)).toBeNull();
    expect(written).toEqual([{ search: 'city=8&persons=2&period=week', replace: true }]);
  });

  it('reads an area as its location, and the chosen place sent beside its own text stays', async () => {
    const { scope } = placeSetup();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'fr', search: '?location=2&place=ardenne' },
    });
    expect(scope.getState($rentalSearch)).toEqual({ location: 2 });
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'fr', search: '?city=8&place=liege' },
    });
    expect(scope.getState($rentalSearch)).toEqual({ city: 12 });
  });

  it('that names no place is said, with the other filters applied; choosing a place clears it', async () => {
    const { scope, requests } = placeSetup();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'en', search: '?place=Atlantis&persons=4' },
    });
    expect(scope.getState($unmatchedRentalPlace)).toBe('Atlantis');
    expect(scope.getState($rentalSearch)).toEqual({ persons: 4 });
    expect(requests[0]?.search).toEqual({ persons: 4 });
    // Another filter keeps it (the field still shows it); a place, or putting it away, clears it.
    await allSettled(rentalSearchChanged, { scope, params: { persons: 2 } });
    expect(scope.getState($unmatchedRentalPlace)).toBe('Atlantis');
    await allSettled(rentalSearchChanged, { scope, params: { persons: 2, city: 8 } });
    expect(scope.getState($unmatchedRentalPlace)).toBeNull();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'en', search: '?place=Atlantis' },
    });
    await allSettled(unmatchedRentalPlaceDismissed, { scope });
    expect(scope.getState($unmatchedRentalPlace)).toBeNull();
  });

  it('in the browser after the server, is read among the options it has: nothing fetched again', async () => {
    const { scope, requests, optionRequests } = placeSetup();
    const search = '?place=durbuy';
    await allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search } });
    await allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search } });
    expect(requests).toHaveLength(1);
    expect(optionRequests).toHaveLength(2);
  });

  it('in the browser after the server, is not read as no place when the address is seen', async () => {
    const { scope, requests } = placeSetup();
    const search = '?place=durbuy&persons=2';
    await allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search } });
    // The page hydrates: it opens, and sees its address, before the place is read again.
    const opened = allSettled(holidaySearchOpened, { scope, params: { locale: 'en', search } });
    await allSettled(holidaySearchLocationChanged, { scope, params: search });
    await opened;
    expect(scope.getState($rentalSearch)).toEqual({ city: 8, persons: 2 });
    expect(scope.getState($unmatchedRentalPlace)).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('sent with scripts, is read as the place it names, or said to name none', async () => {
    const { scope, written } = placeSetup();
    await allSettled(holidaySearchOpened, {
      scope,
      params: { locale: 'fr', search: '?persons=2' },
    });
    await allSettled(rentalSearchSubmitted, { scope, params: { place: ' liège ' } });
    expect(scope.getState($rentalSearch)).toEqual({ persons: 2, city: 12 });
    expect(written.at(-1)).toEqual({ search: 'city=12&persons=2', replace: false });
    // The place on screen, sent again, changes nothing.
    await allSettled(rentalSearchSubmitted, { scope, params: { place: 'Liège' } });
    expect(written).toHaveLength(1);
    await allSettled(rentalSearchSubmitted, { scope, params: { place: 'Atlantis' } });
    expect(scope.getState($rentalSearch)).toEqual({ persons: 2 });
    expect(scope.getState($unmatchedRentalPlace)).toBe('Atlantis');
  });
});
