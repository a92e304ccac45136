/**
 * Playwright journeys through the composed site in Debian's Chromium (/usr/bin/chromium), against
 * the site exactly as `npm start` serves it (scripts/serve.mjs), on test ports with a fresh
 * in-memory database seeded with the demo data.
 */
import { defineConfig, devices } from '@playwright/test';
import { remotePortsEnv } from '../scripts/registry.cjs';
import { marketsFile, resetMarketsFile, SITE_PORT } from './tests/markets-file';

// The runner (not its workers, which load this file again) starts the run from the repository's
// markets; journeys may change this copy while the site runs.
if (!process.env.TEST_WORKER_INDEX) resetMarketsFile();

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
  webServer: {
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
      LOG_LEVEL: 'warn',
      // Two workers search far more than a visitor from one address: no rate limit here
      // (api/src/settings.test.ts tests it).
      API_RATE_LIMIT: 'off',
    },
  },
});
