/**
 * The rental requests and answers of the API (SPEC §7): the rental search and its filter options
 * (the search bodies as zod schemas, from which the route's validation, its OpenAPI description
 * and the request types all come), and the reservation request and its answer (types; the
 * reservation's schema is reservation.ts).
 */
import * as z from 'zod/mini';
import {
  RENTAL_PERIOD_TYPES,
  type IdName,
  type Locale,
  type RentalPeriodType,
} from 'shared/domain';

/** The largest id or offset a request may carry: PostgreSQL's int4, 2^31 - 1. */
const INT32_MAX = 2_147_483_647;

/** A request id or offset: an integer from 0 to INT32_MAX. */
const int32 = () => z.int().check(z.minimum(0), z.maximum(INT32_MAX));

/** Ids of one kind (areas, municipalities, kinds). */
const ids = (description: string) => z.optional(z.array(int32()).check(z.describe(description)));

/**
 * The rental search filters (SPEC §3 Rental filters, §7 POST /rental-units): areas, municipalities,
 * a number of persons from 1 to 50 (units taking at least that many), kinds, a period type and an
 * arrival day (yyyy-mm-dd: units with a free period of that type / arriving that day). Unknown keys
 * are refused; the route drops empty ones (null, '', []) before reading it.
 */
export const rentalQuerySchema = z.strictObject({
  location: ids('Area ids (1 coast, 2 Ardennes).'),
  city: ids('Municipality ids.'),
  persons: z.optional(
    z
      .int()
      .check(z.minimum(1), z.maximum(50), z.describe('Units taking at least this many persons.')),
  ),
  subKind: ids('Kind ids.'),
  periodType: z.optional(
    z
      .enum(RENTAL_PERIOD_TYPES as [RentalPeriodType, ...RentalPeriodType[]])
      .check(z.describe('Units with a free period of this type.')),
  ),
  arrival: z.optional(
    z
      .string()
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/),
        z.describe('Units with a free period arriving this day (yyyy-mm-dd).'),
      ),
  ),
});

/** The rental search (SPEC §3 Rental filters). Empty keys are ignored. */
export type RentalQuery = z.infer<typeof rentalQuerySchema>;

/**
 * Body of POST /rental-units: the filters, the sort (the lowest matching price, default, or the
 * capacity; ASC, default, or DESC; then the unit id) and the page (`from` 0, `size` 1 to 100).
 */
export const rentalSearchRequestSchema = z.strictObject({
  search: z.optional(rentalQuerySchema),
  sortType: z.optional(z.enum(['price', 'persons'])),
  sortOrder: z.optional(z.enum(['ASC', 'DESC'])),
  from: z.optional(int32()),
  size: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
});

/** Body of POST /rental-units. */
export type RentalSearchRequest = z.infer<typeof rentalSearchRequestSchema>;

/** Sort of the rental search: the lowest matching price, or the capacity. */
export type RentalSortType = NonNullable<RentalSearchRequest['sortType']>;

/** Body of POST /rental-units/filters: the search's filters only. */
export const rentalFiltersRequestSchema = z.strictObject({
  search: z.optional(rentalQuerySchema),
});

/** Body of POST /rental-units/filters. */
export type RentalFiltersRequest = z.infer<typeof rentalFiltersRequestSchema>;

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
