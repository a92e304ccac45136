/**
 * The remote composition a server render uses: which providers' server builds a market's pages
 * load here, and a short id of the market's composition for its pages' ETags.
 */
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from './runtime-config';
import type { Market, RemoteLocation } from './markets';

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

const marketTags = new WeakMap<Market, string>();
/**
 * A short id of a market's composition (its runtime config), part of its pages' ETags: a new
 * composition (a remote moved or swapped in the markets file) gives its pages new ones. Kept per
 * market object (the markets file is read again into new objects when it changes).
 */
export function marketTag(market: Market, config: RuntimeConfig): string {
  let tag = marketTags.get(market);
  if (tag === undefined) {
    tag = `${market.name}:${createHash('sha256').update(JSON.stringify(config)).digest('base64url').slice(0, 16)}`;
    marketTags.set(market, tag);
  }
  return tag;
}
