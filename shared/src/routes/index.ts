/**
 * The route table of SPEC §2 for the four languages, in both directions:
 * `buildPath` makes a path from a route type and parameters, `parsePath` reads a path back.
 * Every page and link of the site goes through this table; paths are never hand-built.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared/domain';

/**
 * Route types of the site (SPEC §2, plus the home page, the search listing, the holiday rental
 * search `/{lang}/{holiday}`, the about-us page and the landing pages of SPEC §7 GET
 * /estate-pages/{a}/{b}, at `/{lang}/{discover}/{a}/{b}`).
 */
export type RouteType =
  | 'home'
  | 'search'
  | 'detail'
  | 'detailSlug'
  | 'projectEntity'
  | 'favorites'
  | 'keepMeInformed'
  | 'keepMeInformedSuccess'
  | 'unsubscribe'
  | 'editSubscription'
  | 'cancelAppointment'
  | 'holidaySearch'
  | 'holiday'
  | 'detailPage'
  | 'privacyStatement'
  | 'termsOfUse'
  | 'rentalConditions'
  | 'contact'
  | 'valuation'
  | 'aboutUs'
  | 'estatePage';

/** Parameters substituted into a path. */
export type RouteParams = Record<string, string | number>;

/**
 * Path words per language. offer, holiday, favorites and cancelAppointment are SPEC §2's; contact
 * is the general contact page; valuation the homeowner's free valuation request.
 */
export const PATH_WORDS: Record<Locale, Record<string, string>> = {
  nl: {
    offer: 'aanbod',
    holiday: 'vakantie',
    favorites: 'favorieten',
    cancelAppointment: 'afspraak-annuleren',
    keepMeInformed: 'hou-me-op-de-hoogte',
    success: 'gelukt',
    unsubscribe: 'uitschrijven',
    detail: 'detail',
    privacyStatement: 'privacyverklaring',
    termsOfUse: 'gebruiksvoorwaarden',
    rentalConditions: 'huurvoorwaarden',
    contact: 'contact',
    valuation: 'gratis-waardebepaling',
    aboutUs: 'over-ons',
    discover: 'ontdek',
  },
  fr: {
    offer: 'offre',
    holiday: 'vacances',
    favorites: 'favoris',
    cancelAppointment: 'annuler-rendez-vous',
    keepMeInformed: 'tenez-moi-informe',
    success: 'succes',
    unsubscribe: 'desinscription',
    detail: 'detail',
    privacyStatement: 'declaration-de-confidentialite',
    termsOfUse: 'conditions-d-utilisation',
    rentalConditions: 'conditions-de-location',
    contact: 'contact',
    valuation: 'estimation-gratuite',
    aboutUs: 'a-propos',
    discover: 'decouvrir',
  },
  en: {
    offer: 'offer',
    holiday: 'holiday',
    favorites: 'favorites',
    cancelAppointment: 'cancel-appointment',
    keepMeInformed: 'keep-me-informed',
    success: 'success',
    unsubscribe: 'unsubscribe',
    detail: 'detail',
    privacyStatement: 'privacy-statement',
    termsOfUse: 'terms-of-use',
    rentalConditions: 'rental-conditions',
    contact: 'contact',
    valuation: 'free-valuation',
    aboutUs: 'about-us',
    discover: 'discover',
  },
  de: {
    offer: 'angebot',
    holiday: 'feiertage',
    favorites: 'favoriten',
    cancelAppointment: 'termin-absagen',
    keepMeInformed: 'auf-dem-laufenden-bleiben',
    success: 'erfolg',
    unsubscribe: 'abmelden',
    detail: 'detail',
    privacyStatement: 'datenschutzerklaerung',
    termsOfUse: 'nutzungsbedingungen',
    rentalConditions: 'mietbedingungen',
    contact: 'kontakt',
    valuation: 'kostenlose-bewertung',
    aboutUs: 'ueber-uns',
    discover: 'entdecken',
  },
};

/**
 * Route patterns: segments after the language. A word in braces `{word}` is a path word of the
 * language, `:name` a parameter. Order matters for parsing: the first match wins.
 */
