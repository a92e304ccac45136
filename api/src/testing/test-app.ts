/**
 * Starts the API for tests over real HTTP: an in-memory PGlite (in a worker thread), migrated
 * and seeded with the demo data (both demo sites, as `npm start` seeds them), the app listening
 * on a free loopback port, its clock fixed at the demo's reference date (TEST_NOW).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { MEMORY_DATA_DIR, openPglite } from '../db/pglite';
import { seedDemoData } from '../db/seed';
import { generateSecondSiteData } from '../demo/second-site';
import { DEMO_REFERENCE_DATE, generateDemoData, type DemoData } from '../demo/generate';
import type { ApiSettings } from '../settings';
import { engagementConfig } from '../engagement/config';

/**
 * The settings of the tests' API: documentation served, no rate limit (tests send hundreds of
 * searches a minute from one address); tests of the defaults or the limits pass their own.
 */
export const TEST_SETTINGS: Partial<ApiSettings> = {
  docs: true,
  searchRateLimit: null,
};

/** The clock of the test API: the demo's reference date (2026-11-01), so periods are stable. */
export const TEST_NOW = new Date(DEMO_REFERENCE_DATE);

/** A running test API. */
export interface TestApp {
  /** Base URL, e.g. 'http://127.0.0.1:41234'. */
  url: string;
  app: FastifyInstance;
  db: Database;
  /** The demo data of the first site (the tests' oracle); the second site is seeded too. */
  data: DemoData;
  /**
   * Sends a request and reads the answer.
   * @returns the status, headers and body (parsed JSON when the answer is JSON, else text)
   */
  request<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: T }>;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts a seeded API on port 0 (takes ~5-8 s: PGlite's initdb dominates).
 * @param settings the app's settings (default TEST_SETTINGS; the production defaults for what
 *   they leave out)
 * @param options.agendaClock the current time of the viewing appointments (default Date.now)
 * @param options.clock the holiday rentals' clock (default the demo's reference date, TEST_NOW)
 * @param options.engagement the engagement settings and mail transport (see BuildAppOptions);
 *   by default the environment's settings and a transport that fails every mail (no SMTP here)
 * @throws when PGlite cannot start
 */
export async function startTestApp(
  settings: Partial<ApiSettings> = TEST_SETTINGS,
  options: Pick<BuildAppOptions, 'engagement' | 'agendaClock' | 'clock'> = {},
): Promise<TestApp> {
  const db = await openPglite(MEMORY_DATA_DIR);
  const data = generateDemoData();
  try {
    await migrate(db);
    await seedDemoData(db, data);
    await seedDemoData(db, generateSecondSiteData());
  } catch (error) {
    await db.close();
    throw error;
  }
  let app: FastifyInstance;
  try {
    app = await buildApp({
      db,
      logger: false,
      settings,
      clock: options.clock ?? (() => TEST_NOW),
      agendaClock: options.agendaClock,
      engagement: options.engagement ?? {
        // Tests send many forms from one address; the limits' own tests pass their config.
        config: {
          ...engagementConfig({}),
          ipLimit: 10_000,
          emailLimit: 10_000,
          friendDailyPerSender: 10_000,
          friendDailyPerIp: 10_000,
          mailHourlyPerAddress: 10_000,
          mailDailyPerAddress: 10_000,
          mailHourlyPerClient: 10_000,
          mailDailyPerClient: 10_000,
          mailHourlyPerSite: 10_000,
          holidayOptionsPerUnit: 10_000,
          pendingHoldsPerAddress: 10_000,
          pendingHoldsPerUnit: 10_000,
        },
        transport: { sendMail: () => Promise.reject(new Error('no SMTP server in tests')) },
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await db.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    db,
    data,
    async request<T>(
      method: string,
      path: string,
      options: { body?: unknown; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      }
      const response = await fetch(`${url}${path}`, { method, headers, body });
      const text = await response.text();
      const json = /json/.test(response.headers.get('content-type') ?? '') && text !== '';
      return {
        status: response.status,
        headers: response.headers,
        body: (json ? JSON.parse(text) : text) as T,
      };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * Delivers a test app's mail outbox until no mail is left to send (a pass sends what is due; a
 * mail queued meanwhile waits for the next), in ten passes at most. The mails go to the transport
 * the app was started with.
 */
export async function deliverOutbox(t: TestApp): Promise<void> {
  for (let pass = 0; pass < 10; pass++) {
    await t.app.engagement.outbox.deliverDue();
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
    );
    if (rows[0]?.n === 0) return;
  }
}
