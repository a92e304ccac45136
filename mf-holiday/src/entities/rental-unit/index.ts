/**
 * Public API of the rental unit entity: the rental-unit calls of the API, a unit's page model (the unit of the URL with its
 * periods), its name, place, prices from and photo addresses, and the 'rental' texts that every rental view
 * and this team's booking use.
 */
export { createRentalApi, rentalApiFor } from './api';
export type { RentalApi } from './api';
export { RENTAL_NAMESPACE, RENTAL_TEXTS, useRentalT } from './i18n';
export { PUBLIC_API_BASE, rentalPhotoUrl } from './lib/photo-url';
export { rentalUnitName, rentalUnitPlace } from './lib/unit-text';
export { pricesFrom } from './lib/prices';
export type { PriceFrom } from './lib/prices';
export {
  $rentalUnit,
  $rentalUnitStatus,
  fetchRentalUnitFx,
  rentalUnitPageOpened,
  rentalUnitPageClosed,
  rentalUnitReloaded,
} from './unit-model';
export type { RentalUnitStatus } from './unit-model';
