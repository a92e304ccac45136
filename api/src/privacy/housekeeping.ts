/**
 * The API's housekeeping job: on a timer in every API process, it applies the retention periods
 * (retention.ts) and lets go of the lapsed holiday options. A lapsed option is already shown free
 * by every read (the periods' SQL ignores it); the job deletes its nights so that the period can
 * be requested again and the data version moves on (the site's pages are kept by it). So that no
 * page keeps showing a lapsed option, the job also runs at the moment the next option lapses,
 * when that comes before its next turn. Several processes may run it at once: each statement
 * stands on its own.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import {
  nextOptionLapse,
  releaseLapsedOptions,
  runRetention,
  type RetentionReport,
} from './retention';

/** What one run did. */
export interface HousekeepingRun {
  retention: RetentionReport;
  lapsedOptions: number;
}

/** The job: `start` to run it every `intervalMs`, `run` to run it now. */
export class Housekeeping {
  private timer: NodeJS.Timeout | null = null;
  private lapseTimer: NodeJS.Timeout | null = null;
  private running: Promise<HousekeepingRun> | null = null;

  /**
   * @param intervalMs the time between two runs, in ms
   * @param log where failures are written
   * @param clock the moment holds are lapsed at (the holiday routes' clock; tests fix it)
   */
  constructor(
    private readonly db: Database,
    private readonly intervalMs: number,
    private readonly log?: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Runs now and every `intervalMs` (the timers do not keep the process alive). */
  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops the timers and waits for a run under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.lapseTimer) clearTimeout(this.lapseTimer);
    this.timer = null;
    this.lapseTimer = null;
    await this.running?.catch(() => undefined);
  }

  private kick(): void {
    this.run().catch((error: unknown) =>
      this.log?.error({ err: error }, 'housekeeping run failed'),
    );
  }

  /**
   * One run: the retention periods, then the lapsed options; then, while started, a timer for
   * the next option to lapse before the next run. A run asked for during another waits for it.
   * @returns what it deleted or anonymised
   * @throws the database's error
   */
  run(): Promise<HousekeepingRun> {
    if (this.running) return this.running;
    this.running = this.once().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async once(): Promise<HousekeepingRun> {
    const retention = await runRetention(this.db);
    const lapsedOptions = await releaseLapsedOptions(this.db, this.clock());
    const touched = Object.values(retention).reduce((a, b) => a + b, 0) + lapsedOptions;
    if (touched > 0) this.log?.info({ retention, lapsedOptions }, 'housekeeping');
    if (this.timer) {
      const next = await nextOptionLapse(this.db);
      if (this.lapseTimer) clearTimeout(this.lapseTimer);
      this.lapseTimer = null;
      const wait = next === null ? null : Math.max(0, next - Date.now()) + 1000;
      if (wait !== null && wait < this.intervalMs) {
        this.lapseTimer = setTimeout(() => this.kick(), wait);
        this.lapseTimer.unref();
      }
    }
    return { retention, lapsedOptions };
  }
}
