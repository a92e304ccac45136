/**
 * Public API of the favourites counter (the header's link to the favourites page with their number).
 */
export { FavoritesCount } from './ui/favorites-count';
