/**
 * The site's web servers (Fastify):
 * - the site server: the shell's files, `/config.json` (the runtime config of the request's
 *   market: API base, its composition of remotes with their entry URLs, map tiles), the API
 *   under `/api/*` and the generated pictures under `/assets/*` (proxied, so the browser talks to
 *   one origin), each team's `/{lang}/ajax/*` endpoints (mounted from the registry of remotes),
 *   and `index.html` for every page route;
 * - a static server per remote: its build with CORS, so the shell can load it from another port.
 * Hashed files are cached for a year; HTML, manifests and remote entries are revalidated.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough, pipeline } from 'node:stream';
import fs from 'node:fs';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type RawServerBase,
  type RouteGenericInterface,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyAccepts from '@fastify/accepts';
import type { RuntimeConfig } from './runtime-config';
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type Site,
  type SiteSettings,
  type SiteSitemap,
} from 'shared/domain';
import { installedRoutes, isPersonalRoute, parsePath, type SitemapPage } from 'shared/routes';
import { createApi, createHttpClient } from 'shared/api';
import type { TeamServerOptions } from 'server-kit';
import type { TrustProxy } from 'server-kit/trust-proxy';
import { limitJsonDepth } from 'server-kit/json-body';
import { isClientAbort } from 'server-kit/client-abort';
import { observeRequests, serveMetrics } from 'server-kit/observability';
import { requestIdGenerator, trustedPeers } from 'server-kit/request-id';
import { FORMAT_LOCALE, FORMAT_TIME_ZONE } from 'shared/format';
import type { RenderRequest, RenderResult } from '../src/ssr/render';
import type { RemoteRegistry } from './registry';
import {
  compositionConfig,
  marketFor,
  type Market,
  type MarketsFile,
  type RemoteLocation,
} from './markets';
import { sitemapRoutes } from './sitemaps';
import { inlineHash, styleElementHashes } from './inline-hash';
import { PRESS_CAPTURE_HASH } from './press-capture';
import { siteMetrics, type SiteMetrics } from './metrics';
import { MAX_BEACON_BYTES, parseBeacon } from './vitals';
import {
  dataVersionReader,
  etagMatches,
  PageCache,
  rentalScope,
  pageEtag,
  PERSONAL_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  unkeptPageCacheControl,
} from './page-cache';

/** Cache-Control of a file that never changes at its URL: kept a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Cache-Control for a served file: immutable when its name carries a content hash. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (`.br`, `.gz`) is cached as the file it compresses.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(base)) return IMMUTABLE_CACHE_CONTROL;
  return 'no-cache';
}

/**
 * Whether a built file may be served: source maps only when PUBLIC_SOURCE_MAPS=1 (they hold the
 * full sources), and never the build's stats files.
 */
export function isPublicFile(pathName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  // A precompressed copy (`.br`, `.gz`) is as public as the file it compresses.
  const base = path.basename(pathName).replace(/\.(br|gz)$/, '');
  if (base.endsWith('-stats.json') || base === 'stats.json') return false;
  return !base.endsWith('.map') || env.PUBLIC_SOURCE_MAPS === '1';
}

/**
 * The origins a market's pages load code, styles and data from besides the site itself: its
 * remotes' origins (from configuration), its map tiles' host, and the picture hosts of the feed
 * (`SITE_IMG_HOSTS`, comma separated origins), for the Content-Security-Policy.
 */
