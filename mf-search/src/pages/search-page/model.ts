/**
 * The listing search page (SPEC §2 Listing search page): wires the filter model, the estate list
 * model and the URL together.
 *
 * - `searchPageOpened({ locale, search, navigate })` (fired by the exposed entry, again on a locale
 *   change): reads the selection from the query string, fetches the filter options and the first
 *   page, or as many pages as `page` asks for (the "show more" link); a municipality typed by
 *   name (`place`, a form sent before the scripts ran) is first looked up and stands for its city.
 * - `locationSearchChanged(search)` (back/forward, links): when the query string means another
 *   selection, the selection is read again and the first page fetched.
 * - A visitor's change (`filterSelectionChanged`) fetches the first page and writes the query string.
 * - `filterNodeSet(node)` fetches the first page of the list for that node (SPEC §4).
 * - `loadMoreClicked`, `retryClicked` (the first page when nothing is loaded, else the next page).
 * - The city search of the filters (`filterCitySearch`) sets the city filter; the map follows the
 *   list's search and its "search this area" sets geo_range.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { shell } from 'shared/bus';
import { createSiteApi, type SiteServer } from 'shared/api';
import type { QueryStringWriter } from 'kit/remote';
import {
  $filterQuery,
  filterInitialised,
  filterOptionsRequested,
  filterQueryCorrected,
  filterQueryRead,
  filterSelectionChanged,
  listFilterSet,
  priceStatusChosen,
  valueSet,
} from '../../entities/filter';
import { createCitySearch } from '../../features/city-search';
import { mapAreaChosen, mapClosed, mapSearchChanged } from '../../features/estate-map';
import {
  filterQueriesEqual,
  usesMoreFilters,
  parseFilterQuery,
  serializeFilterQuery,
  stripQuestionMark,
  type SearchFilterQuery,
} from '../../entities/filter';
import { toEstateQuery, toSort } from '../../entities/filter';
import {
  $estates,
  $loadedListRequest,
  $total,
  firstPageRequested,
  nextPageRequested,
  PAGE_SIZE,
  type EstateListRequest,
} from '../../entities/estate-list';
import {
  bestCityMatch,
  cityIdOfSearch,
  pagesOfSearch,
  placeSearchText,
  placeToResolve,
  searchOfPages,
  searchWithCity,
} from './lib/request-extras';

/** The node of the listing page's list. */
export const SEARCH_NODE = 'search';

/** The exposed page was shown (or its language changed): the locale and the URL's query string. */
export const searchPageOpened = createEvent<{
  locale: Locale;
  search: string;
  navigate?: QueryStringWriter;
}>();
/** The exposed page was left. */
export const searchPageClosed = createEvent();
/** The URL's query string changed while the page is shown (back/forward, a link). */
export const locationSearchChanged = createEvent<string>();
/** The list's node was set: fetch its first page (SPEC §4). */
export const filterNodeSet = createEvent<string | null>();
/** The visitor asked for more results. */
export const loadMoreClicked = createEvent();
/** The visitor asked to try a failed search again. */
export const retryClicked = createEvent();

/** The writer of the router the page lives in; null when the page is not shown. */
const $queryStringWriter = createStore<QueryStringWriter | null>(null, { serialize: 'ignore' })
  .on(searchPageOpened, (_, { navigate }) => navigate ?? null)
  .reset(searchPageClosed);
/** True while the page is shown. */
export const $isPageOpen = createStore(false)
  .on(searchPageOpened, () => true)
  .reset(searchPageClosed);
/** The node of the page's list. */
export const $searchNode = createStore<string | null>(SEARCH_NODE).on(
  filterNodeSet,
  (_, node) => node,
);

/** The locale of the shown page. */
export const $pageLocale = createStore<Locale>('nl').on(
  searchPageOpened,
  (_, { locale }) => locale,
);
/** The query string the page was opened with (or moved to by back/forward), without '?'. */
const $openedSearch = createStore('', { serialize: 'ignore' })
  .on(searchPageOpened, (_, { search }) => stripQuestionMark(search))
  .on(locationSearchChanged, (_, search) => stripQuestionMark(search));
/** The pages of results the opened address asks for (`page`, 1 by default). */
const $openedPages = $openedSearch.map(pagesOfSearch);

/** A municipality typed by name to look up, with the city id the address gave beside it. */
interface PlaceLookup {
  text: string;
  locale: Locale;
  cityId: string | null;
  server?: SiteServer;
}

/**
 * Looks a typed municipality up with the site's city search (SPEC §2 search-city): answers the id
 * of the city beside it when the text still means that one (the field showed the chosen city),
 * else of the best match, or null when nothing matches. When the search fails, the city beside
 * it (or null). Tests replace its handler with `fork({ handlers })`.
 */
