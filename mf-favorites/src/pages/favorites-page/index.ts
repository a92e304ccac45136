/**
 * Public API of the favourites page (SPEC §2 Favourites page).
 */
export { FavoritesPage } from './ui/favorites-page';
