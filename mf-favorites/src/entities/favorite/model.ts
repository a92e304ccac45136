/**
 * The favourite ids (SPEC §3 Favorites state `favorites`, §4 Favourites, §9): one instance for
 * the page, the toggle and the counter (module-level units of the one 'favorites' container).
 *
 * - `favoritesStarted()` (fired by every exposed module on first render; only the first call
 *   counts) reads the list from local storage key `favorites` and listens to other tabs' changes.
 *   Content that is not a JSON array is read as empty, numbers as text, duplicates and other
 *   entries dropped; unavailable storage gives an empty list. Nothing happens on import.
 * - `favoriteAdded(id)` appends the id as text unless present; `favoriteRemoved(id)` deletes it
 *   from the ids; `favoriteToggled(id)` does one or the other. Each change is
 *   written back to storage (repairing corrupt content).
 * - A change by another tab (`storage` event on key `favorites`, or storage cleared) replaces the
 *   ids without writing (`favoritesSynced`).
 * - The list is written only on add and remove (SPEC §4): nothing else, not an estate that is
 *   gone or hidden, ever takes an id out, so no favourite is ever lost.
 *
 * The favourite estates themselves are fetched by the favourites page (pages/favorites-page), in
 * pages of ids: the toggle and the counter, on every listing page's first load, carry no search.
 */
import { createEvent, createStore, sample } from 'shared/effector';
import {
  readStoredFavoritesFx,
  storageChanged,
  subscribeStorageFx,
  writeStoredFavoritesFx,
} from './api';
import {
  FAVORITES_STORAGE_KEY,
  isFavoriteId,
  parseFavoriteIds,
  toFavoriteId,
} from './lib/favorite-ids';

/** An estate id as callers give it; compared as text. */
export type FavoriteIdInput = string | number;

/** Start of the favourites: read the stored list and follow other tabs. Idempotent. */
export const favoritesStarted = createEvent();
/** The visitor added an estate to the favourites. */
export const favoriteAdded = createEvent<FavoriteIdInput>();
/** The visitor removed an estate from the favourites. */
export const favoriteRemoved = createEvent<FavoriteIdInput>();
/** The visitor toggled an estate: removed when it is a favourite, added otherwise. */
export const favoriteToggled = createEvent<FavoriteIdInput>();

/**
 * Something kept in local storage (the favourites, the recently viewed) needs other tabs' changes:
 * the page listens to them from now on, once for all (only the first call counts).
 */
export const storageFollowStarted = createEvent();

/** An id (text) was appended to the list by the visitor. */
export const favoriteAppended = createEvent<string>();
/** The list was read from storage at start (as far as it was valid). */
export const favoritesRestored = createEvent<string[]>();
/** Another tab changed the list; these are its ids now. */
export const favoritesSynced = createEvent<string[]>();
/** This tab changed the list (the visitor added or removed an id): stored and announced. */
export const favoritesEdited = createEvent<string[]>();

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** True once `favoritesStarted` has run. */
const $isStarted = createStore(false, { serialize: 'ignore' });
/** True once the stored list has been read (or found unreadable). */
export const $isRestored = createStore(false, { serialize: 'ignore' }).on(
  favoritesRestored,
  () => true,
);

/** The favourite estate ids, as text, in the order they were added (SPEC §3 favorites). */
export const $favorites = createStore<string[]>([]).on(
  [favoritesRestored, favoritesSynced, favoritesEdited],
  (current, ids) => (sameIds(current, ids) ? current : ids),
);
/** The number of favourites: every stored id, the header counter's and the page's number. */
export const $favoritesCount = $favorites.map((ids) => ids.length);

/** True once the page listens to other tabs' storage changes. */
const $isFollowingStorage = createStore(false, { serialize: 'ignore' });
const firstFollow = sample({
  clock: storageFollowStarted,
  source: $isFollowingStorage,
  filter: (following) => !following,
});
sample({ clock: firstFollow, fn: () => true, target: $isFollowingStorage });
sample({ clock: firstFollow, fn: () => undefined, target: subscribeStorageFx });

// Start, once: read the stored list and follow other tabs.
const firstStart = sample({ clock: favoritesStarted, source: $isStarted, filter: (s) => !s });
sample({ clock: firstStart, fn: () => true, target: $isStarted });
sample({ clock: firstStart, fn: () => undefined, target: readStoredFavoritesFx });
sample({ clock: firstStart, fn: () => undefined, target: storageFollowStarted });
sample({ clock: readStoredFavoritesFx.doneData, fn: parseFavoriteIds, target: favoritesRestored });
sample({ clock: readStoredFavoritesFx.fail, fn: (): string[] => [], target: favoritesRestored });

// Another tab changed the list (or cleared the storage).
sample({
  clock: storageChanged,
  filter: ({ key }) => key === FAVORITES_STORAGE_KEY || key === null,
  fn: ({ newValue }) => parseFavoriteIds(newValue),
  target: favoritesSynced,
});

// Add, remove, toggle: a new list, written back and announced.
sample({
  clock: favoriteAdded,
  source: $favorites,
  filter: (ids, id) => toFavoriteId(id) !== null && !isFavoriteId(ids, id),
  fn: (_, id) => toFavoriteId(id) ?? '',
  target: favoriteAppended,
});
sample({
  clock: favoriteAppended,
  source: $favorites,
  fn: (ids, id) => [...ids, id],
  target: favoritesEdited,
});
sample({
  clock: favoriteRemoved,
  source: $favorites,
  filter: (ids, id) => isFavoriteId(ids, id),
  fn: (ids, id) => ids.filter((known) => known !== toFavoriteId(id)),
  target: favoritesEdited,
});
const toggled = sample({
  clock: favoriteToggled,
  source: $favorites,
  fn: (ids, id) => ({ id, present: isFavoriteId(ids, id) }),
});
sample({
  clock: toggled,
  filter: ({ present }) => present,
  fn: ({ id }) => id,
  target: favoriteRemoved,
});
sample({
  clock: toggled,
  filter: ({ present }) => !present,
  fn: ({ id }) => id,
  target: favoriteAdded,
});
sample({ clock: favoritesEdited, target: writeStoredFavoritesFx });
