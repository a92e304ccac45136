/**
 * The route machinery of SPEC §2, without any team's words: each team declares its path words
 * per language, its page patterns, its `/{lang}/ajax/*` endpoints and its sitemap entries in its
 * own package (`routes.json`, a `TeamRoutes`), the registry of remotes reads them, and whoever
 * composes the site (the site server, the API for its mails, the tests) composes them into one
 * `RouteTable` with `composeRoutes` and installs it with `installRoutes`. The browser receives
 * the composed table with the market's runtime config. Every page and link of the site goes
 * through the installed table (`buildPath` makes a path, `parsePath` reads one back); paths are
 * never hand-built.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared/domain';
import { ROUTE_TYPES } from './route-types';

export { ROUTE_TYPES };

/**
 * A route type, e.g. 'search' or 'detailSlug': one that a team declares in its routes.json (the
 * union of `ROUTE_TYPES`, generated from those files), so that naming a route no team declares
 * fails `tsc`.
 */
export type RouteType = (typeof ROUTE_TYPES)[number];

/**
 * The name of a route type as data carries it (a routes.json, the composed table, a menu item of
 * the API): any text until `isRouteType` has checked it.
 */
export type RouteName = string;

const KNOWN_ROUTE_TYPES: ReadonlySet<string> = new Set(ROUTE_TYPES);

/** True when `value` is a route type some team declares (see RouteType). */
export function isRouteType(value: unknown): value is RouteType {
  return typeof value === 'string' && KNOWN_ROUTE_TYPES.has(value);
}

/** A team endpoint under `/{lang}/ajax/`, e.g. 'searchCity', named by the team that serves it. */
export type AjaxRoute = string;

/** Parameters substituted into a path. */
export type RouteParams = Record<string, string | number>;

/** One page route of a team: its type, its pattern and the exposed page that serves it. */
export interface TeamPageRoute {
  /** The route type, unique across the site (two providers of one slot declare it alike). */
  type: RouteName;
  /**
   * The segments after the language, `/`-separated: `{word}` is a path word of the team in the
   * page's language, `:name` a parameter, anything else literal; '' is the language's home.
   */
  pattern: string;
  /** The exposed module that renders it (remotes.json `exposes`); none for the shell's own pages. */
  page?: string;
  /**
   * Where the language switch goes when a parameter is the language's own (a slug): this route
   * type, with the same parameters, and query parameters named by the route's parameters (e.g.
   * `{ "type": "detail", "query": { "entity": "entityId" } }`). Absent: the same route.
   */
  switchTo?: LocaleSwitch;
}

/** The target of the language switch from a route whose parameters are language-specific. */
export interface LocaleSwitch {
  type: RouteName;
  /** Query parameter name to the route parameter whose value it takes. */
  query?: Record<string, string>;
}

/**
 * A page of a sitemap without parameters: the route (with an optional query string) listed in
 * each language when the market serves it.
 */
export interface SitemapEntry {
  route: RouteName;
  /** Query string without '?', e.g. 'trans=kopen'. */
  query?: string;
  /** Dated with the latest change of the site's estates (pages that list them). */
  latest?: boolean;
  /** Listed only when the market also serves this route type (e.g. with holiday homes). */
  requires?: RouteName;
}

/** What a team declares of its addresses (its package's `routes.json`). */
export interface TeamRoutes {
  /** Path words per language, word key to segment, e.g. `{ nl: { offer: 'aanbod' }, ... }`. */
  words: Record<Locale, Record<string, string>>;
  /** Page routes, in matching order (the first that matches a path wins within the team). */
  pages: TeamPageRoute[];
  /** Endpoint name to its pattern after `/{lang}/ajax/`, e.g. `{ estate: 'estate/:estateId' }`. */
  ajax?: Record<AjaxRoute, string>;
  /**
   * The route types that hold one visitor's own data (a token) or the result of their form:
   * never kept by a shared cache (`Cache-Control: private, no-store`).
   */
  personal?: RouteName[];
  /** The team's sitemap pages without parameters, in order. */
  sitemap?: SitemapEntry[];
  /**
   * The other teams' route types the team's pages link to (e.g. 'home', 'detailSlug'): what its
   * tests install beside its own routes (jest.setup.routes.ts). The site composes every team's.
   */
  links?: RouteName[];
}

/** A team's manifest as the registry hands it over: the team's name and its routes. */
export interface TeamRoutesOf {
  /** The remote's federation name ('search'), or 'shell' for the shell's own pages. */
  owner: string;
  routes: TeamRoutes;
}

