/**
 * The hreflang of each site language: Belgian variants, English without a
 * region. Pure, for the browser, the server render and the site server's sitemaps alike.
 */
export const HREFLANG: Readonly<Record<string, string>> = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  en: 'en',
  de: 'de-BE',
};
