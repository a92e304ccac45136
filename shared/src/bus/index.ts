/**
 * The event bus: the effector units that more than one team needs. `shared` is a Module Federation
 * singleton, so the shell and every remote bind to these same units and the same scope.
 * Owner of each unit: the shell (it fires them; remotes only read or listen).
 */
import { createEvent, createStore } from 'shared/effector';
import { DEFAULT_LOCALE, type Locale, type Site, type SiteSettings } from 'shared/domain';

/** Where the API is and which site to ask for; set once by the shell at start. */
export interface ApiContext {
  baseUrl: string;
  siteId: number;
}

/** shell: the language of the URL changed (or was first read). */
export const localeChanged = createEvent<Locale>();
/** shell: the language of the page, from its URL. */
export const $locale = createStore<Locale>(DEFAULT_LOCALE).on(localeChanged, (_, locale) => locale);

/** shell: the site record was loaded (by hostname). */
export const siteLoaded = createEvent<Site>();
/** shell: the current site, null before it is loaded. */
export const $site = createStore<Site | null>(null).on(siteLoaded, (_, site) => site);
/** shell: the site settings (SPEC §3 Settings), with hiddenStatus. */
export const $siteSettings = createStore<SiteSettings>({
  hiddenStatus: [],
  defaultLocale: DEFAULT_LOCALE,
  locales: ['nl', 'fr', 'en', 'de'],
}).on(siteLoaded, (_, site) => site.settings);
/** shell: transaction ids never shown (SPEC §5). */
export const $hiddenStatus = $siteSettings.map((settings) => settings.hiddenStatus);

/** shell: the API context was configured. */
export const apiContextConfigured = createEvent<ApiContext>();
/** shell: where the API is and the site id every request carries. */
export const $apiContext = createStore<ApiContext>({ baseUrl: '/api', siteId: 1 }).on(
  apiContextConfigured,
  (_, context) => context,
);

/**
 * The language versions of the page on screen (its hreflang alternates, SPEC §2): the address
 * they belong to (path and query) and, per locale, the same page's address in that language.
 */
export interface PageAlternates {
  path: string;
  byLocale: Partial<Record<Locale, string>>;
}
/** seo: a page applied its metadata with these alternates (fired by shared/seo's usePageMeta). */
export const pageAlternatesChanged = createEvent<PageAlternates>();
/** seo: the alternates of the page on screen; read by the shell's language switcher. */
export const $pageAlternates = createStore<PageAlternates>({ path: '', byLocale: {} }).on(
  pageAlternatesChanged,
  (_, alternates) => alternates,
);

/** favorites: the visitor's favourite estate ids changed (owner: mf-favorites). Ids as text. */
export const favoriteIdsChanged = createEvent<string[]>();
/** favorites: the visitor's favourite estate ids, as text (SPEC §4). */
export const $favoriteIds = createStore<string[]>([]).on(favoriteIdsChanged, (_, ids) => ids);
