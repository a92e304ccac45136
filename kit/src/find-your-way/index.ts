/**
 * Public API of kit/find-your-way: the help a page at a dead end offers (page not found, estate
 * not found).
 * - FindYourWay: the search form, the newest estates and the way home, in the page's language.
 * - fetchNewestEstates, NEWEST_ESTATES_COUNT: the newest estates still offered (each page keeps
 *   them in a store of its own).
 */
export { FindYourWay } from './find-your-way';
export type { FindYourWayProps } from './find-your-way';
export { fetchNewestEstates, NEWEST_ESTATES_COUNT } from './model';
