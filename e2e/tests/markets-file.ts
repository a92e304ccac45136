/**
 * The markets file the e2e site server reads (MARKETS_FILE): a copy of config/markets.json that
 * the runner makes once per run, so a journey can change a market's composition while the site
 * runs, as an operator would, and put it back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findBinaries } from '../../api/src/testing/postgres-binaries';
import { MARKETS_CHECK_MS } from '../../shell/server/markets';

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

/**
 * A site server of the same build (its remotes and markets) on an API of its own, with the demo
 * data as it starts and nothing else: no journey writes to it, so the render snapshots see the
 * same pages whatever ran before them.
 */
export const SNAPSHOT_SITE_PORT = SITE_PORT + 94;
/** The API of the SNAPSHOT_SITE_PORT site. */
export const SNAPSHOT_API_PORT = SITE_PORT + 95;

/**
 * A fourth site server of the same build (the first one's API, remotes and markets) that serves
 * the favourites remote itself (REDEPLOY_REMOTE_PORT) with its versions deployed while the site
 * runs (`npm run deploy`, in REDEPLOY_DEPLOYMENTS_DIR), looking at its remotes' server builds
 * again every REDEPLOY_REVALIDATE_MS.
 */
export const REDEPLOY_SITE_PORT = SITE_PORT + 96;
/** The favourites remote of the REDEPLOY_SITE_PORT site. */
export const REDEPLOY_REMOTE_PORT = SITE_PORT + 97;
/** How often the REDEPLOY_SITE_PORT site server looks at its remotes' server builds, in ms. */
export const REDEPLOY_REVALIDATE_MS = 1000;

/** The deployments folder of the REDEPLOY_SITE_PORT site (DEPLOYMENTS_DIR), never the repository's. */
export function redeployDeploymentsDir(): string {
  return path.join(os.tmpdir(), `agency-e2e-deployments-${SITE_PORT}`);
}

/** Empties the REDEPLOY_SITE_PORT site's deployments folder (the runner does, once per run). */
export function resetDeploymentsDir(): string {
  const dir = redeployDeploymentsDir();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A fifth site server of the same build (the first one's API and markets) on which the detail and
 * favourites remotes are down (their servers do not answer: REMOTE_DOWN_URL), the others being the
 * first server's: the journeys of a remote that cannot render on the server.
 */
export const REMOTE_DOWN_SITE_PORT = SITE_PORT + 98;
/** Where the REMOTE_DOWN_SITE_PORT site's detail and favourites remotes are: nothing listens. */
export const REMOTE_DOWN_URL = 'http://localhost:9';

/** Where the e2e site server's markets file is. */
export function marketsFile(): string {
  return path.join(os.tmpdir(), `agency-e2e-markets-${SITE_PORT}.json`);
}

/**
 * Writes the e2e markets file as an operator would, and waits until every site server's next
 * request reads it: a site server looks at the file at most once every MARKETS_CHECK_MS.
 * @param text the file's new content (JSON)
 */
export async function writeMarketsFile(text: string): Promise<void> {
  fs.writeFileSync(marketsFile(), text);
  await new Promise((resolve) => setTimeout(resolve, MARKETS_CHECK_MS + 50));
}

/** Copies config/markets.json to the e2e markets file (the runner does it once per run). */
export function resetMarketsFile(): string {
  const file = marketsFile();
  fs.copyFileSync(path.join(__dirname, '..', '..', 'config', 'markets.json'), file);
  return file;
}

/**
 * The scale-out deployment (e2e/scale-out/serve.mjs, scale-out.spec.ts): a reverse proxy in front
 * of two site servers, each on an API instance of its own, both APIs on one throw-away PostgreSQL
 * cluster. The proxy sends a request to instance `a` or `b` as its `instance` cookie says, else in
 * turn. Each site server serves the first server's remotes; the mails go to its MailDev.
 */
export const SCALE_OUT = {
  proxyPort: SITE_PORT + 60,
  sitePorts: { a: SITE_PORT + 61, b: SITE_PORT + 62 },
  apiPorts: { a: SITE_PORT + 1061, b: SITE_PORT + 1062 },
  postgresPort: SITE_PORT + 2060,
  /** Submissions of one form a visitor's address may make (FORM_RATE_LIMIT_IP). */
  formRate: 3,
  /** Searches a visitor may make in a minute (API_RATE_LIMIT). */
  searchRate: 60,
} as const;

/**
 * Where the scale-out deployment writes its database's URL and cluster directory while it runs
 * (for the feed's import, and to stop a cluster that a killed run left behind).
 */
export function scaleOutStateFile(): string {
  return path.join(os.tmpdir(), `agency-e2e-scale-out-${SITE_PORT}.json`);
}

/**
 * Why the scale-out deployment cannot run here (no PostgreSQL server binaries: its webServer is
 * left out and its journeys skipped), or null when it runs. With PG_TEST_REQUIRED=1 (CI) it always
 * runs, so that missing binaries fail the run instead of skipping it.
 */
export function scaleOutSkipReason(): string | null {
  if (process.env.PG_TEST_REQUIRED === '1') return null;
  const found = findBinaries(process.env);
  return 'reason' in found ? `no PostgreSQL for the scale-out deployment: ${found.reason}` : null;
}
