/**
 * The API's /metrics over HTTP: each figure an operator reads after a few requests, and the
 * endpoint closed to anyone but loopback and trusted proxies.
 */
import { buildApp } from './app';
import { startTestApp, TEST_SETTINGS, type TestApp } from './testing/test-app';

/** The value of the sample `name{labels}` in a Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{` : `${name} `) && l.includes(labels));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('the API metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...TEST_SETTINGS, searchRateLimit: { max: 2, windowMs: 60_000 } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("counts requests by route and status, the answer cache's hits and the refusals", async () => {
    const body = { query: {}, size: 0 };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.request('POST', '/sites/1/estates', { body })).status);
    expect(statuses).toEqual([200, 200, 429]);
    await t.request('GET', `/sites/1/estates/v2/${t.data.estates[0]!.id}`);
    await t.request('GET', `/sites/1/estates/v2/${t.data.estates[0]!.id}`);

    const answer = await t.request<string>('GET', '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = answer.body;
    // Node's defaults.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    // By route pattern, never the raw URL.
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="POST",route="/sites/:siteId/estates",status="200"',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        'method="POST",route="/sites/:siteId/estates",status="429"',
      ),
    ).toBe(1);
    expect(text).not.toContain(`route="/sites/1/estates/v2/${t.data.estates[0]!.id}"`);
    expect(
      sample(text, 'api_answer_cache_total', 'route="/sites/:siteId/estates",result="hit"'),
    ).toBe(1);
    expect(
      sample(text, 'api_answer_cache_total', 'route="/sites/:siteId/estates/v2/:id",result="hit"'),
    ).toBe(1);
    expect(
      sample(text, 'api_rate_limit_refusals_total', 'limit="POST /sites/:siteId/estates"'),
    ).toBe(1);
    expect(sample(text, 'api_outbox_mails', 'state="pending"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'api_outbox_mails', 'state="failed"')).toBe(0);
    expect(sample(text, 'api_data_version')).toBeGreaterThan(0);
  });

  it('shows the mails of the outbox by state', async () => {
    const before = (await t.request<string>('GET', '/metrics')).body;
    const count = (text: string, state: string) =>
      sample(text, 'api_outbox_mails', `state="${state}"`) ?? 0;
    // One mail of each state: waiting, sent, past its last attempt.
    await t.db.query(
      `INSERT INTO mail_outbox (site_id, kind, recipient, message, sent_at, failed_at)
       VALUES (1, 'test', 'a@example.test', '{}', NULL, NULL),
              (1, 'test', 'b@example.test', '{}', now(), NULL),
              (1, 'test', 'c@example.test', '{}', NULL, now())`,
    );
    const after = (await t.request<string>('GET', '/metrics')).body;
    for (const state of ['pending', 'sent', 'failed'])
      expect(count(after, state)).toBe(count(before, state) + 1);
  });

  it('answers 404 to anyone but loopback and trusted proxies', async () => {
    const outside = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    // A visitor behind the loopback reverse proxy is still a visitor.
    const proxied = await t.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });

  it("takes a caller's X-Request-Id from loopback only", async () => {
    const outside = await t.app.inject({
      url: '/sites/1',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'forged-1' },
    });
    expect(outside.headers['x-request-id']).not.toBe('forged-1');
    const local = await t.app.inject({ url: '/sites/1', headers: { 'x-request-id': 'site-7' } });
    expect(local.headers['x-request-id']).toBe('site-7');
  });

  it("logs the call under the site server's request id", async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      db: t.db,
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
      settings: TEST_SETTINGS,
    });
    try {
      await logged.inject({ url: '/sites/1', headers: { 'x-request-id': 'site-8' } });
    } finally {
      await logged.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(entries.filter((e) => e.reqId === 'site-8').map((e) => e.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  }, 30_000);
});
