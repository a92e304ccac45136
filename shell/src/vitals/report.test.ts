import { reportVitals, VITALS_ENDPOINT, type VitalsHost } from './report';

type Report = (metric: { name: string; value: number }) => void;

/** A browser whose library reports what the test says and whose beacons are kept. */
function fakeHost(random: number) {
  const reporters: Record<string, Report> = {};
  const beacons: { url: string; body: unknown }[] = [];
  let hidden: () => void = () => undefined;
  let loaded = 0;
  const host: VitalsHost = {
    random: () => random,
    load: async () => {
      loaded += 1;
      const on = (name: string) => (report: Report) => {
        reporters[name] = report;
      };
      return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onTTFB: on('TTFB') };
    },
    sendBeacon: (url, body) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
    path: () => '/nl/aanbod',
    onHidden: (listener) => {
      hidden = listener;
    },
  };
  return { host, reporters, beacons, hide: () => hidden(), loaded: () => loaded };
}

describe('reportVitals', () => {
  it("sends a sampled visit's vitals in one beacon when the page is hidden, each once", async () => {
    const browser = fakeHost(0.05);
    await reportVitals(0.1, browser.host);
    browser.reporters.TTFB!({ name: 'TTFB', value: 80 });
    browser.reporters.LCP!({ name: 'LCP', value: 1200 });
    browser.reporters.CLS!({ name: 'CLS', value: 0.01 });
    browser.hide();
    browser.reporters.INP!({ name: 'INP', value: 64 });
    browser.reporters.CLS!({ name: 'CLS', value: 0.02 });
    browser.hide();
    browser.hide();
    expect(browser.beacons).toEqual([
      {
        url: VITALS_ENDPOINT,
        body: { path: '/nl/aanbod', values: { TTFB: 80, LCP: 1200, CLS: 0.01 } },
      },
      { url: VITALS_ENDPOINT, body: { path: '/nl/aanbod', values: { INP: 64 } } },
    ]);
  });

  it('loads nothing for a visit outside the sample', async () => {
    for (const [random, rate] of [
      [0.5, 0.1],
      [0, 0],
      [0.99, 0.5],
    ] as const) {
      const browser = fakeHost(random);
      await reportVitals(rate, browser.host);
      expect(browser.loaded()).toBe(0);
    }
    const all = fakeHost(0.999);
    await reportVitals(1, all.host);
    expect(all.loaded()).toBe(1);
  });
});
