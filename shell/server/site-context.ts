/**
 * What the site server's plugins share: its options, the shell's template, the metrics, and each
 * market's runtime config, origins and policy (made once per market object).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from './runtime-config';
import type { Site } from 'shared/domain';
import type { RemoteRegistry } from './registry';
import type { TrustProxy } from 'server-kit/trust-proxy';
import { builtPressCapture, type InlineScript } from './browser-programs';
import { contentSecurityPolicy, marketOrigins } from './csp';
import type { TeamServer } from './endpoints';
import { styleElementHashes } from './inline-hash';
import type { Market, MarketsFile, RemoteLocation } from './markets';
import { siteMetrics, type SiteMetrics } from './metrics';
import { SentPages } from './sent-pages';
import type { PageRenderer } from './pages';
import { siteResolver } from './root-language';
import { originOf, runtimeConfigFor } from './site-config';

export interface SiteServerOptions {
  /** The shell's build folder (index.html, main.js...). */
  distDir: string;
  /** Where the log lines go (standard output by default; tests read them). */
  logStream?: { write(line: string): void };
  /** The lowest level logged (default LOG_LEVEL, else 'warn'). */
  logLevel?: string;
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
  /**
   * How often the data version is read, in ms (DATA_VERSION_POLL_MS; default 250): a write not
   * made through this process shows on its pages within this time and one read.
   */
  dataVersionPollMs?: number;
  /** The most bytes of rendered pages kept (PAGE_CACHE_MB, default 64 MiB; 0 keeps none). */
  pageCacheBytes?: number;
  /**
   * How many server renders a process runs at once (RENDER_CONCURRENCY, default 4); the others
   * wait their turn in arrival order (render-queue.ts).
   */
  renderConcurrency?: number;
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

/** A market's runtime config, the origins its pages use, and the policy of its answers. */
export interface MarketSetup {
  config: RuntimeConfig;
  origins: ReturnType<typeof marketOrigins>;
  policy: string;
}

/** The shared state of one site server, passed to each of its plugins as their options. */
export interface SiteContext {
  options: SiteServerOptions;
  /** The shell's index.html: the template of rendered pages, the page of unrendered ones. */
  indexHtml: string;
  /** The CSP sources of the template's own style elements. */
  templateStyles: string[];
  /** The built press capture the renders inline (none: the build has none). */
  pressCapture: InlineScript | null;
  /** The CSP sources of the pages' inline scripts: the press capture's. */
  scriptHashes: string[];
  metrics: SiteMetrics;
  /** The page type of each request answered by the page handler (for the request metrics). */
  pageRoutes: WeakMap<object, string>;
  /** The site of a hostname's market (siteResolver). */
  siteOf: (hostname: string) => Promise<Site>;
  /** The port the server listens on (80 before it listens). */
  listeningPort(): number;
  /** A market's public origin: configured, else its first hostname on the public port. */
  publicOrigin(market: Market): string;
  /** The setup of a market, made once per market object. */
  marketSetup(market: Market): MarketSetup;
  /**
   * The answers of kept pages, replayed before a request reaches Fastify (the server's request
   * listener asks it first); recorded by the page handler.
   */
  sentPages: SentPages;
}

/**
 * The shared state of the site server `app` with `options`: reads the shell's index.html and its
 * built press capture.
 * @throws when `options.distDir` holds no index.html, or a press capture that cannot be inlined
 */
export function siteContext(app: FastifyInstance, options: SiteServerOptions): SiteContext {
  const indexHtml = fs.readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  // The template's own style elements (the base styles every page has), allowed by their hashes.
  const templateStyles = styleElementHashes(indexHtml);
  const pressCapture = builtPressCapture(options.distDir);
  const scriptHashes = pressCapture ? [pressCapture.hash] : [];
  // Asked for by every page (its cache key holds the market's origin): read once listening.
  let port: number | undefined;
  const listeningPort = () =>
    port ?? (port = (app.server.address() as AddressInfo | null)?.port) ?? 80;
  const ofMarket = new WeakMap<Market, MarketSetup>();
  return {
    options,
    indexHtml,
    templateStyles,
    pressCapture,
    scriptHashes,
    metrics: options.metrics ?? siteMetrics(),
    pageRoutes: new WeakMap(),
    sentPages: new SentPages(),
    siteOf: siteResolver(options.markets, options.apiUpstream),
    listeningPort,
    publicOrigin: (market) => originOf(market, options.publicPort ?? listeningPort()),
    marketSetup: (market) => {
      let setup = ofMarket.get(market);
      if (!setup) {
        const config = runtimeConfigFor(market, options.locations, options.registry);
        const origins = marketOrigins(config);
        const policy = contentSecurityPolicy(origins, templateStyles, scriptHashes);
        setup = { config, origins, policy };
        ofMarket.set(market, setup);
      }
      return setup;
    },
  };
}
