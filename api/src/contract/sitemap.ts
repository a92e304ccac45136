/**
 * The API's sitemap answer (`GET /sites/{siteId}/sitemap`): a site's visible estates and landing
 * pages with the path words of their pages in each language, from which the site server writes
 * its sitemaps and the teams' servers their entries.
 */
import type { Locale } from 'shared/domain';

/** What a sitemap entry is: a property, a project (parent estate) or a unit of one. */
export type SitemapKind = 'estate' | 'project' | 'unit';

/**
 * One estate page of a site's sitemap (API `GET /sites/{siteId}/sitemap`).
 * `slugs` are the detail slugs per language (SPEC §2 Detail slugs; a unit carries its project's,
 * its path being the project's plus its id; '' when the names give none); `lastChange` is when
 * the record (for a project: it or one of its units) last changed, ISO 8601.
 */
export interface SitemapEstate {
  id: string;
  kind: SitemapKind;
  /** The project of a unit; null for a property or a project. */
  parentId: string | null;
  slugs: Record<Locale, string>;
  lastChange: string;
}

/** A landing page of a site's sitemap: its two path segments per language. */
export interface SitemapLandingPage {
  id: number;
  slugs: Record<Locale, { a: string; b: string }>;
}

/**
 * The sitemap answer of a site: its visible estates (hiddenStatus left out), by id, and its
 * landing pages (SPEC §7 estate-pages), by id.
 */
export interface SiteSitemap {
  estates: SitemapEstate[];
  landingPages: SitemapLandingPage[];
}
