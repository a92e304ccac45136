/**
 * The favourites page (SPEC §2 Favourites page): when and what it fetches.
 *
 * - `favoritesPageOpened(locale)` (fired by the page on mount and again on a language change, so
 *   the list is fetched in the page's language) fetches the favourite estates.
 * - `retryClicked()` fetches them again after a failure.
 * - While the page is open: a favourite added by the visitor is loaded and joins the list, and a
 *   change by another tab that adds ids not shown yet fetches the list again (ids removed there
 *   just leave the list, see the entity model).
 */
import { createEvent, createStore, sample } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { fetchFavoriteEstateFx } from '../../entities/favorite';
import {
  $favoriteEstates,
  favoriteAppended,
  favoriteEstatesRequested,
  favoritesSynced,
} from '../../entities/favorite';
import { fetchedIds } from '../../entities/favorite';

/** The page was shown, or its language changed: the page's locale. */
export const favoritesPageOpened = createEvent<Locale>();
/** The page was left. */
export const favoritesPageClosed = createEvent();
/** The visitor asked to try a failed fetch again. */
export const retryClicked = createEvent();

/** True while the page is shown. */
export const $isPageOpen = createStore(false, { serialize: 'ignore' })
  .on(favoritesPageOpened, () => true)
  .reset(favoritesPageClosed);

sample({ clock: favoritesPageOpened, fn: () => undefined, target: favoriteEstatesRequested });
sample({
  clock: retryClicked,
  source: $isPageOpen,
  filter: (open) => open,
  fn: () => undefined,
  target: favoriteEstatesRequested,
});

sample({
  clock: favoriteAppended,
  source: $isPageOpen,
  filter: (open) => open,
  fn: (_, id) => id,
  target: fetchFavoriteEstateFx,
});

sample({
  clock: favoritesSynced,
  source: { open: $isPageOpen, estates: $favoriteEstates },
  filter: ({ open, estates }, ids) =>
    open &&
    fetchedIds(ids).some((id) => !estates.results.some((estate) => String(estate.id) === id)),
  fn: () => undefined,
  target: favoriteEstatesRequested,
});
