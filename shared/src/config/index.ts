/**
 * Runtime configuration read by the shell at start from `/config.json` (so a remote or the API can
 * move, and a market can change its composition, without rebuilding the shell), and the one
 * reader of its map tiles for every map of the site (the listing map of SPEC §2, the location map
 * of a detail page, SPEC §3 address).
 */
import type { SlotModuleId } from 'shared/remote';
import type { RouteName, RouteTable } from 'shared/routes';

/** Address of the runtime configuration, served by the site's own server. */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** Runtime configuration as served by the site server at `/config.json`. */
export interface RuntimeConfig {
  /** Base address of the estate-management API, e.g. '/api' or 'http://localhost:4000'. */
  apiBaseUrl: string;
  /**
   * Hostname whose site settings are loaded: the market's own hostname (the page may be opened on
   * an alias of it, such as 127.0.0.1).
   */
  siteHostname?: string;
  /**
   * The market's providers: remote name (as in its federation config, e.g. 'search') to the URL
   * of its remoteEntry.js. Only the remotes the market's slots name.
   */
  remotes: Record<string, string>;
  /** The market's composition: slot (e.g. 'appointments') to the provider (remote name) filling it. */
  slots: Record<string, string>;
  /**
   * The pages of the market's slots and the route types each serves (from the registry of
   * remotes): the shell routes these, and tells a page from a fragment by them.
   */
  pages: { id: SlotModuleId; routes: RouteName[] }[];
  /**
   * The site's routes, composed by the site server from every team's manifest (shared/routes):
   * the browser installs them before it routes or builds a link. Absent: the shell's own only.
   */
  routes?: RouteTable;
  /** Optional map tile URL template; without it maps show markers on a plain background. */
  mapTiles?: string | null;
  /**
   * The credit the tile source requires on the map, as HTML (e.g. '© OpenStreetMap
   * contributors'); '' or absent when it asks for none.
   */
  mapTilesAttribution?: string | null;
  /**
   * The share of visits (0 to 1) whose Web Vitals the page reports to the site server
   * (VITALS_SAMPLE_RATE); absent: none.
   */
  vitalsSampleRate?: number;
}

/**
 * The map tiles of the site: where the tiles come from and the credit shown on the map with them.
 * Absent (null) when no tile source is configured: the maps then show their markers on a plain
 * background, which is how the site works offline.
 */
export interface MapTiles {
  /** Leaflet URL template, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'. */
  url: string;
  /**
   * The credit shown in the map's attribution control, as HTML (Leaflet inserts it so, e.g. with a
   * link to the tile provider); '' for none. It comes from the site's operator (env), not visitors.
   */
  attribution: string;
}

/** The fetch the reader uses; `fetch` in the browser, a stub in tests. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The map tiles of a runtime configuration (an already parsed `/config.json`): null when it names
 * no tile URL (absent, null, empty or not text). A missing or non-text attribution is ''.
 */
function mapTilesOf(config: unknown): MapTiles | null {
  if (typeof config !== 'object' || config === null) return null;
  const { mapTiles, mapTilesAttribution } = config as Partial<Record<keyof RuntimeConfig, unknown>>;
  if (typeof mapTiles !== 'string' || mapTiles.trim() === '') return null;
  return {
    url: mapTiles.trim(),
    attribution: typeof mapTilesAttribution === 'string' ? mapTilesAttribution.trim() : '',
  };
}

/**
 * Reads the map tiles from the site's runtime configuration (GET `/config.json`). Takes the fetch
 * to use (the global one by default). Resolves to the tile URL and its attribution, or to null
 * when the configuration names no tiles or cannot be read (network failure, an HTTP error, a body
 * that is not JSON). Never rejects: without tiles the maps show their markers on a plain
 * background (SPEC §2 map, §3 address).
 */
export async function readMapTiles(
  // globalThis.fetch, not fetch: where there is none, the call below fails inside the try.
  fetchImpl: FetchLike = globalThis.fetch,
): Promise<MapTiles | null> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    return mapTilesOf(await response.json());
  } catch {
    return null;
  }
}
