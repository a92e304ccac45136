/**
 * Public API of the favourite entity (SPEC §3 Favorites state, §4 Favourites): the favourites
 * model (ids kept in local storage, the favourite estates), its storage and search effects, the
 * id helpers, the start hook of the exposed entries and the heart icon.
 */
export {
  fetchFavoriteEstateFx,
  readStoredFavoritesFx,
  searchFavoritesFx,
  storageChanged,
  subscribeStorageFx,
  writeStoredFavoritesFx,
} from './api';
export { fetchedIds, isFavoriteId } from './lib/favorite-ids';
export { useFavoritesStart } from './lib/use-favorites-start';
export {
  $error,
  favoriteAdded,
  favoriteAppended,
  $favoriteEstates,
  favoriteEstatesRequested,
  favoriteRemoved,
  $favorites,
  $favoritesCount,
  favoritesStarted,
  favoritesSynced,
  favoriteToggled,
  $isLoading,
} from './model';
export { HeartIcon } from './ui/heart-icon';
