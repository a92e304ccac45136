/**
 * The second source's listing as a section of tabs, from the listing itself: its fields grouped
 * into tabs (`secondListingTabs`) and shown with `SecondListingTabs`.
 */
import type { Locale, SkarabeeListing } from 'shared/domain';
import { secondListingTabs } from '../lib/second-listing';
import { SecondListingTabs } from './second-listing-tabs';

/** Props: the listing (none: nothing is shown), the section heading and the languages. */
export interface SecondListingSectionProps {
  listing: SkarabeeListing | null;
  heading: string;
  /** The page language. */
  locale: Locale;
  /** The language the listing's free texts were written in (the market's default language). */
  dataLocale: Locale;
}

/** Renders the listing's tabs under `heading`, or nothing without a listing or shown fields. */
export function SecondListingSection({
  listing,
  heading,
  locale,
  dataLocale,
}: SecondListingSectionProps) {
  return (
    <SecondListingTabs
      tabs={listing ? secondListingTabs(listing, locale, dataLocale) : []}
      heading={heading}
      locale={locale}
    />
  );
}