export function marketOrigins(
  config: Pick<RuntimeConfig, 'remotes' | 'mapTiles'>,
  env: NodeJS.ProcessEnv = process.env,
): { code: string[]; images: string[] } {
  const originOfUrl = (url: string): string | null => {
    try {
      return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
    } catch {
      return null;
    }
  };
  const code = [...new Set(Object.values(config.remotes).map(originOfUrl))].filter(
    (o): o is string => o !== null && o !== 'null',
  );
  const extra = (env.SITE_IMG_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const tiles = config.mapTiles ? originOfUrl(config.mapTiles) : null;
  return { code, images: [...code, ...extra, ...(tiles ? [tiles] : [])] };
}

/**
 * The CSP source of a style element with no text: emotion's browser caches add rules to empty
 * style elements through the CSSOM (`insertRule`), which the policy does not restrict.
 */
export const EMPTY_STYLE_HASH = inlineHash('');

/**
 * The Content-Security-Policy of a page of a market: scripts, styles and data from the site and
 * its remotes only; no inline script (the page's state is a JSON data block) but the press
 * capture, allowed by its hash; no inline style but the page's own style elements, allowed by
 * their hashes (`styleHashes`, the server render's emotion styles in the head), and the empty
 * ones that emotion fills in the browser; no style attribute; pictures also from data:/blob: and
 * the feed's hosts; no framing by other sites, no plugins, forms posted to the site only.
 * @param styleHashes `'sha256-…'` sources of the page's style elements: the template's, and a
 *   rendered page's own
 */
export function contentSecurityPolicy(
  origins: { code: string[]; images: string[] },
  styleHashes: readonly string[] = [],
): string {
  const list = (extra: readonly string[]) => ["'self'", ...extra].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list([...origins.code, PRESS_CAPTURE_HASH])}`,
    `style-src ${list([...origins.code, EMPTY_STYLE_HASH, ...styleHashes])}`,
    `img-src ${list(origins.images)} data: blob:`,
    `connect-src ${list(origins.code)}`,
    `font-src ${list(origins.code)} data:`,
    `frame-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** The most bytes of rendered pages a site server keeps by default: 64 MiB. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** A readable stream's bytes, once it has ended. */
async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

const marketTags = new WeakMap<Market, string>();
/**
 * A short id of a market's composition (its runtime config), part of its pages' ETags: a new
 * composition (a remote moved or swapped in the markets file) gives its pages new ones. Kept per
 * market object (the markets file is read again into new objects when it changes).
 */
function marketTag(market: Market, config: RuntimeConfig): string {
  let tag = marketTags.get(market);
  if (tag === undefined) {
    tag = `${market.name}:${createHash('sha256').update(JSON.stringify(config)).digest('base64url').slice(0, 16)}`;
    marketTags.set(market, tag);
  }
  return tag;
}

/** Permissions-Policy of every response: the site uses none of these features. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

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

export interface SiteServerOptions {
  /** The shell's build folder (index.html, main.js...). */
  distDir: string;
  /** Where the log lines go (standard output by default; tests read them). */
  logStream?: { write(line: string): void };
  /** The API's address for the proxy, e.g. http://127.0.0.1:4000. */
  apiUpstream: string;
  /** The markets of this deployment, as they are now (read again when their file changes). */
  markets: () => MarketsFile;
  /** Where each remote of the registry is deployed. */
  locations: RemoteLocation[];
  /** The registry of remotes (remotes.json). */
  registry: RemoteRegistry;
  /** The teams' server plugins to mount. */
  teamServers?: TeamServer[];
  /**
   * The server render of pages (the shell's server build); without it every page route
   * answers the shell's plain index.html, which renders in the browser.
   */
  renderer?: PageRenderer;
  /** This server's own address for a server render's calls to it, e.g. 'http://127.0.0.1:3000'. */
  selfUrl?: string;
  /**
   * An id of the shell's build (its index.html and server render), the same on every instance
   * of one deployment: part of every page's ETag. Default: a hash of index.html.
   */
  shellBuild?: string;
  /** The most bytes of rendered pages kept (PAGE_CACHE_MB, default 64 MiB; 0 keeps none). */
  pageCacheBytes?: number;
  /**
   * The proxies whose X-Forwarded-For/-Host/-Proto this server believes (TRUST_PROXY, see
   * server-kit trustProxyFrom); default loopback. Behind a CDN or a proxy on another host, its
   * addresses: otherwise every visitor has the proxy's address and shares its limits.
   */
  trustProxy?: TrustProxy;
  /**
   * The port of a market's public origin when its markets entry names no `origin` (links in
   * pages, sitemaps and robots.txt); default the port this server listens on. Never the port of
   * a request's Host header, which any client writes.
   */
  publicPort?: number;
  /** Where the server's figures go (metrics.ts); default a registry of its own. */
  metrics?: SiteMetrics;
}

/** The share of visits reporting their Web Vitals by default: one in ten. */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;

/**
 * The share of visits whose pages report their Web Vitals, from VITALS_SAMPLE_RATE: a number from
 * 0 (none) to 1 (all); unset or not such a number: DEFAULT_VITALS_SAMPLE_RATE.
 */
