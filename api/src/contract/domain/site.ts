/**
 * A site of the agency and what it publishes besides estates (SPEC §3 Settings, §7 content
 * calls): settings, legal mentions, navigation, pages, entities, translations, and the sitemap's
 * entries.
 */
import type { Locale, LocalizedText } from 'shared/domain';
import type { EstateQuery } from './search';

/**
 * The legal mentions a Belgian estate agent shows on every page of its site (Royal Decree of
 * 29 June 2018 on the code of ethics, art. 6; Code of Economic Law, art. III.74): identity,
 * company number, licence number and supervisor, professional liability insurance, and the code
 * of ethics it is bound by.
 */
export interface AgencyLegal {
  /** The company's legal name with its form per language, e.g. 'Immo Zonneveld BV' / '… SRL'. */
  legalName: LocalizedText;
  /** The company number of the Crossroads Bank for Enterprises (KBO/BCE), e.g. '0712.345.678'. */
  companyNumber: string;
  /** The agent's number with the BIV/IPI, e.g. '512 345'. */
  bivNumber: string;
  /** The supervising body (BIV/IPI): its name, postal address and website per language. */
  supervisor: { name: LocalizedText; address: LocalizedText; url: LocalizedText };
  /** The professional liability insurer and the policy number. */
  insurer: string;
  policy: string;
  /** The code of ethics: its title and where to read it, per language. */
  ethics: { label: LocalizedText; url: LocalizedText };
}

/** A day of the week as ISO 8601 numbers it: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One opening period of a weekday, in Brussels wall-clock time ('HH:MM', 24 h). */
export interface OpeningPeriod {
  day: IsoWeekday;
  /** When the office opens, e.g. '09:00'. */
  opens: string;
  /** When it closes, later the same day, e.g. '18:00'. */
  closes: string;
}

/**
 * The agency's office that visitors come to: its opening hours and where it is (its address is
 * the site's `address`).
 */
export interface Office {
  /** The opening periods of a week; a weekday without one is closed, two make a lunch break. */
  hours: OpeningPeriod[];
  /** Days closed though their weekday has hours (public holidays, 'YYYY-MM-DD'), in order. */
  closedDays: string[];
  /** The office's position, for the link to a map (WGS 84 degrees). */
  geo: { lat: number; lon: number };
}

/** Site settings carried on the event bus (SPEC §3 Settings). */
export interface SiteSettings {
  /** Transaction ids whose estates and map markers are never shown (SPEC §5). */
  hiddenStatus: number[];
  defaultLocale: Locale;
  locales: Locale[];
  /** The agency's legal mentions (shown in the footer of every page), when the site has them. */
  legal?: AgencyLegal;
  /**
   * How the site takes holiday rentals: 'options' (a visitor puts a period under option, the
   * default when absent) or 'enquiries' (enquiries with wished dates only: the API refuses
   * options).
   */
  holidayBookings?: 'options' | 'enquiries';
  /** The office's opening hours and position, when the site gives them. */
  office?: Office;
}

export interface Site {
  id: number;
  hostname: string;
  name: string;
  email: string;
  phone: string;
  address: LocalizedText;
  settings: SiteSettings;
}

export interface NavigationItem {
  id: number;
  label: LocalizedText;
  /**
   * A route type of the route table with its parameters, or an absolute URL. `localizedParams`
   * gives a language its own parameters (a landing page's segments), `params` the others.
   */
  route:
    | {
        type: string;
        params?: Record<string, string>;
        localizedParams?: Partial<Record<Locale, Record<string, string>>>;
      }
    | { url: string };
  children: NavigationItem[];
}

export interface NavigationMenu {
  name: string;
  items: NavigationItem[];
}

export interface Page {
  id: number;
  url: LocalizedText;
  title: LocalizedText;
  body: LocalizedText;
}

/**
 * A landing page of the site (SPEC §7 GET /estate-pages/{a}/{b}): content and a predefined estate
 * search, e.g. "new builds in Gent", shown at `/{lang}/{discover}/{a}/{b}` with the two path
 * segments of its language.
 */
export interface EstatePage {
  id: number;
  /** The two path segments per language, e.g. nl `{ a: 'nieuwbouw', b: 'gent' }`. */
  slugs: Record<Locale, { a: string; b: string }>;
  title: LocalizedText;
  /** Meta description per language. */
  description: LocalizedText;
  /** The introduction, HTML per language (the site sanitises it). */
  body: LocalizedText;
  /** The predefined search (SPEC §9 filter keys), sent as the query of POST /estates. */
  query: EstateQuery;
}

export interface EntityItem {
  id: number;
  values: Record<string, unknown>;
}
export interface Entity {
  name: string;
  items?: EntityItem[];
}

/** Phrases of one language: key to text. */
export type Translations = Record<string, string>;
