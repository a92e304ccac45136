/**
 * schema.org structured data (JSON-LD) of the site's pages, typed by
 * schema-dts (a property schema.org does not define on a type fails `tsc`). Pure builders: the
 * team that owns a page's data builds its objects in its server preparation (the detail team its
 * RealEstateListing, the search team its ItemList, the shell the agency's RealEstateAgent), the
 * server render writes them into the head as `<script type="application/ld+json">`
 * (the shell's server render). Server-only in practice: no page's browser code imports this module.
 */
import type {
  BreadcrumbList,
  ItemList,
  PostalAddress,
  RealEstateAgent,
  WithContext,
} from 'schema-dts';
import type { Site, Locale } from 'shared/domain';

export type { WithContext };

/** The `@context` of every object written into a page. */
export const SCHEMA_CONTEXT = 'https://schema.org';

/** The path or URL `href` on `origin` ('https://www.agency.be'); an absolute URL stays as it is. */
export function absoluteUrl(href: string, origin: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin.replace(/\/+$/, '')}${href}`;
}

/** A place's address (SPEC §3 general.address): street and number, zip, city name, country. */
export function postalAddress(parts: {
  street?: string;
  postalCode?: string;
  locality?: string;
  /** Two-letter country code; BE when absent. */
  country?: string;
}): PostalAddress {
  const address: PostalAddress = { '@type': 'PostalAddress' };
  if (parts.street) address.streetAddress = parts.street;
  if (parts.postalCode) address.postalCode = parts.postalCode;
  if (parts.locality) address.addressLocality = parts.locality;
  address.addressCountry = parts.country || 'BE';
  return address;
}

/**
 * The trail of a page (BreadcrumbList): each step's name and path or URL, home first; the URLs are
 * made absolute on `origin`.
 */
export function breadcrumbList(
  steps: readonly { name: string; url: string }[],
  origin: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.url, origin),
    })),
  };
}

/**
 * The listing's cards as an ItemList (a summary page: each ListItem has its position, from 1,
 * and the URL of its detail page, absolute on `origin`).
 */
export function itemList(
  urls: readonly string[],
  origin: string,
  name?: string,
): WithContext<ItemList> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: urls.length,
    itemListElement: urls.map((url, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(url, origin),
    })),
  };
}

/**
 * The agency as a RealEstateAgent (SPEC §3 Site): its name, home page, telephone, e-mail and
 * address in `lang`. The site's address is one text, "street number, zip city" (a Belgian zip has
 * four digits); one that does not read so is given whole as the street address.
 */
export function realEstateAgent(
  site: Pick<Site, 'name' | 'email' | 'phone' | 'address'>,
  lang: Locale,
  homeUrl: string,
): WithContext<RealEstateAgent> {
  const text = (site.address?.[lang] || site.address?.nl || '').trim();
  const parsed = /^(.+?),\s*(\d{4})\s+(.+)$/.exec(text);
  const address = parsed
    ? postalAddress({ street: parsed[1], postalCode: parsed[2], locality: parsed[3] })
    : postalAddress({ street: text });
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateAgent',
    name: site.name,
    url: homeUrl,
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.email ? { email: site.email } : {}),
    address,
  };
}
