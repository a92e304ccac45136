/**
 * The API's Prometheus metrics (served at `/metrics` to loopback and trusted proxies, see
 * server-kit/observability): Node's defaults, the requests by route pattern and status with
 * their latency, the answer cache's hits and misses, the refusals over a rate limit by limit, the
 * mail outbox's pending, sent and failed mails, and the data version. The outbox and the data
 * version are read from the database when the metrics are asked for, so every instance on one
 * database shows the same figures.
 */
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { Queryable } from './db/database';

/** The figures the routes report (the rest are read when asked). */
export interface ApiMetrics {
  registry: Registry;
  /** A route answered from the answer cache (`hit`) or computed its answer (`miss`). */
  answerCache(route: string, result: 'hit' | 'miss'): void;
  /** A request refused over the rate limit named `limit` (429). */
  rateLimited(limit: string): void;
}

/**
 * The API's metrics on a registry of their own (one per app: tests build several).
 * @param db the database the outbox and data version are read from
 * @param readVersion the data version (the app's DataVersion reader)
 */
export function apiMetrics(db: Queryable, readVersion: () => Promise<string>): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const answers = new Counter({
    name: 'api_answer_cache_total',
    help: 'Answers of the routes that keep theirs by data version: from the cache (hit) or computed (miss)',
    labelNames: ['route', 'result'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'api_rate_limit_refusals_total',
    help: 'Requests refused with 429 over a rate limit, by limit',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'api_outbox_mails',
    help: 'Mails of the outbox: pending (not sent yet), sent (until retention deletes them), failed (past their last attempt, retried slowly)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ pending: number; sent: number; failed: number }>(
        `SELECT count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS pending,
                count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent,
                count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NOT NULL)::int AS failed
           FROM mail_outbox`,
      );
      const row = rows[0] ?? { pending: 0, sent: 0, failed: 0 };
      this.set({ state: 'pending' }, row.pending);
      this.set({ state: 'sent' }, row.sent);
      this.set({ state: 'failed' }, row.failed);
    },
  });
  new Gauge({
    name: 'api_data_version',
    help: 'The data version: a counter every write to what the pages show bumps',
    registers: [registry],
    async collect() {
      this.set(Number(await readVersion()));
    },
  });
  return {
    registry,
    answerCache: (route, result) => answers.inc({ route, result }),
    rateLimited: (limit) => refusals.inc({ limit }),
  };
}
