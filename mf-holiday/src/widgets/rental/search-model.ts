/**
 * The rental search page's model (SPEC §2 `/{lang}/{holiday}`, §3 Rental filters, §7
 * POST /rental-units and /rental-units/filters, §8): the URL is the search, pages of 15 units,
 * load more, and the failure state (a failed search answers total 0, empty results and the error).
 *
 * - `holidaySearchOpened({ locale, search, navigate })` (the exposed page, again on a language
 *   change): reads the search from the query string, fetches the filter options and the first page.
 * - `holidaySearchLocationChanged(search)` (back/forward): another search in the URL is read again.
 * - `rentalSearchChanged(params)` (the visitor): writes the URL (a history entry) and fetches.
 * - `moreRentalUnitsRequested`, `rentalSearchRetried`; answers of superseded requests are ignored.
 * - `holidayPlaces`: the "where" field's local list of areas and municipalities (kit's combobox).
 * - A place typed in that field and sent without a choice (`place`, a form sent without scripts,
 *   or `rentalSearchSubmitted` with them) is read as the place it names (lib/places
 *   `readTypedPlace`), with the filter options fetched first when the page has none; a text
 *   that names none is `$unmatchedRentalPlace`.
 * A URL with malformed values, or a typed place, is replaced by the canonical one.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { type SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import type { Locale } from 'shared/domain';
import type { RentalUnit } from 'api/contract';
import { belgianToday } from 'shared/format';
import { createLocalSuggestions } from 'kit/city-search';
import type { QueryStringWriter } from 'kit/remote';
import {
  parseRentalSearch,
  pastArrival,
  sameRentalSearch,
  serializeRentalSearch,
  toRentalQuery,
  type RentalSearchParams,
} from './lib/search-params';
import {
  holidayPlacesOf,
  readTypedPlace,
  typedPlaceOf,
  placeIdOf,
  withoutPlace,
  type HolidayPlace,
} from './lib/places';
import { rentalApiFor } from '../../entities/rental-unit';
import type { RentalFilters, RentalQuery, RentalSearchRequest } from '../../forms';

/** Units per page (SPEC §9 page size 15). */
export const RENTAL_PAGE_SIZE = 15;

/** The page was shown (or its language changed). */
export const holidaySearchOpened = createEvent<{
  locale: Locale;
  search: string;
  navigate?: QueryStringWriter;
}>();
/** The page was left. */
export const holidaySearchClosed = createEvent();
/** The URL's query string changed while the page is shown (back/forward, a link). */
export const holidaySearchLocationChanged = createEvent<string>();
/** The visitor changed the search. */
export const rentalSearchChanged = createEvent<RentalSearchParams>();
/** The visitor asked for more units. */
export const moreRentalUnitsRequested = createEvent();
/** The visitor asked to try a failed search again. */
export const rentalSearchRetried = createEvent();
/**
 * The visitor sent the search form (its button, or Enter in a field) with scripts running: the
 * text of its "where" field, read as a place when it was typed without a choice.
 */
export const rentalSearchSubmitted = createEvent<{ place: string }>();
/** The visitor put away the text of the "where" field that named no place (erased or cleared). */
export const unmatchedRentalPlaceDismissed = createEvent();

const postRentalSearchFx = attach({
  source: shell.$apiContext,
  effect: (context, { request, locale }: { request: RentalSearchRequest; locale: Locale }) =>
    rentalApiFor(context, locale).searchRentalUnits(request),
});

/**
 * POST /rental-units (SPEC §7) in the page's language: never throws for an HTTP failure, the
 * answer then carries `error` (SPEC §8). Tests replace its handler with `fork({ handlers })`.
 */
export const searchRentalUnitsFx = createEffect(
  async ({
    request,
    locale,
  }: {
    request: RentalSearchRequest;
    locale: Locale;
  }): Promise<SearchAnswer<RentalUnit>> => postRentalSearchFx({ request, locale }),
);
const postRentalFiltersFx = attach({
  source: shell.$apiContext,
  effect: async (context, search: RentalQuery): Promise<Partial<RentalFilters>> => {
    try {
      return (await rentalApiFor(context).getRentalFilters(search)) ?? {};
    } catch (error) {
      // SPEC §8: a failed filter fetch is logged and answers an empty object.
      console.error('Rental filters could not be fetched', error);
      return {};
    }
  },
});

