/**
 * The emotion cache of this remote (key 'favorites'), one for the three exposed modules, so the
 * class names in the DOM tell which team owns an element.
 */
import createCache from '@emotion/cache';

/** The remote's emotion cache; class names start with 'favorites-'. */
export const favoritesCache = createCache({ key: 'favorites' });
