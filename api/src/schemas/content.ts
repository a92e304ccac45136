/** JSON schemas of the site, translations, navigation, pages and entities (SPEC §3 Other entities). */
import { int, localizedText, str } from './common';

/** The Site record (SPEC §3 Settings), with settings.hiddenStatus. */
export const siteSchema = {
  $id: 'Site',
  type: 'object',
  properties: {
    id: int,
    hostname: str,
    name: str,
    email: str,
    phone: str,
    address: localizedText,
    settings: {
      type: 'object',
      properties: {
        hiddenStatus: {
          type: 'array',
          items: int,
          description: 'Transaction ids never shown (SPEC §5).',
        },
        defaultLocale: str,
        locales: { type: 'array', items: str },
        holidayBookings: {
          type: 'string',
          enum: ['options', 'enquiries'],
          description:
            "How the site takes holiday rentals: 'options' (default when absent) or 'enquiries' only (options refused).",
        },
        office: {
          type: 'object',
          description:
            "The office visitors come to: its opening periods per ISO weekday (1 Monday … 7 Sunday) in Brussels wall-clock time, a weekday without one being closed and two making a lunch break; the dates it is closed though its weekday has hours (public holidays); its position for a map link. Its address is the site's.",
          properties: {
            hours: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  day: { type: 'integer', minimum: 1, maximum: 7 },
                  opens: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
                  closes: { type: 'string', pattern: '^([01][0-9]|2[0-4]):[0-5][0-9]$' },
                },
              },
            },
            closedDays: {
              type: 'array',
              items: { type: 'string', format: 'date' },
            },
            geo: {
              type: 'object',
              properties: { lat: { type: 'number' }, lon: { type: 'number' } },
            },
          },
        },
        legal: {
          type: 'object',
          description:
            "The legal mentions of a Belgian estate agent shown on every page: the company's legal name, its company number (KBO/BCE), its BIV/IPI number, the supervising body, the professional liability insurer and policy, and the code of ethics.",
          properties: {
            legalName: localizedText,
            companyNumber: str,
            bivNumber: str,
            supervisor: {
              type: 'object',
              properties: { name: localizedText, address: localizedText, url: localizedText },
            },
            insurer: str,
            policy: str,
            ethics: {
              type: 'object',
              properties: { label: localizedText, url: localizedText },
            },
          },
        },
      },
    },
  },
} as const;

/** The site-phrases map of GET /translations/{lang}. */
export const translationsSchema = {
  $id: 'Translations',
  type: 'object',
  description: 'The site-phrases namespace: a flat map of key to text, e.g. "site.hero.title".',
  additionalProperties: { type: 'string' },
} as const;

/** A menu item; its children are items too. */
export const navigationItemSchema = {
  $id: 'NavigationItem',
  type: 'object',
  properties: {
    id: int,
    label: localizedText,
    route: {
      type: 'object',
      description:
        'A route type of the shared route table with its parameters ({type, params}), or an absolute URL ({url}).',
      properties: {
        type: str,
        params: { type: 'object', additionalProperties: { type: 'string' } },
        localizedParams: {
          type: 'object',
          description: "A language's own parameters (e.g. a landing page's segments), by language.",
          additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
        },
        url: str,
      },
    },
    children: { type: 'array', items: { $ref: 'NavigationItem#' } },
  },
} as const;

/** A navigation menu. */
export const navigationMenuSchema = {
  $id: 'NavigationMenu',
  type: 'object',
  properties: { name: str, items: { type: 'array', items: { $ref: 'NavigationItem#' } } },
} as const;

/** A content page with its url, title and HTML body per language. */
export const pageSchema = {
  $id: 'Page',
  type: 'object',
  properties: {
    id: int,
    url: localizedText,
    title: localizedText,
    body: { ...localizedText, description: 'HTML per language.' },
  },
} as const;

/** The two path segments of a landing page in one language. */
const slugPair = {
  type: 'object',
  required: ['a', 'b'],
  properties: { a: str, b: str },
} as const;

/** A landing page (GET /estate-pages/{a}/{b}): content and a predefined search. */
export const estatePageSchema = {
  $id: 'EstatePage',
  type: 'object',
  properties: {
    id: int,
    slugs: {
      type: 'object',
      description: 'The two path segments per language, e.g. nl {a: "nieuwbouw", b: "gent"}.',
      properties: { nl: slugPair, fr: slugPair, en: slugPair, de: slugPair },
    },
    title: localizedText,
    description: localizedText,
    body: { ...localizedText, description: 'HTML per language.' },
    query: { $ref: 'EstateQuery#' },
  },
} as const;

/** An item of an entity: an id and free values. */
export const entityItemSchema = {
  $id: 'EntityItem',
  type: 'object',
  properties: { id: int, values: { type: 'object', additionalProperties: true } },
} as const;

/** An entity with its items. */
export const entitySchema = {
  $id: 'Entity',
  type: 'object',
  properties: { name: str, items: { type: 'array', items: { $ref: 'EntityItem#' } } },
} as const;

/** The answer of GET /health. */
export const healthSchema = {
  type: 'object',
  properties: { status: str },
} as const;
