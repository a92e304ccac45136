/**
 * Serves the site: the site server on PORT (3000) and, for each remote of the registry
 * (remotes.json), its build on its own port (MF_<NAME>_PORT, else its registry port) unless it is
 * served elsewhere (MF_<NAME>_URL). The teams' `/{lang}/ajax/*` endpoints are mounted from the
 * registry; the markets and their compositions come from MARKETS_FILE (config/markets.json),
 * read again when it changes. The API runs on its own (API_PORT 4000). The site server runs on
 * one process per processor (SITE_WORKERS, see workers.ts).
 */
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { registryProblems } from './registry';
import { composeRoutes, installRoutes, type SitemapPage } from 'shared/routes';
import type { SiteSitemap } from 'api/contract/sitemap';
import type { TeamServerOptions } from 'server-kit';
import { trustProxyFrom } from 'server-kit/trust-proxy';
import {
  baseUrlOf,
  isServedElsewhere,
  portOf,
  remotes as registeredRemotes,
  root,
  routeManifests,
  serverBuildOf,
} from '../../scripts/registry.cjs';
import {
  buildRemoteServer,
  buildSiteServer,
  DEFAULT_PAGE_CACHE_BYTES,
  type PageRenderer,
  type TeamServer,
} from './server';
import { nodeRuntimeProblem } from '../../scripts/node-runtime.cjs';
import { watchMarkets, type RemoteLocation } from './markets';
import { deployedMarkets } from './deployments';
import { deploymentsDir, watchPointers } from '../../scripts/deployments.cjs';
import { warmUp } from './warm-up';
import { dataVersionPollMsFrom } from './data-version';
import { renderConcurrencyFrom } from './render-queue';
import { runWorkers, siteWorkersFrom } from './workers';
import { answerMetricsOfWorkers } from './metrics';

const host = process.env.HOST ?? '127.0.0.1';

/**
 * The team's server plugin from its build (the default export of its compiled file), with its
 * sitemap pages when it lists any (its `sitemapPages` export).
 * @throws when the file is missing or exports no plugin
 */
async function teamServer(name: string, file: string): Promise<TeamServer> {
  const loaded = (await import(file)) as {
    default?: FastifyPluginAsync<TeamServerOptions>;
    sitemapPages?: (sitemap: SiteSitemap) => SitemapPage[];
  };
  if (typeof loaded.default !== 'function') throw new Error(`${file} exports no Fastify plugin`);
  return {
    name,
    plugin: loaded.default,
    ...(typeof loaded.sitemapPages === 'function' ? { sitemapPages: loaded.sitemapPages } : {}),
  };
}

/**
 * The shell's server render (its server build); null when it is not built or cannot
 * load (pages then render in the browser), with the reason logged.
 */
async function loadRenderer(file: string): Promise<PageRenderer | null> {
  if (process.env.SSR === '0') return null;
  try {
    const loaded = (await import(file)) as Partial<PageRenderer>;
    if (typeof loaded.render !== 'function') throw new Error('it exports no render function');
    return loaded as PageRenderer;
  } catch (error) {
    console.error(`Server rendering is off: ${file} could not be loaded`, error);
    return null;
  }
}

/**
 * An id of the shell's build, the same on every instance of a deployment: a hash of its
 * index.html and of its server render's entry (which names every chunk by its content hash).
 */
function shellBuildOf(shellDir: string): string {
  const hash = createHash('sha256');
  for (const file of ['dist/index.html', 'dist-ssr/main.js']) {
    const full = path.join(shellDir, file);
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * The bytes of rendered pages to keep, from PAGE_CACHE_MB (MiB; 0 keeps none); 64 MiB when unset.
 * @throws when the value is not a whole number
 */
function pageCacheBytesFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PAGE_CACHE_BYTES;
  if (!/^\d{1,6}$/.test(value.trim()))
    throw new Error(`PAGE_CACHE_MB=${value} is not a whole number of MiB`);
  return Number(value.trim()) * 1024 * 1024;
}

async function main() {
  const nodeProblem = nodeRuntimeProblem();
  if (nodeProblem) throw new Error(nodeProblem);
  const remotes = registeredRemotes();
  const problems = registryProblems({ remotes });
  if (problems.length) throw new Error(`remotes.json: ${problems.join('; ')}`);
  // Every team's routes, from its own package through the registry: the site server's matching,
  // sitemaps and endpoints, the runtime config's table for the browser and the server render.
  installRoutes(composeRoutes(routeManifests()));

  const locations: RemoteLocation[] = [];
  const teamServers: TeamServer[] = [];
  // The remotes' deployed versions (npm run deploy), served beside their dist/ folders.
  const deployments = deploymentsDir();
  for (const remote of remotes) {
    locations.push({ name: remote.name, url: baseUrlOf(remote) });
    const dist = path.join(root, remote.folder, 'dist');
    if (!isServedElsewhere(remote) && fs.existsSync(dist)) {
      const server = await buildRemoteServer(dist, path.join(deployments, remote.folder));
      await server.listen({ port: portOf(remote), host });
    }
    const file = serverBuildOf(remote);
    if (file) teamServers.push(await teamServer(remote.name, file));
  }

  const markets = deployedMarkets(
    watchMarkets(process.env.MARKETS_FILE ?? path.join(root, 'config', 'markets.json'), {
      remotes,
    }),
    watchPointers(deployments),
    remotes,
    locations,
  );
  markets();
  const apiPort = Number(process.env.API_PORT ?? 4000);
  const port = Number(process.env.PORT ?? 3000);
  const site = await buildSiteServer({
    distDir: path.join(root, 'shell', 'dist'),
    apiUpstream: process.env.API_UPSTREAM ?? `http://127.0.0.1:${apiPort}`,
    markets,
    locations,
    registry: { remotes },
    teamServers,
    renderer: (await loadRenderer(path.join(root, 'shell', 'dist-ssr', 'main.js'))) ?? undefined,
    selfUrl: `http://127.0.0.1:${port}`,
    shellBuild: shellBuildOf(path.join(root, 'shell')),
    pageCacheBytes: pageCacheBytesFrom(process.env.PAGE_CACHE_MB),
    renderConcurrency: renderConcurrencyFrom(process.env.RENDER_CONCURRENCY),
    dataVersionPollMs: dataVersionPollMsFrom(process.env.DATA_VERSION_POLL_MS),
    trustProxy: trustProxyFrom(process.env.TRUST_PROXY, 'loopback'),
  });
  await site.listen({ port, host });
  // Under several processes (see runWorkers), the first one speaks for the site.
  const worker = cluster.worker?.id;
  if (worker === undefined || worker === 1)
    console.log(
      `Site on http://localhost:${port}/ (remotes: ${locations.map((l) => `${l.name} ${l.url}`).join(', ')})`,
    );
  // Each process warms up; its requests reach whichever process the system gives them to, so
  // together they warm them all.
  const started = Date.now();
  const warmed = await warmUp(`http://127.0.0.1:${port}`, markets().markets);
  console.log(
    `Warm-up${worker === undefined ? '' : ` (process ${worker})`}: ${warmed} pages in ${Date.now() - started} ms`,
  );
}

let workers = 1;
try {
  if (cluster.isPrimary)
    workers = siteWorkersFrom(process.env.SITE_WORKERS, os.availableParallelism());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (workers > 1) {
  console.log(`Site server: ${workers} processes (SITE_WORKERS)`);
  // A process asked for /metrics gets every process's figures, summed here.
  answerMetricsOfWorkers();
  runWorkers(workers);
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
