/**
 * The event bus: the few effector units that more than one team needs, grouped by the team that
 * owns them (Tractor Store style: the owner fires them, the others read or listen). Each unit's
 * effector name says its owner, e.g. 'shell:locale-changed'; the stores a server render fills
 * carry a `sid` of the same form, so the page's HTML can carry their values to the browser
 * (server rendering and hydration). `shared` is a Module Federation
 * singleton, so the shell and every remote bind to these same units and the same scope.
 *
 * - `shell`: the language of the URL, the site of the market (its settings with hiddenStatus,
 *   SPEC §3 Settings, §5 Visibility) and where the API is.
 * - `seo`: the language versions of the page on screen (fired by kit/seo's `usePageMeta`, which
 *   every team's pages call; read by the shell's language switcher).
 */
import { createEvent, createStore } from 'shared/effector';
import { DEFAULT_LOCALE, type Locale, type Site, type SiteSettings } from 'shared/domain';
import type { SiteServer } from 'shared/api';
import type { RouteName } from 'shared/routes';

/** Where the API is and which site to ask for; set once by the shell at start. */
export interface ApiContext {
  baseUrl: string;
  siteId: number;
  /**
   * Where the site server's own endpoints are, for a server render's calls (`/{lang}/ajax/*`);
   * absent in the browser (the page's own origin).
   */
  siteServer?: SiteServer;
  /**
   * A server render's only: the visitor's IP address, sent as `X-Forwarded-For` on every call, so
   * that the API (which believes it from loopback proxies) counts the visitor's own limits and
   * server renders never share one budget. Absent in the browser.
   */
  forwardedFor?: string;
  /**
   * A server render's only: the fetch of its calls (the render notes the calls that failed or
   * were refused over the visitor's limit, to answer 503 or 429). Absent in the browser.
   */
  fetch?: typeof fetch;
}

/**
 * The language versions of the page on screen (its hreflang alternates, SPEC §2): the address
 * they belong to (path and query) and, per locale, the same page's address in that language.
 */
export interface PageAlternates {
  path: string;
  byLocale: Partial<Record<Locale, string>>;
}

const localeChanged = createEvent<Locale>({ name: 'shell:locale-changed' });
const siteLoaded = createEvent<Site>({ name: 'shell:site-loaded' });
const $siteSettings = createStore<SiteSettings>(
  { hiddenStatus: [], defaultLocale: DEFAULT_LOCALE, locales: ['nl', 'fr', 'en', 'de'] },
  { name: 'shell:site-settings', sid: 'shell:site-settings' },
).on(siteLoaded, (_, site) => site.settings);
const apiContextConfigured = createEvent<ApiContext>({ name: 'shell:api-context-configured' });
const routesComposed = createEvent<RouteName[]>({ name: 'shell:routes-composed' });
const pageAlternatesChanged = createEvent<PageAlternates>({ name: 'seo:page-alternates-changed' });

/** The shell's units: it fires the events at start and on navigation; every team reads them. */
export const shell = {
  /** The language of the URL changed (or was first read). */
  localeChanged,
  /** The language of the page, from its URL. */
  $locale: createStore<Locale>(DEFAULT_LOCALE, { name: 'shell:locale', sid: 'shell:locale' }).on(
    localeChanged,
    (_, locale) => locale,
  ),
  /** The market's site record was loaded (by hostname). */
  siteLoaded,
  /** The current site, null before it is loaded. */
  $site: createStore<Site | null>(null, { name: 'shell:site', sid: 'shell:site' }).on(
    siteLoaded,
    (_, site) => site,
  ),
  /** The site settings (SPEC §3 Settings), with hiddenStatus. */
  $siteSettings,
  /** Transaction ids never shown (SPEC §5 Visibility). */
  $hiddenStatus: $siteSettings.map((settings) => settings.hiddenStatus),
  /** The market's composition was read: the route types its pages serve. */
  routesComposed,
  /**
   * The route types the market serves (its composition's pages; empty until it is read). A team
   * links to another team's page only when it is here: a market may leave a slot out (e.g.
   * 'valuation'), and then it has no such page.
   */
  $composedRoutes: createStore<RouteName[]>([], {
    name: 'shell:composed-routes',
    sid: 'shell:composed-routes',
  }).on(routesComposed, (_, routes) => routes),
  /** The API context was configured. */
  apiContextConfigured,
  /**
   * Where the API is and the site id every request carries. Not serialised into the page: the
   * server calls the API at its own address, the browser through the site's `/api`.
   */
  $apiContext: createStore<ApiContext>(
    { baseUrl: '/api', siteId: 1 },
    { name: 'shell:api-context', serialize: 'ignore' },
  ).on(apiContextConfigured, (_, context) => context),
};

/** kit/seo's units: any team's page fires them through `usePageMeta`; the shell reads them. */
export const seo = {
  /** A page applied its metadata with these alternates. */
  pageAlternatesChanged,
  /** The alternates of the page on screen; read by the shell's language switcher. */
  $pageAlternates: createStore<PageAlternates>(
    { path: '', byLocale: {} },
    { name: 'seo:page-alternates', sid: 'seo:page-alternates' },
  ).on(pageAlternatesChanged, (_, alternates) => alternates),
};
