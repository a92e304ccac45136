/**
 * Public API of the favourite toggle (adds or removes an estate from the favourites, SPEC §4).
 */
export { FavoriteToggle } from './ui/favorite-toggle';
