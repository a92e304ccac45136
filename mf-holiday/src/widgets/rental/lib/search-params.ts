/**
 * The rental search in the URL (SPEC §2 `/{lang}/{holiday}`, filters from the query
 * string like the estate search): `location` (area id), `city` (municipality id), `persons`,
 * `kind` (kind id), `period` (week, midweek, weekend, long-weekend) and `arrival` (yyyy-mm-dd);
 * the search form sent without scripts adds `place`, the text of its "where" field (lib/places).
 * Malformed values are dropped when read, so a pasted URL never breaks the page.
 */
import type { RentalPeriodType } from 'api/contract';
import type { RentalQuery } from '#holiday/forms';

/** The visitor's rental search as the URL holds it; absent keys are no filter. */
export interface RentalSearchParams {
  location?: number;
  city?: number;
  persons?: number;
  kind?: number;
  period?: RentalPeriodType;
  arrival?: string;
}

/** URL words of the period types. */
export const PERIOD_URL_WORDS: Record<RentalPeriodType, string> = {
  WEEK: 'week',
  MIDWEEK: 'midweek',
  WEEKEND: 'weekend',
  LONG_WEEKEND: 'long-weekend',
};

/** The period type of a URL word (PERIOD_URL_WORDS), undefined for another text or none. */
export function periodOfUrlWord(word: string | null | undefined): RentalPeriodType | undefined {
  return (Object.keys(PERIOD_URL_WORDS) as RentalPeriodType[]).find(
    (type) => PERIOD_URL_WORDS[type] === word,
  );
}

const ORDER: (keyof RentalSearchParams)[] = [
  'location',
  'city',
  'persons',
  'kind',
  'period',
  'arrival',
];

const positive = (value: string | null, max: number): number | undefined => {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
};

/** True for a real calendar date written yyyy-mm-dd. */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Reads the rental search from a query string (with or without '?'). Values that are not a
 * positive whole number (ids, persons 1–50), a known period word or a real date are dropped, and
 * so is an arrival before `today` (no stay can start in the past; `pastArrival` names it).
 * @param today 'YYYY-MM-DD' of today in Belgium; without it no arrival is too early
 * @returns the search, `{}` for none
 */
export function parseRentalSearch(search: string, today?: string): RentalSearchParams {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: RentalSearchParams = {};
  const location = positive(query.get('location'), 999_999);
  if (location) out.location = location;
  const city = positive(query.get('city'), 999_999);
  if (city) out.city = city;
  const persons = positive(query.get('persons'), 50);
  if (persons) out.persons = persons;
  const kind = positive(query.get('kind'), 999_999);
  if (kind) out.kind = kind;
  const period = periodOfUrlWord(query.get('period'));
  if (period) out.period = period;
  const arrival = query.get('arrival');
  if (arrival && isDate(arrival) && !(today && arrival < today)) out.arrival = arrival;
  return out;
}

/**
 * The arrival of a query string that is a real date before `today` (which `parseRentalSearch`
 * drops), null otherwise: the page says it was in the past rather than offering it.
 */
export function pastArrival(search: string, today: string): string | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const arrival = query.get('arrival');
  return arrival && isDate(arrival) && arrival < today ? arrival : null;
}

/** Writes the rental search as a query string without '?' (keys in a fixed order; '' for none). */
export function serializeRentalSearch(params: RentalSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ORDER) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    query.set(key, key === 'period' ? PERIOD_URL_WORDS[value as RentalPeriodType] : String(value));
  }
  return query.toString();
}

/** True when two searches ask for the same units. */
export function sameRentalSearch(a: RentalSearchParams, b: RentalSearchParams): boolean {
  return serializeRentalSearch(a) === serializeRentalSearch(b);
}

/** The API's search of the URL's (SPEC §3 Rental filters). */
export function toRentalQuery(params: RentalSearchParams): RentalQuery {
  const query: RentalQuery = {};
  if (params.location) query.location = [params.location];
  if (params.city) query.city = [params.city];
  if (params.persons) query.persons = params.persons;
  if (params.kind) query.subKind = [params.kind];
  if (params.period) query.periodType = params.period;
  if (params.arrival) query.arrival = params.arrival;
  return query;
}

/**
 * The search with one key set (a number, a period type or a date) or removed (undefined, '' or a
 * number that is not positive).
 */
export function withRentalParam<K extends keyof RentalSearchParams>(
  params: RentalSearchParams,
  key: K,
  value: RentalSearchParams[K] | undefined,
): RentalSearchParams {
  const next: RentalSearchParams = { ...params };
  if (value === undefined || value === '' || (typeof value === 'number' && !(value > 0))) {
    delete next[key];
  } else {
    next[key] = value;
  }
  return next;
}
