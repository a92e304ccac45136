/**
 * The rental requests and answers of the API (SPEC §3 Rental unit, §7): the rental units and their
 * periods as the API answers them, the rental search and its filter options (the search bodies as
 * zod schemas, from which the route's validation, its OpenAPI description and the request types
 * all come), and the reservation request and its answer (types; the reservation's schema is
 * reservation.ts).
 */
import * as z from 'zod/mini';
import type { Locale, LocalizedText } from 'shared/domain';
import type { IdName } from './domain';

/**
 * The kinds of holiday rental periods, with the Belgian coast's customs (SPEC §3 Rental unit,
 * periods): WEEK Friday to Friday (7 nights), MIDWEEK Monday to Friday (4 nights), WEEKEND
 * Friday to Monday (3 nights), LONG_WEEKEND around a public holiday (4 nights).
 */
export const RENTAL_PERIOD_TYPES = ['WEEK', 'MIDWEEK', 'WEEKEND', 'LONG_WEEKEND'] as const;
/** One of RENTAL_PERIOD_TYPES. */
export type RentalPeriodType = (typeof RENTAL_PERIOD_TYPES)[number];
/** The price season of a period: school holidays are HIGH. */
export type RentalSeason = 'LOW' | 'MID' | 'HIGH';
/**
 * The availability of a period: FREE, OPTION (a reservation request holds it until the agency
 * confirms), BOOKED. A period overlapping a held one is held too (a booked week takes its weekend).
 */
export type RentalPeriodStatus = 'FREE' | 'OPTION' | 'BOOKED';

/** A period a rental unit can be rented for (SPEC §3 Rental unit, periods). */
export interface RentalPeriod {
  id: number;
  rentalUnitId: number;
  type: RentalPeriodType;
  /** Arrival date (ISO yyyy-mm-dd, inclusive). */
  start: string;
  /** Departure date (ISO yyyy-mm-dd, the morning after the last night). */
  end: string;
  /** Number of nights (end - start). */
  nights: number;
  season: RentalSeason;
  /** The rent of the period in euro (costs and deposit apart). */
  price: number;
  status: RentalPeriodStatus;
}

/** One photo of a rental unit in its three sizes: paths under the API (GET /rental-units/photo/{a}/{b}). */
export interface RentalPhoto {
  original: string;
  medium: string;
  thumbnail: string;
}

/** Costs of a stay besides the rent, in euro. */
export interface RentalCosts {
  /** Refundable deposit, per stay. */
  deposit: number;
  /** Final cleaning, per stay. */
  cleaning: number;
  /** Energy (electricity, heating, water), per night. */
  energyPerNight: number;
}

/** A holiday rental unit (SPEC §3 Rental unit). */
export interface RentalUnit {
  id: number;
  photos: RentalPhoto[];
  general: {
    description: LocalizedText;
    descriptionShort: LocalizedText;
    /** The area: the Belgian coast or the Ardennes. */
    location: IdName;
    /** The municipality. */
    city: IdName & { zip: string };
    /** The most persons (adults and children) the unit takes. */
    maxOccupation: number;
    /** The kind of unit: apartment, studio, holiday home, villa, chalet. */
    subKind: IdName;
    garage: boolean;
    /** Floor of an apartment (0 = ground floor); null for a house. */
    floor: number | null;
    building: { name: string } | null;
    rentalName: LocalizedText;
    /** Flemish tourism registration number (Toerisme Vlaanderen), on coast units; null elsewhere. */
    tourismRegistration: string | null;
  };
  rooms: { bedrooms: number; bathrooms: number };
  costs: RentalCosts;
  /**
   * The periods from today on (GET /rental-units/{id}); empty in search results, which carry
   * `lowestPrice` instead.
   */
  periods: RentalPeriod[];
  /**
   * In search results: the lowest rent (euro) among the free periods matching the search (its
   * period type and arrival date), with that period's type; null when none is free.
   */
  lowestPrice?: { price: number; type: RentalPeriodType } | null;
}

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
    z.enum(RENTAL_PERIOD_TYPES).check(z.describe('Units with a free period of this type.')),
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