/** POST /rental-units/filters: the options for a search ({} on failure, logged; SPEC §8). */
export const fetchRentalFilterOptionsFx = createEffect(
  async (search: RentalQuery): Promise<Partial<RentalFilters>> => postRentalFiltersFx(search),
);
const $writer = createStore<QueryStringWriter | null>(null, { serialize: 'ignore' })
  .on(holidaySearchOpened, (_, { navigate }) => navigate ?? null)
  .reset(holidaySearchClosed);
const $isOpen = createStore(false)
  .on(holidaySearchOpened, () => true)
  .reset(holidaySearchClosed);
/** The page's language. */
export const $rentalSearchLocale = createStore<Locale>('nl').on(
  holidaySearchOpened,
  (_, { locale }) => locale,
);

/**
 * The search read from the URL (or set by the visitor); `past` an arrival it dropped as past,
 * `unmatched` a typed place that named none.
 */
const searchRead = createEvent<{
  params: RentalSearchParams;
  raw: string;
  past: string | null;
  unmatched: string | null;
}>();

/**
 * A search of a query string read today (Belgium): the arrival in the past is dropped and named;
 * a typed place (`place`) is read among `places` (none: it names no place).
 */
function readSearch(search: string, places: readonly HolidayPlace[] = []) {
  const today = belgianToday();
  const params = parseRentalSearch(search, today);
  const typed = typedPlaceOf(search);
  const read = typed === null ? { params, unmatched: null } : readTypedPlace(params, typed, places);
  return {
    ...read,
    raw: search.startsWith('?') ? search.slice(1) : search,
    past: pastArrival(search, today),
  };
}

/**
 * The arrival date of the address that was in the past (e.g. `arrival=1999-01-01`), which the
 * search dropped: the page says so beside the arrival field; null otherwise, and again once the
 * visitor changes the search.
 */
export const $pastArrival = createStore<string | null>(null)
  .on(searchRead, (_, { past }) => past)
  .reset(rentalSearchChanged);
/**
 * What the visitor typed in the "where" field that named no place (the search then has none):
 * the field keeps showing it and the page says so, while the other filters change; null
 * otherwise, and again once the visitor chooses a place or puts the text away.
 */
export const $unmatchedRentalPlace = createStore<string | null>(null)
  .on(searchRead, (_, { unmatched }) => unmatched)
  .on(rentalSearchChanged, (unmatched, params) => (placeIdOf(params) ? null : unmatched))
  .reset(unmatchedRentalPlaceDismissed);
/** The visitor's search (SPEC §3 Rental filters, as the URL holds it). */
export const $rentalSearch = createStore<RentalSearchParams>({})
  .on(searchRead, (_, { params }) => params)
  .on(rentalSearchChanged, (_, params) => params);

/** The filter options (SPEC §3 Rental filters); {} before they arrive or after a failure. */
export const $rentalFilterOptions = createStore<Partial<RentalFilters>>({})
  .on(fetchRentalFilterOptionsFx.doneData, (_, options) => options ?? {})
  .on(fetchRentalFilterOptionsFx.fail, () => ({}));

export { holidayPlacesOf, type HolidayPlace } from './lib/places';

/**
 * The options to read a typed place among: the page's when it has them (the areas and
 * municipalities are all the site's, whatever the search), else fetched for the address's other
 * unit filters. Never throws (the fetch answers {} on failure).
 */
const placeOptionsFx = attach({
  source: $rentalFilterOptions,
  effect: (options, { search }: { search: string }): Promise<Partial<RentalFilters>> =>
    options.locations?.length
      ? Promise.resolve(options)
      : fetchRentalFilterOptionsFx(
          toRentalQuery({ ...withoutPlace(parseRentalSearch(search)), arrival: undefined }),
        ),
});

/** The "where" field's suggestions: the places of the filter options, searched as typed. */
export const holidayPlaces = createLocalSuggestions(
  combine($rentalFilterOptions, $rentalSearchLocale, holidayPlacesOf),
);

/** A first page was asked for. */
const firstPageRequested = createEvent<RentalSearchParams>();
const $currentRequest = createStore<RentalSearchRequest | null>(null, { serialize: 'ignore' }).on(
  searchRentalUnitsFx,
  (_, { request }) => request,
);
const pageLoaded = createEvent<{
  request: RentalSearchRequest;
  answer: SearchAnswer<RentalUnit>;
}>();
const pageFailed = createEvent<{ request: RentalSearchRequest; error: unknown }>();

