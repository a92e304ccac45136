/**
 * The emotion cache of this remote (key 'engagement'), one for its fragments and pages, so the
 * class names in the DOM tell which team owns an element.
 */
import createCache from '@emotion/cache';

/** The remote's emotion cache; class names start with 'engagement-'. */
export const engagementCache = createCache({ key: 'engagement' });
