/**
 * The visitor's filter selection (SPEC §3 filterQuery, §4 Filter, §9 filter keys) as plain
 * functions: defaults, normalising, reading it from the query string of the request and writing
 * it back. Malformed values are ignored or corrected, never thrown.
 */
import type { EstateFilters, GroupingKind, SortOrder, SortType, StatusCode } from 'shared/domain';
import {
  formatGeoRange,
  parseGeoRange,
  STATUS_CODES,
  statusOfTransaction,
  transFromQuery,
  transToQuery,
} from 'shared/estate';

/** List filters of the selection (SPEC §3, §9). */
export type ListFilterKey = 'status' | 'city' | 'type' | 'subType' | 'country' | 'bedrooms';

/** Sort types (SPEC §9). */
export const SORT_TYPES = ['price', 'city', 'date', 'type'] as const satisfies readonly SortType[];
const SORT_ORDERS = ['ASC', 'DESC'] as const satisfies readonly SortOrder[];
/** Grouping kinds (SPEC §7). */
export const GROUPING_KINDS = [
  'TYPE',
  'SUBTYPE',
  'STATUS',
  'CITY',
] as const satisfies readonly GroupingKind[];
/** The bedroom bucket "6 or more" (SPEC §9). */
export const BEDROOMS_BUCKET = 6;
const MAX_BED_MIN = 50;

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
    case 'bedrooms':
      // 1..6; a count above 6 falls in the "6 or more" bucket (SPEC §9).
      valid = strings
        .filter((v) => DIGITS.test(v) && Number(v) >= 1)
        .map((v) => String(Math.min(BEDROOMS_BUCKET, Number(v))));
      break;
    default:
      // city, type and subType hold numeric ids; leading zeros are dropped ("012" is "12").
      valid = strings.filter((v) => DIGITS.test(v)).map((v) => String(Number(v)));
  }
  const out = unique(valid);
  if (key === 'bedrooms') out.sort((a, b) => Number(a) - Number(b));
  return out.slice(0, MAX_LIST_VALUES);
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

/** A minimum bedroom count 1..50 from a number or digits, or undefined. */
export function cleanBedMin(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DIGITS.test(value.trim())
        ? Number(value.trim())
        : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_BED_MIN ? n : undefined;
}

/** A grouping kind from any text (case-insensitive), or undefined. */
export function cleanGroupBy(value: unknown): GroupingKind | undefined {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (GROUPING_KINDS as readonly string[]).includes(upper)
    ? (upper as GroupingKind)
    : undefined;
}

/**
 * The selection of the listing page: SPEC §3 filterQuery plus the other filter keys of SPEC §9
 * (subType ids, exact bedroom counts with 6 meaning 6 or more, bed-min, geo_range) and the
 * grouping kind. Ids are kept as text, as they come from the URL; prices in euro.
 */
export interface SearchFilterQuery {
  sortOrder: SortOrder;
  sortType: SortType;
  status?: StatusCode[];
  city?: string[];
  type?: string[];
  subType?: string[];
  country?: string[];
  /** Exact bedroom counts '1'..'6'; '6' is the bucket "6 or more" (SPEC §9). */
  bedrooms?: string[];
  /** At least this many bedrooms (1..50). */
  'bed-min'?: number;
  'price-min'?: number;
  'price-max'?: number;
  /** `{number}km;{lat};{lon}` (SPEC §5), written canonically. */
  geo_range?: string;
  /** Results grouped by this kind (SPEC §7, §9). */
  groupBy?: GroupingKind;
}

/**
 * filterQuery (SPEC §3): sort, and the list filters holding ids as strings as they come from the
 * URL (status codes, city ids, type = head type ids, country codes), prices in euro.
 */
export type FilterQuery = Omit<
  SearchFilterQuery,
  'subType' | 'bedrooms' | 'bed-min' | 'geo_range' | 'groupBy'
>;

