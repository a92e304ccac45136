/**
 * JSON schemas of the holiday rental answers (SPEC §3 Rental unit and Rental filters, §7): their
 * serialization and OpenAPI description. The request bodies (search, filters, reservation,
 * enquiry) are the zod schemas of the contract (contract/rentals.ts, reservation.ts, enquiry.ts).
 */
import { bool, idName, int, localizedText, num, str, strN } from './common';

const isoDate = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'yyyy-mm-dd',
} as const;
const periodType = {
  type: 'string',
  enum: ['WEEK', 'MIDWEEK', 'WEEKEND', 'LONG_WEEKEND'],
} as const;

const cityName = {
  type: 'object',
  properties: { id: int, zip: str, name: localizedText },
  required: ['id', 'zip', 'name'],
} as const;

/** RentalPeriod. */
export const rentalPeriodSchema = {
  $id: 'RentalPeriod',
  type: 'object',
  properties: {
    id: int,
    rentalUnitId: int,
    type: periodType,
    start: isoDate,
    end: isoDate,
    nights: int,
    season: { type: 'string', enum: ['LOW', 'MID', 'HIGH'] },
    price: { ...num, description: 'Rent in euro.' },
    status: { type: 'string', enum: ['FREE', 'OPTION', 'BOOKED'] },
  },
  required: ['id', 'rentalUnitId', 'type', 'start', 'end', 'nights', 'season', 'price', 'status'],
} as const;

/** RentalUnit (SPEC §3). */
export const rentalUnitSchema = {
  $id: 'RentalUnit',
  type: 'object',
  properties: {
    id: int,
    photos: {
      type: 'array',
      items: {
        type: 'object',
        properties: { original: str, medium: str, thumbnail: str },
        required: ['original', 'medium', 'thumbnail'],
      },
    },
    general: {
      type: 'object',
      properties: {
        description: localizedText,
        descriptionShort: localizedText,
        location: idName,
        city: cityName,
        maxOccupation: int,
        subKind: idName,
        garage: bool,
        floor: { type: 'integer', nullable: true },
        building: {
          type: 'object',
          nullable: true,
          properties: { name: str },
          required: ['name'],
        },
        rentalName: localizedText,
        tourismRegistration: strN,
      },
    },
    rooms: { type: 'object', properties: { bedrooms: int, bathrooms: int } },
    costs: {
      type: 'object',
      description: 'Euro: deposit and cleaning per stay, energy per night.',
      properties: { deposit: num, cleaning: num, energyPerNight: num },
    },
    periods: { type: 'array', items: { $ref: 'RentalPeriod#' } },
    lowestPrice: {
      type: 'object',
      nullable: true,
      description: 'Search results: the lowest rent among the free periods matching the search.',
      properties: { price: num, type: periodType },
    },
  },
  required: ['id', 'photos', 'general', 'rooms', 'costs', 'periods'],
} as const;

/** Answer of POST /rental-units. */
export const rentalSearchResultSchema = {
  $id: 'RentalSearchResult',
  type: 'object',
  properties: {
    total: { type: 'object', properties: { value: int }, required: ['value'] },
    results: { type: 'array', items: { $ref: 'RentalUnit#' } },
  },
  required: ['total', 'results'],
} as const;

/** Answer of POST /rental-units/filters (SPEC §3 Rental filters). */
export const rentalFiltersSchema = {
  $id: 'RentalFilters',
  type: 'object',
  properties: {
    locations: { type: 'array', items: idName },
    maxOccupations: { type: 'array', items: int },
    subKinds: { type: 'array', items: idName },
    cities: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: int, zip: str, name: localizedText, locationId: int },
      },
    },
    periodTypes: { type: 'array', items: periodType },
    periodStartDates: { type: 'array', items: isoDate },
    periodDates: {
      type: 'array',
      items: { type: 'object', properties: { start: isoDate, end: isoDate, type: periodType } },
    },
  },
  required: [
    'locations',
    'maxOccupations',
    'subKinds',
    'cities',
    'periodTypes',
    'periodStartDates',
    'periodDates',
  ],
} as const;

/** A refused holiday request: the error, a localized message, and the field errors. */
export const holidayErrorSchema = {
  $id: 'HolidayError',
  type: 'object',
  description:
    'A refused reservation or enquiry: `code` is VALIDATION (see `errors`), TOO_MANY_PERSONS, ' +
    'DATES_OUTSIDE_PERIODS, PERIOD_NOT_FREE, RATE_LIMITED, ENQUIRIES_ONLY, PENDING_PER_ADDRESS, ' +
    'PENDING_PER_UNIT, OPTION_UNKNOWN, OPTION_LAPSED, or a refused form token (FORM_TOKEN_MISSING, ' +
    "FORM_TOKEN_INVALID, FORM_TOKEN_EXPIRED, FORM_TOO_FAST); `message` is in the request's language.",
  properties: {
    statusCode: int,
    code: str,
    error: str,
    message: str,
    retryAfter: {
      ...int,
      description: 'RATE_LIMITED, PENDING_*: the seconds to wait (also Retry-After).',
    },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          field: str,
          code: str,
          message: str,
          params: { type: 'object', additionalProperties: true },
        },
      },
    },
  },
} as const;