/**
 * The composed routes of the site, plain data (it travels in the runtime config): every page
 * route with its path after `/{lang}/` in each language, the endpoints, the personal route types
 * and the sitemap entries, in the registry's order of teams.
 */
export interface RouteTable {
  pages: {
    type: RouteName;
    owner: string;
    paths: Record<Locale, string>;
    switchTo?: LocaleSwitch;
  }[];
  ajax: Record<AjaxRoute, string>;
  personal: RouteName[];
  sitemap: (SitemapEntry & { owner: string })[];
}

/** A page of a sitemap: its path in each language and its last change, if known. */
export interface SitemapPage {
  /** Language to path (with query string, e.g. '/en/offer?trans=kopen'). */
  paths: Record<Locale, string>;
  /** ISO 8601, or undefined when not known. */
  lastChange?: string;
}

/** True when `value` is one of the four site languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language a path starts with (`/fr/offre/12` gives 'fr'), or null: readable before any
 * route table is installed (the browser's start-up picks its language with it).
 */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/').find((part) => part !== '');
  return isLocale(first) ? first : null;
}

/** The pattern of a team route in one language, its words replaced; null for a missing word. */
function resolvePattern(pattern: string, words: Record<string, string>): string | null {
  if (pattern === '') return '';
  const parts: string[] = [];
  for (const segment of pattern.split('/')) {
    if (segment.startsWith('{')) {
      const word = words[segment.slice(1, -1)];
      if (!word) return null;
      parts.push(word);
    } else parts.push(segment);
  }
  return parts.join('/');
}

/** True when some path matches both patterns (same length, each segment pair compatible). */
function overlaps(a: string, b: string): boolean {
  const sa = a === '' ? [] : a.split('/');
  const sb = b === '' ? [] : b.split('/');
  if (sa.length !== sb.length) return false;
  return sa.every((s, i) => s.startsWith(':') || sb[i]!.startsWith(':') || s === sb[i]);
}

/**
 * The problems of a set of team manifests, as sentences (none: an empty list): a pattern with a
 * word its team does not define in a language, a route type two teams declare differently, an
 * endpoint two teams declare differently, and a path two teams' routes could both match (their
 * order would then decide; within one team it is the declared order).
 */
export function routeProblems(manifests: readonly TeamRoutesOf[]): string[] {
  const problems: string[] = [];
  const seen = new Map<RouteName, { owner: string; paths: Record<Locale, string> }>();
  const ajax = new Map<AjaxRoute, { owner: string; pattern: string }>();
  for (const { owner, routes } of manifests) {
    for (const route of routes.pages) {
      const paths = {} as Record<Locale, string>;
      for (const lang of LOCALES) {
        const path = resolvePattern(route.pattern, routes.words[lang] ?? {});
        if (path === null)
          problems.push(`${owner}: ${route.type} lacks a word of its pattern in ${lang}`);
        paths[lang] = path ?? '';
      }
      const known = seen.get(route.type);
      if (known && JSON.stringify(known.paths) !== JSON.stringify(paths))
        problems.push(`${owner}: ${route.type} differs from ${known.owner}'s`);
      if (known) continue;
      for (const [type, other] of seen) {
        if (other.owner === owner) continue;
        const clash = LOCALES.find((lang) => overlaps(paths[lang], other.paths[lang]));
        if (clash)
          problems.push(`${owner}: ${route.type} and ${other.owner}'s ${type} overlap in ${clash}`);
      }
      seen.set(route.type, { owner, paths });
    }
    for (const [name, pattern] of Object.entries(routes.ajax ?? {})) {
      const known = ajax.get(name);
      if (known && known.pattern !== pattern)
        problems.push(`${owner}: endpoint ${name} differs from ${known.owner}'s`);
      ajax.set(name, known ?? { owner, pattern });
    }
  }
  return problems;
}

/**
 * Composes the teams' manifests (in the registry's order) into the site's route table. A route
 * type or endpoint declared by two teams (two providers of one slot) is taken once.
 * @throws Error listing the problems (see routeProblems) when the manifests disagree
 */
