/**
 * The filter model (SPEC §3 Filter state, §4 Filter): the visitor's selection (filterQuery) and the
 * filter options of the controls, fetched separately (POST /estate-filters, SPEC §7).
 *
 * Inputs: `filterInitialised` (from the request's query string), `listFilterSet`, `priceRangeSet`,
 * `sortSet`, `valueSet` (bed-min, geo_range, groupBy), `filtersCleared` (the visitor),
 * `filterOptionsRequested`.
 * Outputs: `filterQueryRead` (the selection read from the request), `filterSelectionChanged`
 * (the visitor changed the selection; carries the new selection; fired only on a real change),
 * `filterQueryCorrected` (the options arrived and the selection held values they do not know,
 * e.g. an unknown type id from a pasted URL: the corrected selection).
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { EstateFilters, EstateQuery, SortOrder, SortType, StatusCode } from 'shared/domain';
import { apiFor } from 'shared/api';
import { shell } from 'shared/bus';
import {
  DEFAULT_FILTER_QUERY,
  filterQueriesEqual,
  parseFilterQuery,
  pruneWithOptions,
  isRentOnly,
  withListFilter,
  withPriceRange,
  withSort,
  withValue,
  withoutFilters,
  type FilterQuery,
  type ListFilterKey,
  type PriceRange,
  type SearchFilterQuery,
} from './lib/filter-query';

/** A scalar key of the selection and its new value (null or '' removes it). */
export type ValueChange =
  | { key: 'bed-min'; value: number | string | null }
  | { key: 'geo_range'; value: string | null }
  | { key: 'groupBy'; value: SearchFilterQuery['groupBy'] | string | null };

/** The request's query string was read (start, back/forward): the selection is replaced by it. */
export const filterInitialised = createEvent<string>();
/** The selection read from the request (after `filterInitialised`), normalised. */
export const filterQueryRead = createEvent<SearchFilterQuery>();
/** The visitor set a list filter; an empty list removes it (SPEC §4). */
export const listFilterSet = createEvent<{ key: ListFilterKey; values: string[] }>();
/** The visitor set the price range in euro; 0, '' or null means no bound (SPEC §4). */
export const priceRangeSet = createEvent<PriceRange>();
/** The visitor chose a sort. */
export const sortSet = createEvent<{ sortType: SortType; sortOrder: SortOrder }>();
/** The visitor set bed-min, geo_range (e.g. "search this area") or the grouping. */
export const valueSet = createEvent<ValueChange>();
/** The visitor removed every filter (the sort is kept). */
export const filtersCleared = createEvent();
/** The visitor changed the selection: the new filterQuery. Fired only when it differs. */
export const filterSelectionChanged = createEvent<SearchFilterQuery>();
/** The options arrived and the selection was corrected against them (unknown ids removed). */
export const filterQueryCorrected = createEvent<SearchFilterQuery>();
/** The filter options are wanted for this base query (e.g. the site's hiddenStatus). */
export const filterOptionsRequested = createEvent<EstateQuery>();

/** POST /estate-filters with the bus's API context (SPEC §7). */
const postFiltersFx = attach({
  source: shell.$apiContext,
  effect: (context, query: EstateQuery): Promise<Partial<EstateFilters>> =>
    apiFor(context).getEstateFilters(query),
});

/**
 * Fetches the filter options for a base query: headTypes, locations, prices (euro), countries...
 * The API client answers {} on failure (logged, SPEC §8); a throw is stored as the error.
 * Tests replace its handler with `fork({ handlers })`.
 */
export const fetchFilterOptionsFx = createEffect(
  (query: EstateQuery): Promise<Partial<EstateFilters>> => postFiltersFx(query),
);

/** The visitor's selection (SPEC §3 filterQuery). Default: date, DESC. */
export const $filterQuery = createStore<SearchFilterQuery>(
  { ...DEFAULT_FILTER_QUERY },
  // The same selection again (the address read again as the page hydrates from its server
  // render) keeps the store as it is: nothing that shows it renders again.
  { updateFilter: (next, current) => !filterQueriesEqual(next, current) },
)
  .on(filterQueryRead, (_, query) => query)
  .on(filterSelectionChanged, (_, query) => query)
  .on(filterQueryCorrected, (_, query) => query);

