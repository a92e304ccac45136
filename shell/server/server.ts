/**
 * The site's web servers (Fastify):
 * - the site server, made of plugins over one shared context (site-context.ts): the ground of
 *   every answer (site-base.ts: metrics, security headers, errors, compression), the API and its
 *   pictures proxied (proxies.ts), the shell's files (static-files.ts), sitemaps and robots.txt
 *   (sitemaps.ts), the teams' endpoints and the Web Vitals beacons (endpoints.ts), `/config.json`
 *   (site-config.ts), `/` (root-language.ts) and the pages (pages.ts), with the browser programs
 *   of the shell's build (browser-programs.ts);
 * - a static server per remote: its build with CORS, so the shell can load it from another port
 *   (static-files.ts).
 */
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { requestIdGenerator, trustedPeers } from 'server-kit/request-id';
import { configRoute, runtimeConfigFor } from './site-config';
import { teamEndpoints, vitalsBeacons } from './endpoints';
import { marketFor } from './markets';
import { pageHandler } from './pages';
import { apiProxies } from './proxies';
import { rootRedirect } from './root-language';
import { siteBase } from './site-base';
import { siteContext, type SiteServerOptions } from './site-context';
import { sitemapRoutes } from './sitemaps';
import { shellFiles } from './static-files';

export type { SiteServerOptions } from './site-context';
export type { PageRenderer } from './pages';
export { DEFAULT_PAGE_CACHE_BYTES } from './pages';
export type { TeamServer } from './endpoints';
export { buildRemoteServer } from './static-files';

/** Builds (does not start) the site server. */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? 'loopback';
  const app = Fastify({
    logger: {
      level: options.logLevel ?? process.env.LOG_LEVEL ?? 'warn',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    forceCloseConnections: true,
    // Ids that stay unique across restarts and instances (the API logs them too): a trusted
    // proxy's X-Request-Id (a server render's calls to this server's own endpoints pass theirs),
    // else a new UUID.
    genReqId: requestIdGenerator(trustedPeers(trustProxy)),
    // A trusted proxy's X-Forwarded-Host picks the market (a server render's calls to this
    // server's own endpoints name theirs so, from loopback); anyone else's is ignored.
    // (Fastify takes a hop count too; its types name only the other forms, as in the API.)
    trustProxy: trustProxy as boolean | string,
    // A page kept in the page cache is answered before Fastify: the answer recorded when Fastify
    // sent it is written again (page-cache.ts SentPages); everything else goes to Fastify.
    serverFactory: (handler, settings) => {
      const server = http.createServer((request, response) => {
        if (!site.sentPages.serve(request, response)) handler(request, response);
      });
      // The timeouts Fastify sets on a server of its own (its defaults, filled in `settings`).
      const timeouts = settings as {
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      if (timeouts.keepAliveTimeout) server.keepAliveTimeout = timeouts.keepAliveTimeout;
      if (timeouts.requestTimeout) server.requestTimeout = timeouts.requestTimeout;
      if (timeouts.connectionTimeout) server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
  });
  const site = siteContext(app, options);
  await app.register(siteBase, site);
  await app.register(apiProxies, site);
  await app.register(shellFiles, site);
  // Sitemaps and robots.txt of the request's market (sitemaps.ts).
  await app.register(sitemapRoutes, {
    apiUpstream: options.apiUpstream,
    siteOf: site.siteOf,
    originOf: (hostname) => site.publicOrigin(marketFor(options.markets(), hostname)),
    configOf: (hostname) =>
      runtimeConfigFor(marketFor(options.markets(), hostname), options.locations, options.registry),
    teams: (options.teamServers ?? []).flatMap(({ name, sitemapPages }) =>
      sitemapPages ? [{ name, sitemapPages }] : [],
    ),
  });
  await app.register(teamEndpoints, site);
  await app.register(configRoute, site);
  await app.register(vitalsBeacons, site);
  await app.register(rootRedirect, site);
  await app.register(pageHandler, site);
  return app;
}