export const lookUpPlaceFx = createEffect(
  async ({ text, locale, cityId, server }: PlaceLookup): Promise<string | null> => {
    try {
      const rows = await createSiteApi(locale, { server }).searchCities(placeSearchText(text));
      const kept = rows.find((row) => String(row.id) === cityId);
      const match = kept ?? bestCityMatch(text, rows);
      return match ? String(match.id) : null;
    } catch {
      return cityId;
    }
  },
);
const lookUpFx = attach({
  source: shell.$apiContext,
  mapParams: (lookup: Omit<PlaceLookup, 'server'>, context) => ({
    ...lookup,
    server: context.siteServer,
  }),
  effect: lookUpPlaceFx,
});
/** The opened address with the looked-up city in place of the typed text. */
const placeLookedUp = createEvent<{ search: string; cityId: string | null; text: string }>();

/**
 * The municipality the visitor typed that matched none (shown beside the field, so the visitor
 * knows why the results are not limited to it); null otherwise.
 */
export const $unmatchedPlace = createStore<string | null>(null)
  .on(placeLookedUp, (_, { cityId, text }) => (cityId === null ? text : null))
  .reset([filterSelectionChanged, locationSearchChanged]);

/**
 * Writes the selection into the query string of the URL: a history entry per visitor change, a
 * replaced entry for a correction (malformed values dropped, unknown ids removed).
 */
export const writeQueryStringFx = attach({
  source: $queryStringWriter,
  effect: (write, { search, replace }: { search: string; replace: boolean }) => {
    if (!write) return;
    if (replace) write(search, { replace: true });
    else write(search);
  },
});

/** True when two list requests ask for the same list (node, query, sort and grouping). */
function sameListRequest(a: EstateListRequest, b: EstateListRequest): boolean {
  return (
    a.node === b.node &&
    a.groupBy === b.groupBy &&
    JSON.stringify(a.query) === JSON.stringify(b.query) &&
    JSON.stringify(a.sort) === JSON.stringify(b.sort)
  );
}

/**
 * The list request of a selection: the search query with hiddenStatus, the sort, and how many
 * pages to load at once (1 unless an address asked for more).
 */
function listRequest(
  node: string | null,
  query: SearchFilterQuery,
  hiddenStatus: number[],
  pages = 1,
): EstateListRequest {
  const request: EstateListRequest = {
    node,
    query: toEstateQuery(query, hiddenStatus),
    sort: toSort(query),
  };
  if (query.groupBy) request.groupBy = query.groupBy;
  if (pages > 1) request.pages = pages;
  return request;
}

sample({
  clock: searchPageOpened,
  filter: ({ search }) => placeToResolve(search) === null,
  fn: ({ search }) => search,
  target: filterInitialised,
});
sample({
  clock: searchPageOpened,
  filter: ({ search }) => placeToResolve(search) !== null,
  fn: ({ search, locale }) => ({
    text: placeToResolve(search) ?? '',
    locale,
    cityId: cityIdOfSearch(search),
  }),
  target: lookUpFx,
});
sample({
  clock: lookUpFx.done,
  source: $openedSearch,
  fn: (search, { params, result }) => ({
    search: searchWithCity(search, result),
    cityId: result,
    text: params.text,
  }),
  target: placeLookedUp,
});
sample({ clock: placeLookedUp, fn: ({ search }) => search, target: filterInitialised });
sample({
  clock: searchPageOpened,
  source: shell.$hiddenStatus,
  fn: (hiddenStatus) => (hiddenStatus.length > 0 ? { hiddenStatus: [...hiddenStatus] } : {}),
  target: filterOptionsRequested,
});

// The price choices follow the selected transaction.
sample({
  clock: [filterQueryRead, filterSelectionChanged, filterQueryCorrected],
  source: shell.$hiddenStatus,
  fn: (hiddenStatus, query) => ({
    status: [...(query.status ?? [])],
    hiddenStatus: [...hiddenStatus],
  }),
  target: priceStatusChosen,
});

sample({
  clock: locationSearchChanged,
  source: { current: $filterQuery, open: $isPageOpen },
  filter: ({ current, open }, search) =>
    open && !filterQueriesEqual(current, parseFilterQuery(search)),
  fn: (_, search) => search,
  target: filterInitialised,
});

