/**
 * Public API of shared/rental (issue 13): the holiday rental units' search and unit pages that
 * every provider of the `holiday` slot shows alike (mf-holiday, mf-holiday-enquiry), their
 * effector models and the rental search in the URL. A provider adds what differs: how a visitor
 * books or asks (`RentalUnitView`'s `booking`). Not loaded by any other page.
 */
export { HolidaySearchView, arrivalLabel } from './ui/search-view';
export type { HolidaySearchViewProps } from './ui/search-view';
export { RentalUnitView } from './ui/unit-view';
export type { RentalUnitViewProps } from './ui/unit-view';
export { RentalUnitCard } from './ui/unit-card';
export type { RentalUnitCardProps } from './ui/unit-card';
export { RentalPhotoGallery } from './ui/photo-gallery';
export { RENTAL_NAMESPACE, RENTAL_TEXTS, useRentalT } from './i18n';
export { rentalPhotoUrl } from './lib/photo-url';
export { rentalUnitName, rentalUnitPlace } from './lib/unit-text';
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
  fetchRentalFilterOptionsFx,
  holidaySearchClosed,
  holidaySearchLocationChanged,
  holidaySearchOpened,
  moreRentalUnitsRequested,
  rentalSearchChanged,
  rentalSearchRetried,
  searchRentalUnitsFx,
  writeRentalQueryFx,
} from './search-model';
export type { RentalQueryWriter } from './search-model';
export {
  $rentalUnit,
  $rentalUnitStatus,
  fetchRentalUnitFx,
  rentalUnitPageOpened,
  rentalUnitPageClosed,
  rentalUnitReloaded,
} from './unit-model';
export type { RentalUnitStatus } from './unit-model';
