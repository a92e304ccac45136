/**
 * Sitemaps and robots.txt of the site server, per market (the request's host):
 * - `/sitemap.xml`: a sitemap index pointing to one sitemap per language;
 * - `/sitemap-{lang}.xml`: the market's pages without parameters, as each team's route manifest
 *   lists them, and the pages the teams make from the API's `GET /sites/{siteId}/sitemap` (every
 *   visible estate, project and unit: hidden statuses left out, SPEC §5), each with its
 *   `hreflang` alternates (nl-BE, fr-BE, en, de-BE, x-default: Dutch) and its last change if known;
 * - `/robots.txt`: everything may be crawled except the API and the teams' endpoints, and the
 *   sitemap's absolute URL.
 * Every URL is absolute on the market's public origin. The API's answer is kept per site for
 * SITEMAP_TTL_MS (default 5 minutes).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RuntimeConfig } from './runtime-config';
import { LOCALES, type Locale, type Site } from 'shared/domain';
import type { SiteSitemap } from 'api/contract/sitemap';
import { createHttpClient } from 'shared/api';
import {
  buildPath,
  installedRoutes,
  type RouteName,
  type RouteTable,
  type RouteType,
  type SitemapPage,
} from 'shared/routes';
import { HREFLANG } from 'kit/seo/hreflang';

export type { SitemapPage };

/** The at most 50,000 URLs of one sitemap file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A text for XML content or an attribute value: `& < > " '` as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** The same path in each of the four languages. */
function byLocale(path: (lang: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((lang) => [lang, path(lang)])) as Record<Locale, string>;
}

/**
 * The route types a market serves: the shell's own pages, the home page (the shell's own stands
 * in when the search team's cannot load), and its slots' pages.
 */
function servedRoutes(pages: RuntimeConfig['pages'], table: RouteTable): Set<RouteName> {
  return new Set<RouteName>([
    'home',
    ...table.pages.filter((page) => page.owner === 'shell').map((page) => page.type),
    ...pages.flatMap((p) => p.routes),
  ]);
}

/** The latest `lastChange` of a site's estates (ISO 8601 sorts as text), or undefined. */
export function latestChange(sitemap: SiteSitemap): string | undefined {
  return sitemap.estates.reduce<string | undefined>(
    (max, e) => (max === undefined || e.lastChange > max ? e.lastChange : max),
    undefined,
  );
}

/** A team's pages of a sitemap made from the API's sitemap of a site (its server's export). */
export interface TeamSitemap {
  /** The remote's federation name, e.g. 'detail'. */
  name: string;
  sitemapPages: (sitemap: SiteSitemap) => SitemapPage[];
}

/**
 * The pages of a market's sitemap: the teams' pages without parameters as their manifests list
 * them (in registry order, then the shell's), those of routes the market serves (and of the
 * route an entry `requires`); pages that list estates take the latest estate change. Then the
 * pages each team of the market's composition makes from the API's sitemap (the search team's
 * landing pages, the detail team's estates, projects and units), in registry order.
 * @param sitemap the API's answer for the market's site
 * @param config the market's routed pages and providers (its runtime config)
 * @param teams the teams' sitemap makers (their server builds' `sitemapPages`)
 * @param table the site's composed routes (the installed table by default)
 */
export function sitemapPages(
  sitemap: SiteSitemap,
  config: Pick<RuntimeConfig, 'pages' | 'remotes'>,
  teams: readonly TeamSitemap[] = [],
  table: RouteTable = installedRoutes(),
): SitemapPage[] {
  const served = servedRoutes(config.pages, table);
  const latest = latestChange(sitemap);
  const out: SitemapPage[] = [];
  for (const entry of table.sitemap) {
    if (!served.has(entry.route) || (entry.requires && !served.has(entry.requires))) continue;
    const query = entry.query ? `?${entry.query}` : '';
    out.push({
      // A route of the table, which the teams' routes.json declare.
      paths: byLocale((lang) => `${buildPath(entry.route as RouteType, lang)}${query}`),
      ...(entry.latest ? { lastChange: latest } : {}),
    });
  }
  for (const team of teams) {
    if (team.name in config.remotes) out.push(...team.sitemapPages(sitemap));
  }
  return out;
}

/**
 * The sitemap of one language (sitemaps.org with xhtml:link alternates): each page's URL in
 * `lang` on `origin`, its last change, and its versions in the four languages and x-default (the
 * Dutch one). At most SITEMAP_URL_LIMIT pages are written.
 * @param origin the market's public origin, e.g. 'https://www.agency.be'
 */
