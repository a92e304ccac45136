/**
 * The site server's Prometheus metrics (served at `/metrics` to loopback and trusted proxies):
 * Node's defaults, requests by route pattern and status (server-kit/observability), render
 * time by page type and market, the page cache's hits and misses, the data version the pages
 * were validated at, and the visitors' Web Vitals (vitals.ts). Under several processes
 * (SITE_WORKERS) the process that is asked gets every process's figures summed by the primary
 * (prom-client's AggregatorRegistry over node:cluster).
 */
import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';
import { p75Exposition, VitalsStore, vitalsP75 } from './vitals';

/** The message a process sends the primary for the summed metrics, and the answer's. */
const METRICS_ASKED = 'site:metrics-asked';
const METRICS_ANSWERED = 'site:metrics-answered';

/** How long a process waits for the primary's summed metrics, in ms. */
const CLUSTER_METRICS_TIMEOUT_MS = 5000;

/** The site server's figures. */
export interface SiteMetrics {
  registry: Registry;
  vitals: VitalsStore;
  /** A page rendered (not from the cache) in `seconds`. */
  rendered(pageType: string, market: string, seconds: number): void;
  /** A page asked of the page cache: kept (`hit`) or rendered for it (`miss`). */
  pageCache(pageType: string, result: 'hit' | 'miss'): void;
  /** The data version read from the API (a number). */
  dataVersion(version: string): void;
  /**
   * The metrics' text: this process's, or under node:cluster every process's summed; with the
   * p75 of the Web Vitals.
   */
  exposition(): Promise<{ text: string; contentType: string }>;
}

/** The render buckets, in seconds: 5 ms to 10 s. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics of one site server process, on a registry of their own (tests build several
 * servers in one process). Under node:cluster the registry is the one this process reports to
 * the primary.
 */
export function siteMetrics(): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const renders = new Histogram({
    name: 'site_render_duration_seconds',
    help: 'Pages rendered on the server (not from the page cache), by page type and market, and the time to render them',
    labelNames: ['page_type', 'market'] as const,
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  const cache = new Counter({
    name: 'site_page_cache_total',
    help: 'Public pages asked of the page cache: kept (hit) or rendered (miss), by page type',
    labelNames: ['page_type', 'result'] as const,
    registers: [registry],
  });
  const version = new Gauge({
    name: 'site_data_version',
    help: "The API's data version the last page was validated at",
    registers: [registry],
    aggregator: 'max',
  });
  const vitals = new VitalsStore(registry);
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    // prom-client answers the primary's requests once an AggregatorRegistry exists here.
    new AggregatorRegistry();
  }
  return {
    registry,
    vitals,
    rendered: (pageType, market, seconds) =>
      renders.observe({ page_type: pageType, market }, seconds),
    pageCache: (pageType, result) => cache.inc({ page_type: pageType, result }),
    dataVersion: (text) => {
      const value = Number(text);
      if (Number.isFinite(value)) version.set(value);
    },
    exposition: async () => {
      const text = cluster.isWorker ? await askPrimary() : await registry.metrics();
      return {
        text: `${text}${p75Exposition(vitalsP75(text))}`,
        contentType: registry.contentType,
      };
    },
  };
}

let asked = 0;
/** The summed metrics of every process, from the primary (see answerMetricsOfWorkers). */
function askPrimary(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', listen);
      reject(new Error('the primary did not answer the metrics in time'));
    }, CLUSTER_METRICS_TIMEOUT_MS);
    function listen(message: unknown) {
      const answer = message as { type?: string; id?: number; text?: string; error?: string };
      if (answer?.type !== METRICS_ANSWERED || answer.id !== id) return;
      clearTimeout(timer);
      process.off('message', listen);
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.text ?? '');
    }
    process.on('message', listen);
    process.send?.({ type: METRICS_ASKED, id });
  });
}

/**
 * In the primary of the site server's processes: answers a process that asks for the metrics
 * with every process's figures summed (prom-client's AggregatorRegistry: counters and histograms
 * added, the data version the highest).
 * @param host the cluster whose processes ask (node:cluster)
 */
export function answerMetricsOfWorkers(host: Pick<typeof cluster, 'on'> = cluster): void {
  const aggregator = new AggregatorRegistry();
  host.on('message', (worker, message: unknown) => {
    const asking = message as { type?: string; id?: number };
    if (asking?.type !== METRICS_ASKED) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWERED, id: asking.id, text }),
      (error: Error) =>
        worker.send({ type: METRICS_ANSWERED, id: asking.id, error: error.message }),
    );
  });
}