/** One value of a list: its valid values (see cleanListValues), absent when none is valid. */
const listField =
  (key: ListFilterKey) =>
  (raw: unknown): string[] | undefined => {
    const values = Array.isArray(raw) ? cleanListValues(key, raw) : [];
    return values.length > 0 ? values : undefined;
  };

/** One of `allowed` as given, else `fallback` (an unknown or missing sort). */
const oneOf =
  <T extends string>(allowed: readonly T[], fallback: T) =>
  (raw: unknown): T =>
    (allowed as readonly unknown[]).includes(raw) ? (raw as T) : fallback;

/**
 * The selection of the listing page as ONE table: each key with the function that cleans its
 * value, from which come the parser (parseFilterQuery, normalizeFilterQuery), the serialiser
 * (serializeFilterQuery walks its keys) and the key order. Every field cleans: any input gives a
 * well-formed selection, never an error, because a visitor's hand-edited or truncated URL must
 * still show a listing (SPEC §4 Initialising from the request). The key order is the order of the
 * normalised object and, beyond the sort, of the written query string, so equal selections
 * serialise alike. (A plain table, not a schema library: the listing's first load carries it.)
 */
const FILTER_FIELDS: {
  readonly [K in keyof SearchFilterQuery]-?: (raw: unknown) => SearchFilterQuery[K];
} = {
  sortOrder: oneOf(SORT_ORDERS, 'DESC'),
  sortType: oneOf(SORT_TYPES, 'date'),
  status: listField('status') as (raw: unknown) => StatusCode[] | undefined,
  city: listField('city'),
  type: listField('type'),
  subType: listField('subType'),
  country: listField('country'),
  bedrooms: listField('bedrooms'),
  'bed-min': cleanBedMin,
  'price-min': cleanPrice,
  'price-max': cleanPrice,
  geo_range: (value) => {
    const circle = parseGeoRange(value);
    return circle ? formatGeoRange(circle) : undefined;
  },
  groupBy: cleanGroupBy,
};

/** The keys of the selection, in the table's order. */
const FILTER_KEYS = Object.keys(FILTER_FIELDS) as (keyof SearchFilterQuery)[];

/**
 * The selection from any input (FILTER_FIELDS applied): anything but an object gives the default
 * selection; absent keys are dropped, not kept as undefined (the filter count counts keys); a
 * min above the max is the visitor's slip, so the bounds are swapped (SPEC §4).
 */
function cleanFilterQuery(input: unknown): SearchFilterQuery {
  const source: Partial<Record<string, unknown>> =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  const entries = FILTER_KEYS.map((key) => [key, FILTER_FIELDS[key](source[key])] as const);
  const query = Object.fromEntries(
    entries.filter(([, value]) => value !== undefined),
  ) as unknown as SearchFilterQuery;
  const min = query['price-min'];
  const max = query['price-max'];
  if (min !== undefined && max !== undefined && min > max) {
    query['price-min'] = max;
    query['price-max'] = min;
  }
  return query;
}

/** The default selection: sort by publication date, newest first (SPEC §4, §9). */
export const DEFAULT_FILTER_QUERY: SearchFilterQuery = Object.freeze(cleanFilterQuery({}));

/**
 * A well-formed selection (FILTER_FIELDS applied): default sort when missing or unknown, empty lists
 * removed, list values cleaned, price bounds absent when zero or empty and swapped when min is
 * above max, bed-min 1..50, geo_range only in the form of SPEC §5 (written canonically), groupBy
 * a known kind. Takes any partial selection (malformed values allowed); returns a new object whose
 * keys appear in a fixed order; never throws.
 */
export function normalizeFilterQuery(
  input: Partial<Record<keyof SearchFilterQuery, unknown>>,
): SearchFilterQuery {
  return cleanFilterQuery(input);
}

/**
 * A list filter set to new values (SPEC §4): an empty list (or one with no valid value) removes
 * the key. Returns a new selection.
 */