export function vitalsSampleRateFrom(value: string | undefined): number {
  const rate = Number(value?.trim() || Number.NaN);
  return rate >= 0 && rate <= 1 ? rate : DEFAULT_VITALS_SAMPLE_RATE;
}

/** The path of the visitors' Web Vitals beacons (vitals.ts). */
export const VITALS_PATH = '/vitals';

/**
 * The server builds a server render of a market loads: for each provider of the market deployed
 * where this process knows it (its location, or a deployed version of it there:
 * `{location}/v/{version}`), `…/server/remoteEntry.js`. A provider that
 * a market takes from elsewhere (`{ provider, url }` in the markets file) is left out: one process
 * renders one deployment of each remote, so that market's part renders in the browser only.
 */
export function serverRemotesOf(
  config: Pick<RuntimeConfig, 'remotes'>,
  locations: readonly RemoteLocation[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(config.remotes)) {
    const location = locations.find((l) => l.name === name);
    if (!location) continue;
    const base = location.url.replace(/\/+$/, '');
    // Its base URL (its dist/ folder) or one of its deployed versions there (`/v/<version>`).
    const rest = entry.startsWith(`${base}/`) ? entry.slice(base.length) : '';
    if (/^(\/v\/[0-9a-z-]+)?\/remoteEntry\.js$/.test(rest))
      out[name] = entry.replace(/remoteEntry\.js$/, 'server/remoteEntry.js');
  }
  return out;
}

/** Where a server-rendered page loads its start script from (see START_SCRIPT). */
export const START_SCRIPT_PATH = '/start.js';

/** Where the start script's worker that reads ICU's data is served from (see INTL_WORKER_SCRIPT). */
export const INTL_WORKER_PATH = '/intl-worker.js';

/**
 * A worker that reads ICU's data for the site's formats off the main thread. ICU keeps what it
 * has read in caches of the browser's process, where the page's own `Intl` objects then find it:
 * with the CPU slowed four times, a page's first `Intl.NumberFormat` took 67–91 ms of the main
 * thread, and 0–1 ms once a worker had made one. Sent the page's language, it makes the site's
 * number and date formats (SPEC §9, `shared/format`: nl-BE, the Belgian time zone), that
 * language's plural rules (i18next) and collation (municipality lists), answers 'read' and ends;
 * a language ICU does not know is skipped.
 */
export const INTL_WORKER_SCRIPT = `self.onmessage = function (event) {
  var lang = typeof event.data === 'string' ? event.data : '';
  try {
    new Intl.NumberFormat(${JSON.stringify(FORMAT_LOCALE)}, { maximumFractionDigits: 0 }).format(0);
    new Intl.DateTimeFormat(${JSON.stringify(FORMAT_LOCALE)}, { timeZone: ${JSON.stringify(FORMAT_TIME_ZONE)}, day: '2-digit', month: '2-digit', year: 'numeric' }).format(0);
  } catch (e) {}
  try {
    if (lang) {
      new Intl.PluralRules(lang).select(1);
      new Intl.Collator(lang).compare('a', 'b');
    }
  } catch (e) {}
  self.postMessage('read');
  self.close();
};
`;

/**
 * The start script of a server-rendered page (for a fast largest contentful paint): the page is
 * readable and its links work before any script runs, so the site's scripts (`/main.js`, not
 * preloaded) are asked for once the page has loaded its first pictures (the `load` event),
 * decoded those not loaded lazily and made the frame after, or after 3 s at the latest (a tab in
 * the background paints no frame); the largest picture has the network to itself and is painted
 * before the scripts arrive and take the main thread. At the load event it also starts the worker
 * that reads ICU's data off the main thread (INTL_WORKER_SCRIPT), which the start-up's formatters
 * (SPEC §9, `shared/format`) and i18next's plural rules would otherwise read on the main thread on
 * their way to hydration; where workers cannot start, they still do. A file of its own because
 * the Content-Security-Policy allows no inline script.
 */