sample({
  clock: filterSelectionChanged,
  source: { node: $searchNode, hiddenStatus: shell.$hiddenStatus },
  fn: ({ node, hiddenStatus }, query) => listRequest(node, query, hiddenStatus),
  target: firstPageRequested,
});
/** The page language the loaded list was fetched in (the API sorts city names in it). */
const $listLocale = createStore<Locale | null>(null);
sample({ clock: firstPageRequested, source: $pageLocale, target: $listLocale });
// Opening the page (or back/forward) on the search whose pages are loaded, in the same language,
// keeps them: the visitor who comes back from a detail page finds the list, and the browser its
// scroll position, as they left them.
sample({
  clock: filterQueryRead,
  source: {
    node: $searchNode,
    hiddenStatus: shell.$hiddenStatus,
    loaded: $loadedListRequest,
    locale: $pageLocale,
    listLocale: $listLocale,
    pages: $openedPages,
  },
  filter: ({ node, hiddenStatus, loaded, locale, listLocale }, query) =>
    loaded === null ||
    locale !== listLocale ||
    !sameListRequest(loaded, listRequest(node, query, hiddenStatus)),
  fn: ({ node, hiddenStatus, pages }, query) => listRequest(node, query, hiddenStatus, pages),
  target: firstPageRequested,
});
sample({
  clock: filterQueryCorrected,
  source: {
    node: $searchNode,
    hiddenStatus: shell.$hiddenStatus,
    open: $isPageOpen,
    pages: $openedPages,
  },
  filter: ({ open }) => open,
  fn: ({ node, hiddenStatus, pages }, query) => listRequest(node, query, hiddenStatus, pages),
  target: firstPageRequested,
});
sample({
  clock: filterSelectionChanged,
  fn: (query) => ({ search: serializeFilterQuery(query), replace: false }),
  target: writeQueryStringFx,
});
// A URL with malformed or unknown values is corrected visibly: the canonical one replaces it
// (with the pages of results it asked for).
sample({
  clock: [filterQueryRead, filterQueryCorrected],
  source: { opened: $openedSearch, open: $isPageOpen, pages: $openedPages },
  filter: ({ opened, open, pages }, query) => open && searchOfPages(query, pages) !== opened,
  fn: ({ pages }, query) => ({ search: searchOfPages(query, pages), replace: true }),
  target: writeQueryStringFx,
});
// "Show more" in place says the pages shown in the address, so a reload or a way back shows
// as many.
sample({
  clock: loadMoreClicked,
  source: { query: $filterQuery, estates: $estates, total: $total, open: $isPageOpen },
  filter: ({ estates, total, open }) => open && estates.length < total,
  fn: ({ query, estates }) => ({
    search: searchOfPages(query, Math.floor(estates.length / PAGE_SIZE) + 1),
    replace: true,
  }),
  target: writeQueryStringFx,
});
sample({
  clock: filterNodeSet,
  source: { query: $filterQuery, hiddenStatus: shell.$hiddenStatus },
  fn: ({ query, hiddenStatus }, node) => listRequest(node, query, hiddenStatus),
  target: firstPageRequested,
});

sample({ clock: loadMoreClicked, target: nextPageRequested });
sample({
  clock: retryClicked,
  source: {
    estates: $estates,
    node: $searchNode,
    query: $filterQuery,
    hiddenStatus: shell.$hiddenStatus,
  },
  filter: ({ estates }) => estates.length === 0,
  fn: ({ node, query, hiddenStatus }) => listRequest(node, query, hiddenStatus),
  target: firstPageRequested,
});
sample({
  clock: retryClicked,
  source: $estates,
  filter: (estates) => estates.length > 0,
  fn: () => undefined,
  target: nextPageRequested,
});

/** The visitor opened (true) or closed (false) the filter panel on a small screen. */
export const filterPanelToggled = createEvent<boolean>();
/**
 * True while the filter controls are unfolded on a small screen (from the md breakpoint they are
 * always shown): folded by default, so a phone shows the results first.
 */
export const $isFilterPanelOpen = createStore(false).on(filterPanelToggled, (_, open) => open);

/** The visitor opened (true) or closed (false) the "more filters" section of the panel. */
export const moreFiltersToggled = createEvent<boolean>();
/**
 * True while the "more filters" section (subtype, bedrooms, country) is open: opened by the
 * visitor, or when a selection read from the URL uses one of its filters; it stays as the visitor
 * left it while they change the filters inside.
 */
export const $isMoreFiltersOpen = createStore(false)
  .on(moreFiltersToggled, (_, open) => open)
  .on(filterQueryRead, (open, query) => open || usesMoreFilters(query));

/** The city search of the filter panel (SPEC §2 search-city). */
export const filterCitySearch = createCitySearch();
sample({
  clock: filterCitySearch.cityChosen,
  fn: (city) => ({ key: 'city' as const, values: [String(city.id)] }),
  target: listFilterSet,
});
sample({
  clock: filterCitySearch.cityCleared,
  fn: () => ({ key: 'city' as const, values: [] }),
  target: listFilterSet,
});

// The map shows the list's search (without paging) in the page's language.
sample({
  clock: firstPageRequested,
  source: $pageLocale,
  fn: (locale, { query }) => ({ query, locale }),
  target: mapSearchChanged,
});
sample({
  clock: mapAreaChosen,
  fn: (value) => ({ key: 'geo_range' as const, value }),
  target: valueSet,
});
sample({ clock: searchPageClosed, target: mapClosed });
