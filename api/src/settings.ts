/**
 * The API's deployment settings (CORS limited to configured origins, /docs not public
 * unless configured, rate limits on the searches), read from the environment by `server.ts` and
 * given to `buildApp`. Defaults are those of a production-like deployment: no cross-origin
 * browser access, no documentation, searches rate limited.
 */
import { trustProxyFrom } from 'server-kit/trust-proxy';

/** How the API limits the requests of one client (see @fastify/rate-limit). */
export interface RateLimitSettings {
  /** Requests per client (IP address) per window. */
  max: number;
  /** The window, in ms. */
  windowMs: number;
}

/** Everything `buildApp` reads besides the database and the logger. */
export interface ApiSettings {
  /**
   * Origins whose browser pages may call the API directly (CORS), e.g.
   * `['https://www.immo-zonneveld.be']`; `['*']` for any; [] for none. The site itself needs none:
   * its server proxies /api on the site's own origin.
   */
  corsOrigins: readonly string[];
  /** Serve the OpenAPI description at /openapi.json and its UI at /docs. */
  docs: boolean;
  /**
   * The limit of the estate searches (POST …/estates and POST …/estate-filters) per client; null
   * for none. The forms have limits of their own, per address and per e-mail address
   * (engagement/config.ts: FORM_RATE_LIMIT_*). On PostgreSQL all of them are counted in the
   * database, for every instance on it (rate-limit-store.ts).
   */
  searchRateLimit: RateLimitSettings | null;
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client's address (Fastify's trustProxy):
   * `true` (all), false (none), a number of hops, or addresses/CIDR ranges ('127.0.0.1',
   * 'loopback'...). The rate limits count per client address.
   */
  trustProxy: boolean | number | string;
}

/** One minute, in ms. */
const MINUTE_MS = 60_000;

/** The defaults of a production-like deployment. */
export const DEFAULT_API_SETTINGS: ApiSettings = {
  corsOrigins: [],
  docs: false,
  // A visitor's listing page makes a search and a filter fetch, then one search per "load more"
  // or filter change: 600 a minute (10 a second, sustained) is far beyond one person.
  searchRateLimit: { max: 600, windowMs: MINUTE_MS },
  // The site server proxies /api from the same machine by default.
  trustProxy: 'loopback',
};

/** An environment variable's value is not one the API understands. */
export class SettingsError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`${variable}=${JSON.stringify(value)} is not valid: expected ${expected}`);
    this.name = 'SettingsError';
  }
}

/**
 * Reads a rate limit: `off` (or `0`) for none, `N` for N requests a minute, `N/S` for N requests
 * per S seconds.
 * @throws SettingsError for anything else
 */
function rateLimitFrom(
  variable: string,
  value: string | undefined,
  fallback: RateLimitSettings | null,
): RateLimitSettings | null {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim().toLowerCase();
  if (text === 'off' || text === '0') return null;
  const match = /^(\d{1,9})(?:\/(\d{1,6}))?$/.exec(text);
  if (!match || Number(match[1]) === 0 || match[2] === '0') {
    throw new SettingsError(
      variable,
      value,
      "'off', a number of requests a minute (600) or requests/seconds (100/10)",
    );
  }
  return {
    max: Number(match[1]),
    windowMs: match[2] === undefined ? MINUTE_MS : Number(match[2]) * 1000,
  };
}

/** Reads a yes/no variable: 1, true, yes, on / 0, false, no, off. */
function flagFrom(variable: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  throw new SettingsError(variable, value, '1 or 0');
}

/**
 * The settings of the environment:
 * - `API_CORS_ORIGINS`: comma-separated origins (`https://a.example,https://b.example`), `*` for
 *   any; default none (the site proxies /api, so it needs none);
 * - `API_DOCS`: 1 to serve /docs and /openapi.json; default 0 (`npm start` sets 1);
 * - `API_RATE_LIMIT`: the searches' limit per client: `off`, `N` a minute or `N/S` seconds;
 *   default 600 a minute;
 * - `API_TRUST_PROXY`: whose X-Forwarded-For gives the client address; default `loopback`.
 * @param env the environment (default `process.env`)
 * @returns the settings, the defaults for what is unset
 * @throws SettingsError naming the variable when a value is malformed (the server does not start)
 */
export function apiSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ApiSettings {
  const origins = (env.API_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new SettingsError(
        'API_CORS_ORIGINS',
        env.API_CORS_ORIGINS ?? '',
        "comma-separated origins such as https://www.example.be (scheme and host, no path), or '*'",
      );
    }
  }
  return {
    corsOrigins: origins,
    docs: flagFrom('API_DOCS', env.API_DOCS, DEFAULT_API_SETTINGS.docs),
    searchRateLimit: rateLimitFrom(
      'API_RATE_LIMIT',
      env.API_RATE_LIMIT,
      DEFAULT_API_SETTINGS.searchRateLimit,
    ),
    trustProxy: trustProxyFrom(env.API_TRUST_PROXY, DEFAULT_API_SETTINGS.trustProxy),
  };
}

/**
 * The route `config` that rate limits a route per client (@fastify/rate-limit, registered by
 * `buildApp` with `global: false`), e.g. `app.post('/estates', { config:
 * rateLimitConfig(app.apiSettings.searchRateLimit), ... })`.
 * @param limit the limit, or null
 * @returns `{ rateLimit: { max, timeWindow } }`, or {} when there is no limit
 */
export function rateLimitConfig(limit: RateLimitSettings | null): {
  rateLimit?: { max: number; timeWindow: number };
} {
  return limit ? { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } : {};
}
