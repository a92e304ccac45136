/**
 * Reports the visitor's own Web Vitals of this page load (LCP, INP, CLS, TTFB, Google's
 * `web-vitals` library) to the site server's `/vitals`, for a sample of the visits: the library is
 * loaded only for a sampled visit, after the page has started (its own small chunk), and the
 * vitals go in one `navigator.sendBeacon` when the page is hidden or left. The beacon holds the
 * page's path (without its query) and the numbers: no cookie, no id, nothing personal.
 */

/** The site server's endpoint of the beacons. */
export const VITALS_ENDPOINT = '/vitals';

/** The vitals reported, as the server reads them. */
type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** What the reporting needs of the browser (replaced in tests). */
export interface VitalsHost {
  random(): number;
  /** Loads the library's four reporters. */
  load(): Promise<
    Record<`on${VitalName}`, (report: (metric: { name: string; value: number }) => void) => void>
  >;
  sendBeacon(url: string, body: string): boolean;
  path(): string;
  /** Calls `listener` when the page is hidden or left. */
  onHidden(listener: () => void): void;
}

const browserHost: VitalsHost = {
  random: () => Math.random(),
  load: () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'),
  sendBeacon: (url, body) => navigator.sendBeacon(url, body),
  path: () => window.location.pathname,
  onHidden: (listener) => {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') listener();
    });
    window.addEventListener('pagehide', listener);
  },
};

/**
 * Reports this page load's vitals when the visit is sampled.
 * @param sampleRate the share of visits reported, 0 to 1 (the site server's VITALS_SAMPLE_RATE,
 *   in `/config.json`); 0 or less: none, 1 or more: all
 * @returns a promise settled once the reporters are set up (or the visit is not sampled)
 */
export async function reportVitals(
  sampleRate: number,
  host: VitalsHost = browserHost,
): Promise<void> {
  if (!(sampleRate > 0) || host.random() >= sampleRate) return;
  // The path of the page as it was loaded: the vitals are of that load.
  const path = host.path();
  const { onLCP, onINP, onCLS, onTTFB } = await host.load();
  const values: Partial<Record<VitalName, number>> = {};
  const sent = new Set<string>();
  const record = (metric: { name: string; value: number }) => {
    values[metric.name as VitalName] = metric.value;
  };
  onTTFB(record);
  onLCP(record);
  onINP(record);
  onCLS(record);
  // After the library's own listeners (registered above), which report the final values first.
  host.onHidden(() => {
    const fresh = Object.fromEntries(Object.entries(values).filter(([name]) => !sent.has(name)));
    if (Object.keys(fresh).length === 0) return;
    // Each vital once per page load: a beacon is counted as it arrives.
    if (host.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ path, values: fresh })))
      for (const name of Object.keys(fresh)) sent.add(name);
  });
}
