/**
 * Public API of the home page (quick search, type links).
 */
export { HomePage } from './ui/home-page';
export { homePageOpened } from './model';
