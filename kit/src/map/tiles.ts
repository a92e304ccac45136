/**
 * The one reader of the map tiles for every map of the site (the listing map of SPEC §2, the
 * location map of a detail page, SPEC §3 address): the site's runtime configuration
 * (`/config.json`, its whole shape in shell/server/runtime-config.ts) names them.
 */

/** Address of the runtime configuration, served by the site's own server. */
export const RUNTIME_CONFIG_PATH = '/config.json';

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
  const { mapTiles, mapTilesAttribution } = config as {
    mapTiles?: unknown;
    mapTilesAttribution?: unknown;
  };
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
