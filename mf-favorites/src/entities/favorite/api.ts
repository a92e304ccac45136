/**
 * The side effects of the favourite ids: browser storage (SPEC §4, §7 "saving favourites makes no
 * server call", §9 key `favorites`) and the storage events of other tabs. Every effect can be
 * replaced in tests with `fork({ handlers })`. The estate search is the favourites page's
 * (pages/favorites-page/api.ts).
 */
import { createEffect, createEvent, scopeBind } from 'shared/effector';
import { FAVORITES_STORAGE_KEY, serializeFavoriteIds } from './lib/favorite-ids';

/**
 * The browser's local storage; throws when it is unavailable (privacy modes, blocked cookies) or
 * on the server.
 */
export function localStorageOf(): Storage {
  if (typeof window === 'undefined' || !window.localStorage) {
    throw new Error('localStorage is not available');
  }
  return window.localStorage;
}

/**
 * Reads the raw text under key `favorites`. Returns the text or null when nothing is stored;
 * throws when local storage is unavailable or refuses access.
 */
export const readStoredFavoritesFx = createEffect((): string | null =>
  localStorageOf().getItem(FAVORITES_STORAGE_KEY),
);

/**
 * Writes the ids (text) as a JSON array under key `favorites`. Throws when local storage is
 * unavailable or full; the model then keeps the list in memory only.
 */
export const writeStoredFavoritesFx = createEffect((ids: string[]): void => {
  localStorageOf().setItem(FAVORITES_STORAGE_KEY, serializeFavoriteIds(ids));
});

/** What a `storage` event of another tab says: the key changed (null: storage cleared) and its new text. */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

/** Another tab changed local storage (any key; the model filters on `favorites`). */
export const storageChanged = createEvent<StorageChange>();

/**
 * Listens to the window's `storage` events (fired by other tabs of the site) for the rest of the
 * page's life and forwards those of local storage to `storageChanged`, in the scope the effect
 * ran in. Returns nothing; does nothing without a window.
 */
export const subscribeStorageFx = createEffect((): void => {
  if (typeof window === 'undefined') return;
  const changed = scopeBind(storageChanged, { safe: true });
  window.addEventListener('storage', (event: StorageEvent) => {
    let isLocal = true;
    try {
      isLocal = event.storageArea === null || event.storageArea === window.localStorage;
    } catch {
      // Storage access refused: the event still tells which key changed.
    }
    if (isLocal) changed({ key: event.key, newValue: event.newValue });
  });
});
