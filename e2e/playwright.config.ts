/**
 * Playwright journeys through the composed site in Debian's Chromium (/usr/bin/chromium), against
 * the site exactly as `npm start` serves it (scripts/serve.mjs), on test ports with a fresh
 * in-memory database seeded with the demo data.
 */
import { defineConfig, devices } from '@playwright/test';
import { remotePortsEnv } from '../scripts/registry.cjs';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
/** The SMTP port of the journeys' MailDev (its web API is the next port). */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? SITE_PORT + 50);

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
      // Mails go to a MailDev that the journeys reading them start (holiday.spec.ts): SMTP on the
      // site's port + 50, its web API on + 51 (E2E_SMTP_PORT moves both).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      OUTBOX_RETRY_BASE_MS: '1000',
      OUTBOX_POLL_MS: '250',
      LOG_LEVEL: 'warn',
    },
  },
});
