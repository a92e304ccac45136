/**
 * The rate limits' counts in PostgreSQL, so that any number of API instances on one database
 * (DATABASE_URL) enforce the limits of one: a store for @fastify/rate-limit (its `store` option)
 * that counts each hit with one upsert into `rate_limits` (migration 013). The plugin still
 * decides and answers (429, Retry-After, the routes' own bodies); only where the counts live
 * changes. PGlite serves one process, so there the plugin's in-memory store stays
 * (`rateLimitStoreFor`).
 *
 * - Windows are fixed, as the in-memory store's: a key's first hit opens one of `timeWindow` ms,
 *   and the hits are counted until it ends. The database's clock decides, so instances whose
 *   clocks differ still agree.
 * - Each limiter counts apart, as each has its own map in memory: a route's limit by its method
 *   and URL, a limiter of `app.createRateLimit` by the `name` it must be given. The row's key is
 *   the SHA-256 of that name and the client's key: a fixed size whatever the e-mail address, and
 *   no client or e-mail address kept in one more table.
 * - A row whose window has ended is reset by its next hit; the others are deleted by
 *   `deleteExpiredRateLimits`, which every instance runs every `RATE_LIMIT_SWEEP_MS` (app.ts).
 * - A database error fails open: the hit is not counted and the request goes on (a rate limit is
 *   a guard, not the service; the request meets the same database next and answers for itself),
 *   with a warning logged at most once per `WARNING_INTERVAL_MS`, telling how many requests went
 *   through uncounted since the last one.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from './db/database';

declare module '@fastify/rate-limit' {
  interface CreateRateLimitOptions {
    /**
     * The limiter's name, unique in the app (e.g. 'engagement:address'): with PostgreSQL its
     * counts are kept under it (rate-limit-store.ts). Required for `app.createRateLimit`; a
     * route's limit is named by its method and URL.
     */
    name?: string;
  }
}

/** How often each instance deletes the counts whose window has ended, in ms (5 minutes). */
export const RATE_LIMIT_SWEEP_MS = 5 * 60_000;

/** The least time between two warnings of uncounted hits, in ms (one minute). */
export const WARNING_INTERVAL_MS = 60_000;

/** One hit counted: the hits of the key's window so far, and the ms left in the window. */
export interface CountedHit {
  current: number;
  ttl: number;
}

/**
 * Counts one hit of a key (already hashed, see `counterKey`) in its window: the first hit, or
 * the first after the window ended, opens a new window of `windowMs`. One statement, so two
 * instances counting the same key at once both count (the row lock orders them). The count stops
 * at integer's largest value (still over any limit) rather than failing.
 * @param windowMs the window, in ms
 * @returns the hits of the window including this one, and the ms until the window ends
 * @throws the database's error
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<CountedHit> {
  const { rows } = await db.query<{ hits: number; ttl_ms: number }>(
    `INSERT INTO rate_limits AS counted (key, hits, resets_at)
     VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN counted.resets_at <= now() THEN 1 ELSE least(counted.hits, 2147483646) + 1 END,
       resets_at = CASE WHEN counted.resets_at <= now() THEN excluded.resets_at
                        ELSE counted.resets_at END
     RETURNING hits, (extract(epoch FROM resets_at - now()) * 1000)::float8 AS ttl_ms`,
    [key, windowMs],
  );
  const row = rows[0];
  if (!row) throw new Error('The rate limit upsert returned no row');
  return { current: row.hits, ttl: Math.max(0, Math.ceil(row.ttl_ms)) };
}

/**
 * Deletes the counts whose window has ended (their next hit would start afresh anyway).
 * @returns how many were deleted
 * @throws the database's error
 */
export async function deleteExpiredRateLimits(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ deleted: number }>(
    `WITH gone AS (DELETE FROM rate_limits WHERE resets_at <= now() RETURNING 1)
     SELECT count(*)::int AS deleted FROM gone`,
  );
  return rows[0]?.deleted ?? 0;
}

/**
 * The key of a limiter's count of a client: the SHA-256 (hex) of the limiter's name and the
 * client's key.
 */
export function counterKey(limiter: string, key: string): string {
  return createHash('sha256').update(limiter).update('\n').update(key).digest('hex');
}

/** What @fastify/rate-limit gives a store: its merged options, with the route when a route's. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  name?: string;
}

/**
 * The name of a limiter's counts: the `name` given to `app.createRateLimit`, else its route's
 * method and URL ('POST /sites/:siteId/estates'); '' for the plugin's root store (the limits of
 * `global: true`, which the app does not use).
 * @throws when the options are those of `app.createRateLimit` without a `name` (its counts would
 *   mix with another's)
 */
function limiterName(options: StoreOptions): string {
  if (typeof options.name === 'string' && options.name !== '') return options.name;
  const route = options.routeInfo;
  if (route === undefined) return '';
  if (route.url !== undefined && route.method !== undefined)
    return `${[route.method].flat().join(',')} ${route.url}`;
  throw new Error('A limiter made with app.createRateLimit needs a `name` (rate-limit-store.ts)');
}

/**
 * A @fastify/rate-limit store class whose counts are kept in `rate_limits` on `db`.
 * @param db the database (PostgreSQL; the statements are plain SQL, so PGlite runs them too)
 * @param log where a database error is reported (warn), at most once per `WARNING_INTERVAL_MS`
 * @param now the clock of those warnings, in ms (tests)
 * @returns the class to pass as the plugin's `store`
 */
export function postgresRateLimitStore(
  db: Queryable,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let lastWarning = -Infinity;
  let uncounted = 0;
  const failed = (limiter: string, error: unknown) => {
    uncounted++;
    if (now() - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = now();
    // The limiter's name, never the key: keys hold client and e-mail addresses.
    log.warn(
      { err: error, limiter, uncounted },
      'rate limit not counted (database error): requests go through uncounted',
    );
    uncounted = 0;
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly limiter: string;

    constructor(options: object) {
      this.limiter = limiterName(options as StoreOptions);
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: CountedHit) => void,
      timeWindow: number,
    ): void {
      countHit(db, counterKey(this.limiter, key), timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => {
          failed(this.limiter, error);
          callback(null, { current: 0, ttl: timeWindow });
        },
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new PostgresRateLimitStore(options);
    }
  }
  return PostgresRateLimitStore;
}

/**
 * The store of the rate limits for a database: the counts in PostgreSQL when the database is
 * (shared by every instance on it), none (the plugin's in-memory store) for PGlite, which serves
 * one process.
 * @param log where the store reports database errors (warn)
 */
export function rateLimitStoreFor(
  db: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
): FastifyRateLimitStoreCtor | undefined {
  return db.kind === 'postgres' ? postgresRateLimitStore(db, log) : undefined;
}
