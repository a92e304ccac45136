/**
 * The favourites model (SPEC §3 Favorites state, §4 Favourites, §8, §9): one instance for the
 * page, the toggle and the counter (module-level units of the one 'favorites' container).
 *
 * - `favoritesStarted()` (fired by every exposed module on first render; only the first call
 *   counts) reads the list from local storage key `favorites` and listens to other tabs' changes.
 *   Content that is not a JSON array is read as empty, numbers as text, duplicates and other
 *   entries dropped; unavailable storage gives an empty list. Nothing happens on import.
 * - `favoriteAdded(id)` appends the id as text unless present; `favoriteRemoved(id)` deletes it
 *   from the ids and the results; `favoriteToggled(id)` does one or the other. Each change is
 *   written back to storage (repairing corrupt content).
 * - `favoriteEstatesRequested()` fetches the estates: loading set and error cleared at once; the
 *   search (terms query on children.general.id with the newest 100 ids and hiddenStatus) runs
 *   once the list is read. No ids: no search, loading ends with an empty list. Success stores the
 *   results in list order; ids the answer lacks (estates gone or hidden) are dropped from the list.
 *   A failure (a throw, or an answer with `error`) empties the results and stores the error.
 * - An estate loaded after its addition (`fetchFavoriteEstateFx`) joins the results if absent.
 * - A change by another tab (`storage` event on key `favorites`, or storage cleared) replaces the
 *   ids without writing (`favoritesSynced`); results no longer in the list are dropped.
 * - `favoriteSelected(id)`: `$selectedFavorite` is the loaded estate with that id as text.
 */
