/**
 * Domain types of the estate-management API (SPEC §3), shared by the API, the shell and the
 * remotes, one file per subject: languages, estates, search, sites and their content, forms and
 * appointments; the holiday rentals' below. Types only one team reads live in that team's
 * package. Field names follow the spec.
 */
export * from './locale';
export * from './estate';
export * from './search';
export * from './site';
export * from './forms';

import type { IdName } from './estate';
import type { Locale, LocalizedText } from './locale';
import type { SortOrder } from './search';

/**
 * The kinds of holiday rental periods, with the Belgian coast's customs (SPEC §3 Rental unit,
 * periods): WEEK Friday to Friday (7 nights), MIDWEEK Monday to Friday (4 nights), WEEKEND
 * Friday to Monday (3 nights), LONG_WEEKEND around a public holiday (4 nights).
 */
export type RentalPeriodType = 'WEEK' | 'MIDWEEK' | 'WEEKEND' | 'LONG_WEEKEND';
export const RENTAL_PERIOD_TYPES: readonly RentalPeriodType[] = [
  'WEEK',
  'MIDWEEK',
  'WEEKEND',
  'LONG_WEEKEND',
];
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
 * A reservation request (POST /rental-units/reservation; validated by shared/forms/reservation):
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
  /** The honeypot: empty from a person (see shared/forms). */
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

/**
 * An enquiry to the office about a rental unit with wished dates (mf-holiday-enquiry,
 * POST /rental-units/enquiry): it holds nothing, the office answers.
 */
export interface RentalEnquiryRequest {
  rentalUnitId: number;
  /** Wished arrival, ISO yyyy-mm-dd. */
  arrival: string;
  /** Wished departure, ISO yyyy-mm-dd. */
  departure: string;
  persons: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  locale: Locale;
  /** The honeypot: empty from a person (see shared/forms). */
  website?: string;
  /** The token the API issued when the form was shown (GET /sites/{siteId}/form-token). */
  formToken?: string;
}

/** A form's token (GET /sites/{siteId}/form-token): the API measures the fill time from it. */
export interface FormTokenAnswer {
  token: string;
  /** The least time between its issue and the submission, in ms. */
  minFillMs: number;
  /** The longest, in ms. */
  maxAgeMs: number;
}

// Client state (SPEC §3 Favorites, Estate list and Filter state) is private to the team that
// owns it: FavoritesState in mf-favorites (entities/favorite), EstateListState, FilterState and
// FilterQuery in mf-search (entities/estate-list, entities/filter).
