/**
 * What an operator reads of the running site: the Prometheus metrics of the site server (its
 * processes summed) and of the API after a scripted visit, the request id carried from the site
 * server into the API, and the visitors' own Web Vitals from real page loads in the browser (every
 * visit sampled here: VITALS_SAMPLE_RATE=1 in playwright.config.ts) as `npm run vitals` shows them.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { SITE_PORT } from './markets-file';
import { majorOf, pinnedNodeVersion } from '../../scripts/node-runtime.cjs';

const SITE = `http://127.0.0.1:${SITE_PORT}`;
const API = `http://127.0.0.1:${SITE_PORT + 1000}`;

/** The value of the sample `name{labels…}` in a Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{` : `${name} `) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

test.describe('operations', () => {
  test('both servers show their metrics after a visit, to loopback only', async ({ request }) => {
    // Four views of the listing over the site server's processes: at least two land on one
    // process, whose page cache then has it.
    for (let i = 0; i < 4; i++)
      expect((await request.get(`${SITE}/nl/aanbod?sort=price-ASC`)).status()).toBe(200);
    const body = { query: {}, size: 1 };
    for (let i = 0; i < 2; i++)
      expect((await request.post(`${API}/sites/1/estates`, { data: body })).status()).toBe(200);

    const site = await (await request.get(`${SITE}/metrics`)).text();
    expect(sample(site, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(site).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(
      sample(site, 'site_render_duration_seconds_count', 'page_type="search",market="zonneveld"'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(site, 'site_page_cache_total', 'page_type="search",result="hit"'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(site, 'site_page_cache_total', 'page_type="search",result="miss"'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        site,
        'http_request_duration_seconds_count',
        'method="GET",route="page search",status="200"',
      ),
    ).toBeGreaterThanOrEqual(4);
    expect(sample(site, 'site_data_version')).toBeGreaterThan(0);

    const api = await (await request.get(`${API}/metrics`)).text();
    expect(sample(api, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(
      sample(
        api,
        'http_request_duration_seconds_count',
        'method="POST",route="/sites/:siteId/estates",status="200"',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(api, 'api_answer_cache_total', 'route="/sites/:siteId/estates",result="hit"'),
    ).toBeGreaterThanOrEqual(1);
    expect(api).toContain('# TYPE api_rate_limit_refusals_total counter');
    for (const state of ['pending', 'sent', 'failed'])
      expect(sample(api, 'api_outbox_mails', `state="${state}"`)).toBeGreaterThanOrEqual(0);
    expect(sample(api, 'api_data_version')).toBeGreaterThan(0);

    // A visitor behind a reverse proxy on this machine is no operator.
    for (const url of [`${SITE}/metrics`, `${API}/metrics`])
      expect(
        (await request.get(url, { headers: { 'x-forwarded-for': '203.0.113.8' } })).status(),
      ).toBe(404);
  });

  test('the site server and the API run on the pinned Node.js major or newer', async ({
    request,
  }) => {
    const pinned = majorOf(pinnedNodeVersion());
    for (const url of [`${SITE}/metrics`, `${API}/metrics`]) {
      const version = /^nodejs_version_info\{version="(v[\d.]+)"/m.exec(
        await (await request.get(url)).text(),
      )?.[1];
      expect(version, url).toBeDefined();
      expect(majorOf(version!), `${url}: ${version}`).toBeGreaterThanOrEqual(pinned);
    }
  });

  test("carries a loopback proxy's request id through the site server into the API", async ({
    request,
  }) => {
    const id = `e2e-${randomUUID()}`;
    const answer = await request.get(`${SITE}/api/sites/1`, { headers: { 'x-request-id': id } });
    expect(answer.status()).toBe(200);
    // The API answers (and logs) under the id the site server sent it.
    expect(answer.headers()['x-request-id']).toBe(id);
  });

  test('three pages report their vitals, which `npm run vitals` shows by page type', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const vitalsLoaded = () =>
      page.waitForResponse((r) => /\/web-vitals\.[0-9a-f]+\.js$/.test(r.url()));
    let loaded = vitalsLoaded();
    await page.goto('/nl/');
    await loaded;
    loaded = vitalsLoaded();
    await page.goto('/nl/aanbod');
    await loaded;
    const found = await request.post(`${API}/sites/1/estates`, { data: { query: {}, size: 1 } });
    const [estate] = (await found.json()).results as { id: number }[];
    loaded = vitalsLoaded();
    await page.goto(`/nl/aanbod/${estate!.id}`);
    await loaded;
    // Leaving the third page sends its beacon too (Playwright does not see beacons sent as a page
    // is left: the server's count is the proof).
    await page.goto('/nl/');

    const run = promisify(execFile);
    const root = path.resolve(__dirname, '../..');
    await expect
      .poll(async () => {
        const { stdout } = await run(process.execPath, ['scripts/vitals.mjs', SITE], { cwd: root });
        return ['home', 'search', 'detailSlug'].filter((type) =>
          new RegExp(`^${type}$`, 'm').test(stdout),
        );
      })
      .toEqual(['home', 'search', 'detailSlug']);
    const { stdout } = await run(process.execPath, ['scripts/vitals.mjs', SITE], { cwd: root });
    expect(stdout).toMatch(/^zonneveld\s+\d{4}-\d\d-\d\d\s+.*ms \(\d+\)/m);

    // A 100 KB beacon and a malformed one are refused.
    const big = JSON.stringify({ path: '/nl/', values: { LCP: 1 }, pad: 'x'.repeat(100 * 1024) });
    expect(
      (
        await request.post(`${SITE}/vitals`, {
          data: big,
          headers: { 'content-type': 'text/plain' },
        })
      ).status(),
    ).toBe(400);
    expect(
      (
        await request.post(`${SITE}/vitals`, {
          data: '{"path":"/nl/",',
          headers: { 'content-type': 'text/plain' },
        })
      ).status(),
    ).toBe(400);
  });
});
