/**
 * The list of estates the visitor opened lately, as kept in the browser (local storage key
 * `recentlyViewed`): ids as text, the latest first, each once, at most RECENTLY_VIEWED_MAX.
 * Pure functions; read as the favourites' list is read (`parseFavoriteIds`), so corrupt content
 * gives what of it is valid.
 */
import { parseFavoriteIds, toFavoriteId } from '#favorites/entities/favorite';

/** The local storage key of the list. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recentlyViewed';

/** How many estates the list keeps: the latest opened. */
export const RECENTLY_VIEWED_MAX = 12;

/**
 * Reads the stored list (the raw text under `recentlyViewed`) as far as it is valid. Never throws.
 * @returns the ids as text, the latest first: numbers become text, duplicates and other entries
 *   are dropped, and only the first RECENTLY_VIEWED_MAX are kept; [] for null, text that is not
 *   JSON, or JSON that is not an array
 */
export function parseRecentIds(raw: string | null | undefined): string[] {
  return parseFavoriteIds(raw).slice(0, RECENTLY_VIEWED_MAX);
}

/**
 * The list once estate `id` was opened: it comes first (moved there when it was in the list) and
 * the oldest beyond RECENTLY_VIEWED_MAX leave.
 * @param ids the list, the latest first
 * @param id the estate opened (text or number); an id that is not one leaves the list as it is
 */
export function withViewed(ids: readonly string[], id: unknown): string[] {
  const key = toFavoriteId(id);
  if (key === null) return [...ids];
  return [key, ...ids.filter((known) => known !== key)].slice(0, RECENTLY_VIEWED_MAX);
}