export const START_SCRIPT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = '/main.js';
    document.head.appendChild(script);
  }
  // ICU's data, read by a worker while the pictures decode (see above).
  function readIcu() {
    try {
      var worker = new Worker(${JSON.stringify(INTL_WORKER_PATH)});
      worker.onmessage = function () {
        worker.terminate();
      };
      worker.postMessage(document.documentElement.lang);
    } catch (e) {}
  }
  // After the frame that follows the load event and the decoding of the pictures loaded at once
  // (a WebP or JPEG is decoded off the main thread and can be painted frames after its load):
  // what the page has loaded is painted first.
  function afterPaint() {
    readIcu();
    var decoded = [];
    for (var i = 0; i < document.images.length; i++) {
      var image = document.images[i];
      if (image.loading !== 'lazy' && image.decode) {
        decoded.push(image.decode().catch(function () {}));
      }
    }
    // The second frame's callback runs once the first frame, with those pictures, is made.
    Promise.all(decoded).then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
})();
`;

/** The shell's server render, as its server build (dist-ssr/main.js) exports it. */
export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The remotes' code the renders use (part of every page's ETag); none: ''. */
  remoteBuilds?(): Promise<string>;
}

/**
 * The public origin of a market, for absolute links (canonical, OpenGraph, sitemaps): its own
 * `origin` when the markets file gives one, else `http://{its hostname}:{port}`.
 */
export function originOf(market: Market, port: number | string): string {
  return market.origin ?? `http://${market.hostnames[0] ?? 'localhost'}:${port}`;
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
 * hostname and composition with each provider's remoteEntry.js URL (from configuration only) and the
 * routed pages of its slots (see compositionConfig), the site's route table (composed from the
 * teams' manifests and installed at start), and the map tiles of `env` (see mapTilesConfigFrom; the process environment
 * by default).
 * @throws when a slot names a provider with no known location
 */
export function runtimeConfigFor(
  market: Market,
  locations: readonly RemoteLocation[],
  registry: RemoteRegistry,
  env: NodeJS.ProcessEnv = process.env,
): RuntimeConfig {
  return {
    ...compositionConfig(market, locations, registry),
    routes: installedRoutes(),
    ...mapTilesConfigFrom(env),
    vitalsSampleRate: vitalsSampleRateFrom(env.VITALS_SAMPLE_RATE),
  };
}

/**
 * What a shared page answer depends on besides its URL and Host: the encoding, and the
 * X-Forwarded-Host of a trusted proxy, which may pick another market than the Host header.
 */
const PAGE_VARY = 'Accept-Encoding, X-Forwarded-Host';

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
 * The API's answer as streamed to the visitor, with the visitor's going away left quiet: when the
 * visitor leaves mid-answer, the proxy's client (undici) fails its body with "Request aborted",
 * which Fastify would log as a failure; here that ends the stream without an error (a premature
 * close, logged at info). Any other error of the body still fails the answer.
 * @param body the API's answer body
 * @returns a stream of the same bytes
 */
export function quietOnAbort(body: NodeJS.ReadableStream): PassThrough {
  const out = new PassThrough();
  pipeline(body, out, (error) => {
    if (error && !isClientAbort(error)) out.destroy(error);
  });
  return out;
}

/** How long a client should wait before it asks `/api` again when the API could not answer, in s. */
export const API_RETRY_AFTER_S = 30;

/**
 * The /api proxy's answer when the API gave none (not listening, the connection refused, reset or
 * timed out before its answer): 503 with Retry-After (API_RETRY_AFTER_S) and a JSON body with the
 * request's id, never stored (a moment's failure). A visitor who went away meanwhile gets nothing:
 * the error goes on to the error handler, which logs it at info.
 * @param reply the visitor's answer, not sent yet
 * @param failure `error`: what the proxy's client failed with
 */
export function apiUnavailable(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  { error }: { error: Error },
): void {
  if (reply.request.raw.destroyed) {
    reply.send(error);
    return;
  }
  reply
    .code(503)
    .header('Retry-After', String(API_RETRY_AFTER_S))
    .header('Cache-Control', 'no-store')
    .send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is unavailable for a moment. Please try again shortly.',
      requestId: reply.request.id,
    });
}

