/**
 * Markets and their composition: a market is one agency site, known by its hostnames,
 * and its composition says which remote (provider) fills each slot (search, detail, favorites,
 * and later engagement, appointments, holiday). The compositions live in a JSON file of the
 * deployment (`config/markets.json`, or the file `MARKETS_FILE` names), read again whenever it
 * changes: moving a market's slot to another provider needs no rebuild and no restart.
 *
 * Why a deployment file and not the site's settings in the API: a composition names where remote
 * builds are deployed (their entries), which is the operator's concern like ports and CDNs, and
 * it must be right before the site can ask the API anything. The API keeps the agency's content.
 */
import fs from 'node:fs';
import type { RuntimeConfig } from './runtime-config';
import type { RemoteRegistry } from './registry';
import { providersOf, routedPages } from './registry';

/** A slot's provider: a remote of the registry, optionally served from its own base URL. */
export type SlotProvider = string | { provider: string; url: string };

/** One market of the markets file. */
export interface Market {
  /** A short name for logs and errors, e.g. 'zonneveld'. */
  name: string;
  /**
   * The hostnames the market answers on, lower-case, without port; the first is its canonical
   * hostname, the one its site is known by in the API (`GET /sites/by-hostname/{hostname}`).
   */
  hostnames: string[];
  /** Slot to provider. */
  slots: Record<string, SlotProvider>;
  /**
   * The market's public origin for absolute links (canonical, OpenGraph, sitemaps, e-mails), e.g.
   * 'https://www.immo-zonneveld.be'; by default `http://{first hostname}:{the site's port}`.
   */
  origin?: string;
}

/** The markets file. The first market is the default one, which unknown hostnames get. */
export interface MarketsFile {
  markets: Market[];
}

/** Where a remote is deployed, for this process: its federation name and base URL. */
export interface RemoteLocation {
  /** Federation name, e.g. 'search'. */
  name: string;
  /** Base URL of its browser build, e.g. 'http://localhost:3001' or 'https://cdn.example/search'. */
  url: string;
}

/**
 * The problems of a markets file against the registry of remotes, as sentences (none: []): at
 * least one market; names and hostnames unique; every slot filled by a registered remote able to
 * fill it (its exposes name the slot); a provider's own URL absolute http(s).
 */
export function marketsProblems(file: unknown, registry: RemoteRegistry): string[] {
  const problems: string[] = [];
  const markets = (file as Partial<MarketsFile> | null)?.markets;
  if (!Array.isArray(markets) || markets.length === 0) return ['no markets are configured'];
  const names = new Set<string>();
  const hosts = new Set<string>();
  for (const market of markets as Partial<Market>[]) {
    const name = String(market?.name ?? '');
    if (!name) problems.push('a market has no name');
    if (names.has(name)) problems.push(`market ${name} is configured twice`);
    names.add(name);
    if (!Array.isArray(market.hostnames) || market.hostnames.length === 0)
      problems.push(`market ${name} has no hostnames`);
    for (const host of market.hostnames ?? []) {
      if (typeof host !== 'string' || host !== host.toLowerCase() || !/^[a-z0-9.-]+$/.test(host))
        problems.push(`market ${name}: hostname ${String(host)} is not a lower-case hostname`);
      if (hosts.has(host)) problems.push(`hostname ${host} belongs to two markets`);
      hosts.add(host);
    }
    if (typeof market.slots !== 'object' || market.slots === null) {
      problems.push(`market ${name} has no slots`);
      continue;
    }
    for (const [slot, value] of Object.entries(market.slots)) {
      const provider = typeof value === 'string' ? value : value?.provider;
      if (!provider || !providersOf(registry, slot).includes(provider))
        problems.push(`market ${name}: ${String(provider)} cannot fill slot ${slot}`);
      if (typeof value === 'object' && !/^https?:\/\/[^/]+/.test(String(value?.url)))
        problems.push(`market ${name}: slot ${slot} has no absolute http(s) url`);
    }
  }
  return problems;
}

/** The hostname of a Host header value, lower-case, without port ('' when unreadable). */
export function hostnameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

/** The market a hostname belongs to; an unknown hostname gets the default (first) market. */
export function marketFor(file: MarketsFile, hostname: string): Market {
  const host = hostnameOf(hostname);
  return file.markets.find((m) => m.hostnames.includes(host)) ?? (file.markets[0] as Market);
}

/**
 * The runtime config (`/config.json`) of a market: the API base, the market's canonical
 * hostname, its composition (slot to provider name), the entry URL (remoteEntry.js) of each
 * provider it uses and
 * the routed pages of its slots (from the registry: a market without a slot has none of its
 * routes). The URLs come from configuration only (the provider's own URL in the markets file, else
 * its deployment location), never from the request.
 * @throws when a slot names a provider with no known location
 */
export function compositionConfig(
  market: Market,
  locations: readonly RemoteLocation[],
  registry: RemoteRegistry,
): Pick<RuntimeConfig, 'apiBaseUrl' | 'siteHostname' | 'remotes' | 'slots' | 'pages'> {
  const slots: Record<string, string> = {};
  const remotes: Record<string, string> = {};
  for (const [slot, value] of Object.entries(market.slots)) {
    const provider = typeof value === 'string' ? value : value.provider;
    const base =
      typeof value === 'string' ? locations.find((l) => l.name === value)?.url : value.url;
    if (!base) throw new Error(`market ${market.name}: no location for provider ${provider}`);
    const entry = `${base.replace(/\/+$/, '')}/remoteEntry.js`;
    const known = remotes[provider];
    if (known && known !== entry)
      throw new Error(`market ${market.name}: provider ${provider} has two locations`);
    slots[slot] = provider;
    remotes[provider] = entry;
  }
  return {
    apiBaseUrl: '/api',
    siteHostname: market.hostnames[0],
    remotes,
    slots,
    pages: routedPages(registry, Object.keys(slots)),
  };
}

/** How often the site server looks at the markets file for a change, at most (milliseconds). */
export const MARKETS_CHECK_MS = 500;

/**
 * The markets of a file, read again when the file changes (its modification time or size),
 * looked at no more than once every `checkEveryMs`: every request asks for the markets, and a
 * `stat` of the file on each one took a tenth of the site server's time on pages from its cache. A
 * file that cannot be read or does not pass `marketsProblems` after a change keeps the last good
 * markets (and logs why); at the first read it throws.
 * @param checkEveryMs the least time between two looks at the file (0: at every call)
 * @param now the clock (milliseconds), for tests
 */
export function watchMarkets(
  file: string,
  registry: RemoteRegistry,
  log: Pick<Console, 'error'> = console,
  checkEveryMs = MARKETS_CHECK_MS,
  now: () => number = () => performance.now(),
): () => MarketsFile {
  let current: MarketsFile | null = null;
  let stamp = '';
  const read = (): MarketsFile => {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const problems = marketsProblems(parsed, registry);
    if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
    return parsed as MarketsFile;
  };
  let checkedAt = -Infinity;
  return () => {
    if (current && now() - checkedAt < checkEveryMs) return current;
    checkedAt = now();
    let next = stamp;
    try {
      const stat = fs.statSync(file);
      next = `${stat.mtimeMs}:${stat.size}`;
    } catch (error) {
      if (!current) throw error;
    }
    if (current && next === stamp) return current;
    try {
      current = read();
    } catch (error) {
      if (!current) throw error;
      log.error(`Markets file not applied, the last good one stays: ${String(error)}`);
    }
    stamp = next;
    return current;
  };
}
