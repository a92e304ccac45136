/**
 * Subscription criteria ("Keep me informed") from the listing search they come from: a visitor on
 * a search page starts a subscription from that search (the way back, an alert's "all results"
 * link, is the API's: criteriaToSearch of api/contract). The query keys are the search's own (SPEC §2 Listing search
 * page, §9 filter keys): trans (kopen, huren) or status, type, city, price-min, price-max,
 * bedrooms and bed-min.
 */
import { transFromQuery } from 'shared/estate';
import {
  ALERT_STATUSES,
  MAX_BEDROOMS,
  MAX_CRITERIA_VALUES,
  MAX_PRICE,
  type AlertCriteria,
} from 'api/contract';

/** No criteria: every new estate. */
export const EMPTY_CRITERIA: AlertCriteria = { types: [], cities: [] };

/** All values of a key: repeated keys (`?city=1&city=2`) and comma lists (`?city=1,2`). */
function allValues(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim());
}

/** Positive whole numbers written as digits, without duplicates, at most MAX_CRITERIA_VALUES. */
function ids(values: readonly string[]): number[] {
  const numbers = values.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
  return [...new Set(numbers.filter((n) => n > 0))].slice(0, MAX_CRITERIA_VALUES);
}

/** A price bound in euro from digits, or undefined (absent, zero, malformed, above MAX_PRICE). */
function priceOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n > 0 && n <= MAX_PRICE ? n : undefined;
}

/**
 * The criteria of a listing search's query string (with or without '?'): `trans` kopen/huren or
 * one open `status`; `type` and `city` ids; `price-min`/`price-max` in euro (swapped when the
 * minimum is above the maximum); bedrooms from `bed-min` or the smallest of `bedrooms`, capped at
 * 6 ("6 or more"). Malformed or unknown values are left out; never throws.
 */
export function criteriaFromSearch(search: string): AlertCriteria {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const statuses = [
    ...allValues(params, 'trans').map(transFromQuery),
    ...allValues(params, 'status').map((s) => s.toUpperCase()),
  ].filter((s): s is (typeof ALERT_STATUSES)[number] =>
    (ALERT_STATUSES as readonly unknown[]).includes(s),
  );
  const criteria: AlertCriteria = {
    types: ids(allValues(params, 'type')),
    cities: ids(allValues(params, 'city')),
  };
  const distinct = [...new Set(statuses)];
  if (distinct.length === 1) criteria.status = distinct[0];
  let min = priceOf(params.get('price-min'));
  let max = priceOf(params.get('price-max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) criteria.priceMin = min;
  if (max !== undefined) criteria.priceMax = max;
  const bedrooms = [params.get('bed-min') ?? '', ...allValues(params, 'bedrooms')]
    .filter((v) => /^\d{1,3}$/.test(v.trim()))
    .map(Number)
    .filter((n) => n >= 1);
  if (bedrooms.length > 0) criteria.bedrooms = Math.min(MAX_BEDROOMS, ...bedrooms);
  return criteria;
}
