/**
 * The runtime configuration the shell reads at start from `/config.json`, which the site server
 * answers per market (so a remote or the API can move, and a market can change its composition,
 * without rebuilding the shell). Its map tiles are read by kit/map/tiles for the teams' maps.
 */
import type { SlotModuleId } from 'shared/remote';
import type { RouteName, RouteTable } from 'shared/routes';

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
