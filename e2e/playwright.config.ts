/**
 * Playwright journeys through the composed site in Debian's Chromium (/usr/bin/chromium), against
 * the site exactly as `npm start` serves it (scripts/serve.mjs), on test ports with a fresh
 * in-memory database seeded with the demo data.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { remotePortsEnv, remoteUrlsEnv } from '../scripts/registry.cjs';
import {
  API_DOWN_SITE_PORT,
  LIMITS_API_PORT,
  LIMITS_SEARCH_RATE,
  LIMITS_SITE_PORT,
  marketsFile,
  REDEPLOY_REMOTE_PORT,
  REDEPLOY_REVALIDATE_MS,
  REDEPLOY_SITE_PORT,
  redeployDeploymentsDir,
  REMOTE_DOWN_SITE_PORT,
  SNAPSHOT_API_PORT,
  SNAPSHOT_SITE_PORT,
  REMOTE_DOWN_URL,
  resetDeploymentsDir,
  resetMarketsFile,
  SCALE_OUT,
  scaleOutSkipReason,
  scaleOutStateFile,
  SITE_PORT,
} from './tests/markets-file';

// The runner (not its workers, which load this file again) starts the run from the repository's
// markets; journeys may change this copy while the site runs.
if (!process.env.TEST_WORKER_INDEX) {
  resetMarketsFile();
  resetDeploymentsDir();
}

/** The first site's remotes (MF_<NAME>_URL) but the favourites remote, which the site serves. */
const redeployRemoteUrls = Object.fromEntries(
  Object.entries(remoteUrlsEnv(SITE_PORT)).filter(([key]) => key !== 'MF_FAVORITES_URL'),
);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${SITE_PORT}/config.json`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(SITE_PORT),
        API_PORT: String(SITE_PORT + 1000),
        // Every remote of the registry, on the site's port plus its offset (3101, 3102...).
        ...remotePortsEnv(SITE_PORT),
        API_DATA_DIR: 'memory://',
        MARKETS_FILE: marketsFile(),
        // A deployments folder of its own with nothing deployed: its remotes' dist/ builds.
        DEPLOYMENTS_DIR: path.join(os.tmpdir(), `agency-e2e-deployments-${SITE_PORT}-none`),
        LOG_LEVEL: 'warn',
        // Mails: MailDev on the site's port + 50 (SMTP) and + 51 (inbox and REST API);
        // the journeys trigger the alerts themselves (operator token) and never trip the limits.
        MAILDEV_SMTP_PORT: String(SITE_PORT + 50),
        MAILDEV_WEB_PORT: String(SITE_PORT + 51),
        ADMIN_TOKEN: 'e2e-operator',
        ALERTS_INTERVAL_MS: '0',
        OUTBOX_POLL_MS: '300',
        FORM_RATE_LIMIT_IP: '10000',
        FORM_RATE_LIMIT_EMAIL: '10000',
        // The journeys send many forms from one address and one e-mail address; these caps are
        // tested by the API's tests (api/src/routes/abuse.test.ts, relay.test.ts).
        MAIL_LIMIT_ADDRESS_HOUR: '10000',
        MAIL_LIMIT_ADDRESS_DAY: '10000',
        MAIL_LIMIT_CLIENT_HOUR: '10000',
        MAIL_LIMIT_CLIENT_DAY: '10000',
        MAIL_LIMIT_SITE_HOUR: '10000',
        FRIEND_DAILY_LIMIT_SENDER: '10000',
        FRIEND_DAILY_LIMIT_IP: '10000',
        HOLIDAY_OPTION_LIMIT: '10000',
        // Many journeys book on the same estates and units without confirming: the caps of
        // unconfirmed holds are tested by the API's tests (api/src/routes/holds.test.ts).
        HOLD_PENDING_PER_ADDRESS: '10000',
        HOLD_PENDING_PER_UNIT: '10000',
        // FORM_MIN_FILL_MS at its default: Playwright fills a form in as fast as a browser's
        // autofill, and the forms hold such a submission until the least fill time has passed
        // (engagement.spec.ts: an autofilled contact form sent at once is accepted).
        // Two workers search far more than a visitor from one address: no rate limit here
        // (api/src/settings.test.ts tests it).
        API_RATE_LIMIT: 'off',
        // Every visit reports its Web Vitals (operations.spec.ts reads them).
        VITALS_SAMPLE_RATE: '1',
      },
    },
    {
      // The same site with its API down (nothing listens on port 9): the server renders its
      // notice. It serves the first server's remotes, so it starts none of its own.
      command: 'node --conditions=agency-compiled shell/dist-server/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${API_DOWN_SITE_PORT}/config.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(API_DOWN_SITE_PORT),
        // The sites beside the suite's own run on one process each (the suite's own runs on one
        // per processor, as `npm start`): what they show does not depend on it, and the machine
        // runs them all at once.
        SITE_WORKERS: '1',
        API_UPSTREAM: 'http://127.0.0.1:9',
        ...remoteUrlsEnv(SITE_PORT),
        MARKETS_FILE: marketsFile(),
        LOG_LEVEL: 'warn',
      },
    },
    {
      // An API of its own with the searches' limit per visitor on, for the site below.
      command: 'node --conditions=agency-compiled api/dist/server.js',
      cwd: '..',
      url: `http://127.0.0.1:${LIMITS_API_PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        API_PORT: String(LIMITS_API_PORT),
        API_DATA_DIR: 'memory://',
        API_RATE_LIMIT: String(LIMITS_SEARCH_RATE),
        // The journeys publish an estate as the operator would (a write pages must show).
        ADMIN_TOKEN: 'e2e-operator',
        // Its mails go nowhere: no journey sends a form through it.
        SMTP_URL: 'smtp://127.0.0.1:9',
        ALERTS_INTERVAL_MS: '0',
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The same site on that API, serving the first server's remotes.
      command: 'node --conditions=agency-compiled shell/dist-server/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${LIMITS_SITE_PORT}/config.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(LIMITS_SITE_PORT),
        SITE_WORKERS: '1',
        API_PORT: String(LIMITS_API_PORT),
        ...remoteUrlsEnv(SITE_PORT),
        MARKETS_FILE: marketsFile(),
        LOG_LEVEL: 'warn',
      },
    },
    {
      // An API of its own that no journey writes to, for the render snapshots' site below.
      command: 'node --conditions=agency-compiled api/dist/server.js',
      cwd: '..',
      url: `http://127.0.0.1:${SNAPSHOT_API_PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        API_PORT: String(SNAPSHOT_API_PORT),
        API_DATA_DIR: 'memory://',
        API_RATE_LIMIT: 'off',
        SMTP_URL: 'smtp://127.0.0.1:9',
        ALERTS_INTERVAL_MS: '0',
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The same site on that API, serving the first server's remotes.
      command: 'node --conditions=agency-compiled shell/dist-server/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${SNAPSHOT_SITE_PORT}/config.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(SNAPSHOT_SITE_PORT),
        SITE_WORKERS: '1',
        API_PORT: String(SNAPSHOT_API_PORT),
        ...remoteUrlsEnv(SITE_PORT),
        MARKETS_FILE: marketsFile(),
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The same site serving the favourites remote itself, with the versions the journeys deploy
      // (their own deployments folder), its remotes' server builds looked at again every second.
      command: 'node --conditions=agency-compiled shell/dist-server/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${REDEPLOY_SITE_PORT}/config.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(REDEPLOY_SITE_PORT),
        SITE_WORKERS: '1',
        API_PORT: String(SITE_PORT + 1000),
        ...redeployRemoteUrls,
        MF_FAVORITES_PORT: String(REDEPLOY_REMOTE_PORT),
        DEPLOYMENTS_DIR: redeployDeploymentsDir(),
        SSR_REMOTE_REVALIDATE_MS: String(REDEPLOY_REVALIDATE_MS),
        MARKETS_FILE: marketsFile(),
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The same site with the detail and favourites remotes down (their servers do not answer):
      // a page whose main content or a fragment cannot be rendered on the server.
      command: 'node --conditions=agency-compiled shell/dist-server/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${REMOTE_DOWN_SITE_PORT}/config.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(REMOTE_DOWN_SITE_PORT),
        SITE_WORKERS: '1',
        API_PORT: String(SITE_PORT + 1000),
        ...remoteUrlsEnv(SITE_PORT),
        MF_DETAIL_URL: REMOTE_DOWN_URL,
        MF_FAVORITES_URL: REMOTE_DOWN_URL,
        MARKETS_FILE: marketsFile(),
        LOG_LEVEL: 'warn',
      },
    },
    // Scaled out (scale-out.spec.ts): a reverse proxy, two site servers, two APIs, one PostgreSQL
    // (left out, its journeys skipped, where there is no PostgreSQL unless PG_TEST_REQUIRED=1).
    ...(scaleOutSkipReason() === null
      ? [
          {
            command: 'node e2e/scale-out/serve.mjs',
            cwd: '..',
            url: `http://127.0.0.1:${SCALE_OUT.proxyPort}/config.json`,
            // initdb, two APIs (the first seeds PostgreSQL) and two site servers, one after the
            // other, on a loaded machine.
            timeout: 360_000,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
            // SIGTERM, so that it stops its PostgreSQL cluster (which runs in a session of its
            // own, out of reach of the SIGKILL Playwright sends the group otherwise).
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 60_000 },
            env: {
              SCALE_OUT_PROXY_PORT: String(SCALE_OUT.proxyPort),
              SCALE_OUT_SITE_PORTS: `${SCALE_OUT.sitePorts.a},${SCALE_OUT.sitePorts.b}`,
              SCALE_OUT_API_PORTS: `${SCALE_OUT.apiPorts.a},${SCALE_OUT.apiPorts.b}`,
              SCALE_OUT_POSTGRES_PORT: String(SCALE_OUT.postgresPort),
              SCALE_OUT_STATE_FILE: scaleOutStateFile(),
              // The site servers: the first server's remotes and markets.
              ...remoteUrlsEnv(SITE_PORT),
              MARKETS_FILE: marketsFile(),
              LOG_LEVEL: 'warn',
              // The APIs: mails to the first server's MailDev, their links to the proxy.
              SMTP_URL: `smtp://127.0.0.1:${SITE_PORT + 50}`,
              SITE_URL: `http://{hostname}:${SCALE_OUT.proxyPort}`,
              ADMIN_TOKEN: 'e2e-operator',
              ALERTS_INTERVAL_MS: '0',
              OUTBOX_POLL_MS: '300',
              FORM_MIN_FILL_MS: '0',
              MAIL_LIMIT_ADDRESS_HOUR: '10000',
              MAIL_LIMIT_ADDRESS_DAY: '10000',
              MAIL_LIMIT_CLIENT_HOUR: '10000',
              MAIL_LIMIT_CLIENT_DAY: '10000',
              MAIL_LIMIT_SITE_HOUR: '10000',
              HOLD_PENDING_PER_ADDRESS: '10000',
              HOLD_PENDING_PER_UNIT: '10000',
              // The limits as a deployment has them, low enough to reach in a few requests.
              FORM_RATE_LIMIT_IP: String(SCALE_OUT.formRate),
              API_RATE_LIMIT: String(SCALE_OUT.searchRate),
            },
          },
        ]
      : []),
  ],
});
