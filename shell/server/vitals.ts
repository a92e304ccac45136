/**
 * The visitors' own Web Vitals (LCP, INP, CLS, TTFB of real visits, sampled in the browser and
 * sent with `navigator.sendBeacon`): the beacon's rules and the aggregates the site server keeps.
 *
 * Kept in the metrics, not the API's database: a beacon then costs no write and no call of the
 * API, the memory is bounded by construction (one histogram per vital with fixed buckets, per
 * market, page type and day, the last VITALS_DAYS days only, labels the server derives itself), the
 * processes of one site server add up as their other figures do (histograms are summed), and
 * Prometheus keeps the history. What a restart loses is the current days' counts of that server.
 * The p75 is read from the summed buckets (linear within a bucket, as Prometheus'
 * `histogram_quantile`), on `/metrics` and by `npm run vitals`.
 */
import { Histogram, type Registry } from 'prom-client';

/** The vitals a beacon may carry. */
export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/** The most bytes of a beacon: a path and four numbers fit well within. */
export const MAX_BEACON_BYTES = 2048;

/** The days of aggregates kept (today and the six before). */
export const VITALS_DAYS = 7;

/**
 * The buckets of each vital, in its unit (ms; CLS has none), around Google's thresholds of
 * "good" and "poor" (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 / 0.25, TTFB 0.8 / 1.8 s).
 */
const BUCKETS: Record<Vital, number[]> = {
  LCP: [250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 20000],
  INP: [25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000],
  CLS: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1],
  TTFB: [50, 100, 200, 300, 400, 600, 800, 1000, 1500, 1800, 2500, 4000, 8000],
};

/** The largest value believed of each vital (beyond it a beacon is refused). */
const MAX_VALUE: Record<Vital, number> = { LCP: 120_000, INP: 60_000, CLS: 100, TTFB: 120_000 };

/** The metric name of a vital's histogram. */
export function vitalMetricName(vital: Vital): string {
  return `site_web_vital_${vital.toLowerCase()}${vital === 'CLS' ? '' : '_milliseconds'}`;
}

/** A valid beacon: the page's path (no query) and at least one vital. */
export interface Beacon {
  path: string;
  values: Partial<Record<Vital, number>>;
}

/**
 * Reads a beacon's body (JSON, as text or parsed): `{ "path": "/nl/aanbod", "values": { "LCP":
 * 1200, "CLS": 0.01 } }`, a path of the site (starting with one '/', at most 512 characters, no
 * query) and one to four vitals, each a finite number from 0 to a believable maximum.
 * @returns the beacon, or a reason it is refused (the endpoint answers 400 with it)
 */
