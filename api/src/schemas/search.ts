/**
 * Request schemas of the estate search and filter calls (SPEC §7, §9). Validation is strict:
 * unknown keys and wrongly typed values are refused with 400 and a message naming the field,
 * e.g. "body/query/price-min must be number" or "body/query/foo is not a known property".
 * Empty parameters of the query are removed before validation (`removeEmptyParameters`), so that
 * any client gets what SPEC §7 says the site sends: "query (empty parameters removed)".
 */
import type { FastifyRequest } from 'fastify';
import type { SortField } from '../contract/domain';
import { STATUS_CODES } from '../reference/transactions';
import { SORT_ORDERS, SORT_TYPES } from '../search/order';
import { MAX_PAGE_SIZE } from '../search/search';
import { int32, text } from './common';

/** The sort fields of a search (SPEC §7): the grouping fields and the visitor's sort types. */
export const SORT_FIELDS: readonly SortField[] = [
  'children.general.headType.id',
  'children.general.subType.id',
  'children.general.transaction.id',
  'children.general.address.city.name',
  'children.general.price.value',
  'children.general.publicationDate',
];

const idList = (description: string) =>
  ({ type: 'array', items: int32(), maxItems: 1000, description }) as const;

/**
 * The largest price bound accepted, in euro: the largest value of the price column
 * (numeric(14, 2)).
 */
export const MAX_PRICE = 999_999_999_999;

/** The search query (SPEC §9 filter keys); every key is optional. */
export const estateQuerySchema = {
  $id: 'EstateQuery',
  type: 'object',
  additionalProperties: false,
  description:
    'Search filters. Different keys must all match; several values of one key match any of them. ' +
    "Empty parameters are ignored as if absent: null, '' (or only spaces), [] and lists holding only " +
    "null/'', and terms left without ids. Malformed values, including a null inside a list of values, are " +
    'still refused with a 400 naming the field.',
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
      items: text({ minLength: 2, maxLength: 7 }),
      maxItems: 50,
      description: 'Country codes, e.g. BE.',
    },
    'price-min': {
      type: 'number',
      minimum: 0,
      maximum: MAX_PRICE,
      description: 'Lowest price in euro; 0 means no bound.',
    },
    'price-max': {
      type: 'number',
      minimum: 0,
      maximum: MAX_PRICE,
      description: 'Highest price in euro; 0 means no bound.',
    },
    bedrooms: {
      type: 'array',
      items: int32(),
      maxItems: 20,
      description: 'Exact bedroom counts; 6 means 6 or more.',
    },
    'bed-min': int32({ description: 'At least this many bedrooms.' }),
    geo_range: text({
      maxLength: 100,
      description:
        "'{n}km;{lat};{lon}', e.g. '10km;51.05;3.72': within n km (great-circle) of the point. Any other form is ignored.",
    }),
    terms: {
      type: 'object',
      additionalProperties: false,
      description: 'Exact estate ids (favourites); project units are included.',
      properties: {
        'children.general.id': {
          type: 'array',
          items: text({ maxLength: 64 }),
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
    sortType: {
      type: 'string',
      enum: [...SORT_TYPES],
      description:
        "The site's URL sort key (SPEC §9), used when the request has no `sort`: date = publication date, " +
        'price = price, city = city name (X-Language), type = head type (grouping order). Default date. ' +
        'Ignored by /estate-filters.',
    },
    sortOrder: {
      type: 'string',
      enum: [...SORT_ORDERS],
      description:
        "The site's URL sort order (SPEC §9), used when the request has no `sort`; default DESC whatever the " +
        'sortType (as in the site URL: sortType=price alone is the highest price first). Ignored by /estate-filters.',
    },
  },
} as const;

/** A JSON value that counts as an empty parameter: null, undefined, or a blank string. */
function isEmptyValue(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** The property schemas of an object schema, by name (none for other schemas). */
type PropertySchemas = Readonly<Record<string, { readonly type?: string } & object>>;

/**
 * One value, or undefined when it is empty following its schema: null, a blank string, a list of
 * only such values (or none), an object (`terms`) whose known keys are all empty. A list with
 * any value is kept whole, so that validation names the index of a bad entry.
 * @returns the value (an object without its empty known keys), or undefined when empty
 */
function withoutEmpty(value: unknown, schema: { readonly type?: string } & object): unknown {
  if (isEmptyValue(value)) return undefined;
  if (Array.isArray(value)) return value.every(isEmptyValue) ? undefined : value;
  if (schema.type === 'object' && 'properties' in schema && isPlainObject(value)) {
    const cleaned = withoutEmptyKeys(value, schema.properties as PropertySchemas);
    return Object.keys(cleaned).length === 0 ? undefined : cleaned;
  }
  return value;
}

/** True for a JSON object (not null, not an array). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of `object` without the keys of `properties` whose value is empty (other keys kept). */
function withoutEmptyKeys(
  object: Record<string, unknown>,
  properties: PropertySchemas,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    const schema = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (!schema) {
      out[key] = value; // unknown key: left for validation to refuse, naming it
      continue;
    }
    const cleaned = withoutEmpty(value, schema);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}

/**
 * Removes the empty parameters of a search query (SPEC §7 "query (empty parameters removed)"), so
 * that they are ignored as if absent: a known key whose value is null, '' or blank, [] or a list
 * of only such values, or a `terms` object whose `children.general.id` is one of those (or that
 * has no key). Anything else is returned as it is, for validation to refuse with the field's name:
 * unknown keys (even when empty), letters in a price, a negative count, a wrong sortType, a list
 * mixing values and nulls (`city: [2, null]` → "body/query/city/1 must be integer"). 0 and false
 * are values, not empty (a 0 price bound already means no bound). Not recursive beyond `terms`.
 * @param query the `query` of a request body, as parsed from JSON (any value)
 * @returns a new object without the empty parameters, or `query` itself when it is not an object
 */
export function removeEmptyParameters(query: unknown): unknown {
  if (!isPlainObject(query)) return query;
  return withoutEmptyKeys(query, estateQuerySchema.properties);
}

/**
 * preValidation hook of POST /estates and POST /estate-filters: replaces the body's `query` by
 * `removeEmptyParameters(query)` before the JSON schema validates it. Leaves a body that is not an
 * object, or has no query, to validation.
 */
export async function dropEmptyQueryParameters(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (isPlainObject(body) && 'query' in body) {
    request.body = { ...body, query: removeEmptyParameters(body.query) };
  }
}

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
        '(accents and case ignored, then by id); estates without a value last. When absent or empty, ' +
        'query.sortType/sortOrder give the sort; without them too, publicationDate DESC. `sort` wins over them.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'order'],
        properties: {
          field: { type: 'string', enum: [...SORT_FIELDS] },
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
    view: {
      type: 'string',
      enum: ['full', 'card'],
      description:
        "'full' (default): each result is the whole record. 'card': what a card, list, map marker or favourite " +
        'reads, about a third of it: the same shape with general.description and general.shortDescription {}, ' +
        'salesRep null, layout, facilities, buildTechnicals, files, videos, environments, rentalOptions, ' +
        'extraFields and children [], and only the main picture (lowest index). Detail pages read ' +
        'GET /estates/v2/{id}.',
    },
    from: int32({ maximum: 1_000_000, description: 'Offset of the first result (default 0).' }),
    size: int32({
      maximum: MAX_PAGE_SIZE,
      description: `Page size (default 15, at most ${MAX_PAGE_SIZE}).`,
    }),
  },
} as const;

/** The body of POST /sites/{siteId}/estate-filters. */
export const filtersRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { query: { $ref: 'EstateQuery#' } },
} as const;