import { combine, createEvent, createStore, sample } from 'shared/effector';
import type { Estate, EstateSearchRequest, SearchResult } from 'shared/domain';
import type { SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import {
  fetchFavoriteEstateFx,
  readStoredFavoritesFx,
  searchFavoritesFx,
  storageChanged,
  subscribeStorageFx,
  writeStoredFavoritesFx,
} from './api';
import {
  FAVORITES_STORAGE_KEY,
  fetchedIds,
  findFavorite,
  isFavoriteId,
  orderByIds,
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
/** An estate of the loaded favourites was selected (null: none). */
export const favoriteSelected = createEvent<FavoriteIdInput | null>();
/** Fetch the favourite estates (the page opened, its language changed, a retry...). */
export const favoriteEstatesRequested = createEvent();

/** An id (text) was appended to the list by the visitor. */
export const favoriteAppended = createEvent<string>();
/** The list was read from storage at start (as far as it was valid). */
export const favoritesRestored = createEvent<string[]>();
/** Another tab changed the list; these are its ids now. */
export const favoritesSynced = createEvent<string[]>();

/** A new list made by this tab (add, remove, dropping estates gone): stored and announced. */
const favoritesEdited = createEvent<string[]>();
/** The favourite estates arrived; `missing` are requested ids the answer lacks. */
const favoritesLoaded = createEvent<{ results: Estate[]; missing: string[] }>();
/** The favourites fetch failed; the error as it is (SPEC §8). */
const favoritesFailed = createEvent<unknown>();
/** The ids to fetch, once the stored list has been read. */
const fetchDue = createEvent<string[]>();

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** True once `favoritesStarted` has run. */
const $isStarted = createStore(false, { serialize: 'ignore' });
/** True once the stored list has been read (or found unreadable). */
const $isRestored = createStore(false, { serialize: 'ignore' }).on(favoritesRestored, () => true);
/** A fetch was asked for before the stored list was read. */
const $isFetchQueued = createStore(false, { serialize: 'ignore' })
  .on(favoriteEstatesRequested, () => true)
  .on(fetchDue, () => false);

/** The favourite estate ids, as text, in the order they were added (SPEC §3 favorites). */
export const $favorites = createStore<string[]>([]).on(
  [favoritesRestored, favoritesSynced, favoritesEdited],
  (current, ids) => (sameIds(current, ids) ? current : ids),
);
/** The number of favourites. */
export const $favoritesCount = $favorites.map((ids) => ids.length);

/** The loaded favourite estates and their number (SPEC §3 estates {total, results}). */
export const $favoriteEstates = createStore<SearchResult<Estate>>({
  total: { value: 0 },
  results: [],
})
  .on(favoritesLoaded, (_, { results }) => ({ total: { value: results.length }, results }))
  .on(favoritesFailed, () => ({ total: { value: 0 }, results: [] }))
  .on(fetchDue, (state, ids) => (ids.length === 0 ? { total: { value: 0 }, results: [] } : state))
  .on([favoritesSynced, favoritesEdited], (state, ids) => {
    const results = state.results.filter((estate) => ids.includes(String(estate.id)));
    return results.length === state.results.length
      ? state
      : { total: { value: results.length }, results };
  })
  .on(favoriteRemoved, (state, id) => {
    const results = state.results.filter((estate) => !isFavoriteId([String(estate.id)], id));
    return results.length === state.results.length
      ? state
      : { total: { value: results.length }, results };
  });
/** True from a fetch request until its answer (or until an empty list needs none). */
export const $isLoading = createStore(false)
  .on(favoriteEstatesRequested, () => true)
  .on(fetchDue, (loading, ids) => (ids.length === 0 ? false : loading))
  .on([favoritesLoaded, favoritesFailed], () => false);
/** The error of the last failed fetch, as it is (SPEC §8); null after a new request. */
export const $error = createStore<unknown>(null)
  .on(favoriteEstatesRequested, () => null)
  .on(favoritesFailed, (_, error) => error);

/** The id (text) of the selected favourite. */
const $selectedId = createStore<string | null>(null).on(favoriteSelected, (_, id) =>
  id === null ? null : toFavoriteId(id),
);
/** The loaded estate whose id, as text, is the selected one; null when none (SPEC §4). */
export const $selectedFavorite = combine($favoriteEstates, $selectedId, (estates, id) =>
  id === null ? null : findFavorite(estates.results, id),
);

/**
 * SPEC §3 Favorites state: whether a fetch runs, the loaded favourite estates (total and
 * results), the favourite ids as text, and the last fetch error (null when none).
 */
export interface FavoritesState {
  isLoading: boolean;
  estates: SearchResult<Estate>;
  favorites: string[];
  error: unknown;
}

/** SPEC §3 Favorites state in one object. */
export const $favoritesState = combine(
  { isLoading: $isLoading, estates: $favoriteEstates, favorites: $favorites, error: $error },
  (state): FavoritesState => state,
);

// Start, once: read the stored list and follow other tabs.
const firstStart = sample({ clock: favoritesStarted, source: $isStarted, filter: (s) => !s });
sample({ clock: firstStart, fn: () => true, target: $isStarted });
sample({ clock: firstStart, fn: () => undefined, target: readStoredFavoritesFx });
sample({ clock: firstStart, fn: () => undefined, target: subscribeStorageFx });
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

// Fetch: at once when the list is known, else as soon as it is read.
sample({
  clock: favoriteEstatesRequested,
  source: { restored: $isRestored, ids: $favorites },
  filter: ({ restored }) => restored,
  fn: ({ ids }) => ids,
  target: fetchDue,
});
sample({
  clock: favoritesRestored,
  source: $isFetchQueued,
  filter: (queued) => queued,
  fn: (_, ids) => ids,
  target: fetchDue,
});
sample({
  clock: fetchDue,
  source: shell.$hiddenStatus,
  filter: (_, ids) => ids.length > 0,
  fn: (hiddenStatus, ids): EstateSearchRequest => {
    const terms = fetchedIds(ids);
    return {
      query: { terms: { 'children.general.id': terms }, hiddenStatus: [...hiddenStatus] },
      size: terms.length,
    };
  },
  target: searchFavoritesFx,
});

/** The latest search sent; answers of any other are stale. */
const $currentRequest = createStore<EstateSearchRequest | null>(null, {
  serialize: 'ignore',
}).on(searchFavoritesFx, (_, request) => request);

/** The loaded estates of an answer in list order, and the requested ids it lacks. */
function loadedFrom(request: EstateSearchRequest, answer: SearchAnswer<Estate>, ids: string[]) {
  const results = Array.isArray(answer.results) ? answer.results : [];
  const answered = new Set(results.map((estate) => String(estate.id)));
  const complete = results.length >= (Number(answer.total?.value) || 0);
  const requested = request.query.terms?.['children.general.id'] ?? [];
  return {
    results: orderByIds(results, ids),
    missing: complete ? requested.filter((id) => !answered.has(id)) : [],
  };
}

const currentAnswer = sample({
  clock: searchFavoritesFx.done,
  source: { current: $currentRequest, ids: $favorites },
  filter: ({ current }, { params }) => current === params,
  fn: ({ ids }, { params, result }) => ({ ids, request: params, answer: result }),
});
sample({
  clock: currentAnswer,
  filter: ({ answer }) => answer.error !== undefined,
  fn: ({ answer }) => answer.error,
  target: favoritesFailed,
});
sample({
  clock: currentAnswer,
  filter: ({ answer }) => answer.error === undefined,
  fn: ({ ids, request, answer }) => loadedFrom(request, answer, ids),
  target: favoritesLoaded,
});
sample({
  clock: searchFavoritesFx.fail,
  source: $currentRequest,
  filter: (current, { params }) => current === params,
  fn: (_, { error }) => error as unknown,
  target: favoritesFailed,
});

// Estates that no longer exist (or are hidden) leave the list quietly.
sample({
  clock: favoritesLoaded,
  source: $favorites,
  filter: (ids, { missing }) => missing.some((id) => ids.includes(id)),
  fn: (ids, { missing }) => ids.filter((id) => !missing.includes(id)),
  target: favoritesEdited,
});

// An estate loaded after its addition joins the results when still a favourite and absent.
sample({
  clock: fetchFavoriteEstateFx.doneData,
  source: { ids: $favorites, estates: $favoriteEstates },
  filter: ({ ids, estates }, estate) =>
    estate !== null &&
    ids.includes(String(estate.id)) &&
    findFavorite(estates.results, estate.id) === null,
  fn: ({ ids, estates }, estate): SearchResult<Estate> => {
    const results = orderByIds(estate ? [...estates.results, estate] : estates.results, ids);
    return { total: { value: results.length }, results };
  },
  target: $favoriteEstates,
});
