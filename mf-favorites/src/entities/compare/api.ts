/**
 * The side effects of the comparison list: local storage under key `compare` (no server call: it
 * stays in this browser). Every effect can be replaced in tests with `fork({ handlers })`; other
 * tabs' changes come through the favourites' storage events.
 */
import { createEffect } from 'shared/effector';
import { localStorageOf } from '#favorites/entities/favorite';
import { COMPARE_STORAGE_KEY, parseCompareIds } from './lib/compare-ids';

/**
 * Reads the raw text under `compare`: the text, or null when nothing is stored; throws when local
 * storage is unavailable or refuses access.
 */
export const readStoredCompareFx = createEffect((): string | null =>
  localStorageOf().getItem(COMPARE_STORAGE_KEY),
);

/**
 * Applies a change to the stored list: reads the list as stored now (another tab may have changed
 * it), applies `change` and writes the result back, repairing corrupt content.
 * @param change the new list from the stored one
 * @returns the new list
 * @throws when local storage is unavailable or full (the model then keeps the list in memory)
 */
export const editStoredCompareFx = createEffect(
  (change: (ids: readonly string[]) => string[]): string[] => {
    const storage = localStorageOf();
    const ids = change(parseCompareIds(storage.getItem(COMPARE_STORAGE_KEY)));
    storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
    return ids;
  },
);
