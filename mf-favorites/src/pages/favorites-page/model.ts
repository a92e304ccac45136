/**
 * The favourites page (SPEC §2 Favourites page, §3 Favorites state, §4 Favourites, §8): which
 * favourites it shows and how it fetches them (any number of favourites, none lost).
 *
 * - Every stored id is shown, in the list's order, a page of FAVORITES_PAGE_SIZE at a time
 *   (`moreFavoritesShown()` shows the next page): as its estate card; as "not available at the
 *   moment" when the estate exists but its status is hidden (SPEC §5 hiddenStatus, e.g. a rental
 *   under option); as "no longer available" when the search does not answer it (withdrawn or
 *   removed). Each of them keeps its remove button; nothing but the visitor takes an id out of
 *   the list (SPEC §4), so the page and the header's counter count the same ids.
 * - Estates are fetched with a terms query on children.general.id (SPEC §4) for the shown ids not
 *   loaded yet, at most MAX_TERMS_PER_SEARCH a search, in the card view (a lighter answer), without
 *   hiddenStatus (so that hidden and gone can be told apart; a hidden estate is never shown).
 *   Fetches run when the page opens (again on a language change: SPEC §2 "the list shown depends
 *   on the current locale"), when more are shown, when the ids change while the page is open (an
 *   addition, another tab) and on `retryClicked()`.
 * - A fetch sets loading and clears the error; success stores the estates; a failure (a throw or
 *   an answer with `error`) empties the loaded estates and stores the error as it is (SPEC §4, §8);
 *   only a retry (or a new opening) fetches again then.
 * - `favoriteSelected(id)`: `$selectedFavorite` is the loaded estate with that id as text (SPEC §4).
 */
