/**
 * Public API of the rental views: the holiday rental units' search and unit pages (the unit's
 * model is the rental-unit entity's), the search's effector model and the rental search in the
 * URL. This team's pages show them with its calendar and
 * reservation; another provider of the `holiday` slot shows them through the `rental` fragments
 * (exposes/rental-search.tsx, rental-unit.tsx) with its own way to book or ask
 * (`RentalUnitView`'s `booking`).
 */
export { HolidaySearchView, arrivalLabel } from './ui/search-view';
export type { HolidaySearchViewProps } from './ui/search-view';
export { RentalUnitView } from './ui/unit-view';
export type { RentalUnitViewProps } from './ui/unit-view';
export { RentalUnitCard } from './ui/unit-card';
export type { RentalUnitCardProps } from './ui/unit-card';
export { RentalPhotoGallery } from './ui/photo-gallery';
export {
  PERIOD_URL_WORDS,
  parseRentalSearch,
  serializeRentalSearch,
  sameRentalSearch,
  toRentalQuery,
  withRentalParam,
} from './lib/search-params';
export type { RentalSearchParams } from './lib/search-params';
export {
  RENTAL_PAGE_SIZE,
  $hasMoreRentalUnits,
  $isLoadingMoreUnits,
  $isRentalSearchLoading,
  $pastArrival,
  $rentalFilterOptions,
  $rentalSearch,
  $rentalSearchError,
  $rentalSearchLocale,
  $rentalTotal,
  $rentalUnits,
  $unmatchedRentalPlace,
  fetchRentalFilterOptionsFx,
  holidaySearchClosed,
  holidaySearchLocationChanged,
  holidaySearchOpened,
  moreRentalUnitsRequested,
  rentalSearchChanged,
  rentalSearchRetried,
  rentalSearchSubmitted,
  unmatchedRentalPlaceDismissed,
  searchRentalUnitsFx,
  writeRentalQueryFx,
} from './search-model';