export function parseBeacon(body: unknown): Beacon | { problem: string } {
  let data = body;
  if (typeof body === 'string') {
    if (Buffer.byteLength(body) > MAX_BEACON_BYTES) return { problem: 'the beacon is too large' };
    try {
      data = JSON.parse(body);
    } catch {
      return { problem: 'the beacon is not JSON' };
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { problem: 'the beacon is not an object' };
  const { path, values, ...rest } = data as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return { problem: `unknown field ${Object.keys(rest)[0]}` };
  if (typeof path !== 'string' || !/^\/(?!\/)[^?#\s]{0,511}$/.test(path))
    return { problem: 'path must be a path of the site' };
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    return { problem: 'values must be an object' };
  const out: Partial<Record<Vital, number>> = {};
  for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
    if (!(VITALS as readonly string[]).includes(name)) return { problem: `unknown vital ${name}` };
    const vital = name as Vital;
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > MAX_VALUE[vital]
    )
      return { problem: `${vital} must be a number from 0 to ${MAX_VALUE[vital]}` };
    out[vital] = value;
  }
  if (Object.keys(out).length === 0) return { problem: 'values names no vital' };
  return { path, values: out };
}

/** The day of a moment, in UTC (YYYY-MM-DD). */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Where a beacon is counted: the market and page type the server found, and the day. */
export interface VitalsPlace {
  market: string;
  pageType: string;
}

/** The aggregates of one process: a histogram per vital in `registry`. */
export class VitalsStore {
  private readonly histograms: Record<Vital, Histogram<'market' | 'page_type' | 'day'>>;
  /** The label sets seen per day, to drop a day's when it is too old. */
  private readonly days = new Map<string, Map<string, VitalsPlace>>();
  /**
   * @param registry where the histograms are registered
   * @param now the clock (ms), the day of a beacon being the server's
   */
  constructor(
    registry: Registry,
    private readonly now: () => number = Date.now,
  ) {
    const make = (vital: Vital) =>
      new Histogram({
        name: vitalMetricName(vital),
        help: `Visitors' ${vital}${vital === 'CLS' ? '' : ' (ms)'} by market, page type and day (UTC), from their browsers' beacons`,
        labelNames: ['market', 'page_type', 'day'] as const,
        buckets: BUCKETS[vital],
        registers: [registry],
      });
    this.histograms = { LCP: make('LCP'), INP: make('INP'), CLS: make('CLS'), TTFB: make('TTFB') };
  }

  /** Counts a beacon's vitals at `place` on today's date; days past VITALS_DAYS are dropped. */
  add(place: VitalsPlace, values: Beacon['values']): void {
    const day = dayOf(this.now());
    let places = this.days.get(day);
    if (!places) {
      places = new Map();
      this.days.set(day, places);
      this.dropOldDays(day);
    }
    places.set(`${place.market}\n${place.pageType}`, place);
    for (const vital of VITALS) {
      const value = values[vital];
      if (value !== undefined)
        this.histograms[vital].observe(
          { market: place.market, page_type: place.pageType, day },
          value,
        );
    }
  }

  /** The number of label sets kept (for tests: the store's size). */
  get size(): number {
    let n = 0;
    for (const places of this.days.values()) n += places.size;
    return n;
  }

  private dropOldDays(today: string): void {
    const oldest = dayOf(Date.parse(today) - (VITALS_DAYS - 1) * 86_400_000);
    for (const [day, places] of this.days) {
      if (day >= oldest) continue;
      for (const place of places.values())
        for (const vital of VITALS)
          this.histograms[vital].remove({
            market: place.market,
            page_type: place.pageType,
            day,
          });
      this.days.delete(day);
    }
  }
}

/** The p75 of one vital at one place and day, as read from the histograms. */
export interface VitalP75 {
  vital: Vital;
  market: string;
  pageType: string;
  day: string;
  /** Beacons that carried this vital. */
  count: number;
  p75: number;
}

/**
 * The p75 of every vital, market, page type and day in a Prometheus text (the histograms of
 * VitalsStore, summed over the processes), interpolated linearly within its bucket as Prometheus'
 * `histogram_quantile` does (a p75 beyond the last bucket is that bucket's bound).
 */
export function vitalsP75(exposition: string): VitalP75[] {
  const series = new Map<
    string,
    { key: Omit<VitalP75, 'count' | 'p75'>; buckets: [number, number][] }
  >();
  const line = /^site_web_vital_(lcp|inp|cls|ttfb)(?:_milliseconds)?_bucket\{([^}]*)\} (\S+)$/;
  for (const text of exposition.split('\n')) {
    const match = line.exec(text);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const vital = match[1]!.toUpperCase() as Vital;
    const key = {
      vital,
      market: labels.market ?? '',
      pageType: labels.page_type ?? '',
      day: labels.day ?? '',
    };
    const id = `${vital} ${key.market} ${key.pageType} ${key.day}`;
    let entry = series.get(id);
    if (!entry) {
      entry = { key, buckets: [] };
      series.set(id, entry);
    }
    entry.buckets.push([labels.le === '+Inf' ? Infinity : Number(labels.le), Number(match[3])]);
  }
  const out: VitalP75[] = [];
  for (const { key, buckets } of series.values()) {
    buckets.sort((a, b) => a[0] - b[0]);
    const count = buckets.at(-1)?.[1] ?? 0;
    if (count === 0) continue;
    const rank = 0.75 * count;
    let lower = 0;
    let below = 0;
    let p75 = 0;
    for (const [bound, cumulative] of buckets) {
      if (cumulative >= rank) {
        p75 =
          bound === Infinity
            ? lower
            : lower + ((bound - lower) * (rank - below)) / Math.max(cumulative - below, 1e-9);
        break;
      }
      lower = bound;
      below = cumulative;
    }
    out.push({ ...key, count, p75 });
  }
  return out;
}

/** The p75 gauges of `vitalsP75`, as Prometheus text lines to add to the exposition. */
export function p75Exposition(values: readonly VitalP75[]): string {
  if (values.length === 0) return '';
  const lines = [
    "# HELP site_web_vital_p75 The 75th percentile of the visitors' Web Vitals (ms; CLS unitless) by market, page type and day (UTC)",
    '# TYPE site_web_vital_p75 gauge',
    ...values.map(
      (v) =>
        `site_web_vital_p75{vital="${v.vital}",market="${v.market}",page_type="${v.pageType}",day="${v.day}"} ${Number(v.p75.toFixed(4))}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
