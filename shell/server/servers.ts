/**
 * The site's web servers (Fastify):
 * - the site server: the shell's files, `/config.json` (runtime config: API base, remote
 *   manifest URLs and map tiles), the API under `/api/*` and the generated pictures under
 *   `/assets/*` (proxied, so the browser talks to one origin), and `index.html` for every page
 *   route;
 * - a static server per remote: its build with CORS, so the shell can load it from another port.
 * Hashed files are cached for a year; HTML, manifests and remote entries are revalidated.
 */
import path from 'node:path';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { RuntimeConfig } from 'shared/config';
import { registerAjaxRoutes } from './ajax';

/**
 * The site's languages, default first (SPEC §9; the same as shared/domain's LOCALES, which
 * servers.test.ts checks: the server runs compiled JavaScript and cannot import shared's
 * TypeScript).
 */
export const SITE_LOCALES = ['nl', 'fr', 'en', 'de'] as const;

/**
 * The best site language for an Accept-Language header (RFC 9110: language ranges with optional
 * q-values), matching on the primary subtag; the default language (nl) when none fits or the
 * header is absent.
 */
export function localeForAcceptLanguage(header: string | undefined): string {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranges.find((range) => (SITE_LOCALES as readonly string[]).includes(range.primary));
  return match?.primary ?? SITE_LOCALES[0];
}

/** Cache-Control for a served file: immutable when its name carries a content hash. */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface RemoteLocation {
  /** Federation name, e.g. 'search'. */
  name: string;
  /** Port its static server listens on. */
  port: number;
  /** Absolute base URL when the remote is served elsewhere (a CDN); overrides the port. */
  url?: string;
}

export interface SiteServerOptions {
  /** The shell's build folder (index.html, main.js...). */
  distDir: string;
  /** The API's address for the proxy, e.g. http://127.0.0.1:4000. */
  apiUpstream: string;
  remotes: RemoteLocation[];
  host: string;
  port: number;
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
 * The runtime config for a request (served as `/config.json`): the API base, the remote manifests
 * on the hostname the browser used, and the map tiles of `env` (see mapTilesConfigFrom; the
 * process environment by default).
 */
export function runtimeConfigFor(
  hostname: string,
  remotes: RemoteLocation[],
  env: NodeJS.ProcessEnv = process.env,
): RuntimeConfig {
  const host = hostname.replace(/:\d+$/, '');
  return {
    apiBaseUrl: '/api',
    remotes: Object.fromEntries(
      remotes.map((r) => [
        r.name,
        r.url
          ? `${r.url.replace(/\/$/, '')}/mf-manifest.json`
          : `http://${host}:${r.port}/mf-manifest.json`,
      ]),
    ),
    ...mapTilesConfigFrom(env),
  };
}

/** Builds (does not start) the site server. */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    forceCloseConnections: true,
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUpstream,
    prefix: '/api',
    rewritePrefix: '',
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
  registerAjaxRoutes(app, options.apiUpstream);
  app.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfigFor(request.hostname, options.remotes);
  });
  const indexHtml = fs.readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  // `/` sends the visitor to the home page of the language their browser asks for, keeping the
  // query string (campaign parameters).
  app.get('/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const lang = localeForAcceptLanguage(request.headers['accept-language']);
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
      .code((SITE_LOCALES as readonly string[]).includes(lang) ? 200 : 404)
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