/** Builds (does not start) the site server. */
export async function buildSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const indexHtml = fs.readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  // The template's own style elements (the base styles every page has), allowed by their hashes.
  const templateStyles = styleElementHashes(indexHtml);
  const trustProxy = options.trustProxy ?? 'loopback';
  const app = Fastify({
    logger: {
      level: process.env.LOG_LEVEL ?? 'warn',
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
  });
  const metrics = options.metrics ?? siteMetrics();
  // Pages are answered by the not-found handler: their route is their page type.
  const pageRoutes = new WeakMap<object, string>();
  observeRequests(app, metrics.registry, (request) => {
    if (request.routeOptions.config && 'file' in request.routeOptions.config) return 'static file';
    return request.routeOptions.url ?? pageRoutes.get(request) ?? 'unmatched';
  });
  serveMetrics(app, { allowed: trustedPeers(trustProxy), exposition: metrics.exposition });
  // JSON bodies (the /api proxy's, the teams' ajax endpoints') nested too deep are answered 400
  // before they are parsed, rather than failing when they are serialised again (a 500 or 502).
  limitJsonDepth(app);
  // Security headers on every answer: helmet's set, with the Content-Security-Policy
  // of the request's market; HSTS only when the site is reached over TLS.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const listeningPort = () => (app.server.address() as AddressInfo | null)?.port ?? 80;
  /** A market's public origin: configured, else its first hostname on the public port. */
  const publicOrigin = (market: Market) => originOf(market, options.publicPort ?? listeningPort());
  /** The runtime config, origins and answers' policy of a market, made once per market object. */
  const ofMarket = new WeakMap<
    Market,
    { config: RuntimeConfig; origins: ReturnType<typeof marketOrigins>; policy: string }
  >();
  const marketSetup = (market: Market) => {
    let setup = ofMarket.get(market);
    if (!setup) {
      const config = runtimeConfigFor(market, options.locations, options.registry);
      const origins = marketOrigins(config);
      setup = { config, origins, policy: contentSecurityPolicy(origins, templateStyles) };
      ofMarket.set(market, setup);
    }
    return setup;
  };
  app.addHook('onSend', async (request, reply) => {
    const market = marketFor(options.markets(), request.hostname);
    // A rendered page has set its own (with its style elements' hashes). A 304 sends none: the
    // browser keeps the policy stored with the page it reuses (a 304's headers replace the stored
    // ones), which allows that page's own style elements.
    if (reply.statusCode !== 304 && !reply.hasHeader('Content-Security-Policy'))
      reply.header('Content-Security-Policy', marketSetup(market).policy);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  // An unexpected failure answers a generic body with the request's id; the details go to the log.
  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    // A visitor who went away (closed the tab mid-request: the API proxy's "Request aborted", a
    // premature close) is no failure of the site: logged at info.
    if (status >= 500 && isClientAbort(error))
      request.log.info({ err: error.message, reqId: request.id }, 'client went away');
    else if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(status).send({
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message:
        status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message,
      requestId: request.id,
    });
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyAccepts);
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUpstream,
    prefix: '/api',
    rewritePrefix: '',
    // The body is read here by Fastify's own JSON parser under its body limit (1 MiB, the API's
    // too) and sent on: a larger one is answered 413 here, at its Content-Length or once its
    // chunks pass the limit, instead of being streamed to an API that stops reading it (a write
    // EPIPE, a 500). The API takes JSON only; another media type gets 415.
    proxyPayloads: false,
    // The visitor's address for the API's per-address limits: the connection's address,
    // or, from a reverse proxy on this machine, the address that proxy saw (never one the visitor
    // wrote itself); the API believes it because it comes from this server.
    replyOptions: {
      rewriteRequestHeaders: (request, { expect: _expect, ...headers }) => ({
        // Not `Expect: 100-continue`: Node's server already answered the 100 to the visitor and
        // read the body, and the proxy's client (undici) refuses a request carrying it (a 500).
        ...headers,
        'x-forwarded-for': request.ip,
        // The API logs its lines under this id too: one request followed through both servers.
        'x-request-id': request.id,
      }),
      onResponse: (_request, reply, response) => reply.send(quietOnAbort(response.stream)),
      // Not the error handler's 500: the API is down or restarting, the client may come back.
      onError: apiUnavailable,
    },
  });
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUpstream,
    prefix: '/assets',
    rewritePrefix: '/assets',
    // Files to read, no body to pass on raw: the app's own parsers (limitJsonDepth) stay.
    proxyPayloads: false,
  });
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    // Our Cache-Control only (the plugin's own would overwrite it with max-age=0), the build's
    // brotli and gzip files instead of compressing per request, no source maps or stats.
    cacheControl: false,
    preCompressed: true,
    // A route for each file of the build (read once: a new build is a new process), so a page's
    // path goes straight to the page handler instead of a look on the disk for a file first.
    wildcard: false,
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  const siteOf = siteResolver(options.markets, options.apiUpstream);
  // Sitemaps and robots.txt of the request's market (sitemaps.ts).
  await app.register(sitemapRoutes, {
    apiUpstream: options.apiUpstream,
    siteOf,
    originOf: (hostname) => publicOrigin(marketFor(options.markets(), hostname)),
    configOf: (hostname) =>
      runtimeConfigFor(marketFor(options.markets(), hostname), options.locations, options.registry),
    teams: (options.teamServers ?? []).flatMap(({ name, sitemapPages }) =>
      sitemapPages ? [{ name, sitemapPages }] : [],
    ),
  });
  for (const { plugin } of options.teamServers ?? []) {
    await app.register(plugin, { apiUpstream: options.apiUpstream, siteOf });
  }
  app.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Host');
    return runtimeConfigFor(
      marketFor(options.markets(), request.hostname),
      options.locations,
      options.registry,
    );
  });
  // The visitors' Web Vitals (vitals.ts): counted at the market and page type the server finds
  // for the beacon's path; a bad or oversized beacon is refused with 400 and counts nothing.
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
      metrics.vitals.add(
        {
          market: marketFor(options.markets(), request.hostname).name,
          pageType: parsePath(beacon.path)?.type ?? 'not-found',
        },
        beacon.values,
      );
      return reply.code(204).send();
    },
  );
  app.get(START_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(START_SCRIPT),
  );
  app.get(INTL_WORKER_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(INTL_WORKER_SCRIPT),
  );
  const shellBuild = options.shellBuild ?? createHash('sha256').update(indexHtml).digest('hex');
  const dataVersion = dataVersionReader(options.apiUpstream);
  const pages = new PageCache(options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES);
  // `/` sends the visitor to the home page of the language their browser asks for, else of the
  // market's own language (its site's settings), keeping the query string (campaign parameters).
  app.get('/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const site = await siteWithin(siteOf(request.hostname), ROOT_SITE_WAIT_MS);
    const lang = rootLanguage(site?.settings ?? null, (offered) => request.language(offered));
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language')
      .redirect(`/${lang}/${query}`, 302);
  });
  // Every page route is rendered on the server (with the renderer), its HTML holding its content
  // and head; a path outside the four languages, or of no page, gets the localized "not found"
  // page with status 404, an unknown estate too, and an old slug a 301 to the canonical one.
  // Without a renderer, or when it fails, the page is the shell's index.html, rendered in the
  // browser. A missing file (a path with an extension) is a plain 404. HEAD is answered as GET.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!page || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `${pathname} not found` });
    }
    if (options.renderer) {
      const renderer = options.renderer;
      try {
        const market = marketFor(options.markets(), request.hostname);
        const { config, origins } = marketSetup(market);
        const pagePolicy = (styleHashes: readonly string[] | undefined) =>
          contentSecurityPolicy(origins, [...templateStyles, ...(styleHashes ?? [])]);
        const render = (dataVersion?: string) =>
          renderer.render({
            dataVersion,
            url: request.url,
            hostname: market.hostnames[0] ?? request.hostname,
            config,
            serverRemotes: serverRemotesOf(config, options.locations),
            apiUpstream: options.apiUpstream,
            siteServer: {
              baseUrl: options.selfUrl ?? `http://127.0.0.1:${listeningPort()}`,
              forwardedHost: market.hostnames[0] ?? request.hostname,
            },
            origin: publicOrigin(market),
            template: indexHtml,
            visitorAddress: request.ip,
            requestId: request.id,
          });
        /** `render`, timed in the metrics (until its body is read when `read`). */
        const timedRender = async <T>(
          dataVersion: string | undefined,
          read: (result: Awaited<ReturnType<typeof render>>) => Promise<T>,
        ): Promise<T> => {
          const started = process.hrtime.bigint();
          const out = await read(await render(dataVersion));
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          metrics.rendered(pageType, market.name, seconds);
          return out;
        };
        const route = parsePath(pathname);
        // A host that is not one of the market's (a forged Host, an unknown name served by the
        // first market) gets its page rendered for it alone: never kept here or by a cache.
        const privateAnswer =
          (route !== null && isPersonalRoute(route.type)) ||
          !market.hostnames.includes(request.hostname);
        const pageType = route?.type ?? 'not-found';
        pageRoutes.set(request, `page ${pageType}`);
        // A page is kept and validated at the data version read now (none: the API does not
        // answer, and the page is rendered as it can be, never kept).
        // A holiday page is kept by its units' availability too (rentalScope): an option changes
        // the version of the pages showing its unit only.
        // (undefined: the site is not known now, so neither is the version.)
        const scope =
          route?.type === 'holidaySearch'
            ? await siteOf(request.hostname)
                .then((site) => rentalScope(route, site.id))
                .catch(() => undefined)
            : rentalScope(route, 0);
        const version =
          privateAnswer || scope === undefined ? null : await dataVersion(scope).catch(() => null);
        if (version === null) {
          const result = await timedRender(undefined, async (rendered) => rendered);
          if ('location' in result) return reply.code(301).redirect(result.location, 301);
          return reply
            .code(result.status)
            .header('Content-Security-Policy', pagePolicy(result.styleHashes))
            .header(
              'Cache-Control',
              privateAnswer ? PERSONAL_PAGE_CACHE_CONTROL : unkeptPageCacheControl(result),
            )
            .headers(result.headers)
            .send(result.body);
        }
        metrics.dataVersion(version.split('.')[0] ?? version);
        const etag = pageEtag({
          version,
          build: `${shellBuild}\n${(await renderer.remoteBuilds?.()) ?? ''}`,
          market: marketTag(market, config),
        });
        if (etagMatches(request.headers['if-none-match'], etag)) {
          return reply
            .code(304)
            .header('ETag', etag)
            .header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
            .header('Vary', PAGE_VARY)
            .send();
        }
        // By the market's origin too: its absolute links (canonical, alternates) are in the page.
        const key = `${market.name} ${publicOrigin(market)} ${request.url}`;
        let renderedHere = false;
        const page = await pages.page(key, etag, () => {
          renderedHere = true;
          return timedRender(version, async (result) => {
            if ('location' in result)
              return { status: 301, headers: { location: result.location }, body: Buffer.alloc(0) };
            return {
              status: result.status,
              headers: result.headers,
              body: await bufferOf(result.body),
              policy: pagePolicy(result.styleHashes),
              incomplete: result.incomplete,
            };
          });
        });
        metrics.pageCache(pageType, renderedHere ? 'miss' : 'hit');
        if (page.status === 301) return reply.code(301).redirect(page.headers.location ?? '/', 301);
        reply.header('Content-Security-Policy', page.policy ?? pagePolicy(undefined));
        if (!('etag' in page)) {
          return reply
            .code(page.status)
            .header('Cache-Control', unkeptPageCacheControl(page))
            .headers(page.headers)
            .send(page.body);
        }
        reply
          .code(page.status)
          .headers(page.headers)
          .header('ETag', page.etag)
          .header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
          .header('Vary', PAGE_VARY);
        // Sent as compressed once for everyone (the compression plugin leaves an encoded body).
        const encoding = request.encoding(['br', 'gzip', 'identity']);
        if (encoding === 'br' || encoding === 'gzip')
          return reply
            .header('Content-Encoding', encoding)
            .send(await pages.body(key, page, encoding));
        return reply.send(page.body);
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; the page renders in the browser');
      }
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
export async function buildRemoteServer(
  distDir: string,
  versionsDir?: string,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    forceCloseConnections: true,
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  // Its scripts are loaded by the sites of other origins: readable across origins (CORS and
  // Cross-Origin-Resource-Policy), with helmet's other headers.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  // Its deployed versions (scripts/deployments.cjs) under /v/<version>/: a version's files never
  // change, so every one of them, its entries too, is kept a year.
  if (versionsDir) {
    // Made here when none is deployed yet: the static plugin reads its root's files at each
    // request, so the versions deployed later are served, but it wants the folder to exist.
    fs.mkdirSync(versionsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: versionsDir,
      prefix: '/v/',
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => isPublicFile(pathName),
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL),
    });
  }
  return app;
}
