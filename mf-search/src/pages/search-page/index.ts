/**
 * Public API of the listing search page (SPEC §2 Listing search page).
 */
export { SearchPage } from './ui/search-page';
export { searchPageOpened } from './model';
export { listingHead } from './lib/structured-data';
