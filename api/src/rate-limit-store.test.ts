/**
 * The rate limits' store (rate-limit-store.ts) without a PostgreSQL server: PGlite keeps the
 * plugin's in-memory counts (nothing in `rate_limits`); the store's statements, run on PGlite
 * (the same SQL as on PostgreSQL), count a window, start a new one once it has ended, count each
 * limiter apart, and the sweep deletes only ended windows; a database error lets the request
 * through uncounted with one warning a minute, never a 500. Two instances on one PostgreSQL
 * server: db/shared-rate-limits.test.ts.
 */
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { Database } from './db/database';
import { engagementConfig } from './engagement/config';
import {
  countHit,
  counterKey,
  deleteExpiredRateLimits,
  postgresRateLimitStore,
  rateLimitStoreFor,
  WARNING_INTERVAL_MS,
} from './rate-limit-store';
import { startTestApp, TEST_SETTINGS, type TestApp } from './testing/test-app';
import { formTokenFor } from './testing/fixtures';

/** A database of `kind` whose every statement fails as an unreachable server's would. */
function failingDatabase(kind: Database['kind']): Database {
  const refuse = () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
  return {
    kind,
    query: refuse,
    exec: refuse,
    transaction: refuse,
    close: async () => undefined,
  };
}

/** A logger that keeps its warnings. */
function recordingLog() {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    warn: ((fields: Record<string, unknown>, message: string) => {
      warnings.push({ fields, message });
    }) as never,
  };
}

describe('the rate limits on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { ...TEST_SETTINGS, searchRateLimit: { max: 3, windowMs: 60_000 } },
      {
        engagement: {
          config: { ...engagementConfig({}), ipLimit: 3 },
          transport: { sendMail: () => Promise.reject(new Error('no SMTP server in tests')) },
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const rows = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits')).rows[0]?.n;

  it('keeps the counts in memory: the 4th search and form of an address are refused, nothing is written', async () => {
    expect(rateLimitStoreFor(t.db, recordingLog())).toBeUndefined();
    const headers = { 'x-forwarded-for': '203.0.113.40' };
    const searches: number[] = [];
    const forms: number[] = [];
    for (let i = 0; i < 4; i++) {
      searches.push(
        (await t.request('POST', '/sites/1/estates', { body: { query: {}, size: 0 }, headers }))
          .status,
      );
      // A valid request (only accepted submissions count), from a new e-mail address each time.
      const body = {
        name: 'An Peeters',
        email: `memory-${i}@example.be`,
        message: 'Can I visit?',
        consent: true,
        agreementVersion: '2026-01',
        locale: 'en',
        formToken: await formTokenFor(t.db),
      };
      forms.push((await t.request('POST', '/sites/1/contact-requests', { body, headers })).status);
    }
    expect(searches).toEqual([200, 200, 200, 429]);
    expect(forms).toEqual([202, 202, 202, 429]);
    expect(await rows()).toBe(0);
  });

  describe("the store's statements (run on PGlite: the same SQL as on PostgreSQL)", () => {
    beforeEach(async () => {
      await t.db.exec('DELETE FROM rate_limits');
    });

    it('count the hits of a window and say how long it lasts', async () => {
      const key = counterKey('test', 'a');
      const hits = [];
      for (let i = 0; i < 3; i++) hits.push(await countHit(t.db, key, 60_000));
      expect(hits.map((hit) => hit.current)).toEqual([1, 2, 3]);
      for (const hit of hits) {
        expect(hit.ttl).toBeGreaterThan(55_000);
        expect(hit.ttl).toBeLessThanOrEqual(60_000);
      }
    });

    it('start a new window once the last has ended', async () => {
      const key = counterKey('test', 'b');
      await countHit(t.db, key, 60_000);
      await countHit(t.db, key, 60_000);
      await t.db.query(
        "UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE key = $1",
        [key],
      );
      const hit = await countHit(t.db, key, 60_000);
      expect(hit.current).toBe(1);
      expect(hit.ttl).toBeGreaterThan(55_000);
    });

    it('count each limiter apart (the same client key under two names)', async () => {
      await countHit(t.db, counterKey('POST /sites/:siteId/estates', '203.0.113.1'), 60_000);
      const other = await countHit(
        t.db,
        counterKey('POST /sites/:siteId/estate-filters', '203.0.113.1'),
        60_000,
      );
      expect(other.current).toBe(1);
      expect(counterKey('engagement:email', 'x')).toMatch(/^[0-9a-f]{64}$/);
    });

    it('delete only the windows that have ended (the sweep)', async () => {
      await countHit(t.db, counterKey('test', 'live'), 60_000);
      await countHit(t.db, counterKey('test', 'ended'), 60_000);
      await t.db.query(
        "UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE key = $1",
        [counterKey('test', 'ended')],
      );
      expect(await deleteExpiredRateLimits(t.db)).toBe(1);
      const { rows: left } = await t.db.query<{ key: string }>('SELECT key FROM rate_limits');
      expect(left).toEqual([{ key: counterKey('test', 'live') }]);
    });
  });
});

describe('the PostgreSQL store when the database fails', () => {
  it('is chosen for a PostgreSQL database only', () => {
    expect(rateLimitStoreFor(failingDatabase('postgres'), recordingLog())).toBeDefined();
    expect(rateLimitStoreFor(failingDatabase('pglite'), recordingLog())).toBeUndefined();
  });

  it('lets the requests through uncounted (no 429, no 500), with one warning a minute', async () => {
    const log = recordingLog();
    let now = 1_000_000;
    const app = Fastify({ logger: false });
    await app.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(failingDatabase('postgres'), log, () => now),
    });
    app.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
      ok: true,
    }));
    const byAddress = app.createRateLimit({ name: 'test:address', max: 1, timeWindow: 60_000 });
    app.get('/form', async (request) => {
      const state = await byAddress(request);
      return { exceeded: !state.isAllowed && state.isExceeded };
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await app.inject('/limited')).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      for (let i = 0; i < 2; i++) {
        const form = await app.inject('/form');
        expect([form.statusCode, form.json()]).toEqual([200, { exceeded: false }]);
      }
      expect(log.warnings).toHaveLength(1);
      expect(log.warnings[0]?.message).toMatch(/rate limit not counted/);
      expect(log.warnings[0]?.fields).toMatchObject({
        limiter: 'GET /limited',
        uncounted: 1,
        err: expect.objectContaining({ code: 'ECONNREFUSED' }),
      });
      // A minute later the next failure is reported, with the requests let through since.
      now += WARNING_INTERVAL_MS;
      await app.inject('/limited');
      expect(log.warnings).toHaveLength(2);
      expect(log.warnings[1]?.fields).toMatchObject({ uncounted: 5 });
    } finally {
      await app.close();
    }
  });

  it('refuses a limiter of app.createRateLimit without a name (its counts would mix with another’s)', async () => {
    const app = Fastify({ logger: false });
    await app.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(failingDatabase('postgres'), recordingLog()),
    });
    try {
      expect(() => app.createRateLimit({ max: 1, timeWindow: 60_000 })).toThrow(/needs a `name`/);
    } finally {
      await app.close();
    }
  });
});
