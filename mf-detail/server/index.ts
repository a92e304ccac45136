/**
 * The detail team's server side, loaded by the site server from the registry of remotes: its
 * endpoints (SPEC §2 server-side page routes), GET `/{lang}/ajax/estate/{estateId}` and GET
 * `/{lang}/ajax/similar-estate/{estateId}` (their patterns in the team's routes.json), and its
 * pages of the sitemaps (`sitemapPages`: every visible estate, project and unit).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Estate, Locale, Site } from 'shared/domain';
import type { SiteSitemap } from 'api/contract/sitemap';
import { LOCALES } from 'shared/domain';
import { NotFoundError, type Api } from 'shared/api';
import { ajaxRoutePattern, buildPath, type SitemapPage } from 'shared/routes';
import { serverApi, type TeamServerOptions } from 'server-kit';
import { answerApiFailure } from 'server-kit/api-proxy';
import { similarAmong, similarSearchRequest } from './similar-search';

/** True when the site hides estates of this transaction id (SPEC §5 Visibility). */
function isHiddenStatus(site: Site, transactionId: number): boolean {
  return site.settings.hiddenStatus.includes(transactionId);
}

/**
 * The detail pages of a site's sitemap, in the API's order: a property or project at
 * `/{lang}/{offer}/{id}/{slug}` (without its slug when it has none), a unit at
 * `/{lang}/{offer}/{projectId}/{projectSlug}/{unitId}`, each with its last change.
 * @param sitemap the API's `GET /sites/{siteId}/sitemap` (hidden statuses already left out)
 */
export function sitemapPages(sitemap: SiteSitemap): SitemapPage[] {
  return sitemap.estates.map((estate) => {
    const paths = Object.fromEntries(
      LOCALES.map((lang) => {
        const slug = estate.slugs[lang];
        if (estate.kind === 'unit' && estate.parentId !== null)
          return [
            lang,
            buildPath('projectEntity', lang, {
              estateId: estate.parentId,
              // The segment a project without a slug of its own has (shared/estate projectEntityPath).
              slug: slug || 'project',
              entityId: estate.id,
            }),
          ];
        return [
          lang,
          slug
            ? buildPath('detailSlug', lang, { estateId: estate.id, slug })
            : buildPath('detail', lang, { estateId: estate.id }),
        ];
      }),
    ) as Record<Locale, string>;
    return { paths, lastChange: estate.lastChange };
  });
}

const params = {
  type: 'object',
  required: ['lang', 'estateId'],
  properties: {
    lang: { type: 'string', enum: [...LOCALES] },
    estateId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  },
} as const;

type Params = { Params: { lang: Locale; estateId: string } };

/**
 * The visible estate of an id on a site: the estate, or null when the API does not know it or
 * the site hides its status (SPEC §5 Visibility).
 * @throws the API's other errors (network, 5xx)
 */
async function visibleEstate(api: Api, site: Site, id: string, lang: Locale) {
  try {
    const estate = await api.getEstate(id, lang);
    return isHiddenStatus(site, estate.general.transaction.id) ? null : estate;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

function notFound(reply: FastifyReply, id: string) {
  return reply
    .code(404)
    .send({ statusCode: 404, error: 'Not Found', message: `Estate ${id} not found` });
}

/**
 * Registers the detail team's endpoints: the estate (404 for an unknown estate and for one whose
 * status the site hides) and up to four similar estates (404 when the estate itself is not
 * shown). 400 for an unknown language or a malformed id. A failed API call answers as every
 * team endpoint does (answerApiFailure): the API's 429 or 503 passed on with its Retry-After,
 * 502 for any other failure.
 */
export default async function detailServer(
  app: FastifyInstance,
  options: TeamServerOptions,
): Promise<void> {
  app.get<Params>(ajaxRoutePattern('estate'), { schema: { params } }, async (request, reply) => {
    const { lang, estateId } = request.params;
    const site = await options.siteOf(request.hostname);
    try {
      const estate = await visibleEstate(
        serverApi(options, site, lang, request.ip, request.id),
        site,
        estateId,
        lang,
      );
      return estate ?? notFound(reply, estateId);
    } catch (error) {
      return answerApiFailure(request, reply, error, 'limits');
    }
  });

  app.get<Params>(
    ajaxRoutePattern('similarEstate'),
    { schema: { params } },
    async (request, reply) => {
      const { lang, estateId } = request.params;
      const site = await options.siteOf(request.hostname);
      const api = serverApi(options, site, lang, request.ip, request.id);
      let estate: Estate | null;
      try {
        estate = await visibleEstate(api, site, estateId, lang);
      } catch (error) {
        return answerApiFailure(request, reply, error, 'limits');
      }
      if (!estate) return notFound(reply, estateId);
      const found = await api.searchEstates(
        similarSearchRequest(estate, site.settings.hiddenStatus),
      );
      if (found.error) return answerApiFailure(request, reply, found.error, 'limits');
      const results = similarAmong(found.results, estateId);
      return { total: { value: results.length }, results };
    },
  );
}
