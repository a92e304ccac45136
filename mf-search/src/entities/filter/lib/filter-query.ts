/**
 * The visitor's filter selection (SPEC §3 filterQuery, §4 Filter, §9 filter keys) as plain
 * functions: defaults, normalising, reading it from the query string of the request and writing
 * it back. Malformed values are ignored or corrected, never thrown.
 */
import type { FilterQuery, SortOrder, SortType, StatusCode } from 'shared/domain';
import { transFromQuery, transToQuery } from 'shared/estate';

/** List filters of filterQuery (SPEC §3). */
export type ListFilterKey = 'status' | 'city' | 'type' | 'country';

/** The default selection: sort by publication date, newest first (SPEC §4, §9). */
export const DEFAULT_FILTER_QUERY: FilterQuery = Object.freeze({
  sortType: 'date',
  sortOrder: 'DESC',
}) as FilterQuery;

const SORT_TYPES: readonly SortType[] = ['price', 'city', 'date', 'type'];
const SORT_ORDERS: readonly SortOrder[] = ['ASC', 'DESC'];
const STATUS_CODES: readonly StatusCode[] = [
  'FOR_SALE',
  'TO_RENT',
  'TAKE_OVER',
  'SOLD',
  'RENTED',
  'TAKEN_OVER',
];

/** At most this many values are read for one list filter (a defence against absurd URLs). */
const MAX_LIST_VALUES = 50;

/** True for a positive whole number of euro or an id written as digits ("250000", "12"). */
const DIGITS = /^\d{1,12}$/;
/** Country codes: two letters, or UNKNOWN (SPEC §3 Enumerations). */
const COUNTRY = /^([A-Z]{2}|UNKNOWN)$/;

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Keeps the valid values of one list filter, without duplicates, in their given order. */
export function cleanListValues(key: ListFilterKey, values: readonly unknown[]): string[] {
  const strings = values
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).trim())
    .filter((v) => v !== '');
  let valid: string[];
  switch (key) {
    case 'status':
      valid = strings
        .map((v) => v.toUpperCase())
        .filter((v) => (STATUS_CODES as readonly string[]).includes(v));
      break;
    case 'country':
      valid = strings.map((v) => v.toUpperCase()).filter((v) => COUNTRY.test(v));
      break;
    default:
      // city and type hold numeric ids; leading zeros are dropped so "012" and "12" are one id.
      valid = strings.filter((v) => DIGITS.test(v)).map((v) => String(Number(v)));
  }
  return unique(valid).slice(0, MAX_LIST_VALUES);
}

/**
 * A price bound in euro from a number or text, or undefined when absent: zero, empty, negative,
 * not a finite whole number, or text with anything but digits (SPEC §4: a zero or empty value
 * means the bound is absent).
 */
export function cleanPrice(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && DIGITS.test(value.trim())) n = Number(value.trim());
  else return undefined;
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return Math.round(n);
}

/**
 * A well-formed filterQuery: default sort when missing or unknown, empty lists removed, list
 * values cleaned, price bounds absent when zero or empty, and swapped when min is above max.
 * Returns a new object; keys appear in a fixed order so equal selections serialise alike.
 */
export function normalizeFilterQuery(input: Partial<FilterQuery>): FilterQuery {
  const sortType = SORT_TYPES.includes(input.sortType as SortType)
    ? (input.sortType as SortType)
    : DEFAULT_FILTER_QUERY.sortType;
  const sortOrder = SORT_ORDERS.includes(input.sortOrder as SortOrder)
    ? (input.sortOrder as SortOrder)
    : DEFAULT_FILTER_QUERY.sortOrder;
  const out: FilterQuery = { sortOrder, sortType };
  for (const key of ['status', 'city', 'type', 'country'] as const) {
    const raw = input[key];
    if (!Array.isArray(raw)) continue;
    const values = cleanListValues(key, raw);
    if (values.length > 0) (out as unknown as Record<string, string[]>)[key] = values;
  }
  let min = cleanPrice(input['price-min']);
  let max = cleanPrice(input['price-max']);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) out['price-min'] = min;
  if (max !== undefined) out['price-max'] = max;
  return out;
}

/**
 * A list filter set to new values (SPEC §4): an empty list (or one with no valid value) removes
 * the key. Returns a new filterQuery.
 */
export function withListFilter(
  query: FilterQuery,
  key: ListFilterKey,
  values: readonly unknown[],
): FilterQuery {
  const next: Partial<FilterQuery> = { ...query };
  delete next[key];
  const clean = cleanListValues(key, values);
  if (clean.length > 0) (next as Record<string, unknown>)[key] = clean;
  return normalizeFilterQuery(next);
}

