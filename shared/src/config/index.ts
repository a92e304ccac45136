/**
 * Runtime configuration read by the shell at start from `/config.json` (so a remote or the API can
 * move without rebuilding the shell).
 */
export interface RuntimeConfig {
  /** Base address of the estate-management API, e.g. '/api' or 'http://localhost:4000'. */
  apiBaseUrl: string;
  /** Hostname whose site settings are loaded (defaults to the page's hostname). */
  siteHostname?: string;
  /** Remote name (as in its federation config, e.g. 'search') to its mf-manifest.json URL. */
  remotes: Record<string, string>;
  /** Optional map tile URL template; without it maps show markers on a plain background. */
  mapTiles?: string | null;
}