export function composeRoutes(manifests: readonly TeamRoutesOf[]): RouteTable {
  const problems = routeProblems(manifests);
  if (problems.length) throw new Error(`Routes: ${problems.join('; ')}`);
  const table: RouteTable = { pages: [], ajax: {}, personal: [], sitemap: [] };
  const types = new Set<RouteName>();
  const entries = new Set<string>();
  for (const { owner, routes } of manifests) {
    for (const route of routes.pages) {
      if (types.has(route.type)) continue;
      types.add(route.type);
      const paths = Object.fromEntries(
        LOCALES.map((lang) => [lang, resolvePattern(route.pattern, routes.words[lang]) ?? '']),
      ) as Record<Locale, string>;
      table.pages.push({
        type: route.type,
        owner,
        paths,
        ...(route.switchTo ? { switchTo: route.switchTo } : {}),
      });
    }
    for (const [name, pattern] of Object.entries(routes.ajax ?? {})) table.ajax[name] ??= pattern;
    for (const type of routes.personal ?? [])
      if (!table.personal.includes(type)) table.personal.push(type);
    for (const entry of routes.sitemap ?? []) {
      const key = `${entry.route}?${entry.query ?? ''}`;
      if (entries.has(key)) continue;
      entries.add(key);
      table.sitemap.push({ ...entry, owner });
    }
  }
  return table;
}

/** The installed table, split once for matching: buildPath runs for every link of a page. */
interface Installed {
  table: RouteTable;
  /** Route type to its segments in each language. */
  segments: Map<RouteName, Record<Locale, readonly string[]>>;
  personal: ReadonlySet<RouteName>;
  switches: ReadonlyMap<RouteName, LocaleSwitch>;
  patterns: Map<Locale, Readonly<Record<RouteName, string>>>;
}

const EMPTY: RouteTable = { pages: [], ajax: {}, personal: [], sitemap: [] };
let installed: Installed = indexOf(EMPTY);

function indexOf(table: RouteTable): Installed {
  const segments = new Map<RouteName, Record<Locale, readonly string[]>>();
  for (const page of table.pages) {
    const byLang = {} as Record<Locale, readonly string[]>;
    for (const lang of LOCALES)
      byLang[lang] = page.paths[lang] === '' ? [] : page.paths[lang].split('/');
    segments.set(page.type, byLang);
  }
  const switches = new Map<RouteName, LocaleSwitch>();
  for (const page of table.pages) if (page.switchTo) switches.set(page.type, page.switchTo);
  return { table, segments, personal: new Set(table.personal), switches, patterns: new Map() };
}

/**
 * Makes `table` the site's routes for every reader of this module (the shell and every remote
 * share it as a federation singleton). Installing the same table again does nothing.
 */
export function installRoutes(table: RouteTable): void {
  if (installed.table === table) return;
  installed = indexOf(table);
}

/** The installed route table (empty until one is installed). */
export function installedRoutes(): RouteTable {
  return installed.table;
}

/**
 * Where an unknown route type is a mistake to report: development builds and tests (webpack
 * writes `process.env.NODE_ENV` into the bundles; jest sets it to 'test'). A bundle built without
 * it has no `process`: then, as in production, not.
 */
function strictRoutes(): boolean {
  try {
    const env = process.env.NODE_ENV;
    return env === 'development' || env === 'test';
  } catch {
    return false;
  }
}

/** The mistakes already logged in production: one line each, not one per link of every page. */
const reported = new Set<string>();

/**
 * A link that cannot be built: in development and tests a mistake to fix now (it throws); in
 * production the page still renders, the link goes to "/" and the server's log says why, once.
 * @throws Error with `message` when strictRoutes() holds
 */
function unbuildable(message: string): '/' {
  if (strictRoutes()) throw new Error(message);
  if (!reported.has(message)) {
    reported.add(message);
    console.error(`buildPath: ${message}`);
  }
  return '/';
}

/**
 * Builds the path of a route in a language, e.g. `buildPath('detailSlug', 'en', { estateId: 12, slug: 'villa-for-sale-in-gent' })`
 * gives `/en/offer/12/villa-for-sale-in-gent`. Parameters are URI-encoded. The home page is
 * `/{lang}/`. A route type that the market does not serve (declared by a team, but not in the
 * installed table) resolves to "/" (the site's rule: no link to a page the market lacks).
 * A route type that no team declares, or a missing or empty parameter, is a mistake: it throws
 * in development and tests; in production it is logged once and resolves to "/".
 * @throws Error, in development and tests, for a route type that no team declares and the
 *   installed table does not have (`tsc` refuses one written out; this catches one cast from
 *   data), or for a parameter of the route's pattern that `params` lacks or leaves empty
 */