/** The units loaded for the search, in order. */
export const $rentalUnits = createStore<RentalUnit[]>([])
  .on(pageLoaded, (units, { request, answer }) => {
    if (!request.from) return answer.results;
    const known = new Set(units.map((u) => u.id));
    return [...units, ...answer.results.filter((u) => !known.has(u.id))];
  })
  .on(pageFailed, (units, { request }) => (request.from ? units : []));
/** The number of units matching the search (SPEC §7 total.value). */
export const $rentalTotal = createStore(0)
  .on(pageLoaded, (_, { answer }) => answer.total.value)
  .on(pageFailed, (total, { request }) => (request.from ? total : 0));
/** True while the first page loads. */
export const $isRentalSearchLoading = createStore(false)
  .on(firstPageRequested, () => true)
  .on([pageLoaded, pageFailed], (loading, { request }) => (request.from ? loading : false));
/** True while a next page loads. */
export const $isLoadingMoreUnits = createStore(false)
  .on(firstPageRequested, () => false)
  .on([pageLoaded, pageFailed], () => false);
/** The error of the last failed search, as it is (SPEC §8); null after a new request. */
export const $rentalSearchError = createStore<unknown>(null)
  .on(searchRentalUnitsFx, () => null)
  .on(pageFailed, (_, { error }) => error);
/** True while more units remain: fewer loaded than the total. */
export const $hasMoreRentalUnits = combine(
  $rentalUnits,
  $rentalTotal,
  (units, total) => units.length < total,
);

/** The request of a search's page. */
const requestOf = (params: RentalSearchParams, from: number): RentalSearchRequest => ({
  search: toRentalQuery(params),
  from,
  size: RENTAL_PAGE_SIZE,
});

sample({
  clock: holidaySearchOpened,
  filter: ({ search }) => typedPlaceOf(search) === null,
  fn: ({ search }) => readSearch(search),
  target: searchRead,
});
// A typed place is read among the places of the filter options (fetched first if need be).
sample({
  clock: holidaySearchOpened,
  filter: ({ search }) => typedPlaceOf(search) !== null,
  fn: ({ search }) => ({ search }),
  target: placeOptionsFx,
});
sample({
  clock: placeOptionsFx.done,
  source: $rentalSearchLocale,
  fn: (locale, { params, result }) => readSearch(params.search, holidayPlacesOf(result, locale)),
  target: searchRead,
});
sample({
  clock: placeOptionsFx.fail,
  fn: ({ params }) => readSearch(params.search),
  target: searchRead,
});
sample({
  clock: holidaySearchLocationChanged,
  source: { current: $rentalSearch, open: $isOpen },
  filter: ({ current, open }, search) =>
    open &&
    typedPlaceOf(search) === null &&
    !sameRentalSearch(current, parseRentalSearch(search, belgianToday())),
  fn: (_, search) => readSearch(search),
  target: searchRead,
});
// An address with a typed place (the page hydrating one sent without scripts) is read as the
// page's opening reads it: its place is known only once read, and the search on screen is kept.
sample({
  clock: holidaySearchLocationChanged,
  source: $isOpen,
  filter: (open, search) => open && typedPlaceOf(search) !== null,
  fn: (_, search) => ({ search }),
  target: placeOptionsFx,
});
/**
 * The first page on screen: its language and request, while the page is open. The server renders
 * the page with it, so the browser's opening of the same search fetches nothing again.
 */
const $loadedFirstPage = createStore<string | null>(null).reset(holidaySearchClosed);
sample({
  clock: pageLoaded,
  source: $rentalSearchLocale,
  filter: (_, { request }) => !request.from,
  fn: (locale, { request }) => `${locale}|${JSON.stringify(request)}`,
  target: $loadedFirstPage,
});
sample({
  clock: searchRead,
  source: { loaded: $loadedFirstPage, locale: $rentalSearchLocale },
  filter: ({ loaded, locale }, { params }) =>
    loaded !== `${locale}|${JSON.stringify(requestOf(params, 0))}`,
  fn: (_, { params }) => params,
  target: firstPageRequested,
});
sample({ clock: rentalSearchChanged, target: firstPageRequested });

