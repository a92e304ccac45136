/**
 * Building blocks of the JSON schemas used for request validation, response serialization
 * (fast-json-stringify) and the OpenAPI description. `nullable: true` is the OpenAPI 3.0 keyword,
 * understood by fast-json-stringify.
 */
import * as z from 'zod/mini';

/**
 * The JSON Schema (draft-07, as Fastify's validator reads it) of a request body stated in zod by
 * the contract: Fastify validates the body with it (the 400 answers of formatValidationErrors) and
 * the OpenAPI describes it, so the contract's schema is the only statement of the body.
 * @param schema a zod schema made of JSON-representable parts
 * @returns its JSON Schema as input, without the `$schema` key
 */
export function zodBody(schema: z.core.$ZodType): Record<string, unknown> {
  const json: Record<string, unknown> = z.toJSONSchema(schema, { target: 'draft-7', io: 'input' });
  delete json.$schema;
  return json;
}

/**
 * The largest value of a PostgreSQL `integer` (int4), which every id, count and offset of a
 * request is compared with or cast to: 2^31 - 1. A larger value would make the statement fail.
 */
export const INT32_MAX = 2_147_483_647;

/**
 * The pattern of every free-text request string: no NUL character (U+0000), which PostgreSQL text
 * cannot hold. `formatValidationErrors` words its failure "must not contain a NUL character".
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/**
 * A request string (body, path or query): free text without a NUL character.
 * @param extra more keywords (maxLength, description...); a `pattern` of its own must exclude NUL
 * @returns the schema `{ type: 'string', pattern: NO_NUL_PATTERN, ...extra }`
 */
export function text<T extends object>(extra: T = {} as T) {
  return { type: 'string', pattern: NO_NUL_PATTERN, ...extra } as const;
}

/**
 * A request id or count: an integer from `minimum` (default 0) to INT32_MAX.
 * @param extra more keywords (description, maximum below INT32_MAX...)
 */
export function int32<T extends object>(extra: T = {} as T) {
  return { type: 'integer', minimum: 0, maximum: INT32_MAX, ...extra } as const;
}

/** Scalar schemas; the `N` variants also accept null. */
export const str = { type: 'string' } as const;
export const strN = { type: 'string', nullable: true } as const;
export const num = { type: 'number' } as const;
export const numN = { type: 'number', nullable: true } as const;
export const int = { type: 'integer' } as const;
export const intN = { type: 'integer', nullable: true } as const;
export const bool = { type: 'boolean' } as const;
export const boolN = { type: 'boolean', nullable: true } as const;

/** A text per language; a language may be missing. */
export const localizedText = {
  type: 'object',
  description: 'A text per language (nl, fr, en, de); a missing language shows as empty.',
  properties: { nl: str, fr: str, en: str, de: str },
  additionalProperties: false,
} as const;

/**
 * The same schema, also accepting null.
 * @returns a copy of `schema` with `nullable: true`
 */
export function nullable<T extends object>(schema: T): T & { nullable: true } {
  return { ...schema, nullable: true };
}

/** A text per language, or null. */
export const localizedTextN = nullable(localizedText);

/** An id with a name per language. */
export const idName = {
  type: 'object',
  properties: { id: int, name: localizedText },
  required: ['id', 'name'],
} as const;

/** The error answer of every route (Fastify's format). */
export const errorSchema = {
  $id: 'Error',
  type: 'object',
  description:
    'An error: the HTTP status, a code and a message naming the problem (for 400: the field).',
  properties: {
    statusCode: int,
    code: str,
    error: str,
    message: str,
  },
} as const;

/** Error answers documented on every route. */
export const errorResponses = {
  400: {
    description:
      'Invalid request: the message names the field, e.g. "body/query/price-min must be number".',
    $ref: 'Error#',
  },
  404: { description: 'Not found (unknown site, estate, page...).', $ref: 'Error#' },
} as const;

/** The `siteId` path parameter (digits). */
export const siteIdParam = {
  type: 'string',
  pattern: '^[0-9]{1,9}$',
  description: 'The site id.',
} as const;

/**
 * Path parameters of a route under /sites/{siteId}.
 * @param extra the other parameters' schemas by name
 */
export function siteParams(extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: { siteId: siteIdParam, ...extra },
    required: ['siteId', ...Object.keys(extra)],
  } as const;
}

/** The headers the shared API client sends (SPEC §7); the path's site id is the one used. */
export const clientHeaders = {
  type: 'object',
  properties: {
    'x-site-id': text({
      description: 'Site header sent by the client; the site id of the path is used.',
    }),
    'x-language': text({
      description:
        'Language (nl, fr, en, de) of city-name sorting and lookups; nl when absent or unknown.',
    }),
    'x-client': text({ description: 'Fixed client marker (agency-website); informative.' }),
  },
} as const;

/** An estate id path parameter. */
export const estateIdParam = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  description: 'The estate id (compared as text).',
} as const;
