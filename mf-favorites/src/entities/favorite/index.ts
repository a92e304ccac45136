/**
 * Public API of the favourite entity (SPEC §3 Favorites state, §4 Favourites): the favourite ids
 * (kept in local storage), their storage effects, the id helpers, the start hook of the exposed
 * entries and the heart icon.
 */
export {
  localStorageOf,
  readStoredFavoritesFx,
  storageChanged,
  subscribeStorageFx,
  writeStoredFavoritesFx,
} from './api';
export {
  findFavorite,
  isFavoriteId,
  orderByIds,
  parseFavoriteIds,
  toFavoriteId,
} from './lib/favorite-ids';
export { useFavoritesStart } from './lib/use-favorites-start';
export {
  favoriteAdded,
  favoriteAppended,
  favoriteRemoved,
  $favorites,
  $favoritesCount,
  favoritesEdited,
  favoritesRestored,
  favoritesStarted,
  favoritesSynced,
  favoriteToggled,
  $isRestored,
  storageFollowStarted,
  type FavoriteIdInput,
} from './model';
export { HeartIcon } from './ui/heart-icon';
