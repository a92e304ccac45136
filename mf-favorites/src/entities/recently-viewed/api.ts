/**
 * The side effects of the recently viewed list: local storage under key `recentlyViewed` (no
 * server call: it stays in this browser). Every effect can be replaced in tests with
 * `fork({ handlers })`; other tabs' changes come through the favourites' storage events.
 */
import { createEffect } from 'shared/effector';
import { localStorageOf } from '#favorites/entities/favorite';
import { parseRecentIds, RECENTLY_VIEWED_STORAGE_KEY, withViewed } from './lib/recent-ids';

/**
 * Reads the raw text under `recentlyViewed`: the text, or null when nothing is stored; throws when
 * local storage is unavailable or refuses access.
 */
export const readStoredRecentFx = createEffect((): string | null =>
  localStorageOf().getItem(RECENTLY_VIEWED_STORAGE_KEY),
);

/**
 * Puts an opened estate first in the stored list: reads the list as stored now (another tab may
 * have changed it), adds the id (`withViewed`) and writes it back, repairing corrupt content.
 * @param id the estate opened
 * @returns the new list, the latest first
 * @throws when local storage is unavailable or full (the model then keeps the list in memory)
 */
export const recordViewFx = createEffect((id: string): string[] => {
  const storage = localStorageOf();
  const ids = withViewed(parseRecentIds(storage.getItem(RECENTLY_VIEWED_STORAGE_KEY)), id);
  storage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(ids));
  return ids;
});

/** Forgets the list: removes the key. Throws when local storage is unavailable. */
export const clearStoredRecentFx = createEffect((): void => {
  localStorageOf().removeItem(RECENTLY_VIEWED_STORAGE_KEY);
});