/** A price range in euro; null, undefined, '' or 0 means the bound is absent (SPEC §4). */
export interface PriceRange {
  min?: number | string | null;
  max?: number | string | null;
}

/** The price range set (SPEC §4): both bounds replaced; absent bounds removed; swapped when min > max. */
export function withPriceRange(query: FilterQuery, range: PriceRange): FilterQuery {
  const next: Partial<FilterQuery> = { ...query };
  delete next['price-min'];
  delete next['price-max'];
  const min = cleanPrice(range.min);
  const max = cleanPrice(range.max);
  if (min !== undefined) next['price-min'] = min;
  if (max !== undefined) next['price-max'] = max;
  return normalizeFilterQuery(next);
}

/** The sort set (unknown values fall back to the default date, DESC). */
export function withSort(
  query: FilterQuery,
  sortType: SortType,
  sortOrder: SortOrder,
): FilterQuery {
  return normalizeFilterQuery({ ...query, sortType, sortOrder });
}

/** The filters removed, the sort kept. */
export function withoutFilters(query: FilterQuery): FilterQuery {
  return { sortOrder: query.sortOrder, sortType: query.sortType };
}

/** True when two selections are the same (after normalising). */
export function filterQueriesEqual(a: Partial<FilterQuery>, b: Partial<FilterQuery>): boolean {
  return JSON.stringify(normalizeFilterQuery(a)) === JSON.stringify(normalizeFilterQuery(b));
}

/** True when the selection holds any filter beyond the sort. */
export function hasFilters(query: FilterQuery): boolean {
  return Object.keys(query).some((key) => key !== 'sortOrder' && key !== 'sortType');
}

/** All values of a key: repeated keys (`?city=1&city=2`) and comma lists (`?city=1,2`). */
function allValues(params: URLSearchParams, key: string): string[] {
  return params.getAll(key).flatMap((value) => value.split(','));
}

/**
 * Reads filterQuery from the query string of the request (SPEC §2 Listing search page, §4
 * Initialising from the request). Keys: trans (kopen → FOR_SALE, huren → TO_RENT), status,
 * city, type, country (single values wrapped into lists, repeated keys or comma lists),
 * price-min, price-max (euro), sortType, sortOrder. Malformed values are ignored, a min above the
 * max is swapped. Takes the search string with or without '?', or URLSearchParams; never throws.
 */
export function parseFilterQuery(search: string | URLSearchParams): FilterQuery {
  let params: URLSearchParams;
  try {
    params = typeof search === 'string' ? new URLSearchParams(search) : search;
  } catch {
    return { ...DEFAULT_FILTER_QUERY };
  }
  const status = [
    ...allValues(params, 'trans')
      .map(transFromQuery)
      .filter((s) => s !== null),
    ...allValues(params, 'status'),
  ];
  const sortType = params.get('sortType') ?? undefined;
  const sortOrder = params.get('sortOrder')?.toUpperCase();
  return normalizeFilterQuery({
    sortType: sortType as SortType | undefined,
    sortOrder: sortOrder as SortOrder | undefined,
    status: status as StatusCode[],
    city: allValues(params, 'city'),
    type: allValues(params, 'type'),
    country: allValues(params, 'country'),
    'price-min': params.get('price-min') as unknown as number,
    'price-max': params.get('price-max') as unknown as number,
  });
}

/**
 * Writes filterQuery as a query string without the leading '?' (empty for the default selection).
 * A status of exactly FOR_SALE or TO_RENT is written as trans=kopen or trans=huren, any other
 * status list as repeated status keys; lists as repeated keys; the sort only when not the default.
 * `parseFilterQuery(serializeFilterQuery(q))` equals the normalised q.
 */
export function serializeFilterQuery(input: FilterQuery): string {
  const query = normalizeFilterQuery(input);
  const params = new URLSearchParams();
  const status = query.status ?? [];
  const trans = status.length === 1 ? transToQuery(status[0]) : null;
  if (trans) params.append('trans', trans);
  else status.forEach((s) => params.append('status', s));
  for (const key of ['city', 'type', 'country'] as const) {
    (query[key] ?? []).forEach((value) => params.append(key, value));
  }
  if (query['price-min'] !== undefined) params.append('price-min', String(query['price-min']));
  if (query['price-max'] !== undefined) params.append('price-max', String(query['price-max']));
  if (query.sortType !== DEFAULT_FILTER_QUERY.sortType) params.append('sortType', query.sortType);
  if (query.sortOrder !== DEFAULT_FILTER_QUERY.sortOrder)
    params.append('sortOrder', query.sortOrder);
  return params.toString();
}
