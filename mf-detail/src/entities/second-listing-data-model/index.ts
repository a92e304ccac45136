/**
 * Public API of the second listing data model (SPEC §3 "Second listing data model", §5 hide
 * rules): the dotted fields of a second-source listing grouped into tabs, the model that fetches
 * the listing of the estate on screen, the tabs component and the page's section of them.
 */
export {
  SECOND_LISTING_TABS,
  secondListingTabs,
  secondListingTabLabel,
  type SecondListingField,
  type SecondListingTab,
  type SecondListingTabView,
} from './lib/second-listing';
export { $secondListing, getSecondListingFx, secondListingEstateShown } from './model';
export { SecondListingTabs } from './ui/second-listing-tabs';
export { SecondListingSection } from './ui/second-listing-section';