const PATTERNS: ReadonlyArray<[RouteType, string]> = [
  ['home', ''],
  ['search', '{offer}'],
  ['detail', '{offer}/:estateId'],
  ['detailSlug', '{offer}/:estateId/:slug'],
  ['projectEntity', '{offer}/:estateId/:slug/:entityId'],
  ['favorites', '{favorites}'],
  ['keepMeInformed', '{keepMeInformed}'],
  ['keepMeInformedSuccess', '{keepMeInformed}/{success}'],
  ['unsubscribe', '{keepMeInformed}/{unsubscribe}/:token'],
  ['editSubscription', '{keepMeInformed}/:token'],
  ['cancelAppointment', '{cancelAppointment}/:appointmentId'],
  ['holidaySearch', '{holiday}'],
  ['holiday', '{holiday}/:rentalUnitId'],
  ['detailPage', '{detail}'],
  ['privacyStatement', '{privacyStatement}'],
  ['termsOfUse', '{termsOfUse}'],
  ['rentalConditions', '{rentalConditions}'],
  ['contact', '{contact}'],
  ['valuation', '{valuation}'],
  ['aboutUs', '{aboutUs}'],
  ['estatePage', '{discover}/:a/:b'],
];

const ROUTE_TYPES = new Set<string>(PATTERNS.map(([type]) => type));

/**
 * The pages that hold one visitor's own data (a subscriber's or an appointment's token) or the
 * result of their form: never kept by a shared cache nor served to another visitor
 * (`Cache-Control: private, no-store`). Every other page is the same for every visitor.
 */
export const PERSONAL_ROUTES: ReadonlySet<RouteType> = new Set<RouteType>([
  'keepMeInformedSuccess',
  'unsubscribe',
  'editSubscription',
  'cancelAppointment',
]);

/** True when `value` is one of the four site languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The segments of each route type's pattern, split once: buildPath runs for every link of a
 * rendered page (a listing has hundreds), and parsePath tries every pattern.
 */
const SEGMENTS: ReadonlyMap<RouteType, readonly string[]> = new Map(
  PATTERNS.map(([type, pattern]) => [type, pattern === '' ? [] : pattern.split('/')]),
);

function segmentsOf(type: RouteType): readonly string[] {
  return SEGMENTS.get(type) ?? [];
}

/**
 * Builds the path of a route in a language, e.g. `buildPath('detailSlug', 'en', { estateId: 12, slug: 'villa-for-sale-in-gent' })`
 * gives `/en/offer/12/villa-for-sale-in-gent`. Parameters are URI-encoded.
 * An unknown route type, or a missing parameter, resolves to "/" (SPEC §2).
 * The home page is `/{lang}/`.
 */
export function buildPath(
  type: RouteType | string,
  lang: Locale,
  params: RouteParams = {},
): string {
  if (!ROUTE_TYPES.has(type)) return '/';
  const words = PATH_WORDS[lang];
  const parts: string[] = [];
  for (const segment of segmentsOf(type as RouteType)) {
    if (segment.startsWith('{')) {
      parts.push(words[segment.slice(1, -1)] ?? '');
    } else if (segment.startsWith(':')) {
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') return '/';
      parts.push(encodeURIComponent(String(value)));
    } else {
      parts.push(segment);
    }
  }
  return parts.length === 0 ? `/${lang}/` : `/${lang}/${parts.join('/')}`;
}

/** A path read back: its language, route type and parameters. */
export interface ParsedRoute {
  lang: Locale;
  type: RouteType;
  params: Record<string, string>;
}

/**
 * Reads a pathname (without query string) back into its route, e.g. `/fr/offre/12` gives
 * `{ lang: 'fr', type: 'detail', params: { estateId: '12' } }`. A trailing slash is allowed.
 * Returns null for a path of no known route or language.
 */
export function parsePath(pathname: string): ParsedRoute | null {
  const parts = pathname.split('/').filter((p) => p !== '');
  const [lang, ...rest] = parts;
  if (!isLocale(lang)) return null;
  const words = PATH_WORDS[lang];
  for (const [type] of PATTERNS) {
    const segments = segmentsOf(type);
    if (segments.length !== rest.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    segments.forEach((segment, i) => {
      const part = rest[i] ?? '';
      if (!ok) return;
      if (segment.startsWith('{')) ok = words[segment.slice(1, -1)] === part;
      else if (segment.startsWith(':')) {
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          ok = false;
        }
      } else ok = segment === part;
    });
    if (ok) return { lang, type, params };
  }
  return null;
}

