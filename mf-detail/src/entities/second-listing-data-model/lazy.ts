/**
 * Lazily loaded public API of the second listing data model: the section of the listing's tabs
 * with the grouping of its fields, in a chunk of its own. It lies below the first screen of a
 * detail page, so the page reaches it through `SecondListingSection` of index.ts (React.lazy).
 */
export { SecondListingSection } from './ui/second-listing-section';
