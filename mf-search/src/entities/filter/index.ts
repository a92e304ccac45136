/**
 * Public API of the filter entity (SPEC §3 filterQuery and Filter state, §4 Filter, §9 filter
 * keys): the selection's pure functions (read from and written to the URL), the search request
 * built from it, and the filter model with its options.
 */
export {
  activeFilterCount,
  BEDROOMS_BUCKET,
  filterQueriesEqual,
  GROUPING_KINDS,
  hasFilters,
  isRentOnly,
  type ListFilterKey,
  normalizeFilterQuery,
  parseFilterQuery,
  type SearchFilterQuery,
  serializeFilterQuery,
  stripQuestionMark,
  usesMoreFilters,
  moreFilterCount,
} from './lib/filter-query';
export { SORT_FIELDS, toEstateQuery, toSort } from './lib/search-request';
export {
  fetchFilterOptionsFx,
  fetchPriceOptionsFx,
  $filterError,
  $ignoredTypes,
  filterInitialised,
  $filterOptions,
  filterOptionsRequested,
  $filterQuery,
  filterQueryCorrected,
  filterQueryRead,
  filtersCleared,
  filterSelectionChanged,
  $filterState,
  listFilterSet,
  $priceChoices,
  priceRangeSet,
  priceStatusChosen,
  sortSet,
  valueSet,
} from './model';
