/**
 * The side effects of the favourites: browser storage (SPEC §4, §7 "saving favourites makes no
 * server call", §9 key `favorites`), the storage events of other tabs, and the estate search with a
 * terms query (SPEC §4, §7). Every effect can be replaced in tests with `fork({ handlers })`.
 */
import { attach, createEffect, createEvent, scopeBind } from 'shared/effector';
import type { Estate, EstateSearchRequest } from 'shared/domain';
import { apiFor, type SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import { FAVORITES_STORAGE_KEY, serializeFavoriteIds } from './lib/favorite-ids';

/** The browser's local storage; throws when it is unavailable (privacy modes, blocked cookies). */
function localStorageOf(): Storage {
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

/** POST /estates with the bus's API context (SPEC §7); the raw answer, never throws for HTTP. */
const postSearchFx = attach({
  source: shell.$apiContext,
  effect: (context, request: EstateSearchRequest): Promise<SearchAnswer<Estate>> =>
    apiFor(context).searchEstates(request),
});

/**
 * The favourites search: takes the request `{ query: { terms: { 'children.general.id': ids },
 * hiddenStatus }, size }` and answers the API's SearchAnswer (`total.value`, `results`, and
 * `error` when the search failed, SPEC §8).
 */
export const searchFavoritesFx = createEffect(
  (request: EstateSearchRequest): Promise<SearchAnswer<Estate>> => postSearchFx(request),
);

/** One estate by id through the same terms search (hidden statuses left out). */
const searchOneFx = attach({
  source: { context: shell.$apiContext, hiddenStatus: shell.$hiddenStatus },
  effect: async ({ context, hiddenStatus }, id: string): Promise<Estate | null> => {
    const answer = await apiFor(context).searchEstates({
      query: { terms: { 'children.general.id': [id] }, hiddenStatus: [...hiddenStatus] },
      size: 1,
    });
    if (answer.error !== undefined) throw answer.error;
    return answer.results.find((estate) => String(estate.id) === id) ?? null;
  },
});

/**
 * Loads the estate of a favourite just added (SPEC §4 "once the estate is loaded it is added to
 * the results"). Takes the id as text; returns the estate, or null when it does not exist or is
 * hidden; throws the search's error when the search failed.
 */
export const fetchFavoriteEstateFx = createEffect((id: string): Promise<Estate | null> =>
  searchOneFx(id),
);
