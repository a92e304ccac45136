/**
 * The visitor's comparison list as kept in the browser (local storage key `compare`) and as a
 * comparison's address carries it (`?estates=12,34`): estate ids as text, in the order they were
 * chosen, each once, at most COMPARE_MAX. Pure functions; read as the favourites' list is read
 * (`parseFavoriteIds`), so corrupt content gives what of it is valid.
 */
import { parseFavoriteIds, toFavoriteId } from '#favorites/entities/favorite';

/** The local storage key of the list. */
export const COMPARE_STORAGE_KEY = 'compare';

/** How many estates are compared side by side: four columns still read on a laptop. */
export const COMPARE_MAX = 4;

/** The query parameter of a comparison's address that lists its estates. */
export const COMPARE_QUERY_KEY = 'estates';

/** An estate id as the list keeps it: its text, or null for what is not an id (`toFavoriteId`). */
export const toCompareId = toFavoriteId;

/**
 * Reads the stored list (the raw text under `compare`) as far as it is valid. Never throws.
 * @returns the ids as text in stored order (numbers become text, duplicates and other entries
 *   dropped), the first COMPARE_MAX; [] for null, text that is not JSON, or JSON not an array
 */
export function parseCompareIds(raw: string | null | undefined): string[] {
  return parseFavoriteIds(raw).slice(0, COMPARE_MAX);
}

/**
 * The list once estate `id` was chosen: appended unless present or the list is full.
 * @param ids the list
 * @param id the estate (text or number); what is not an id leaves the list as it is
 * @returns the new list, or the same entries when nothing could be added
 */
export function withCompared(ids: readonly string[], id: unknown): string[] {
  const key = toFavoriteId(id);
  if (key === null || ids.includes(key) || ids.length >= COMPARE_MAX) return [...ids];
  return [...ids, key];
}

/** The list without estate `id` (text or number). */
export function withoutCompared(ids: readonly string[], id: unknown): string[] {
  const key = toFavoriteId(id);
  return ids.filter((known) => known !== key);
}

/** What a comparison's address asks for. */
export interface CompareQuery {
  /** The ids to compare, the first COMPARE_MAX of the address, each once, in its order. */
  ids: string[];
  /** How many more distinct ids the address listed beyond COMPARE_MAX (left out). */
  leftOut: number;
  /** True when the address has the `estates` parameter at all (even empty). */
  given: boolean;
}

/**
 * Reads the `estates` parameter of a comparison's query string, e.g. '?estates=12,34' or
 * 'estates=12%2C34&x=1'. Ids are separated by commas (or spaces); empty and over-long entries are
 * ignored, duplicates kept once. Never throws.
 * @param search the query string, with or without its leading '?'
 */
export function parseCompareQuery(search: string): CompareQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const raw = params.getAll(COMPARE_QUERY_KEY);
  const ids: string[] = [];
  for (const part of raw.join(',').split(/[\s,]+/)) {
    const id = toFavoriteId(part);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return {
    ids: ids.slice(0, COMPARE_MAX),
    leftOut: Math.max(0, ids.length - COMPARE_MAX),
    given: raw.length > 0,
  };
}

/** The query string of a comparison of `ids`: '?estates=12,34' ('' for none). */
export function compareSearch(ids: readonly string[]): string {
  return ids.length === 0 ? '' : `?${COMPARE_QUERY_KEY}=${ids.map(encodeURIComponent).join(',')}`;
}
