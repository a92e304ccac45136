/**
 * Public API of the estate list entity (SPEC §3 Estate list state, §4 Estate list): the model of
 * the listing's pages of estates, its search effect and the list request type.
 */
export {
  $error,
  type EstateListRequest,
  $estates,
  firstPageRequested,
  $groupCounts,
  $hasMore,
  $isLoading,
  $isLoadingNextPage,
  $loadedListRequest,
  nextPageRequested,
  PAGE_SIZE,
  $node,
  searchEstatesFx,
  $total,
  $visibleEstates,
} from './model';
