/**
 * Validation of the records of the agency's feed (SPEC §1 "a search feed of estates provided by an
 * external estate-management source"): an estate in the shape of SPEC §3, or a
 * second-source listing in its dotted model. Each problem names the record (its position and id),
 * the field and the reason; a bad record is left out, the others go on.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Estate, SkarabeeListing } from '../contract/domain';
import { headTypeById } from '../reference/head-types';
import { subTypeById } from '../reference/sub-types';
import { transactionById } from '../reference/transactions';
import { estateSchema, skarabeeListingSchema } from '../schemas/estate';

/** A problem of one record: `record` its position in the feed (1 = the first), `id` when known. */
export interface FeedProblem {
  /** 'estate' or 'listing' (second source). */
  kind: 'estate' | 'listing';
  /** Position of the record among the records of its kind, from 1. */
  record: number;
  /** The record's id when it has a usable one. */
  id: string | null;
  /** The field, dotted ('general.price.value', 'pictures.2.file'); '' for the whole record. */
  field: string;
  /** Why, e.g. 'must be integer', 'unknown transaction id 99'. */
  reason: string;
}

/** The ids the API accepts (path parameter of GET /estates/v2/{id}). */
export const FEED_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Every part of the Estate record the site reads without a guard (api/contract/domain Estate). */
const ESTATE_PARTS = [
  'id',
  'general',
  'ki',
  'salesRep',
  'dimensions',
  'energy',
  'technical',
  'layout',
  'facilities',
  'buildTechnicals',
  'files',
  'pictures',
  'videos',
  'environments',
  'rentalOptions',
  'extraFields',
  'children',
  'collections',
] as const;

/** The feed's estate: the Estate schema of the API plus what must be there. */
const feedEstateSchema = {
  $id: 'FeedEstate',
  allOf: [{ $ref: 'Estate#' }],
  type: 'object',
  required: [...ESTATE_PARTS],
  properties: {
    id: { type: 'string', pattern: FEED_ID.source },
    general: {
      type: 'object',
      required: [
        'id',
        'parentId',
        'project',
        'headType',
        'subType',
        'title',
        'transaction',
        'publicationDate',
        'address',
        'price',
        'bedroomCount',
        'bathroomCount',
      ],
      properties: {
        headType: { type: 'object', required: ['id'] },
        transaction: { type: 'object', required: ['id', 'name'] },
        address: { type: 'object', required: ['city', 'country'] },
      },
    },
  },
} as const;

/** The feed's second-source listing: the API's SkarabeeListing schema, with an id the API reads. */
const feedListingSchema = {
  $id: 'FeedListing',
  allOf: [{ $ref: 'SkarabeeListing#' }],
  type: 'object',
  properties: {
    id: { type: 'string', pattern: FEED_ID.source },
    external_id: { type: 'string', pattern: FEED_ID.source },
  },
} as const;

let compiled: { estate: ValidateFunction; listing: ValidateFunction } | null = null;

/** The compiled validators (once). */
function validators() {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(estateSchema);
    ajv.addSchema(skarabeeListingSchema);
    compiled = {
      estate: ajv.compile(feedEstateSchema),
      listing: ajv.compile(feedListingSchema),
    };
  }
  return compiled;
}

/** A JSON Pointer ('/general/price/value') as a dotted field ('general.price.value'). */
function fieldOf(pointer: string): string {
  return pointer.split('/').slice(1).join('.');
}

/** Schema errors as problems, one per field (the first reason of each). */
function schemaProblems(
  errors: readonly ErrorObject[],
  make: (field: string, reason: string) => FeedProblem,
): FeedProblem[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    if (error.keyword === 'allOf') continue;
    let field = fieldOf(error.instancePath);
    let reason = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      const missing = String((error.params as { missingProperty?: string }).missingProperty);
      field = field ? `${field}.${missing}` : missing;
      reason = 'is required';
    } else if (error.keyword === 'pattern' && field.endsWith('id')) {
      reason = `must be 1 to 64 letters, digits, '_' or '-'`;
    }
    if (!byField.has(field)) byField.set(field, reason);
  }
  return [...byField].map(([field, reason]) => make(field, reason));
}

/** A record's id for the report: a usable id text, else null. */
function idOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const id = (record as { id?: unknown }).id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && FEED_ID.test(id) ? id : null;
}

/** Counts and amounts the search indexes: -1 means "no value" there (SPEC §5), below is wrong. */
const INDEXED_NUMBERS: readonly (readonly string[])[] = [
  ['general', 'price', 'value'],
  ['general', 'price', 'priceFrom'],
  ['general', 'bedroomCount'],
  ['general', 'bathroomCount'],
  ['dimensions', 'areaBuild'],
];

/** An energy label code: EPC_LABELS of reference/energy.ts, or a combined pair such as B_A. */
const ENERGY_LABEL = /^(A_plus_plus|A_plus|[A-G]|[A-G]_[A-G])$/;

