/**
 * A market's runtime config (served as `/config.json`): the API base, its composition of remotes,
 * the site's route table, the map tiles and the share of visits reporting their Web Vitals; and a
 * market's public origin.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RuntimeConfig } from './runtime-config';
import { installedRoutes } from 'shared/routes';
import type { RemoteRegistry } from './registry';
import { compositionConfig, marketFor, type Market, type RemoteLocation } from './markets';
import type { SiteContext } from './site-context';

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

/** `/config.json`: the runtime config of the request's market, revalidated, per Host. */
export const configRoute: FastifyPluginAsync<SiteContext> = async (app, site) => {
  app.get('/config.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Host');
    return runtimeConfigFor(
      marketFor(site.options.markets(), request.hostname),
      site.options.locations,
      site.options.registry,
    );
  });
};
