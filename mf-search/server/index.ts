/**
 * The search team's server side, loaded by the site server from the registry of remotes: its
 * endpoint GET `/{lang}/ajax/search-city?q=` (SPEC §2; its pattern in the team's routes.json),
 * the city search as you type of the filters and the home page, and its pages of the sitemaps
 * (`sitemapPages`: the landing pages).
 */
import type { FastifyInstance } from 'fastify';
import type { CitySuggestion, Locale, Location, Site } from 'shared/domain';
import type { SiteSitemap } from 'api/contract/sitemap';
import { LOCALES } from 'shared/domain';
import { CITY_SUGGESTIONS_MAX } from 'shared/api';
import { ajaxRoutePattern, buildPath, type SitemapPage } from 'shared/routes';
import { serverApi, type TeamServerOptions } from 'server-kit';

/**
 * The landing pages of a site's sitemap (SPEC §7 GET /estate-pages/{a}/{b}), in the API's order,
 * each at `/{lang}/{discover}/{a}/{b}` with its language's segments.
 * @param sitemap the API's `GET /sites/{siteId}/sitemap`
 */
export function sitemapPages(sitemap: SiteSitemap): SitemapPage[] {
  return (sitemap.landingPages ?? []).map((page) => ({
    paths: Object.fromEntries(
      LOCALES.map((lang) => [lang, buildPath('estatePage', lang, page.slugs[lang])]),
    ) as Record<Locale, string>,
  }));
}

/** Lower-cased text without accents, for matching what a visitor types. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The cities matching `query` in any language, alias or zip code, best first (a zip that starts
 * with the query, then a name that starts with it, then one that contains it; ties by name in
 * `lang`), at most `limit`, named in `lang`.
 */
export function matchCities(
  locations: readonly Location[],
  query: string,
  lang: Locale,
  limit = CITY_SUGGESTIONS_MAX,
): CitySuggestion[] {
  const q = normalize(query);
  if (!q) return [];
  const scored: { location: Location; score: number }[] = [];
  for (const location of locations) {
    const names = [...Object.values(location.name), ...Object.values(location.alias ?? {})]
      .filter((n): n is string => typeof n === 'string')
      .map(normalize);
    let score = 0;
    if (location.zip.startsWith(q)) score = 3;
    else if (names.some((n) => n.startsWith(q))) score = 2;
    else if (names.some((n) => n.includes(q))) score = 1;
    if (score > 0) scored.push({ location, score });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.location.name[lang] ?? '').localeCompare(b.location.name[lang] ?? '', lang),
    )
    .slice(0, limit)
    .map(({ location }) => {
      const name = location.name[lang] ?? location.name.nl ?? '';
      return {
        id: location.id,
        zip: location.zip,
        name,
        label: `${name} (${location.zip})`,
        lat: location.lat,
        lon: location.lon,
      };
    });
}

/** How long a site's list of municipalities is reused, in ms. */
const LOCATIONS_TTL_MS = 60_000;

/**
 * Registers GET `/{lang}/ajax/search-city?q={text}` (text at most 100 characters): the matching
 * municipalities of the estate filters of the request's site (SPEC §3 Filter data, locations),
 * as `CitySuggestion` rows. 400 for an unknown language or a text too long; 503 while the API
 * cannot give the municipalities (the field says the search failed, not that none matched).
 */
export default async function searchServer(
  app: FastifyInstance,
  options: TeamServerOptions,
): Promise<void> {
  const cache = new Map<number, { locations: Location[]; until: number }>();

  /** The site's municipalities, or null while the API fails (nothing is cached then). */
  async function locationsOf(site: Site): Promise<Location[] | null> {
    const cached = cache.get(site.id);
    if (cached && cached.until > Date.now()) return cached.locations;
    // A failed filter fetch answers {} (SPEC §8).
    const { locations } = await serverApi(options, site).getEstateFilters({});
    if (!locations) return null;
    cache.set(site.id, { locations, until: Date.now() + LOCATIONS_TTL_MS });
    return locations;
  }

  app.get<{ Params: { lang: Locale }; Querystring: { q?: string } }>(
    ajaxRoutePattern('searchCity'),
    {
      schema: {
        params: {
          type: 'object',
          required: ['lang'],
          properties: { lang: { type: 'string', enum: [...LOCALES] } },
        },
        querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request, reply) => {
      const site = await options.siteOf(request.hostname);
      const locations = await locationsOf(site);
      if (!locations)
        return reply.code(503).send({ message: 'The municipalities could not be fetched.' });
      return matchCities(locations, request.query.q ?? '', request.params.lang);
    },
  );
}