const PATTERNS_BY_LANG = new Map<Locale, Readonly<Record<RouteType, string>>>();

/**
 * The route patterns of one language in react-router syntax, e.g. `{ search: '/en/offer', detail: '/en/offer/:estateId' }`.
 */
export function routerPatterns(lang: Locale): Readonly<Record<RouteType, string>> {
  // Computed once per language (the tables are constant): the shell's route table asks for the
  // patterns of each of its routes, on every server render.
  const known = PATTERNS_BY_LANG.get(lang);
  if (known) return known;
  const out = {} as Record<RouteType, string>;
  for (const [type] of PATTERNS) {
    const words = PATH_WORDS[lang];
    const segs = segmentsOf(type).map((s) =>
      s.startsWith('{') ? (words[s.slice(1, -1)] ?? '') : s,
    );
    out[type] = segs.length === 0 ? `/${lang}/` : `/${lang}/${segs.join('/')}`;
  }
  Object.freeze(out);
  PATTERNS_BY_LANG.set(lang, out);
  return out;
}

/**
 * The same page in another language: the route type and parameters are kept, the path words change.
 * A detail slug is language-specific, so a detail page maps to the short detail path, which the
 * detail page then redirects to its canonical slug. A path of no known route gives the home page.
 */
export function switchLocalePath(pathname: string, to: Locale): string {
  const parsed = parsePath(pathname);
  if (!parsed) return buildPath('home', to);
  if (parsed.type === 'detailSlug')
    return buildPath('detail', to, { estateId: parsed.params.estateId ?? '' });
  if (parsed.type === 'projectEntity') {
    return `${buildPath('detail', to, { estateId: parsed.params.estateId ?? '' })}?entity=${encodeURIComponent(parsed.params.entityId ?? '')}`;
  }
  return buildPath(parsed.type, to, parsed.params);
}

/**
 * The site server's own endpoints under `/{lang}/ajax/` (SPEC §2 "server-side page routes"), each
 * served by the team that owns it (its Fastify plugin, mounted from the registry of remotes) and
 * called from the browser through shared/api's site calls.
 */
export type AjaxRoute =
  | 'searchCity'
  | 'estate'
  | 'similarEstate'
  | 'contactFormHandler'
  | 'sendToAFriend'
  | 'notifications'
  | 'liveAgenda'
  | 'liveAgendaReservation'
  | 'viewingRequest'
  | 'valuationRequest';

const AJAX_PATTERNS: Record<AjaxRoute, string> = {
  searchCity: 'search-city',
  estate: 'estate/:estateId',
  similarEstate: 'similar-estate/:estateId',
  contactFormHandler: 'contact-form-handler',
  valuationRequest: 'valuation-request',
  sendToAFriend: 'send-to-a-friend',
  notifications: 'notifications',
  // Viewing appointments (issue 12): the live agenda's slots, booking (POST), an appointment by
  // its id (GET, DELETE under .../{appointmentId}), and the viewing request of an office without
  // a live agenda.
  liveAgenda: 'live-agenda/:estateId',
  liveAgendaReservation: 'live-agenda-reservation',
  viewingRequest: 'viewing-request',
};

/**
 * The address of a site endpoint in a language, e.g. `buildAjaxPath('similarEstate', 'fr',
 * { estateId: 12 })` gives `/fr/ajax/similar-estate/12`. Parameters are URI-encoded.
 * @throws Error when a parameter of the pattern is missing or empty
 */
export function buildAjaxPath(route: AjaxRoute, lang: Locale, params: RouteParams = {}): string {
  const path = AJAX_PATTERNS[route].replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${route} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  return `/${lang}/ajax/${path}`;
}

/**
 * The route pattern of a site endpoint for the server's router, with the language as parameter,
 * e.g. `/:lang/ajax/estate/:estateId`.
 */
export function ajaxRoutePattern(route: AjaxRoute): string {
  return `/:lang/ajax/${AJAX_PATTERNS[route]}`;
}

export { DEFAULT_LOCALE, LOCALES };
