/**
 * The data version pushed to the site servers: each keeps the version its pages are built from in
 * memory instead of asking for it on every page request. A site server subscribes with a long
 * poll, `GET /data-version?after=<v>&subscriber=<id>`, answered as soon as the version is not
 * `v` any more (else after `waitMs`, with the same version, as a heartbeat), and polls again at
 * once with the version it got.
 *
 * "A write shows on the next request" holds for the writes of this API: after a request that
 * may have written (any method but GET, HEAD, OPTIONS), its answer waits until every live
 * subscriber has taken the new version (polled again with it as `after`), at most `ackMs`; a
 * subscriber that did not is treated by its site server as cut off (it reads the version per
 * request again). The writes of other processes (the importer, another API instance on the same
 * PostgreSQL) reach the subscribers through the database's notification (postgres.ts `listen`)
 * within milliseconds, and in any case through a read every `pollMs` while someone subscribes.
 */
import type { DataVersion } from './answer-cache';

/** Timings of a VersionFeed, in ms. */
export interface VersionFeedTimings {
  /** How long a poll waits for a change before it is answered with the same version. */
  waitMs: number;
  /** How long a write's answer waits for the subscribers to take its version. */
  ackMs: number;
  /** How long after its last poll a subscriber counts as live (between two polls). */
  liveMs: number;
  /** How often the version is read while someone subscribes (other processes' writes). */
  pollMs: number;
}

/** The default timings: a 25 s poll, 500 ms for the acknowledgements, 2 s live, a read every second. */
export const DEFAULT_FEED_TIMINGS: VersionFeedTimings = {
  waitMs: 25_000,
  ackMs: 500,
  liveMs: 2_000,
  pollMs: 1_000,
};

interface Subscriber {
  /** The version it holds: the `after` of its last poll. */
  holds: string;
  /** When its last poll arrived (ms since the epoch). */
  seen: number;
  /** Its parked poll's answer, while one waits. */
  parked: ((version: string) => void) | null;
}

/** Whether version `a` is newer than `b` ('' is older than any). */
function newer(a: string, b: string): boolean {
  return b === '' || (a !== '' && Number(a) > Number(b));
}

/** The data version's feed to the site servers (see the module's comment). */
export class VersionFeed {
  private current = '';
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly settled = new Set<() => void>();
  private timer: NodeJS.Timeout | null = null;
  private readonly timings: VersionFeedTimings;

  /**
   * @param versions the database's version reader
   * @param timings its timings (DEFAULT_FEED_TIMINGS by default; tests shorten them)
   * @param now the clock, in ms since the epoch
   */
  constructor(
    private readonly versions: DataVersion,
    timings: Partial<VersionFeedTimings> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.timings = { ...DEFAULT_FEED_TIMINGS, ...timings };
  }

  /**
   * A subscriber's poll: resolves with the version once it is not `after` (at once when it is
   * not now), else after `waitMs` with the same version; `signal` (the poll's connection closed)
   * ends it early with the current version.
   * @param subscriber the subscriber's id (a site server's own, random)
   * @param after the version it holds ('' for none)
   * @throws the database's error when the version cannot be read
   */
  async poll(subscriber: string, after: string, signal?: AbortSignal): Promise<string> {
    const known = this.subscribers.get(subscriber);
    const entry: Subscriber = known ?? { holds: after, seen: 0, parked: null };
    entry.holds = after;
    entry.seen = this.now();
    this.subscribers.set(subscriber, entry);
    this.checkSettled();
    this.startPolling();
    // Read now: a write of another process since the last read is answered at once.
    this.publish(await this.versions.read());
    if (this.current !== after) return this.current;
    if (signal?.aborted) {
      if (this.subscribers.get(subscriber) === entry) this.subscribers.delete(subscriber);
      return this.current;
    }
    entry.parked?.(this.current);
    return new Promise<string>((resolve) => {
      const finish = (version: string) => {
        clearTimeout(timeout);
        signal?.removeEventListener('abort', aborted);
        if (entry.parked === finish) entry.parked = null;
        entry.seen = this.now();
        resolve(version);
      };
      const aborted = () => {
        finish(this.current);
        // A poll cut off: its subscriber holds nothing this feed waits for any more.
        if (this.subscribers.get(subscriber) === entry) this.subscribers.delete(subscriber);
        this.checkSettled();
      };
      const timeout = setTimeout(() => finish(this.current), this.timings.waitMs);
      entry.parked = finish;
      signal?.addEventListener('abort', aborted, { once: true });
    });
  }

  /**
   * Takes a version read from the database: when it is newer than the one known, the parked polls
   * are answered with it.
   */
  publish(version: string): void {
    if (!newer(version, this.current)) return;
    this.current = version;
    for (const entry of this.subscribers.values()) entry.parked?.(version);
  }

  /**
   * After a request that may have written: reads the version, publishes it and resolves once every
   * live subscriber holds it, or after `ackMs`. Costs nothing while nobody subscribes.
   * @returns whether every live subscriber took the version in time
   */
  async changed(): Promise<boolean> {
    if (this.subscribers.size === 0) return true;
    let version: string;
    try {
      version = await this.versions.read();
    } catch {
      // The database does not answer: the write did not happen either, or the subscribers will
      // fail their own reads.
      return false;
    }
    this.publish(version);
    if (this.lagging(version) === 0) return true;
    return new Promise<boolean>((resolve) => {
      const check = () => {
        if (this.lagging(version) > 0) return;
        clearTimeout(timeout);
        this.settled.delete(check);
        resolve(true);
      };
      const timeout = setTimeout(() => {
        this.settled.delete(check);
        resolve(false);
      }, this.timings.ackMs);
      this.settled.add(check);
    });
  }

  /** The number of subscribers, live or not, for tests and logs. */
  get size(): number {
    return this.subscribers.size;
  }

  /** Stops the periodic read and answers every parked poll (the API closes). */
  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const entry of this.subscribers.values()) entry.parked?.(this.current);
    this.subscribers.clear();
  }

  /** The live subscribers (a poll parked, or one seen within `liveMs`) that hold an older version. */
  private lagging(version: string): number {
    const now = this.now();
    let count = 0;
    for (const [id, entry] of this.subscribers) {
      const live = entry.parked !== null || now - entry.seen <= this.timings.liveMs;
      if (!live) this.subscribers.delete(id);
      else if (newer(version, entry.holds)) count++;
    }
    return count;
  }

  private checkSettled(): void {
    for (const check of [...this.settled]) check();
  }

  /** Reads the version every `pollMs` while someone subscribes (other processes' writes). */
  private startPolling(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.lagging(this.current) === 0 && this.subscribers.size === 0) {
        if (this.timer) clearInterval(this.timer);
        this.timer = null;
        return;
      }
      this.versions.read().then(
        (version) => this.publish(version),
        () => undefined,
      );
    }, this.timings.pollMs);
    this.timer.unref();
  }
}
