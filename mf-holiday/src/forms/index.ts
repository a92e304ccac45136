/**
 * Public API of the holiday team's forms: the reservation form's schema (the API's, with the
 * unit's capacity), and what the team takes from the API's contract (`api/contract`): the
 * reservation request's schema and the bodies and answers of its calls (the rental search, its
 * filter options, the reservation). The API owns the requests; this team's rules may be
 * stricter, never looser (reservation.test.ts feeds the form's valid examples to the API's
 * schema). Pure rules only: no React, no browser API.
 */
export { reservationFormSchema } from './reservation';
export { reservationSchema } from 'api/contract';
export type {
  RentalFilters,
  RentalQuery,
  RentalSearchRequest,
  RentalSortType,
  ReservationAnswer,
  ReservationInput,
  ReservationRequest,
} from 'api/contract';
