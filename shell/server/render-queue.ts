/**
 * Server renders taken in turn. A render is mostly CPU on the process's one JavaScript thread,
 * with short waits for the API between its parts. Started all at once, N renders share the
 * thread and each one ends only when nearly all have (every visitor waits about N renders);
 * taken in arrival order, a few at a time, the first visitor waits one render and the last N,
 * for the same throughput. So the slowest answers under a peak (p99) come down to about the mean,
 * and a page that is already kept (page cache, 304s, replayed answers) never waits behind a
 * render. The queue is per process: each site server process renders on its own thread.
 */
import pLimit from 'p-limit';

/**
 * How many renders a process runs at once by default: enough that one render's waits for the
 * API are filled by another's CPU, few enough that each one ends soon after it starts.
 */
export const DEFAULT_RENDER_CONCURRENCY = 4;

/**
 * The renders at once of RENDER_CONCURRENCY: a whole number from 1 to 64, else the default.
 * @param value the environment's text, or undefined when unset
 * @returns the concurrency of a process's render queue
 */
export function renderConcurrencyFrom(value: string | undefined): number {
  const n = Number(value?.trim() || Number.NaN);
  return Number.isInteger(n) && n >= 1 && n <= 64 ? n : DEFAULT_RENDER_CONCURRENCY;
}

/** A process's render queue (see renderQueue). */
export interface RenderQueue {
  /**
   * Runs `task` once fewer than the concurrency are running, after those that came before it.
   * @returns the task's own answer or rejection
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** The renders running now and those waiting for their turn. */
  load(): { running: number; waiting: number };
}

/**
 * A first-in, first-out queue of at most `concurrency` tasks at once (p-limit).
 * @param concurrency the tasks at once, at least 1
 */
export function renderQueue(concurrency: number): RenderQueue {
  const limit = pLimit(Math.max(1, Math.floor(concurrency)));
  return {
    run: (task) => limit(task),
    load: () => ({ running: limit.activeCount, waiting: limit.pendingCount }),
  };
}
