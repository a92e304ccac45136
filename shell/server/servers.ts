/**
 * The site's web servers (Fastify):
 * - the site server: the shell's files, `/config.json` (the runtime config of the request's
 *   market: API base, its composition of remotes with their manifest URLs, map tiles), the API
 *   under `/api/*` and the generated pictures under `/assets/*` (proxied, so the browser talks to
 *   one origin), each team's `/{lang}/ajax/*` endpoints (mounted from the registry of remotes),
 *   and `index.html` for every page route;
 * - a static server per remote: its build with CORS, so the shell can load it from another port.
 * Hashed files are cached for a year; HTML, manifests and remote entries are revalidated.
 */
import path from 'node:path';
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyAccepts from '@fastify/accepts';
import type { RuntimeConfig } from 'shared/config';
import { DEFAULT_LOCALE, LOCALES, type Site } from 'shared/domain';
import { createApi, createHttpClient } from 'shared/api';
import type { TeamServerOptions } from 'shared/server';
import {
  compositionConfig,
  marketFor,
  type Market,
  type MarketsFile,
  type RemoteLocation,
} from './markets';

/** Cache-Control for a served file: immutable when its name carries a content hash. */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** A team's server plugin (its `/{lang}/ajax/*` endpoints), as the registry names it. */
export interface TeamServer {
  /** The remote's federation name, e.g. 'search'. */
  name: string;
  plugin: FastifyPluginAsync<TeamServerOptions>;
}

export interface SiteServerOptions {
  /** The shell's build folder (index.html, main.js...). */
  distDir: string;
  /** The API's address for the proxy, e.g. http://127.0.0.1:4000. */
  apiUpstream: string;
  /** The markets of this deployment, as they are now (read again when their file changes). */
  markets: () => MarketsFile;
  /** Where each remote of the registry is deployed. */
  locations: RemoteLocation[];
  /** The teams' server plugins to mount. */
  teamServers?: TeamServer[];
}

/** Attribution of OpenStreetMap's tiles, which their tile usage policy requires on the map. */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** The lower-cased host of a tile URL template ('https://{s}.tile.example.org/{z}/...'), or ''. */
function tileHost(template: string): string {
  // Not `new URL`: a template's host may hold placeholders such as '{s}'.
  const authority = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]+)/i.exec(template.trim())?.[1] ?? '';
  return (authority.split('@').pop() ?? '').replace(/:\d+$/, '').toLowerCase();
}

/**
 * The map tiles of the runtime config (SPEC §2 map, §3 address), from the environment:
 * `MAP_TILES_URL`, the tile URL template (none, or empty: maps show their markers on a plain
 * background), and `MAP_TILES_ATTRIBUTION`, the credit shown on the map. Without that variable the
 * credit is OpenStreetMap's when the tiles come from an openstreetmap.org host, else ''. Answers
 * nulls for both when there is no tile URL.
 */
export function mapTilesConfigFrom(
  env: NodeJS.ProcessEnv,
): Pick<RuntimeConfig, 'mapTiles' | 'mapTilesAttribution'> {
  const url = env.MAP_TILES_URL?.trim() ?? '';
  if (url === '') return { mapTiles: null, mapTilesAttribution: null };
  const host = tileHost(url);
  const osm = host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org');
  return {
    mapTiles: url,
    mapTilesAttribution: env.MAP_TILES_ATTRIBUTION ?? (osm ? OSM_ATTRIBUTION : ''),
  };
}

/**
 * The runtime config of a market (served as `/config.json`): the API base, the market's
 * hostname and composition with each provider's manifest URL (from configuration only, see
 * compositionConfig), and the map tiles of `env` (see mapTilesConfigFrom; the process environment
 * by default).
 * @throws when a slot names a provider with no known location
 */
export function runtimeConfigFor(
  market: Market,
  locations: readonly RemoteLocation[],
  env: NodeJS.ProcessEnv = process.env,
): RuntimeConfig {
  return { ...compositionConfig(market, locations), ...mapTilesConfigFrom(env) };
}

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
/** Builds (does not start) the site server. */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    forceCloseConnections: true,
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyAccepts);
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUpstream,
    prefix: '/api',
    rewritePrefix: '',
    // The visitor's address for the API's per-address limits (issue 11): this server is the edge,
    // so it says who the client is and no client can say it for itself.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUpstream,
    prefix: '/assets',
    rewritePrefix: '/assets',
  });
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  const siteOf = siteResolver(options.markets, options.apiUpstream);
  for (const { plugin } of options.teamServers ?? []) {
    await app.register(plugin, { apiUpstream: options.apiUpstream, siteOf });
  }
  app.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Host');
    return runtimeConfigFor(marketFor(options.markets(), request.hostname), options.locations);
  });
  const indexHtml = fs.readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  // `/` sends the visitor to the home page of the language their browser asks for, keeping the
  // query string (campaign parameters).
  app.get('/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const lang = request.language([...LOCALES]) || DEFAULT_LOCALE;
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .redirect(`/${lang}/${query}`, 302);
  });
  // Every page route is the single-page app. A missing file (a path with an extension) is a 404;
  // so is a path outside the four languages, whose page (the app's localized "not found") comes
  // with status 404 for search engines.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `${pathname} not found` });
    }
    const lang = pathname.split('/')[1] ?? '';
    return reply
      .code((LOCALES as readonly string[]).includes(lang) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
  return app;
}

/** Builds (does not start) a static server for a remote's build, with CORS for the shell. */
export async function buildRemoteServer(distDir: string): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    forceCloseConnections: true,
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, {
    root: distDir,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  return app;
}
