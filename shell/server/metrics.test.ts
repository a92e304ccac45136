/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { remotes } from '../../scripts/registry.cjs';
import { buildSiteServer, type PageRenderer } from './server';
import { contentSecurityPolicy, marketOrigins } from './csp';
import { siteMetrics } from './metrics';
import { vitalsP75 } from './vitals';

/** The value of the sample `name{labels…}` in a Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{` : `${name} `) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('site server metrics and vitals', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  const upstream = Fastify({ forceCloseConnections: true });
  upstream.get('/data-version', async () => ({ version: '42' }));
  upstream.get('/sites/1', async (request) => ({ requestId: request.headers['x-request-id'] }));
  const renderedFor: (string | undefined)[] = [];
  const renderer: PageRenderer = {
    async render(request) {
      renderedFor.push(request.requestId);
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: Readable.from([`<!doctype html><p>${request.url}</p>`]),
        styleHashes: [],
      };
    },
  };
  const metrics = siteMetrics();
  let site: Awaited<ReturnType<typeof buildSiteServer>>;
  let base = '';
  beforeAll(async () => {
    const port = Number(new URL(await upstream.listen({ port: 0, host: '127.0.0.1' })).port);
    site = await buildSiteServer({
      distDir: dist,
      apiUpstream: `http://127.0.0.1:${port}`,
      markets: () => ({
        markets: [
          { name: 'zonneveld', hostnames: ['localhost'], slots: { search: 'search' } },
          { name: 'ardennes', hostnames: ['ardennes.localhost'], slots: { search: 'search' } },
        ],
      }),
      locations: [{ name: 'search', url: 'http://localhost:3001' }],
      registry: { remotes: remotes() },
      renderer,
      metrics,
    });
    base = `http://localhost:${new URL(await site.listen({ port: 0, host: '127.0.0.1' })).port}`;
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });

  const beacon = (body: string, host = 'localhost', type = 'text/plain;charset=UTF-8') =>
    site.inject({
      method: 'POST',
      url: '/vitals',
      headers: { host, 'content-type': type },
      payload: body,
    });

  it('shows the renders, the page cache, requests by route and the data version after a visit', async () => {
    for (let i = 0; i < 2; i++) expect((await fetch(`${base}/nl/aanbod`)).status).toBe(200);
    expect((await fetch(`${base}/main.js`)).status).toBe(200);
    const answer = await fetch(`${base}/metrics`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(
      sample(text, 'site_render_duration_seconds_count', 'page_type="search",market="zonneveld"'),
    ).toBe(1);
    expect(sample(text, 'site_page_cache_total', 'page_type="search",result="miss"')).toBe(1);
    expect(sample(text, 'site_page_cache_total', 'page_type="search",result="hit"')).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="page search",status="200"',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="GET",route="static file",status="200"',
      ),
    ).toBe(1);
    expect(text).not.toContain('route="/nl/aanbod"');
    expect(sample(text, 'site_data_version')).toBe(42);
  });

  it('answers /metrics 404 to anyone but loopback, also behind a loopback proxy', async () => {
    expect((await site.inject({ url: '/metrics', remoteAddress: '198.51.100.4' })).statusCode).toBe(
      404,
    );
    const proxied = await site.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(proxied.statusCode).toBe(404);
    expect((await site.inject({ url: '/metrics' })).statusCode).toBe(200);
  });

  it("passes a loopback proxy's request id to the render and the API, and makes one otherwise", async () => {
    renderedFor.length = 0;
    await site.inject({ url: '/nl/aanbod?page=2', headers: { 'x-request-id': 'proxy-17' } });
    expect(renderedFor).toEqual(['proxy-17']);
    const api = await site.inject({ url: '/api/sites/1', headers: { 'x-request-id': 'proxy-18' } });
    expect(api.json()).toEqual({ requestId: 'proxy-18' });
    const forged = await site.inject({
      url: '/api/sites/1',
      remoteAddress: '198.51.100.4',
      headers: { 'x-request-id': 'forged' },
    });
    expect(forged.json<{ requestId: string }>().requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the vitals of a beacon per market and page type, with their p75 on /metrics', async () => {
    const sent = [
      { path: '/nl/aanbod', values: { LCP: 900, CLS: 0.02, TTFB: 120, INP: 80 } },
      { path: '/nl/aanbod', values: { LCP: 1100, CLS: 0.04 } },
      { path: '/fr/', values: { LCP: 700 } },
    ];
    for (const body of sent) expect((await beacon(JSON.stringify(body))).statusCode).toBe(204);
    expect((await beacon(JSON.stringify(sent[0]), 'ardennes.localhost')).statusCode).toBe(204);
    // A beacon sent as JSON is read alike.
    expect(
      (await beacon(JSON.stringify(sent[2]), 'localhost', 'application/json')).statusCode,
    ).toBe(204);
    const text = await (await fetch(`${base}/metrics`)).text();
    const p75 = vitalsP75(text);
    const listing = p75.find(
      (v) => v.vital === 'LCP' && v.market === 'zonneveld' && v.pageType === 'search',
    );
    expect(listing).toMatchObject({ count: 2 });
    expect(listing!.p75).toBeGreaterThan(900);
    expect(listing!.p75).toBeLessThanOrEqual(1500);
    expect(p75.find((v) => v.pageType === 'home' && v.vital === 'LCP')).toMatchObject({ count: 2 });
    expect(p75.find((v) => v.market === 'ardennes' && v.vital === 'INP')).toMatchObject({
      count: 1,
    });
    expect(text).toMatch(
      /^site_web_vital_p75\{vital="LCP",market="zonneveld",page_type="search",day="\d{4}-\d\d-\d\d"\} \d/m,
    );
  });

  it('refuses a bad or oversized beacon with 400 and keeps nothing of it', async () => {
    const before = metrics.vitals.size;
    const bodies = [
      JSON.stringify({ path: '/nl/detail', values: { LCP: 1 }, pad: 'x'.repeat(100 * 1024) }),
      '{"path":"/nl/aanbod","values":{"LCP":',
      JSON.stringify({ path: '/en/new-page', values: { LCP: -1 } }),
      JSON.stringify({ path: '/en/new-page', values: { FID: 10 } }),
      JSON.stringify({ path: 'https://elsewhere.example/', values: { LCP: 10 } }),
      JSON.stringify({ path: '/en/new-page', values: {} }),
      JSON.stringify([1, 2]),
    ];
    for (const body of bodies) {
      const answer = await beacon(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(
      (await beacon('path=/en/', 'localhost', 'application/x-www-form-urlencoded')).statusCode,
    ).toBe(400);
    expect(metrics.vitals.size).toBe(before);
  });

  it("allows the beacon in every page's Content-Security-Policy (connect-src 'self')", () => {
    const policy = contentSecurityPolicy(marketOrigins({ remotes: {}, mapTiles: null }, {}));
    expect(policy).toMatch(/connect-src 'self'/);
  });
});
