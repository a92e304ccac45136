/**
 * The markets file the e2e site server reads (MARKETS_FILE): a copy of config/markets.json that
 * the runner makes once per run, so a journey can change a market's composition while the site
 * runs, as an operator would, and put it back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The e2e site's port (E2E_SITE_PORT, default 3100). */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);

/**
 * A second site server of the same build whose API does not answer (the same remotes, the same
 * markets): the journeys of an API that is down on the server's side.
 */
export const API_DOWN_SITE_PORT = SITE_PORT + 90;

/**
 * A third site server of the same build (the same remotes and markets) on an API of its own that
 * counts the searches' limit per visitor as a deployment does (LIMITS_SEARCH_RATE a minute), the
 * other two turning it off: the journeys of real traffic.
 */
export const LIMITS_SITE_PORT = SITE_PORT + 92;
/** The API of the LIMITS_SITE_PORT site. */
export const LIMITS_API_PORT = SITE_PORT + 93;
/** The searches a visitor may make in a minute on the LIMITS_SITE_PORT site's API. */
export const LIMITS_SEARCH_RATE = 60;

/** Where the e2e site server's markets file is. */
export function marketsFile(): string {
  return path.join(os.tmpdir(), `agency-e2e-markets-${SITE_PORT}.json`);
}

/** Copies config/markets.json to the e2e markets file (the runner does it once per run). */
export function resetMarketsFile(): string {
  const file = marketsFile();
  fs.copyFileSync(path.join(__dirname, '..', '..', 'config', 'markets.json'), file);
  return file;
}