export function withListFilter(
  query: SearchFilterQuery,
  key: ListFilterKey,
  values: readonly unknown[],
): SearchFilterQuery {
  const next: Partial<SearchFilterQuery> = { ...query };
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
export function withPriceRange(query: SearchFilterQuery, range: PriceRange): SearchFilterQuery {
  const next: Partial<SearchFilterQuery> = { ...query };
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
  query: SearchFilterQuery,
  sortType: SortType,
  sortOrder: SortOrder,
): SearchFilterQuery {
  return normalizeFilterQuery({ ...query, sortType, sortOrder });
}

/**
 * One scalar key set (bed-min, geo_range, groupBy); null, '' or an invalid value removes it.
 * Returns a new selection.
 */
export function withValue<K extends 'bed-min' | 'geo_range' | 'groupBy'>(
  query: SearchFilterQuery,
  key: K,
  value: SearchFilterQuery[K] | string | null,
): SearchFilterQuery {
  const next: Partial<SearchFilterQuery> = { ...query };
  delete next[key];
  if (value !== null && value !== '') (next as Record<string, unknown>)[key] = value;
  return normalizeFilterQuery(next);
}

/** The filters removed; the sort and the grouping kept (they are not filters). */
export function withoutFilters(query: SearchFilterQuery): SearchFilterQuery {
  const out: SearchFilterQuery = { sortOrder: query.sortOrder, sortType: query.sortType };
  if (query.groupBy) out.groupBy = query.groupBy;
  return out;
}

/**
 * The selection checked against the filter options (SPEC §3 Filter data): type ids not among the
 * headTypes, subType ids not among the subTypes (or of a head type not selected) and countries not
 * offered are removed. A key is checked only when its option list is non-empty (options that
 * failed to load remove nothing). City ids are kept: the city search offers every municipality.
 */
export function pruneWithOptions(
  query: SearchFilterQuery,
  options: Partial<EstateFilters>,
): SearchFilterQuery {
  const next: Partial<SearchFilterQuery> = { ...query };
  const headTypes = options.headTypes ?? [];
  if (next.type && headTypes.length > 0) {
    const known = new Set(headTypes.map((h) => String(h.id)));
    next.type = next.type.filter((id) => known.has(id));
  }
  const subTypes = options.subTypes ?? [];
  if (next.subType && subTypes.length > 0) {
    const types = next.type && next.type.length > 0 ? new Set(next.type) : null;
    const known = new Set(
      subTypes.filter((s) => !types || types.has(String(s.headTypeId))).map((s) => String(s.id)),
    );
    next.subType = next.subType.filter((id) => known.has(id));
  }
  const countries = options.countries ?? [];
  if (next.country && countries.length > 0) {
    const known = new Set(countries.map((c) => c.id.toUpperCase()));
    next.country = next.country.filter((id) => known.has(id));
  }
  return normalizeFilterQuery(next);
}

/** True when two selections are the same (after normalising). */
export function filterQueriesEqual(
  a: Partial<SearchFilterQuery>,
  b: Partial<SearchFilterQuery>,
): boolean {
  return JSON.stringify(normalizeFilterQuery(a)) === JSON.stringify(normalizeFilterQuery(b));
}

/** True when a status list holds only TO_RENT: prices are monthly rents (SPEC §3 price.period). */
export function isRentOnly(status: readonly StatusCode[] | undefined): boolean {
  return (status ?? []).length > 0 && (status ?? []).every((s) => s === 'TO_RENT');
}

/**
 * The keys of the filter panel's "more filters" section: minimum price, grouping, subtype,
 * bedrooms, minimum bedrooms and country (the sort sits there too, but always has a value).
 */
export const MORE_FILTER_KEYS = [
  'price-min',
  'groupBy',
  'subType',
  'bedrooms',
  'bed-min',
  'country',
] as const satisfies readonly (keyof SearchFilterQuery)[];

/** The number of "more filters" keys the selection holds (0 to 6). */
export function moreFilterCount(query: SearchFilterQuery): number {
  return MORE_FILTER_KEYS.filter((key) => {
    const value = query[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  }).length;
}

/** True when the selection uses a filter of the panel's "more filters" section. */
export function usesMoreFilters(query: SearchFilterQuery): boolean {
  return moreFilterCount(query) > 0;
}

/** The number of filters the selection holds (keys beyond the sort and the grouping). */
export function activeFilterCount(query: SearchFilterQuery): number {
  return Object.keys(query).filter(
    (key) => key !== 'sortOrder' && key !== 'sortType' && key !== 'groupBy',
  ).length;
}

/** True when the selection holds any filter beyond the sort and the grouping. */
export function hasFilters(query: SearchFilterQuery): boolean {
  return activeFilterCount(query) > 0;
}

/** All values of a key: repeated keys (`?city=1&city=2`) and comma lists (`?city=1,2`). */
function allValues(params: URLSearchParams, key: string): string[] {
  return params.getAll(key).flatMap((value) => value.split(','));
}

/**
 * Reads the selection from the query string of the request (SPEC §2 Listing search page, §4
 * Initialising from the request, §9 filter keys). Keys: trans (kopen → FOR_SALE, huren →
 * TO_RENT), status (codes), transaction (ids, read as their status), city, type, subType,
 * country, bedrooms (single values wrapped into lists, repeated keys or comma lists), bed-min,
 * price-min, price-max (euro), geo_range, sortType, sortOrder (or sort, `{sortType}-{sortOrder}`,
 * as the filter form sends them), groupBy. Malformed values are
 * ignored, a min above the max is swapped. Takes the search string with or without '?', or
 * URLSearchParams; never throws.
 */
export function parseFilterQuery(search: string | URLSearchParams): SearchFilterQuery {
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
    ...allValues(params, 'transaction')
      .filter((v) => DIGITS.test(v.trim()))
      .map((v) => statusOfTransaction(Number(v)))
      .filter((s) => s !== null),
  ];
  // `sort=price-ASC` is the filter form's one field for both (sortType and sortOrder win).
  const [formSortType, formSortOrder] = (params.get('sort') ?? '').split('-');
  const sortType = params.get('sortType') ?? (formSortType || undefined);
  const sortOrder = (params.get('sortOrder') ?? formSortOrder)?.toUpperCase();
  return normalizeFilterQuery({
    sortType,
    sortOrder,
    status,
    city: allValues(params, 'city'),
    type: allValues(params, 'type'),
    subType: allValues(params, 'subType'),
    country: allValues(params, 'country'),
    bedrooms: allValues(params, 'bedrooms'),
    'bed-min': params.get('bed-min'),
    'price-min': params.get('price-min'),
    'price-max': params.get('price-max'),
    geo_range: params.get('geo_range'),
    groupBy: params.get('groupBy'),
  });
}

/**
 * Writes the selection as a query string without the leading '?' (empty for the default).
 * A status of exactly FOR_SALE or TO_RENT is written as trans=kopen or trans=huren, any other
 * status list as repeated status keys; lists as repeated keys; the sort only when not the default.
 * `parseFilterQuery(serializeFilterQuery(q))` equals the normalised q.
 */
export function serializeFilterQuery(input: SearchFilterQuery): string {
  const query = normalizeFilterQuery(input);
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    // The sort comes last and only when not the default, so the default listing is a bare URL.
    if (value === undefined || key === 'sortType' || key === 'sortOrder') continue;
    if (key === 'status') {
      // A lone FOR_SALE or TO_RENT reads better as trans=kopen / trans=huren (SPEC §9).
      const status = query.status ?? [];
      const trans = status.length === 1 ? transToQuery(status[0]) : null;
      if (trans) params.append('trans', trans);
      else status.forEach((s) => params.append('status', s));
    } else if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else params.append(key, String(value));
  }
  if (query.sortType !== DEFAULT_FILTER_QUERY.sortType) params.append('sortType', query.sortType);
  if (query.sortOrder !== DEFAULT_FILTER_QUERY.sortOrder)
    params.append('sortOrder', query.sortOrder);
  // URLSearchParams encodes ';' as %3B; geo_range reads better and round-trips with it literal.
  return params.toString().replace(/%3B/g, ';');
}

/** The query string without its leading '?'. */
export function stripQuestionMark(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}