/** The filter options (SPEC §3 Filter data); empty when not (yet) fetched or failed. */
export const $filterOptions = createStore<Partial<EstateFilters>>({})
  .on(fetchFilterOptionsFx.doneData, (_, options) => options ?? {})
  .on(fetchFilterOptionsFx.fail, () => ({}));
/** True while the options are being fetched. */
export const $isFilterLoading = fetchFilterOptionsFx.pending;
/** The error of the last failed options fetch, stored as it is (SPEC §8); null otherwise. */
export const $filterError = createStore<unknown>(null)
  .on(fetchFilterOptionsFx, () => null)
  .on(fetchFilterOptionsFx.failData, (_, error) => error);

/**
 * The price choices follow the transaction: sale prices and monthly rents differ a thousandfold.
 * `priceStatusChosen` gives the statuses the price choices are for (an empty list: any) with the
 * site's hiddenStatus; for a non-empty one, `fetchPriceOptionsFx` asks POST /estate-filters for
 * the prices of those statuses.
 */
export const priceStatusChosen = createEvent<{ status: StatusCode[]; hiddenStatus: number[] }>();
/**
 * POST /estate-filters for the price choices of some statuses: answers the filter options (only
 * `prices`, in euro, is used). Tests replace its handler with `fork({ handlers })`.
 */
export const fetchPriceOptionsFx = createEffect(
  (query: EstateQuery): Promise<Partial<EstateFilters>> => postFiltersFx(query),
);
/** The statuses the price choices are for, as a comma list ('' for any). */
const $priceStatus = createStore('');
/** The statuses were chosen again but are other ones: only then the prices change. */
const priceStatusChanged = sample({
  clock: priceStatusChosen,
  source: $priceStatus,
  filter: (current, { status }) => status.join(',') !== current,
  fn: (_, chosen) => chosen,
});
$priceStatus.on(priceStatusChanged, (_, { status }) => status.join(','));
/** The prices of the chosen statuses; null when none are chosen, not yet fetched or failed. */
const $statusPrices = createStore<number[] | null>(null)
  .on(priceStatusChanged, () => null)
  .on(fetchPriceOptionsFx.fail, () => null);
sample({
  clock: priceStatusChanged,
  filter: ({ status }) => status.length > 0,
  fn: ({ status, hiddenStatus }): EstateQuery =>
    hiddenStatus.length > 0 ? { status, hiddenStatus } : { status },
  target: fetchPriceOptionsFx,
});
sample({
  clock: fetchPriceOptionsFx.done,
  source: $priceStatus,
  // An answer for statuses the visitor has moved away from is stale.
  filter: (current, { params }) => (params.status ?? []).join(',') === current,
  fn: (_, { result }) => (Array.isArray(result?.prices) ? result.prices : null),
  target: $statusPrices,
});
/**
 * The price choices of the price controls, in euro, ascending, without 0: those of the chosen
 * transaction, or the options' prices when any transaction is allowed (or that fetch failed).
 */
export const $priceChoices = combine($statusPrices, $filterOptions, (byStatus, options) =>
  [...new Set(byStatus ?? options.prices ?? [])].filter((p) => p > 0).sort((a, b) => a - b),
);

/**
 * SPEC §3 Filter state: the visitor's selection (filterQuery), the filter options of the API, the
 * loading flag of the options and their last error (null when none).
 */
export interface FilterState {
  filterQuery: FilterQuery;
  options: Partial<EstateFilters>;
  isLoading: boolean;
  error: unknown;
}

/** SPEC §3 Filter state in one object. */
export const $filterState = combine(
  {
    filterQuery: $filterQuery,
    options: $filterOptions,
    isLoading: $isFilterLoading,
    error: $filterError,
  },
  (state): FilterState & { filterQuery: SearchFilterQuery } => state,
);

