/**
 * The rental requests and answers of the API (SPEC §7): the rental search, its filter options and
 * the reservation request and its answer. Types only (the reservation's schema is reservation.ts).
 */
import type { IdName, Locale, RentalPeriodType, SortOrder } from 'shared/domain';

/** The rental search (SPEC §3 Rental filters, §7 POST /rental-units). Empty keys are ignored. */
export interface RentalQuery {
  /** Area ids (coast, Ardennes). */
  location?: number[];
  /** Municipality ids. */
  city?: number[];
  /** Number of persons: units whose maxOccupation is at least this. */
  persons?: number;
  /** Kind ids. */
  subKind?: number[];
  periodType?: RentalPeriodType;
  /** Arrival date (ISO yyyy-mm-dd): units with a free period arriving that day. */
  arrival?: string;
}

/** Sort of the rental search: the lowest matching price, the capacity, or the unit id (default price ASC). */
export type RentalSortType = 'price' | 'persons';

/** Body of POST /rental-units. */
export interface RentalSearchRequest {
  search: RentalQuery;
  sortType?: RentalSortType;
  sortOrder?: SortOrder;
  from?: number;
  size?: number;
}

/** Rental filter options (SPEC §3 Filter data, Rental filters). */
export interface RentalFilters {
  /** The areas. */
  locations: IdName[];
  /** The distinct maxOccupation values, ascending. */
  maxOccupations: number[];
  subKinds: IdName[];
  /** Municipalities with their area. */
  cities: (IdName & { zip: string; locationId: number })[];
  periodTypes: RentalPeriodType[];
  /** Distinct arrival dates of free periods (of the search's period type when given), ascending. */
  periodStartDates: string[];
  /** Distinct free periods (arrival, departure, type), ascending. */
  periodDates: { start: string; end: string; type: RentalPeriodType }[];
}

/**
 * A reservation request (POST /rental-units/reservation; validated by reservationSchema):
 * the period by its arrival and departure dates.
 */
export interface ReservationRequest {
  rentalUnitId: number;
  /** ISO yyyy-mm-dd. */
  arrival: string;
  /** ISO yyyy-mm-dd. */
  departure: string;
  adults: number;
  children: number;
  pets: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  remarks: string;
  acceptConditions: true;
  /** Consent to the privacy statement, as every form of the site asks. */
  consent: true;
  locale: Locale;
  /** The honeypot: empty from a person (see fields.ts). */
  website?: string;
  /** The token the API issued when the form was shown (GET /sites/{siteId}/form-token). */
  formToken?: string;
}

/** The answer of an accepted reservation request: the period is now under option. */
export interface ReservationAnswer {
  id: string;
  rentalUnitId: number;
  periodId: number;
  status: 'OPTION';
}
