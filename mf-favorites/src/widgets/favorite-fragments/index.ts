/**
 * Public API of the favourites' fragments (toggle and counter) as the exposed modules render them.
 */
export { FavoriteToggleFragment, FavoritesCountFragment } from './ui/fragments';