import { combine, createEvent, createStore, sample } from 'shared/effector';
import type { Estate, EstateSearchRequest, Locale, SearchResult } from 'shared/domain';
import type { SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import { isHidden } from 'shared/estate';
import {
  $favorites,
  $isRestored,
  favoritesEdited,
  favoritesRestored,
  favoritesSynced,
  findFavorite,
  toFavoriteId,
  type FavoriteIdInput,
} from '../../entities/favorite';
import { searchFavoritesFx } from './api';

/** Favourites shown per page (1, 2 or 3 columns fill evenly). */
export const FAVORITES_PAGE_SIZE = 30;
/** The most ids one search asks for (the API's largest page). */
export const MAX_TERMS_PER_SEARCH = 100;

/** One shown favourite: its estate, or why it cannot be shown, or not loaded yet. */
export type FavoriteEntry =
  | { id: string; kind: 'estate'; estate: Estate }
  | { id: string; kind: 'hidden' }
  | { id: string; kind: 'gone' }
  | { id: string; kind: 'pending' };

/** The page was shown, or its language changed: the page's locale. */
export const favoritesPageOpened = createEvent<Locale>();
/** The page was left. */
export const favoritesPageClosed = createEvent();
/** The visitor asked to try a failed fetch again. */
export const retryClicked = createEvent();
/** The visitor asked for the next page of favourites. */
export const moreFavoritesShown = createEvent();
/** A favourite was selected (null: none). */
export const favoriteSelected = createEvent<FavoriteIdInput | null>();

/** A search for these ids answered (estates not hidden yet: the entries tell). */
const favoritesLoaded = createEvent<{ ids: string[]; results: Estate[] }>();
/** The favourites fetch failed; the error as it is (SPEC §8). */
const favoritesFailed = createEvent<unknown>();
/** Something may have to be fetched: the page opened, more shown, the ids changed, a retry. */
const fetchWanted = createEvent();

/** True while the page is shown. */
export const $isPageOpen = createStore(false, { serialize: 'ignore' })
  .on(favoritesPageOpened, () => true)
  .reset(favoritesPageClosed);

/** How many of the ids are shown (a multiple of FAVORITES_PAGE_SIZE). */
export const $shownLimit = createStore(FAVORITES_PAGE_SIZE, { serialize: 'ignore' })
  .on(moreFavoritesShown, (limit) => limit + FAVORITES_PAGE_SIZE)
  .reset(favoritesPageOpened);

/** The estates loaded by id; null for an id the search did not answer (gone). */
const $loaded = createStore<Record<string, Estate | null>>({}, { serialize: 'ignore' })
  .on(favoritesLoaded, (loaded, { ids, results }) => {
    const next = { ...loaded };
    for (const id of ids) next[id] = null;
    for (const estate of results) {
      const id = String(estate.id);
      if (id in next) next[id] = estate;
    }
    return next;
  })
  .reset([favoritesPageOpened, favoritesFailed]);

/** True while a search runs. */
const $isFetching = createStore(false, { serialize: 'ignore' })
  .on(searchFavoritesFx, () => true)
  .on(searchFavoritesFx.finally, () => false);
/** True until the stored list is read, and while a search runs (SPEC §3 isLoading). */
export const $isLoading = combine(
  $isRestored,
  $isFetching,
  (restored, fetching) => !restored || fetching,
);
/** The error of the last failed fetch, as it is (SPEC §8); null once a new fetch starts. */
export const $error = createStore<unknown>(null)
  .on(searchFavoritesFx, () => null)
  .on(favoritesFailed, (_, error) => error)
  .reset(favoritesPageOpened);

/** The ids shown: the list's first `$shownLimit`. */
const $shownIds = combine($favorites, $shownLimit, (ids, limit) => ids.slice(0, limit));

/** The shown favourites in the list's order (see FavoriteEntry). */
export const $entries = combine(
  $shownIds,
  $loaded,
  shell.$hiddenStatus,
  (ids, loaded, hiddenStatus): FavoriteEntry[] =>
    ids.map((id): FavoriteEntry => {
      if (!(id in loaded)) return { id, kind: 'pending' };
      const estate = loaded[id];
      if (!estate) return { id, kind: 'gone' };
      return isHidden(estate, hiddenStatus)
        ? { id, kind: 'hidden' }
        : { id, kind: 'estate', estate };
    }),
);

/** How many favourites are not shown yet (the next pages). */
export const $notShownCount = combine($favorites, $shownLimit, (ids, limit) =>
  Math.max(0, ids.length - limit),
);

/** The shown estates that may be shown and their number (SPEC §3 estates {total, results}). */
export const $favoriteEstates = $entries.map((entries): SearchResult<Estate> => {
  const results = entries.flatMap((entry) => (entry.kind === 'estate' ? [entry.estate] : []));
  return { total: { value: results.length }, results };
});

/** The id (text) of the selected favourite. */
const $selectedId = createStore<string | null>(null).on(favoriteSelected, (_, id) =>
  id === null ? null : toFavoriteId(id),
);
/** The loaded estate whose id, as text, is the selected one; null when none (SPEC §4). */
export const $selectedFavorite = combine($favoriteEstates, $selectedId, (estates, id) =>
  id === null ? null : findFavorite(estates.results, id),
);

// What may need a fetch.
sample({
  clock: [favoritesPageOpened, moreFavoritesShown, retryClicked],
  fn: () => undefined,
  target: fetchWanted,
});
sample({
  clock: [favoritesRestored, favoritesSynced, favoritesEdited],
  source: $isPageOpen,
  filter: (open) => open,
  fn: () => undefined,
  target: fetchWanted,
});
sample({ clock: favoritesLoaded, fn: () => undefined, target: fetchWanted });

// Fetch the shown ids not loaded yet, unless a fetch runs (its end asks again) or one failed.
sample({
  clock: fetchWanted,
  source: {
    open: $isPageOpen,
    restored: $isRestored,
    loading: $isFetching,
    error: $error,
    ids: $shownIds,
    loaded: $loaded,
  },
  filter: ({ open, restored, loading, error, ids, loaded }) =>
    open && restored && !loading && error === null && ids.some((id) => !(id in loaded)),
  fn: ({ ids, loaded }): EstateSearchRequest => {
    const missing = ids.filter((id) => !(id in loaded)).slice(0, MAX_TERMS_PER_SEARCH);
    return {
      query: { terms: { 'children.general.id': missing } },
      size: missing.length,
      view: 'card',
    };
  },
  target: searchFavoritesFx,
});
// A retry clears the error first (the fetch above then runs).
$error.reset(retryClicked);

/** The ids a request asked for. */
const askedIds = (request: EstateSearchRequest) =>
  request.query.terms?.['children.general.id'] ?? [];

sample({
  clock: searchFavoritesFx.done,
  filter: ({ result }: { result: SearchAnswer<Estate> }) => result.error !== undefined,
  fn: ({ result }) => result.error,
  target: favoritesFailed,
});
sample({
  clock: searchFavoritesFx.done,
  filter: ({ result }) => result.error === undefined,
  fn: ({ params, result }) => ({
    ids: askedIds(params),
    results: Array.isArray(result.results) ? result.results : [],
  }),
  target: favoritesLoaded,
});
sample({ clock: searchFavoritesFx.failData, target: favoritesFailed });