/**
 * The request's query string read: the selection as written, and as corrected against the
 * options when they are loaded already (a page hydrated from a server render has them, and
 * fetches them no more): an unknown id never reaches a search.
 */
const selectionRead = sample({
  clock: filterInitialised,
  source: $filterOptions,
  fn: (options, search) => {
    const current = parseFilterQuery(search);
    return { current, pruned: pruneWithOptions(current, options) };
  },
});
sample({ clock: selectionRead, fn: ({ pruned }) => pruned, target: filterQueryRead });
/**
 * The query of the loaded options (as JSON), null when none are loaded: asking again for the same
 * query fetches nothing (a page hydrated from a server render has them already).
 */
const $optionsQuery = createStore<string | null>(null)
  .on(fetchFilterOptionsFx.done, (_, { params }) => JSON.stringify(params))
  .on(fetchFilterOptionsFx.fail, () => null);
sample({
  clock: filterOptionsRequested,
  source: $optionsQuery,
  filter: (loaded, query) => loaded !== JSON.stringify(query),
  fn: (_, query) => query,
  target: fetchFilterOptionsFx,
});
/** The options arrived: the selection as it was, and as corrected against them. */
const selectionPruned = sample({
  clock: fetchFilterOptionsFx.doneData,
  source: $filterQuery,
  fn: (current, options) => ({ current, pruned: pruneWithOptions(current, options ?? {}) }),
});
sample({
  clock: selectionPruned,
  filter: ({ current, pruned }) => !filterQueriesEqual(current, pruned),
  fn: ({ pruned }) => pruned,
  target: filterQueryCorrected,
});

/**
 * The type ids of the address that are no type of the options (`type=999`), which the correction
 * dropped: the page says so beside the type field rather than silently showing every type; []
 * when none, and again once the visitor changes the selection or another address is read.
 */
export const $ignoredTypes = createStore<string[]>([], {
  // The same ids (digits) keep the list it holds: the filter panel shows it.
  updateFilter: (next, current) => next.join() !== current.join(),
})
  .on([selectionRead, selectionPruned], (_, { current, pruned }) =>
    (current.type ?? []).filter((id) => !(pruned.type ?? []).includes(id)),
  )
  .reset(filterSelectionChanged);

/** A proposed selection after a visitor's action, with the one it replaces. */
const selectionProposed = createEvent<{ current: SearchFilterQuery; next: SearchFilterQuery }>();

sample({
  clock: listFilterSet,
  source: { current: $filterQuery, options: $filterOptions },
  // A type change drops the subtypes of other types (SPEC §3: subtypes per type); a change
  // between renting and buying drops the price range, whose scale no longer fits.
  fn: ({ current, options }, { key, values }) => {
    let next = pruneWithOptions(withListFilter(current, key, values), options);
    if (key === 'status' && isRentOnly(next.status) !== isRentOnly(current.status)) {
      next = withPriceRange(next, { min: null, max: null });
    }
    return { current, next };
  },
  target: selectionProposed,
});
sample({
  clock: valueSet,
  source: $filterQuery,
  fn: (current, { key, value }) => ({ current, next: withValue(current, key, value) }),
  target: selectionProposed,
});
sample({
  clock: priceRangeSet,
  source: $filterQuery,
  fn: (current, range) => ({ current, next: withPriceRange(current, range) }),
  target: selectionProposed,
});
sample({
  clock: sortSet,
  source: $filterQuery,
  fn: (current, sort) => ({ current, next: withSort(current, sort.sortType, sort.sortOrder) }),
  target: selectionProposed,
});
sample({
  clock: filtersCleared,
  source: $filterQuery,
  fn: (current) => ({ current, next: withoutFilters(current) }),
  target: selectionProposed,
});
sample({
  clock: selectionProposed,
  filter: ({ current, next }) => !filterQueriesEqual(current, next),
  fn: ({ next }) => next,
  target: filterSelectionChanged,
});
