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
import type { LocalizedText } from './locale';

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
