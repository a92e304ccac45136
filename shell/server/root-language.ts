/**
 * The site of a market (from the API, kept a while) and `/`, which sends the visitor to the home
 * page of their language.
 */
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale, type Site, type SiteSettings } from 'shared/domain';
import { createApi, createHttpClient } from 'shared/api';
import { marketFor, type MarketsFile } from './markets';
import type { SiteContext } from './site-context';

/** How long the site of a market is reused, in ms. */
const SITE_TTL_MS = 60_000;

/**
 * The site of a hostname's market, by the market's canonical hostname (never the raw Host
 * header), cached per market for SITE_TTL_MS; the cache holds one entry per market.
 * @throws when the API cannot be reached or answers no site
 */
export function siteResolver(
  markets: () => MarketsFile,
  apiUpstream: string,
): (hostname: string) => Promise<Site> {
  const sites = new Map<string, { site: Promise<Site>; until: number }>();
  const api = createApi(createHttpClient({ baseUrl: apiUpstream, siteId: 0 }));
  return (hostname) => {
    const market = marketFor(markets(), hostname);
    const cached = sites.get(market.name);
    if (cached && cached.until > Date.now()) return cached.site;
    const site = api.getSiteByHostname(market.hostnames[0] ?? '');
    sites.set(market.name, { site, until: Date.now() + SITE_TTL_MS });
    // A failed lookup is not kept: the next request asks again.
    site.catch(() => sites.delete(market.name));
    return site;
  };
}
/** How long `/` waits for the market's site (its default language) before it uses nl's. */
const ROOT_SITE_WAIT_MS = 2000;

/** The site of `lookup`, or null when it fails or takes longer than `ms`. */
async function siteWithin(lookup: Promise<Site>, ms: number): Promise<Site | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([lookup.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The language `/` sends a visitor to: the one their browser prefers (Accept-Language) among the
 * site's languages; without a preference (no header, `*`) or with none of them, the site's own
 * default language (French for a Walloon agency), or nl when the site is not known (SPEC §1).
 * @param settings the market's site settings, null when the API did not answer
 * @param negotiate picks the request's preferred language among those offered (the first offered
 *   when the browser states no preference), false when it accepts none
 * @returns one of the four languages
 */
export function rootLanguage(
  settings: Pick<SiteSettings, 'defaultLocale' | 'locales'> | null,
  negotiate: (offered: string[]) => string | false,
): Locale {
  const isLocale = (lang: unknown): lang is Locale =>
    (LOCALES as readonly unknown[]).includes(lang);
  const fallback = isLocale(settings?.defaultLocale) ? settings.defaultLocale : DEFAULT_LOCALE;
  const offered = (settings?.locales ?? LOCALES).filter(isLocale);
  // The default first: a browser without a preference gets the first language offered.
  const chosen = negotiate([fallback, ...offered.filter((lang) => lang !== fallback)]);
  return isLocale(chosen) ? chosen : fallback;
}

/**
 * `/` sends the visitor to the home page of the language their browser asks for, else of the
 * market's own language (its site's settings), keeping the query string (campaign parameters).
 * Needs @fastify/accepts on the app.
 */
export const rootRedirect: FastifyPluginAsync<SiteContext> = async (app, site) => {
  app.get('/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const known = await siteWithin(site.siteOf(request.hostname), ROOT_SITE_WAIT_MS);
    const lang = rootLanguage(known?.settings ?? null, (offered) => request.language(offered));
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .redirect(`/${lang}/${query}`, 302);
  });
};