export function buildPath(type: RouteType, lang: Locale, params: RouteParams = {}): string {
  const segments = installed.segments.get(type)?.[lang];
  if (!segments && !KNOWN_ROUTE_TYPES.has(type))
    return unbuildable(`Unknown route type "${type}": no team declares it in its routes.json`);
  if (!segments) return '/';
  const parts: string[] = [];
  for (const segment of segments) {
    if (segment.startsWith(':')) {
      const name = segment.slice(1);
      const value = params[name];
      if (value === undefined || value === '')
        return unbuildable(`Route "${type}" needs the parameter "${name}"`);
      parts.push(encodeURIComponent(String(value)));
    } else parts.push(segment);
  }
  return parts.length === 0 ? `/${lang}/` : `/${lang}/${parts.join('/')}`;
}

/** A path read back: its language, route type and parameters. */
export interface ParsedRoute {
  lang: Locale;
  /** A type of the installed table (a test's own table may install types no team declares). */
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
  for (const [type, byLang] of installed.segments) {
    const segments = byLang[lang];
    if (segments.length !== rest.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    segments.forEach((segment, i) => {
      const part = rest[i] ?? '';
      if (!ok) return;
      if (segment.startsWith(':')) {
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          ok = false;
        }
      } else ok = segment === part;
    });
    if (ok) return { lang, type: type as RouteType, params };
  }
  return null;
}

/**
 * The route patterns of one language in react-router syntax, e.g. `{ search: '/en/offer', detail: '/en/offer/:estateId' }`.
 */
export function routerPatterns(lang: Locale): Readonly<Record<RouteName, string>> {
  // Computed once per language and table: the shell's route table asks for the patterns of each
  // of its routes, on every server render.
  const known = installed.patterns.get(lang);
  if (known) return known;
  const out: Record<RouteName, string> = {};
  for (const page of installed.table.pages) {
    out[page.type] = page.paths[lang] === '' ? `/${lang}/` : `/${lang}/${page.paths[lang]}`;
  }
  Object.freeze(out);
  installed.patterns.set(lang, out);
  return out;
}

/**
 * True when pages of `type` hold one visitor's own data or the result of their form: never kept
 * by a shared cache nor served to another visitor (`Cache-Control: private, no-store`).
 */
export function isPersonalRoute(type: RouteName): boolean {
  return installed.personal.has(type);
}

/**
 * The same page in another language: the route type and parameters are kept, the path words change.
 * A route whose parameters are language-specific (a detail slug) goes where its team's `switchTo`
 * says (the short detail path, which the detail page then redirects to its canonical slug). A
 * path of no known route gives the language's home page, `/{lang}/`.
 */
export function switchLocalePath(pathname: string, to: Locale): string {
  const parsed = parsePath(pathname);
  if (!parsed) return `/${to}/`;
  const target = installed.switches.get(parsed.type);
  if (!target) return buildPath(parsed.type, to, parsed.params);
  const path = buildPath(target.type as RouteType, to, parsed.params);
  const query = Object.entries(target.query ?? {})
    .map(([key, param]) => `${key}=${encodeURIComponent(parsed.params[param] ?? '')}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/**
 * The address of a team endpoint in a language, e.g. `buildAjaxPath('similarEstate', 'fr',
 * { estateId: 12 })` gives `/fr/ajax/similar-estate/12`. Parameters are URI-encoded.
 * @throws Error when the endpoint is not in the installed table, or a parameter of its pattern
 *   is missing or empty
 */
export function buildAjaxPath(route: AjaxRoute, lang: Locale, params: RouteParams = {}): string {
  const path = ajaxPattern(route).replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${route} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  return `/${lang}/ajax/${path}`;
}

/**
 * The route pattern of a team endpoint for the server's router, with the language as parameter,
 * e.g. `/:lang/ajax/estate/:estateId`.
 * @throws Error when the endpoint is not in the installed table
 */
export function ajaxRoutePattern(route: AjaxRoute): string {
  return `/:lang/ajax/${ajaxPattern(route)}`;
}

function ajaxPattern(route: AjaxRoute): string {
  const pattern = Object.hasOwn(installed.table.ajax, route)
    ? installed.table.ajax[route]
    : undefined;
  if (pattern === undefined) throw new Error(`No endpoint ${route} in the installed routes`);
  return pattern;
}

export { DEFAULT_LOCALE, LOCALES };
