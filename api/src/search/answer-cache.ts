/**
 * Search answers, filter options, estate records and estate collections kept in memory between
 * writes. Every statement that changes `estates` or `sites` bumps `data_version.version` (a
 * statement trigger, migration 009; the other tables pages show, estate collections among them,
 * since migration 014), in whatever process or API instance it runs (the importer, another instance on the same
 * PostgreSQL). A request reads the version first (one tiny query, shared by the requests that
 * arrive while it runs) and reuses an answer computed at that version: a write is seen by the
 * next request of every instance, and a search costs no query while nothing changes.
 */
import type { Queryable } from '../db/database';

/**
 * Reads the data version, one query for the requests that ask while it runs: a caller gets the
 * result of a read that started after its call (so it never misses a write committed before).
 */
export class DataVersion {
  private running: Promise<string> | null = null;
  private queued: Promise<string> | null = null;
  private newest = '';

  /** @param db the database whose `data_version` row is read */
  constructor(private readonly db: Queryable) {}

  /**
   * The current version, as text.
   * @throws the database error when the read fails
   */
  read(): Promise<string> {
    if (this.running === null) return this.start();
    // A read is running: it may have started before this call, so wait for the next one.
    this.queued ??= this.running.catch(() => undefined).then(() => this.start());
    return this.queued;
  }

  /** Starts a read; the requests queued meanwhile share the next one. */
  private start(): Promise<string> {
    const read: Promise<string> = this.query().finally(() => {
      if (this.running === read) this.running = null;
    });
    this.running = read;
    this.queued = null;
    return read;
  }

  /**
   * The newest version read or reported (see `saw`), '' before any: a guess that a request may
   * look kept answers up by, confirmed by a read (or by the version its own statement sees)
   * before anything computed at it is answered.
   */
  get latest(): string {
    return this.newest;
  }

  /** Records a version that a statement saw (it may be newer than the last read). */
  saw(version: string): void {
    if (this.newest === '' || Number(version) > Number(this.newest)) this.newest = version;
  }

  private async query(): Promise<string> {
    const { rows } = await this.db.query<{ v: string }>(
      'SELECT version::text AS v FROM data_version',
    );
    const version = rows[0]?.v ?? '0';
    this.saw(version);
    return version;
  }
}

/** Limits of an AnswerCache. */
export interface AnswerCacheLimits {
  /** Most answers kept. */
  entries: number;
  /** Most bytes (of answer text) kept. */
  bytes: number;
}

/** The default limits: 1,000 answers, 32 MB. */
export const DEFAULT_CACHE_LIMITS: AnswerCacheLimits = { entries: 1_000, bytes: 32 * 1024 * 1024 };

/** The size of a Buffer or string value, the default measure of an AnswerCache. */
const lengthOf = (value: unknown): number => (value as { length: number }).length;

/**
 * A bounded cache of answers (by default UTF-8 bytes, sent as they are) by key, least recently
 * used out first; the entries of an older version are dropped as soon as a newer one is stored.
 */
export class AnswerCache<T = Buffer> {
  private readonly map = new Map<string, T>();
  private bytes = 0;
  private version = '';

  /**
   * @param limits the most entries and bytes kept (default DEFAULT_CACHE_LIMITS)
   * @param sizeOf the bytes a value counts for (default its `length`: a Buffer's bytes)
   */
  constructor(
    private readonly limits: AnswerCacheLimits = DEFAULT_CACHE_LIMITS,
    private readonly sizeOf: (value: T) => number = lengthOf,
  ) {}

  /** The answer stored for `key` at `version`, or undefined. */
  get(version: string, key: string): T | undefined {
    if (version !== this.version) return undefined;
    const value = this.map.get(key);
    if (value !== undefined) {
      // Most recently used last.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** Stores an answer computed at `version` (an answer larger than the byte limit is not kept). */
  set(version: string, key: string, value: T): void {
    if (version !== this.version) {
      if (this.version !== '' && Number(version) < Number(this.version)) return;
      this.map.clear();
      this.bytes = 0;
      this.version = version;
    }
    const size = this.sizeOf(value) + key.length;
    if (size > this.limits.bytes) return;
    const old = this.map.get(key);
    if (old !== undefined) {
      this.bytes -= this.sizeOf(old) + key.length;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.bytes += size;
    for (const [oldest, text] of this.map) {
      if (this.map.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.map.delete(oldest);
      this.bytes -= this.sizeOf(text) + oldest.length;
    }
  }

  /** The number of answers kept (for tests and logs). */
  get size(): number {
    return this.map.size;
  }
}