export function sitemapXml(pages: readonly SitemapPage[], lang: Locale, origin: string): string {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = pages.slice(0, SITEMAP_URL_LIMIT).map((page) => {
    const links = [
      ...LOCALES.map((l) => [HREFLANG[l] ?? l, page.paths[l]] as const),
      ['x-default', page.paths.nl] as const,
    ].map(
      ([hreflang, path]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`,
    );
    const lastmod = page.lastChange ? `<lastmod>${escapeXml(page.lastChange)}</lastmod>` : '';
    return `<url><loc>${url(page.paths[lang])}</loc>${lastmod}${links.join('')}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}

/** The sitemap index: one sitemap per language on `origin`, with the latest change. */
export function sitemapIndexXml(origin: string, lastChange?: string): string {
  const lastmod = lastChange ? `<lastmod>${escapeXml(lastChange)}</lastmod>` : '';
  const entries = LOCALES.map(
    (lang) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemap-${lang}.xml`)}</loc>${lastmod}</sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</sitemapindex>\n'
  );
}

/**
 * robots.txt: every crawler may read the pages and pictures, not the API's calls (`/api/`) nor
 * the teams' endpoints (`/{lang}/ajax/`); the sitemap index's absolute URL.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...LOCALES.map((lang) => `Disallow: /${lang}/ajax/`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapRoutesOptions {
  /** The API's address, e.g. 'http://127.0.0.1:4000'. */
  apiUpstream: string;
  /** The site of a request's hostname (its market's). */
  siteOf: (hostname: string) => Promise<Site>;
  /** The public origin of a request's market (absolute URLs), e.g. 'http://localhost:3000'. */
  originOf: (hostname: string) => string;
  /** The runtime config of a request's market (its routed pages and providers). */
  configOf: (hostname: string) => Pick<RuntimeConfig, 'pages' | 'remotes'>;
  /** The teams' sitemap makers (their server builds' `sitemapPages`), in registry order. */
  teams?: readonly TeamSitemap[];
  /** How long the API's sitemap of a site is kept, in ms (default SITEMAP_TTL_MS or 5 minutes). */
  ttlMs?: number;
}

/**
 * Registers `/sitemap.xml`, `/sitemap-{lang}.xml` and `/robots.txt` on the site server. A site
 * the API cannot answer for gives 503 with Retry-After (crawlers come back), never an empty
 * sitemap.
 */
export async function sitemapRoutes(
  app: FastifyInstance,
  options: SitemapRoutesOptions,
): Promise<void> {
  const ttl = options.ttlMs ?? Number(process.env.SITEMAP_TTL_MS ?? 300_000);
  const cache = new Map<number, { until: number; sitemap: Promise<SiteSitemap> }>();
  const sitemapOf = async (hostname: string): Promise<SiteSitemap> => {
    const site = await options.siteOf(hostname);
    const cached = cache.get(site.id);
    if (cached && cached.until > Date.now()) return cached.sitemap;
    const http = createHttpClient({ baseUrl: options.apiUpstream, siteId: site.id });
    const sitemap = http.getJson<SiteSitemap>(`/sites/${site.id}/sitemap`);
    cache.set(site.id, { until: Date.now() + ttl, sitemap });
    sitemap.catch(() => cache.delete(site.id));
    return sitemap;
  };
  const xml = 'application/xml; charset=utf-8';
  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('Retry-After', '300').send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The sitemap cannot be made now; try again later',
    });
  const headers = { 'Cache-Control': 'public, max-age=300', Vary: 'Host' };
  app.get('/robots.txt', async (request, reply) =>
    reply
      .headers(headers)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(options.originOf(request.hostname))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const sitemap = await sitemapOf(request.hostname);
      const latest = latestChange(sitemap);
      return reply
        .headers(headers)
        .type(xml)
        .send(sitemapIndexXml(options.originOf(request.hostname), latest));
    } catch (error) {
      request.log.error({ err: error }, 'sitemap index: the API did not answer');
      return unavailable(reply);
    }
  });
  for (const lang of LOCALES) {
    app.get(`/sitemap-${lang}.xml`, async (request, reply) => {
      try {
        const sitemap = await sitemapOf(request.hostname);
        const pages = sitemapPages(sitemap, options.configOf(request.hostname), options.teams);
        return reply
          .headers(headers)
          .type(xml)
          .send(sitemapXml(pages, lang, options.originOf(request.hostname)));
      } catch (error) {
        request.log.error({ err: error }, 'sitemap: the API did not answer');
        return unavailable(reply);
      }
    });
  }
}
