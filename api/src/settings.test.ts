/**
 * The API's deployment settings: CORS origins, documentation, rate limits and trusted
 * proxies from the environment, and how the app applies them: no CORS and no /docs unless
 * configured, searches rate limited, 500s without internal messages but with a request id that
 * the log line carries too.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/database';
import { apiSettingsFromEnv, DEFAULT_API_SETTINGS, SettingsError } from './settings';
import { startTestApp, type TestApp } from './testing/test-app';

describe('apiSettingsFromEnv', () => {
  it('gives the production defaults for an empty environment', () => {
    expect(apiSettingsFromEnv({})).toEqual(DEFAULT_API_SETTINGS);
    expect(DEFAULT_API_SETTINGS).toMatchObject({
      corsOrigins: [],
      docs: false,
      searchRateLimit: { max: 600, windowMs: 60_000 },
    });
  });

  it('reads origins, docs, limits and proxies', () => {
    expect(
      apiSettingsFromEnv({
        API_CORS_ORIGINS: 'https://www.immo.be, http://localhost:3000',
        API_DOCS: '1',
        API_RATE_LIMIT: '100/10',
        API_TRUST_PROXY: '2',
      }),
    ).toEqual({
      corsOrigins: ['https://www.immo.be', 'http://localhost:3000'],
      docs: true,
      searchRateLimit: { max: 100, windowMs: 10_000 },
      trustProxy: 2,
    });
    expect(
      apiSettingsFromEnv({ API_RATE_LIMIT: '0', API_TRUST_PROXY: '10.0.0.0/8' }),
    ).toMatchObject({ searchRateLimit: null, trustProxy: '10.0.0.0/8' });
  });

  it.each([
    ['API_CORS_ORIGINS', 'www.immo.be'],
    ['API_CORS_ORIGINS', 'https://www.immo.be/path'],
    ['API_DOCS', 'maybe'],
    ['API_RATE_LIMIT', 'lots'],
    ['API_RATE_LIMIT', '10/0'],
    ['API_RATE_LIMIT', '-5'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => apiSettingsFromEnv({ [name]: value })).toThrow(SettingsError);
    expect(() => apiSettingsFromEnv({ [name]: value })).toThrow(new RegExp(`^${name}=`));
  });
});

describe('the app with the production defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({});
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sends no CORS header to another origin', async () => {
    const answer = await t.request('GET', '/sites/1', {
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.request('OPTIONS', '/sites/1/estates', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves neither /docs nor /openapi.json', async () => {
    expect((await t.request('GET', '/openapi.json')).status).toBe(404);
    expect((await t.request('GET', '/docs')).status).toBe(404);
  });

  it('limits the searches of one client, with a 429 saying when to retry', async () => {
    const body = { query: {}, size: 0 };
    const statuses: number[] = [];
    // 600 a minute: the 601st is refused; another client (X-Forwarded-For from loopback, the
    // site server's) is not.
    for (let i = 0; i < 601; i++) {
      statuses.push((await t.request('POST', '/sites/1/estates', { body })).status);
    }
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    const refused = await t.request<{ statusCode: number; message: string }>(
      'POST',
      '/sites/1/estates',
      { body },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Rate limit exceeded/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await t.request('POST', '/sites/1/estates', {
      body,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(other.status).toBe(200);
    // Other calls are not limited.
    expect((await t.request('GET', '/sites/1')).status).toBe(200);
  }, 60_000);
});

describe('the app with configured origins and documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ corsOrigins: ['https://www.immo.be'], docs: true });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('allows exactly the configured origins', async () => {
    const allowed = await t.request('GET', '/sites/1', {
      headers: { origin: 'https://www.immo.be' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.immo.be');
    const other = await t.request('GET', '/sites/1', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await t.request('OPTIONS', '/sites/1/estates', {
      headers: {
        origin: 'https://www.immo.be',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-site-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.immo.be');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-site-id');
  });

  it('serves /openapi.json', async () => {
    expect((await t.request('GET', '/openapi.json')).status).toBe(200);
  });
});

describe('an internal error', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const failing: Database = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('connection to 10.1.2.3 refused: password of "api"')),
      exec: () => Promise.reject(new Error('down')),
      transaction: () => Promise.reject(new Error('down')),
      close: async () => undefined,
    };
    app = await buildApp({
      db: failing,
      logger: { level: 'error', stream: { write: (line) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a generic 500 with the request id, and logs the error under that id', async () => {
    const answer = await app.inject({ method: 'GET', url: '/sites/1' });
    expect(answer.statusCode).toBe(500);
    const body = answer.json<{ message: string; requestId: string }>();
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(answer.body).not.toMatch(/10\.1\.2\.3|password/);
    expect(answer.headers['x-request-id']).toBe(body.requestId);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = logged.find((l) => l.reqId === body.requestId && l.msg === 'request failed');
    expect(JSON.stringify(entry)).toContain('connection to 10.1.2.3 refused');
  });

  it("keeps a caller's short X-Request-Id (the site server's) and replaces any other", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/sites/1',
      headers: { 'x-request-id': 'site-42' },
    });
    expect(kept.json<{ requestId: string }>().requestId).toBe('site-42');
    const replaced = await app.inject({
      method: 'GET',
      url: '/sites/1',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(replaced.json<{ requestId: string }>().requestId).not.toBe('a b\nc');
  });
});
