/**
 * @jest-environment node
 */
import { Registry } from 'prom-client';
import {
  dayOf,
  MAX_BEACON_BYTES,
  p75Exposition,
  parseBeacon,
  VITALS_DAYS,
  VitalsStore,
  vitalsP75,
} from './vitals';

describe('parseBeacon', () => {
  it('reads a path and one to four vitals, as text or parsed', () => {
    const body = { path: '/nl/aanbod/huis-te-koop/1', values: { LCP: 1200.5, CLS: 0 } };
    expect(parseBeacon(JSON.stringify(body))).toEqual(body);
    expect(parseBeacon(body)).toEqual(body);
  });

  it.each([
    ['not JSON', '{"path":'],
    [
      'too large',
      JSON.stringify({ path: '/', values: { LCP: 1 }, x: 'y'.repeat(MAX_BEACON_BYTES) }),
    ],
    ['a list', [1]],
    ['another field', { path: '/', values: { LCP: 1 }, user: 'me' }],
    ['an absolute URL', { path: 'https://x.example/', values: { LCP: 1 } }],
    ['a protocol-relative path', { path: '//x.example/', values: { LCP: 1 } }],
    ['a query', { path: '/nl/?email=a@b.be', values: { LCP: 1 } }],
    ['an unknown vital', { path: '/', values: { FID: 1 } }],
    ['a negative value', { path: '/', values: { LCP: -1 } }],
    ['an unbelievable value', { path: '/', values: { CLS: 1000 } }],
    ['a text value', { path: '/', values: { LCP: '1' } }],
    ['no vital', { path: '/', values: {} }],
  ])('refuses %s', (_what, body) => {
    expect(parseBeacon(body)).toHaveProperty('problem');
  });
});

describe('VitalsStore and vitalsP75', () => {
  it('gives the p75 per market, page type and day, interpolated within its bucket', async () => {
    const registry = new Registry();
    const store = new VitalsStore(registry, () => Date.parse('2026-12-01T10:00:00Z'));
    // Four LCPs: 300, 600, 900, 1200 ms; the p75 (rank 3) is in the bucket 750–1000.
    for (const LCP of [300, 600, 900, 1200])
      store.add({ market: 'zonneveld', pageType: 'listing' }, { LCP });
    store.add({ market: 'zonneveld', pageType: 'detail' }, { CLS: 0.3, INP: 6000 });
    const p75 = vitalsP75(await registry.metrics());
    expect(p75).toContainEqual({
      vital: 'LCP',
      market: 'zonneveld',
      pageType: 'listing',
      day: '2026-12-01',
      count: 4,
      p75: 1000,
    });
    // Beyond the last bucket: that bucket's bound.
    expect(p75.find((v) => v.vital === 'INP')).toMatchObject({ p75: 5000, count: 1 });
    expect(p75.find((v) => v.vital === 'CLS')).toMatchObject({ pageType: 'detail', count: 1 });
    expect(p75Exposition(p75)).toContain(
      'site_web_vital_p75{vital="LCP",market="zonneveld",page_type="listing",day="2026-12-01"} 1000',
    );
  });

  it('keeps the last VITALS_DAYS days only', async () => {
    const registry = new Registry();
    let now = Date.parse('2026-12-01T10:00:00Z');
    const store = new VitalsStore(registry, () => now);
    for (let day = 0; day < VITALS_DAYS + 3; day++) {
      store.add({ market: 'm', pageType: 'home' }, { TTFB: 100 });
      now += 86_400_000;
    }
    expect(store.size).toBe(VITALS_DAYS);
    const days = new Set(vitalsP75(await registry.metrics()).map((v) => v.day));
    expect(days.size).toBe(VITALS_DAYS);
    expect(days.has(dayOf(Date.parse('2026-12-01T10:00:00Z')))).toBe(false);
  });
});
