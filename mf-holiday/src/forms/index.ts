/**
 * Public API of the holiday team's form schemas and requests: the reservation request's schema
 * and the bodies and answers of its calls (the rental search, its filter options, the
 * reservation). The contract between this team's form and the API, which validate alike: the
 * browser form imports it from here, the API as the package subpath `mf-holiday/forms` (compiled
 * to dist-node/forms for Node, as shared is). Pure rules only: no React, no browser API.
 */
export { reservationFormSchema, reservationSchema } from './reservation';
export type { ReservationInput } from './reservation';
export type {
  RentalFilters,
  RentalQuery,
  RentalSearchRequest,
  RentalSortType,
  ReservationAnswer,
  ReservationRequest,
} from './requests';
