/**
 * The API's data version (GET /data-version: every write to what a page shows changes it), as the
 * site server knows it: read by one poll shared by every request of the process (dataVersionFeed)
 * rather than by each request, so a page from the cache costs no call to the API.
 */
import http from 'node:http';
import https from 'node:https';

/**
 * A reader whose every call resolves with the result of a read that started at or after the
 * call, so no write acknowledged before it is missed; the calls that arrive while a read runs
 * share the next one, so a thousand page requests make a handful of reads.
 * @param read the read (its rejection rejects the calls that share it)
 */
export function freshReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    queued = null;
    return current;
  };
  return () => {
    if (running === null) return start();
    // The running read may have started before this call: wait for the next one.
    queued ??= running.catch(() => undefined).then(start);
    return queued;
  };
}

/**
 * The API's data version (GET {apiUpstream}/data-version), read fresh for each caller (see
 * freshReader). Every page request waits for one, so it is read with node:http on connections
 * kept open (two at most), not with `fetch`, whose requests, responses and streams took a tenth
 * of the site server's time on pages from its cache.
 *
 * A page of holiday availability passes its `scope` (see rentalScope): its version is then the
 * data version with the availability version of its unit, or of its site's units, so that a
 * holiday option changes the version of those pages only, and no other page is rendered again.
 * @param timeoutMs how long a read may take before it fails
 * @returns a function resolving with the version of a scope (none: of every page); it rejects
 *   when the API does not answer, answers another status than 200, or no version
 */
export function dataVersionReader(
  apiUpstream: string,
  timeoutMs = 2000,
): (scope?: RentalScope | null) => Promise<string> {
  const base = new URL(`${apiUpstream.replace(/\/+$/, '')}/data-version`);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 2 });
  const read = (query: string) =>
    new Promise<string>((resolve, reject) => {
      const url = new URL(base);
      url.search = query;
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      const request = client.get(
        url,
        { agent, headers: { accept: 'application/json' } },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (part: Buffer) => parts.push(part));
          answer.on('error', fail);
          answer.on('end', () => {
            clearTimeout(timer);
            if (answer.statusCode !== 200) {
              reject(new Error(`${url.href} answered ${answer.statusCode}`));
              return;
            }
            let version: unknown;
            let rental: unknown;
            try {
              ({ version, rental } = JSON.parse(Buffer.concat(parts).toString('utf8')) as {
                version?: unknown;
                rental?: unknown;
              });
            } catch {
              version = undefined;
            }
            if (typeof version !== 'string' || version === '')
              reject(new Error(`${url.href} gave no version`));
            else if (query === '') resolve(version);
            else if (typeof rental === 'string') resolve(`${version}.${rental}`);
            else reject(new Error(`${url.href} gave no rental version`));
          });
        },
      );
      const timer = setTimeout(
        () => request.destroy(new Error(`${url.href} did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      request.on('error', fail);
    });
  // One fresh reader per scope; the scopes of unit ids are few, but bounded all the same.
  const readers = new Map<string, () => Promise<string>>();
  return (scope) => {
    const query = scope ? new URLSearchParams(scope).toString() : '';
    let reader = readers.get(query);
    if (!reader) {
      if (readers.size >= 1000) readers.clear();
      reader = freshReader(() => read(query));
      readers.set(query, reader);
    }
    return reader();
  };
}

/** Whose holiday availability a page shows: one unit's, or every unit's of a site. */
export type RentalScope = { rentalUnit: string } | { rentalSite: string };

/**
 * The holiday availability a page of a route shows: a unit's page (route type 'holiday') its
 * unit's, the holiday search ('holidaySearch') its site's units'; null for every other page,
 * which a holiday option does not change.
 * @param route the page's route (shared/routes parsePath)
 * @param siteId the site of the page's market
 */
export function rentalScope(
  route: { type: string; params: Record<string, string> } | null,
  siteId: number,
): RentalScope | null {
  if (route?.type === 'holiday' && /^[1-9][0-9]{0,8}$/.test(route.params.rentalUnitId ?? ''))
    return { rentalUnit: route.params.rentalUnitId as string };
  if (route?.type === 'holidaySearch') return { rentalSite: String(siteId) };
  return null;
}

/** What every page's ETag is made of besides its market: the data version and the code. */
export interface VersionState {
  /** The API's data version (of every page; a holiday page's availability is read apart). */
  version: string;
  /** The shell's build and the remotes' builds the renders use. */
  build: string;
}

/** How often a site server process reads the data version by default, in ms. */
export const DEFAULT_DATA_VERSION_POLL_MS = 250;

/**
 * How often the data version is read, from DATA_VERSION_POLL_MS: a whole number of ms from 10 to
 * 60,000; unset or anything else: DEFAULT_DATA_VERSION_POLL_MS.
 */
export function dataVersionPollMsFrom(value: string | undefined): number {
  const ms = Number(value?.trim() || Number.NaN);
  return Number.isInteger(ms) && ms >= 10 && ms <= 60_000 ? ms : DEFAULT_DATA_VERSION_POLL_MS;
}

/** The version state of a site server process, kept by one poll (see dataVersionFeed). */
export interface DataVersionFeed {
  /**
   * The state now: at once when known (null when the last read failed: pages are then rendered
   * and not kept), else (before the first read, after `written`) a promise of the next read's.
   */
  now(): VersionState | null | Promise<VersionState | null>;
  /**
   * The state now when it is known, without starting a read: the same object while the version
   * and the builds stay the same, so an answer made at it is current while `known()` is that
   * object; undefined before the first read and after `written` until the next read ends; null
   * when the last read failed.
   */
  known(): VersionState | null | undefined;
  /** A write went through this process: the next `now` waits for a read started after it. */
  written(): void;
  /** Stops the poll (the server closes). */
  stop(): void;
}

/**
 * The data version of a site server process, read every `intervalMs` by one poll that every
 * request shares: a page from the cache costs no call to the API and no wait. A write through
 * another process or straight to the API shows within `intervalMs` and one read (at most its
 * time-out); a write through this process (`written`) shows on the next request. The poll starts
 * with the first `now` and reads again `intervalMs` after each read ends, so a slow API is never
 * asked twice at once. An unchanged state keeps its object, so what is derived from it can be
 * kept by identity.
 * @param read one read of the state (rejects when the API does not answer: the state is then null)
 * @param onRead called with each state read (the metrics' data version)
 */
export function dataVersionFeed(
  read: () => Promise<VersionState>,
  intervalMs: number,
  onRead?: (state: VersionState) => void,
): DataVersionFeed {
  let state: VersionState | null | undefined;
  let next: Promise<VersionState | null> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Bumped by each write: a read that started before it must not set the state after it.
  let epoch = 0;
  const poll = (): Promise<VersionState | null> => {
    const started = epoch;
    clearTimeout(timer);
    const made = read().then(
      (read) => {
        if (started === epoch) {
          state =
            state && state.version === read.version && state.build === read.build ? state : read;
          onRead?.(state);
        }
        return read as VersionState | null;
      },
      () => {
        if (started === epoch) state = null;
        return null;
      },
    );
    void made.then(() => {
      if (next === made) next = null;
      if (!stopped && started === epoch) timer = setTimeout(poll, intervalMs).unref();
    });
    return made;
  };
  return {
    now() {
      if (state !== undefined) return state;
      next ??= poll();
      return next;
    },
    known: () => state,
    written() {
      epoch += 1;
      state = undefined;
      next = poll();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
