/**
 * Request schemas of the estate search and filter calls (SPEC §7, §9). Validation is strict:
 * unknown keys and wrongly typed values are refused with 400 and a message naming the field,
 * e.g. "body/query/price-min must be number" or "body/query/foo is not a known property".
 */
import { STATUS_CODES } from '../reference/transactions';
import { MAX_PAGE_SIZE } from '../search/search';

const idList = (description: string) =>
  ({ type: 'array', items: { type: 'integer' }, maxItems: 1000, description }) as const;

/** The search query (SPEC §9 filter keys); every key is optional. */
export const estateQuerySchema = {
  $id: 'EstateQuery',
  type: 'object',
  additionalProperties: false,
  description:
    'Search filters. Different keys must all match; several values of one key match any of them.',
  properties: {
    status: {
      type: 'array',
      items: { type: 'string', enum: [...STATUS_CODES] },
      maxItems: 6,
      description:
        'Status codes; FOR_SALE means transactions 1 and 3, TO_RENT 2 and 4, TAKE_OVER 10, SOLD 5, RENTED 6, TAKEN_OVER 12.',
    },
    transaction: idList('Transaction ids.'),
    city: idList('City ids.'),
    type: idList('Head type ids.'),
    subType: idList('Subtype ids.'),
    country: {
      type: 'array',
      items: { type: 'string', minLength: 2, maxLength: 7 },
      maxItems: 50,
      description: 'Country codes, e.g. BE.',
    },
    'price-min': {
      type: 'number',
      minimum: 0,
      description: 'Lowest price in euro; 0 means no bound.',
    },
    'price-max': {
      type: 'number',
      minimum: 0,
      description: 'Highest price in euro; 0 means no bound.',
    },
    bedrooms: {
      type: 'array',
      items: { type: 'integer', minimum: 0 },
      maxItems: 20,
      description: 'Exact bedroom counts; 6 means 6 or more.',
    },
    'bed-min': { type: 'integer', minimum: 0, description: 'At least this many bedrooms.' },
    geo_range: {
      type: 'string',
      maxLength: 100,
      description:
        "'{n}km;{lat};{lon}', e.g. '10km;51.05;3.72': within n km (great-circle) of the point. Any other form is ignored.",
    },
    terms: {
      type: 'object',
      additionalProperties: false,
      description: 'Exact estate ids (favourites); project units are included.',
      properties: {
        'children.general.id': {
          type: 'array',
          items: { type: 'string', maxLength: 64 },
          maxItems: 1000,
        },
      },
    },
    hiddenStatus: idList('Transaction ids to leave out (the site setting hiddenStatus).'),
    includeUnits: {
      type: 'boolean',
      description:
        'Include project units as results (default false: units are only found by a terms query).',
    },
  },
} as const;

/** The body of POST /sites/{siteId}/estates. */
export const searchRequestSchema = {
  $id: 'EstateSearchRequest',
  type: 'object',
  additionalProperties: false,
  required: ['query'],
  properties: {
    query: { $ref: 'EstateQuery#' },
    sort: {
      type: 'array',
      maxItems: 10,
      description:
        'Applied in order, then by id. headType.id and transaction.id sort in the grouping orders of SPEC §9; ' +
        'subType.id by the subtype name and address.city.name by the city name, both in the X-Language language ' +
        '(accents and case ignored, then by id); estates without a value last. Default: publicationDate DESC.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'order'],
        properties: {
          field: {
            type: 'string',
            enum: [
              'children.general.headType.id',
              'children.general.subType.id',
              'children.general.transaction.id',
              'children.general.address.city.name',
              'children.general.price.value',
              'children.general.publicationDate',
            ],
          },
          order: { type: 'string', enum: ['ASC', 'DESC'] },
        },
      },
    },
    groupBy: {
      type: 'string',
      enum: ['TYPE', 'SUBTYPE', 'STATUS', 'CITY'],
      description:
        'Grouping: its sort field is applied first when the sort does not start with it, and the answer ' +
        'carries `groups` (the size of every group, in display order).',
    },
    from: {
      type: 'integer',
      minimum: 0,
      maximum: 1_000_000,
      description: 'Offset of the first result (default 0).',
    },
    size: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_PAGE_SIZE,
      description: `Page size (default 15, at most ${MAX_PAGE_SIZE}).`,
    },
  },
} as const;

/** The body of POST /sites/{siteId}/estate-filters. */
export const filtersRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { query: { $ref: 'EstateQuery#' } },
} as const;
