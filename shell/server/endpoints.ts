/**
 * The site server's endpoints besides pages and files: each team's `/{lang}/ajax/*` endpoints
 * (its server plugin, mounted from the registry) and the visitors' Web Vitals beacons.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SiteSitemap } from 'api/contract/sitemap';
import { parsePath, type SitemapPage } from 'shared/routes';
import type { TeamServerOptions } from 'server-kit';
import { marketFor } from './markets';
import type { SiteContext } from './site-context';
import { MAX_BEACON_BYTES, parseBeacon } from './vitals';

/** A team's server plugin (its `/{lang}/ajax/*` endpoints), as the registry names it. */
export interface TeamServer {
  /** The remote's federation name, e.g. 'search'. */
  name: string;
  plugin: FastifyPluginAsync<TeamServerOptions>;
  /**
   * The team's sitemap pages made from the API's sitemap of a site (its estates, its landing
   * pages), when it lists any: the module's `sitemapPages` export.
   */
  sitemapPages?: (sitemap: SiteSitemap) => SitemapPage[];
}

/** The path of the visitors' Web Vitals beacons (vitals.ts). */
export const VITALS_PATH = '/vitals';

/** Each team's server plugin, given the API's address and the site of a hostname. */
export const teamEndpoints: FastifyPluginAsync<SiteContext> = async (app, site) => {
  for (const { plugin } of site.options.teamServers ?? []) {
    await app.register(plugin, { apiUpstream: site.options.apiUpstream, siteOf: site.siteOf });
  }
};

/**
 * The visitors' Web Vitals (vitals.ts): counted at the market and page type the server finds for
 * the beacon's path; a bad or oversized beacon is refused with 400 and counts nothing.
 */
export const vitalsBeacons: FastifyPluginAsync<SiteContext> = async (app, site) => {
  app.post(
    VITALS_PATH,
    {
      bodyLimit: MAX_BEACON_BYTES,
      errorHandler: async (error: { statusCode?: number; message?: string }, request, reply) => {
        if ((error.statusCode ?? 500) >= 500) throw error;
        request.log.info({ err: error.message }, 'vitals beacon refused');
        return reply.code(400).header('Cache-Control', 'no-store').send({
          statusCode: 400,
          error: 'Bad Request',
          message: 'not a vitals beacon',
        });
      },
    },
    async (request, reply) => {
      const beacon = parseBeacon(request.body);
      reply.header('Cache-Control', 'no-store');
      if ('problem' in beacon)
        return reply
          .code(400)
          .send({ statusCode: 400, error: 'Bad Request', message: beacon.problem });
      site.metrics.vitals.add(
        {
          market: marketFor(site.options.markets(), request.hostname).name,
          pageType: parsePath(beacon.path)?.type ?? 'not-found',
        },
        beacon.values,
      );
      return reply.code(204).send();
    },
  );
};