/**
 * The form sent with scripts: a typed text is read as the place it names (as the server reads a
 * form sent without them); the text of the place on screen, or an empty field, changes nothing
 * (each choice has applied already).
 */
const placeSubmitted = sample({
  clock: rentalSearchSubmitted,
  source: {
    params: $rentalSearch,
    options: $rentalFilterOptions,
    locale: $rentalSearchLocale,
    unmatched: $unmatchedRentalPlace,
  },
  filter: ({ params, options, locale, unmatched }, { place }) => {
    const text = place.trim();
    const shown = holidayPlacesOf(options, locale).find((p) => p.id === placeIdOf(params));
    return text !== '' && text !== shown?.label && text !== unmatched;
  },
  fn: ({ params, options, locale }, { place }) =>
    readTypedPlace(params, place, holidayPlacesOf(options, locale)),
});
sample({
  clock: placeSubmitted,
  source: $rentalSearch,
  filter: (current, { params }) => !sameRentalSearch(current, params),
  fn: (_, { params }) => params,
  target: rentalSearchChanged,
});
$unmatchedRentalPlace.on(placeSubmitted, (_, { unmatched }) => unmatched);

/** Writes the URL: a history entry for the visitor's change, a replaced one for a correction. */
export const writeRentalQueryFx = attach({
  source: $writer,
  effect: (write, { search, replace }: { search: string; replace: boolean }) => {
    if (write) write(search, replace ? { replace: true } : undefined);
  },
});
sample({
  clock: rentalSearchChanged,
  fn: (params) => ({ search: serializeRentalSearch(params), replace: false }),
  target: writeRentalQueryFx,
});
sample({
  clock: searchRead,
  filter: ({ params, raw }) => serializeRentalSearch(params) !== raw,
  fn: ({ params }) => ({ search: serializeRentalSearch(params), replace: true }),
  target: writeRentalQueryFx,
});

// The options: the arrival dates follow the search's unit filters and period type.
sample({
  clock: firstPageRequested,
  fn: (params) => toRentalQuery({ ...params, arrival: undefined }),
  target: fetchRentalFilterOptionsFx,
});

sample({
  clock: firstPageRequested,
  source: $rentalSearchLocale,
  fn: (locale, params) => ({ request: requestOf(params, 0), locale }),
  target: searchRentalUnitsFx,
});
const nextPage = sample({
  clock: moreRentalUnitsRequested,
  source: {
    params: $rentalSearch,
    units: $rentalUnits,
    total: $rentalTotal,
    loading: $isRentalSearchLoading,
    loadingMore: $isLoadingMoreUnits,
    locale: $rentalSearchLocale,
  },
  filter: ({ units, total, loading, loadingMore }) =>
    !loading && !loadingMore && units.length < total,
  fn: ({ params, units, locale }) => ({ request: requestOf(params, units.length), locale }),
});
$isLoadingMoreUnits.on(nextPage, () => true);
sample({ clock: nextPage, target: searchRentalUnitsFx });

sample({
  clock: rentalSearchRetried,
  source: { params: $rentalSearch, units: $rentalUnits },
  filter: ({ units }) => units.length === 0,
  fn: ({ params }) => params,
  target: firstPageRequested,
});
sample({
  clock: rentalSearchRetried,
  source: $rentalUnits,
  filter: (units) => units.length > 0,
  target: moreRentalUnitsRequested,
});

const answered = sample({
  clock: searchRentalUnitsFx.done,
  source: $currentRequest,
  filter: (current, { params }) => current === params.request,
  fn: (_, { params, result }) => ({ request: params.request, answer: result }),
});
sample({
  clock: answered,
  filter: ({ answer }) => answer.error === undefined,
  fn: ({ request, answer }) => ({
    request,
    answer: {
      total: { value: Number(answer.total?.value) || 0 },
      results: Array.isArray(answer.results) ? answer.results : [],
    },
  }),
  target: pageLoaded,
});
sample({
  clock: answered,
  filter: ({ answer }) => answer.error !== undefined,
  fn: ({ request, answer }) => ({ request, error: answer.error }),
  target: pageFailed,
});
sample({
  clock: searchRentalUnitsFx.fail,
  source: $currentRequest,
  filter: (current, { params }) => current === params.request,
  fn: (_, { params, error }) => ({ request: params.request, error }),
  target: pageFailed,
});
