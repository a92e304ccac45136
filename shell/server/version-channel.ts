/**
 * The API's data version kept in memory by the site server, pushed by the API: a long poll
 * `GET {api}/data-version?after=<v>&subscriber=<id>` (the API's version-feed.ts) answered as soon
 * as the version changes, or with the same version after the API's wait (25 s), and sent again at
 * once with the version just got. The API answers a write only once every subscriber polled again
 * with its version, so the version held here is the current one while the channel is healthy:
 * a poll is out and the last answer came within the API's wait (plus a margin). When it is not
 * (the API restarts, the network fails, an API that does not push: no `pushed: true` in its
 * answer), `current()` gives null
 * and the site server reads the version per request as before (page-cache.ts dataVersionReader),
 * while the channel connects again.
 */
import { randomUUID } from 'node:crypto';

/** Timings of a version channel, in ms. */
export interface VersionChannelTimings {
  /** The longest a poll may stay unanswered: the API's wait (25 s) plus a margin. */
  pollTimeoutMs: number;
  /** How long a failed poll waits before the next one. */
  retryMs: number;
}

/** The default timings: 30 s for a poll, 1 s between failed ones. */
export const DEFAULT_CHANNEL_TIMINGS: VersionChannelTimings = {
  pollTimeoutMs: 30_000,
  retryMs: 1_000,
};

/** A site server's channel to the API's data version. */
export interface VersionChannel {
  /** The current data version while the channel is healthy, else null (read it per request). */
  current(): string | null;
  /** Resolves once the first poll has been answered or has failed (for tests and start-up). */
  ready(): Promise<void>;
  /** Stops polling (the site server closes). */
  close(): void;
}

/**
 * Opens the channel to `{apiUpstream}/data-version` (see the module's comment) and keeps it open
 * until `close()`.
 * @param apiUpstream the API's address, e.g. 'http://127.0.0.1:4000'
 * @param timings its timings (DEFAULT_CHANNEL_TIMINGS by default; tests shorten them)
 */
export function versionChannel(
  apiUpstream: string,
  timings: Partial<VersionChannelTimings> = {},
): VersionChannel {
  const { pollTimeoutMs, retryMs } = { ...DEFAULT_CHANNEL_TIMINGS, ...timings };
  const base = `${apiUpstream.replace(/\/+$/, '')}/data-version`;
  const subscriber = randomUUID();
  let version: string | null = null;
  let closed = false;
  let controller: AbortController | null = null;
  let retry: NodeJS.Timeout | null = null;
  let firstDone: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    firstDone = resolve;
  });

  const poll = async (after: string): Promise<void> => {
    if (closed) return;
    controller = new AbortController();
    const timeout = setTimeout(() => controller?.abort(), pollTimeoutMs);
    try {
      const response = await fetch(
        `${base}?after=${encodeURIComponent(after)}&subscriber=${subscriber}`,
        { signal: controller.signal },
      );
      if (!response.ok) throw new Error(`${base} answered ${response.status}`);
      const body = (await response.json()) as { version?: unknown; pushed?: unknown };
      if (typeof body.version !== 'string' || body.version === '')
        throw new Error(`${base} gave no version`);
      // An API that ignores the poll's parameters would neither wait nor hold its writes.
      if (body.pushed !== true) throw new Error(`${base} does not push its version`);
      // Taken before the next poll goes out: the API counts that poll as this server's receipt.
      version = body.version;
      firstDone();
      clearTimeout(timeout);
      void poll(body.version);
    } catch {
      clearTimeout(timeout);
      version = null;
      firstDone();
      if (!closed) retry = setTimeout(() => void poll(''), retryMs);
    }
  };
  void poll('');

  return {
    current: () => version,
    ready: () => first,
    close: () => {
      closed = true;
      version = null;
      if (retry) clearTimeout(retry);
      controller?.abort();
    },
  };
}