/** A picture address the site can show: http(s), or a path of the site ('/assets/...'). */
function isPictureUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The result of validating one estate record. */
export interface EstateCheck {
  /** The record as it is stored (-1 amounts cleared to null), or null when it is refused. */
  estate: Estate | null;
  /** Why it is refused (empty when accepted). */
  problems: FeedProblem[];
  /** What was changed in an accepted record (a -1 amount read as no value). */
  warnings: FeedProblem[];
}

/**
 * Validates one estate record of the feed.
 * @param record the record as parsed from JSON (any value)
 * @param position its position among the feed's estates, from 1
 * @returns the estate to store, or the problems that refuse it (schema: types, required parts,
 *   ids of 1 to 64 letters, digits, '_' or '-'; general.id equal to id; known transaction, head
 *   type and subtype ids; a known energy label code; amounts and counts not below 0, -1 being
 *   read as no value with a warning; pictures by http(s) URL or site path). Never throws.
 */
export function checkEstate(record: unknown, position: number): EstateCheck {
  const id = idOf(record);
  const problem = (field: string, reason: string): FeedProblem => ({
    kind: 'estate',
    record: position,
    id,
    field,
    reason,
  });
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { estate: null, problems: [problem('', 'is not an object')], warnings: [] };
  }
  const estate = structuredClone(record) as Estate;
  const warnings: FeedProblem[] = [];
  const problems: FeedProblem[] = [];
  // -1 in an indexed amount or count: no value (SPEC §5); other negative numbers are wrong.
  for (const path of INDEXED_NUMBERS) {
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], estate) as
      Record<string, unknown> | undefined;
    const key = path.at(-1) as string;
    const value = parent && typeof parent === 'object' ? parent[key] : undefined;
    if (typeof value !== 'number' || value >= 0) continue;
    if (value === -1) {
      (parent as Record<string, unknown>)[key] = null;
      warnings.push(problem(path.join('.'), '-1 read as no value (SPEC §5)'));
    } else
      problems.push(
        problem(path.join('.'), `must be 0 or more (or -1 for no value), not ${value}`),
      );
  }
  const { estate: validate } = validators();
  if (!validate(estate)) problems.push(...schemaProblems(validate.errors ?? [], problem));
  if (problems.length > 0) return { estate: null, problems, warnings };

  const g = estate.general;
  if (g.id !== estate.id) problems.push(problem('general.id', `must equal id ${estate.id}`));
  if (!transactionById(g.transaction.id))
    problems.push(problem('general.transaction.id', `unknown transaction id ${g.transaction.id}`));
  if (!headTypeById(g.headType.id))
    problems.push(problem('general.headType.id', `unknown head type id ${g.headType.id}`));
  if (g.subType.id !== 0 && !subTypeById(g.subType.id))
    problems.push(problem('general.subType.id', `unknown subtype id ${g.subType.id}`));
  const label = estate.energy.energyLabel;
  if (label !== null && label !== undefined && label !== '' && !ENERGY_LABEL.test(label))
    problems.push(problem('energy.energyLabel', `unknown energy label code ${label}`));
  if (Number.isNaN(Date.parse(g.publicationDate)))
    problems.push(problem('general.publicationDate', 'must be an ISO 8601 date-time'));
  if (g.parentId !== null && !FEED_ID.test(g.parentId))
    problems.push(problem('general.parentId', 'must be an estate id or null'));
  estate.pictures.forEach((picture, i) => {
    for (const key of ['file', 'thumbnail'] as const) {
      if (!isPictureUrl(picture[key]))
        problems.push(
          problem(`pictures.${i}.${key}`, 'must be an http(s) URL or a path of the site (/...)'),
        );
    }
  });
  // `children` is not stored: the units of a project are records of their own (general.parentId).
  return problems.length > 0
    ? { estate: null, problems, warnings }
    : { estate, problems, warnings };
}

/**
 * Validates one second-source listing of the feed (SPEC §3 second listing data model).
 * @param record the record as parsed from JSON (any value)
 * @param position its position among the feed's listings, from 1
 * @returns the listing, or the problems that refuse it (the API's SkarabeeListing schema: every
 *   top-level field, status and type codes of SPEC §3; ids of 1 to 64 letters, digits, '_' or '-')
 */
export function checkListing(
  record: unknown,
  position: number,
): { listing: SkarabeeListing | null; problems: FeedProblem[] } {
  const id = idOf(record);
  const problem = (field: string, reason: string): FeedProblem => ({
    kind: 'listing',
    record: position,
    id,
    field,
    reason,
  });
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return { listing: null, problems: [problem('', 'is not an object')] };
  const { listing: validate } = validators();
  if (!validate(record))
    return { listing: null, problems: schemaProblems(validate.errors ?? [], problem) };
  return { listing: record as SkarabeeListing, problems: [] };
}

/**
 * A problem as one line for people: `estate record 3 (id 1234), general.price.value: must be
 * number`.
 */
export function problemLine(p: FeedProblem): string {
  const where = `${p.kind} record ${p.record}${p.id === null ? '' : ` (id ${p.id})`}`;
  return `${where}${p.field ? `, ${p.field}` : ''}: ${p.reason}`;
}
