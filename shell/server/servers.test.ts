/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { LOCALES, type Site } from 'shared/domain';
import { buildRemoteServer, buildSiteServer } from './server';
import { API_RETRY_AFTER_S } from './proxies';
import { cacheControlFor, isPublicFile } from './static-files';
import { contentSecurityPolicy, marketOrigins } from './csp';
import { OSM_ATTRIBUTION, runtimeConfigFor } from './site-config';
import { rootLanguage, siteResolver } from './root-language';
import { inlineHash } from './inline-hash';
import { PRESS_CAPTURE_FILE } from './browser-programs';
import type { Market, MarketsFile } from './markets';
import { remotes } from '../../scripts/registry.cjs';

const registry = { remotes: remotes() };

/**
 * Resolves once `condition` holds, checked every 10 ms; rejects after `ms` (a condition to wait
 * for, never a fixed sleep).
 */
async function until(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const market: Market = {
  name: 'test',
  hostnames: ['example.test'],
  slots: { search: 'search' },
};
const locations = [
  { name: 'search', url: 'http://localhost:3001' },
  { name: 'detail', url: 'https://cdn.example.test/detail/' },
];

describe('runtimeConfigFor', () => {
  it("gives the market's composition with each provider's manifest from configuration", () => {
    const config = runtimeConfigFor(
      { ...market, slots: { search: 'search', detail: 'detail' } },
      locations,
      registry,
    );
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.siteHostname).toBe('example.test');
    expect(config.slots).toEqual({ search: 'search', detail: 'detail' });
    expect(config.remotes).toEqual({
      search: 'http://localhost:3001/remoteEntry.js',
      detail: 'https://cdn.example.test/detail/remoteEntry.js',
    });
  });

  it('has no map tiles without MAP_TILES_URL (maps on a plain background)', () => {
    for (const env of [{}, { MAP_TILES_URL: '' }, { MAP_TILES_ATTRIBUTION: '© Someone' }]) {
      const config = runtimeConfigFor(market, locations, registry, env);
      expect(config.mapTiles).toBeNull();
      expect(config.mapTilesAttribution).toBeNull();
    }
  });

  it("credits OpenStreetMap by default for tiles from an openstreetmap.org host, else ''", () => {
    const osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(runtimeConfigFor(market, locations, registry, { MAP_TILES_URL: osm })).toMatchObject({
      mapTiles: osm,
      mapTilesAttribution: OSM_ATTRIBUTION,
    });
    expect(OSM_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    expect(
      runtimeConfigFor(market, locations, registry, {
        MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}',
      }).mapTilesAttribution,
    ).toBe(OSM_ATTRIBUTION);
    for (const other of [
      'https://tiles.example.test/{z}/{x}/{y}.png',
      'https://openstreetmap.org.example.test/{z}/{x}/{y}.png',
      'https://notopenstreetmap.org/{z}/{x}/{y}.png',
    ]) {
      expect(runtimeConfigFor(market, locations, registry, { MAP_TILES_URL: other })).toMatchObject(
        {
          mapTiles: other,
          mapTilesAttribution: '',
        },
      );
    }
  });

  it('takes the attribution from MAP_TILES_ATTRIBUTION whatever the tile host', () => {
    for (const url of [
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tiles.example.test/{z}/{x}/{y}.png',
    ]) {
      const config = runtimeConfigFor(market, locations, registry, {
        MAP_TILES_URL: url,
        MAP_TILES_ATTRIBUTION: '© Example Maps',
      });
      expect(config).toMatchObject({ mapTiles: url, mapTilesAttribution: '© Example Maps' });
    }
  });
});

describe('siteResolver', () => {
  const markets: MarketsFile = {
    markets: [
      { name: 'zonneveld', hostnames: ['localhost', '127.0.0.1'], slots: {} },
      { name: 'ardennes', hostnames: ['ardennes.localhost'], slots: {} },
    ],
  };
  const upstream = Fastify({ forceCloseConnections: true });
  const asked: string[] = [];
  let apiUp = true;
  upstream.get<{ Params: { host: string } }>('/sites/by-hostname/:host', async (request, reply) => {
    asked.push(request.params.host);
    if (!apiUp) return reply.code(503).send({ message: 'down' });
    return { id: request.params.host === 'ardennes.localhost' ? 2 : 1 };
  });
  let resolve: (hostname: string) => Promise<Site>;
  let apiUpstream = '';
  beforeAll(async () => {
    apiUpstream = await upstream.listen({ port: 0, host: '127.0.0.1' });
    resolve = siteResolver(() => markets, apiUpstream);
  });
  afterAll(() => upstream.close());

  it("asks the API for the market's own hostname, once per market, whatever the Host", async () => {
    expect((await resolve('ardennes.localhost:3000')).id).toBe(2);
    expect((await resolve('127.0.0.1')).id).toBe(1);
    for (let i = 0; i < 50; i += 1) await resolve(`made-up-${i}.example`);
    expect((await resolve('localhost')).id).toBe(1);
    expect(asked).toEqual(['ardennes.localhost', 'localhost']);
  });

  it('keeps no failed answer: the next request asks again', async () => {
    const fresh = siteResolver(() => markets, apiUpstream);
    apiUp = false;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fresh('localhost')).rejects.toThrow();
    apiUp = true;
    await new Promise((r) => setTimeout(r, 0));
    expect((await fresh('localhost')).id).toBe(1);
  });
});

describe('rootLanguage', () => {
  const french = { defaultLocale: 'fr' as const, locales: [...LOCALES] };
  it("offers the site's default first, so that no preference gives it", () => {
    const offered: string[][] = [];
    const first = (langs: string[]) => (offered.push(langs), langs[0] ?? false);
    expect(rootLanguage(french, first)).toBe('fr');
    expect(offered[0]).toEqual(['fr', 'nl', 'en', 'de']);
    expect(rootLanguage(null, first)).toBe('nl');
  });
  it("keeps the browser's choice, and falls back to the site's default for another language", () => {
    expect(rootLanguage(french, () => 'de')).toBe('de');
    expect(rootLanguage(french, () => false)).toBe('fr');
    expect(rootLanguage({ defaultLocale: 'fr', locales: ['fr', 'nl'] }, (l) => l.at(-1)!)).toBe(
      'nl',
    );
  });
});

describe('cacheControlFor', () => {
  it('caches hashed files for a year and revalidates the rest', () => {
    expect(cacheControlFor('/dist/176.e4840322.js')).toContain('immutable');
    expect(cacheControlFor('/dist/main.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/dist/index.html')).toBe('no-cache');
  });
});

/** The browser programs as a build of the shell holds them (src/boot, built by its webpack). */
const BUILT_PROGRAMS = {
  'start.js': '(()=>{start()})();',
  'intl-worker.js': '(()=>{readIcu()})();',
  [PRESS_CAPTURE_FILE]: '(()=>{capture(document)})();',
};

describe('site server', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log(1)');
  for (const [file, text] of Object.entries(BUILT_PROGRAMS))
    fs.writeFileSync(path.join(dist, file), text);
  const upstream = Fastify({ forceCloseConnections: true });
  upstream.get('/sites/1', async (request) => ({ id: 1, site: request.headers['x-site-id'] }));
  // The second market's site speaks French first; the first market's site is not known here.
  upstream.get<{ Params: { host: string } }>('/sites/by-hostname/:host', async (request, reply) =>
    request.params.host === 'second.test'
      ? { id: 2, settings: { hiddenStatus: [], defaultLocale: 'fr', locales: LOCALES } }
      : reply.code(404).send({ message: 'unknown' }),
  );
  upstream.get('/forwarded', async (request) => ({
    for: request.headers['x-forwarded-for'],
    requestId: request.headers['x-request-id'],
  }));
  upstream.post('/sites/1/contact-requests', async (request, reply) =>
    reply.code(202).send({ received: request.body }),
  );
  // An answer whose body takes long: the visitor gives up before it comes.
  upstream.get('/slow', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.flushHeaders();
    setTimeout(() => reply.raw.end('late'), 1500).unref();
  });
  upstream.get('/assets/pictures/1/1-370x250.svg', async (_request, reply) =>
    reply.type('image/svg+xml').send('<svg width="370" height="250"/>'),
  );
  let base = '';
  let server: Awaited<ReturnType<typeof buildSiteServer>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    const port = Number(new URL(await upstream.listen({ port: 0, host: '127.0.0.1' })).port);
    const site = await buildSiteServer({
      distDir: dist,
      apiUpstream: `http://127.0.0.1:${port}`,
      logStream: { write: (line) => void logLines.push(line) },
      logLevel: 'info',
      markets: () => ({
        markets: [
          market,
          { name: 'second', hostnames: ['second.test'], slots: { search: 'detail' } },
        ],
      }),
      locations,
      registry,
    });
    server = site;
    base = `http://127.0.0.1:${new URL(await site.listen({ port: 0, host: '127.0.0.1' })).port}`;
    afterAllClose.unshift(() => site.close());
  });
  const afterAllClose: (() => Promise<unknown>)[] = [() => upstream.close()];
  afterAll(async () => {
    for (const close of afterAllClose) await close();
  });

  it('logs a visitor who goes away during an API answer at info, not as a warning or an error', async () => {
    const before = logLines.length;
    const controller = new AbortController();
    const call = fetch(`${base}/api/slow`, {
      signal: controller.signal,
      headers: { 'accept-encoding': 'identity' },
    }).catch((e: unknown) => e);
    const lines = () =>
      logLines
        .slice(before)
        .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string });
    // The visitor leaves once the proxy has the API's answer, whose body is still on its way.
    await until(() => lines().some((line) => line.msg === 'response received'));
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
    // The request's last word: its premature close at info, or a warning or error instead.
    const ended = () =>
      lines().find((line) => line.level >= 40 || line.msg === 'stream closed prematurely');
    await until(() => ended() !== undefined);
    expect(ended()).toMatchObject({ level: 30, msg: 'stream closed prematurely' });
    // Nothing worse before or with it, under the request's own id.
    expect(lines().filter((line) => line.level >= 40)).toEqual([]);
    expect(new Set(lines().map((line) => line.reqId)).size).toBe(1);
  });

  it('sends / to the home page of the language the browser asks for', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, '/nl/'],
      ['fr-BE,fr;q=0.9,en;q=0.8', '/fr/'],
      ['es-ES, de;q=0.5, en;q=0.7', '/en/'],
      ['en;q=0, de', '/de/'],
      ['pt-BR', '/nl/'],
    ];
    for (const [accept, location] of cases) {
      const response = await fetch(`${base}/`, {
        redirect: 'manual',
        headers: accept ? { 'accept-language': accept } : {},
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
      expect(response.headers.get('vary')).toContain('Accept-Language');
    }
    const campaign = await fetch(`${base}/?utm_source=mail&utm_campaign=spring`, {
      redirect: 'manual',
      headers: { 'accept-language': 'de' },
    });
    expect(campaign.headers.get('location')).toBe('/de/?utm_source=mail&utm_campaign=spring');
  });

  it("sends / to the market's own language when the browser states no preference", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, '/fr/'],
      ['*', '/fr/'],
      ['pt-BR', '/fr/'],
      ['de-BE,de;q=0.9', '/de/'],
      ['nl-BE, fr;q=0.5', '/nl/'],
    ];
    for (const [accept, location] of cases) {
      const response = await server.inject({
        url: '/?utm_source=mail',
        headers: { host: 'second.test:3000', ...(accept ? { 'accept-language': accept } : {}) },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${location}?utm_source=mail`);
    }
    // A market whose site the API does not know: nl, the site-wide default.
    const first = await server.inject({ url: '/', headers: { host: 'example.test' } });
    expect(first.headers.location).toBe('/nl/');
  });

  it('answers a path outside the four languages with the app and status 404', async () => {
    for (const page of ['/xx/', '/wp-admin', '/aanbod/12']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('id="root"');
    }
  });

  it('serves index.html for every page route, in any language', async () => {
    for (const page of ['/nl/aanbod', '/fr/offre/12/maison-a-vendre', '/de/unbekannt']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('id="root"');
    }
  });

  it('serves the runtime config and the shell files', async () => {
    const config = await (await fetch(`${base}/config.json`)).json();
    expect(config.remotes.search).toBe('http://localhost:3001/remoteEntry.js');
    const main = await fetch(`${base}/main.js`);
    expect(await main.text()).toBe('console.log(1)');
  });

  it("answers /config.json with the composition of the Host's market; other hosts get the default", async () => {
    // (fetch cannot set Host: the requests are injected.)
    const second = await server.inject({
      url: '/config.json',
      headers: { host: 'second.test:3000' },
    });
    expect(second.json()).toMatchObject({
      siteHostname: 'second.test',
      slots: { search: 'detail' },
      remotes: { detail: 'https://cdn.example.test/detail/remoteEntry.js' },
    });
    const evil = await server.inject({ url: '/config.json', headers: { host: 'evil.com' } });
    const body = evil.json();
    expect(body).toMatchObject({ siteHostname: 'example.test', slots: { search: 'search' } });
    expect(JSON.stringify(body)).not.toContain('evil.com');
  });

  it('serves the map tiles of the environment in /config.json, with their attribution', async () => {
    const saved = { url: process.env.MAP_TILES_URL, credit: process.env.MAP_TILES_ATTRIBUTION };
    const restore = (name: string, value: string | undefined) => {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    };
    try {
      Reflect.deleteProperty(process.env, 'MAP_TILES_URL');
      Reflect.deleteProperty(process.env, 'MAP_TILES_ATTRIBUTION');
      expect(await (await fetch(`${base}/config.json`)).json()).toMatchObject({
        mapTiles: null,
        mapTilesAttribution: null,
      });
      process.env.MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
      expect(await (await fetch(`${base}/config.json`)).json()).toMatchObject({
        mapTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        mapTilesAttribution: '© OpenStreetMap contributors',
      });
      process.env.MAP_TILES_ATTRIBUTION = '© Example Maps';
      expect(await (await fetch(`${base}/config.json`)).json()).toMatchObject({
        mapTilesAttribution: '© Example Maps',
      });
    } finally {
      restore('MAP_TILES_URL', saved.url);
      restore('MAP_TILES_ATTRIBUTION', saved.credit);
    }
  });

  it('proxies the API under /api and the pictures under /assets', async () => {
    const api = await fetch(`${base}/api/sites/1`, { headers: { 'X-Site-Id': '1' } });
    expect(await api.json()).toEqual({ id: 1, site: '1' });
    const picture = await fetch(`${base}/assets/pictures/1/1-370x250.svg`);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('passes a POST sent with Expect: 100-continue through /api (the body after the 100)', async () => {
    const url = new URL(`${base}/api/sites/1/contact-requests`);
    const body = JSON.stringify({ name: 'An Peeters', message: 'é'.repeat(2000) });
    const answer = await new Promise<{ status: number; text: string; continued: boolean }>(
      (resolve, reject) => {
        let continued = false;
        const request = http.request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              expect: '100-continue',
            },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, text, continued }),
            );
          },
        );
        // As curl and .NET clients do: the body only once the server said 100 Continue.
        request.on('continue', () => {
          continued = true;
          request.end(body);
        });
        request.on('error', reject);
        request.flushHeaders();
      },
    );
    expect(answer).toEqual({
      status: 202,
      text: JSON.stringify({ received: JSON.parse(body) }),
      continued: true,
    });
  });

  it('answers 413 for a body over the limit sent to /api, whole or in chunks, never 500', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(10 * 1024 * 1024) });
    const whole = await fetch(`${base}/api/sites/1/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(whole.status).toBe(413);
    expect(await whole.json()).toMatchObject({ statusCode: 413 });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1)
          controller.enqueue(Buffer.from(big.slice(i * 1e6, (i + 1) * 1e6)));
        controller.close();
      },
    });
    const chunked = await fetch(`${base}/api/sites/1/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // A body within the limit still goes through.
    const small = await fetch(`${base}/api/sites/1/contact-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'An' }),
    });
    expect(small.status).toBe(202);
  });

  it('serves the start script of server-rendered pages and its worker, revalidated', async () => {
    const answer = await fetch(`${base}/start.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(await answer.text()).toBe(BUILT_PROGRAMS['start.js']);
    const worker = await fetch(`${base}/intl-worker.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toBe(BUILT_PROGRAMS['intl-worker.js']);
  });

  it("tells the API the visitor's own address, never one the visitor made up", async () => {
    // The test connects from loopback, as a reverse proxy on this machine would: the proxy's
    // last entry (the address it saw) is the visitor; what the visitor wrote before it is not.
    const answer = await fetch(`${base}/api/forwarded`, {
      headers: { 'X-Forwarded-For': '198.51.100.7, 203.0.113.9' },
    });
    expect(await answer.json()).toMatchObject({ for: '203.0.113.9' });
    const direct = await fetch(`${base}/api/forwarded`);
    expect(await direct.json()).toMatchObject({ for: '127.0.0.1' });
  });

  it('gives the API the id it logs the request under, a new one for each request', async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => {
        const answer = await fetch(`${base}/api/forwarded`);
        return ((await answer.json()) as { requestId: string }).requestId;
      }),
    );
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });
});

describe('remote server', () => {
  it('serves a remote build with CORS for the shell', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"search"}');
    const server = await buildRemoteServer(dist);
    const response = await server.inject({ method: 'GET', url: '/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({ name: 'search' });
    await server.close();
  });
});

describe('site server, missing files', () => {
  it('answers 404 for a missing file instead of the page', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    const site = await buildSiteServer({
      distDir: dist,
      apiUpstream: 'http://127.0.0.1:9',
      markets: () => ({ markets: [market] }),
      locations,
      registry,
    });
    const base = `http://127.0.0.1:${new URL(await site.listen({ port: 0, host: '127.0.0.1' })).port}`;
    expect((await fetch(`${base}/411.f03f067d.js`)).status).toBe(404);
    expect((await fetch(`${base}/en/offer`)).status).toBe(200);
    await site.close();
  });
});

describe('site server, safety and caching', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, PRESS_CAPTURE_FILE), BUILT_PROGRAMS[PRESS_CAPTURE_FILE]);
  const chunk = 'console.log("a hashed chunk");'.repeat(100);
  fs.writeFileSync(path.join(dist, '411.f03f067d.js'), chunk);
  fs.writeFileSync(path.join(dist, '411.f03f067d.js.br'), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(dist, '411.f03f067d.js.map'), '{"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(dist, 'mf-manifest-stats.json'), '{}');
  fs.writeFileSync(path.join(dist, 'mf-manifest-stats.json.br'), zlib.brotliCompressSync('{}'));
  fs.writeFileSync(path.join(dist, 'mf-manifest-stats.json.gz'), zlib.gzipSync('{}'));
  fs.writeFileSync(path.join(dist, '411.f03f067d.js.map.gz'), zlib.gzipSync('{}'));
  let site: Awaited<ReturnType<typeof buildSiteServer>>;
  beforeAll(async () => {
    site = await buildSiteServer({
      distDir: dist,
      apiUpstream: 'http://127.0.0.1:9',
      markets: () => ({ markets: [{ ...market, slots: { search: 'search', detail: 'detail' } }] }),
      locations,
      registry,
      // A team's ajax endpoint, as a remote's server plugin mounts them.
      teamServers: [
        {
          name: 'echo',
          plugin: async (app) => {
            app.post('/en/ajax/echo', async (request) => ({ received: request.body }));
          },
        },
      ],
    });
    site.get('/boom', async () => {
      throw new Error('write EPIPE to 10.0.0.7');
    });
  });
  afterAll(() => site.close());

  it('answers 400 to JSON nested 5,000 deep, through /api and at an ajax endpoint, never 500', async () => {
    const payload = `{"criteria":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const url of ['/api/sites/1/subscriptions', '/en/ajax/echo']) {
      const answer = await site.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 400 });
      expect(answer.json()).toMatchObject({
        message: 'The JSON body is nested deeper than 32 levels',
      });
    }
    const shallow = await site.inject({
      method: 'POST',
      url: '/en/ajax/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"criteria":{"types":[[1]]}}',
    });
    expect(shallow.json()).toEqual({ received: { criteria: { types: [[1]] } } });
  });

  it('caches a hashed file for a year and sends the build’s brotli file as it is', async () => {
    const response = await site.inject({
      url: '/411.f03f067d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(chunk);
  });

  it('keeps source maps and stats files private unless PUBLIC_SOURCE_MAPS=1', async () => {
    expect((await site.inject({ url: '/411.f03f067d.js.map' })).statusCode).toBe(404);
    expect((await site.inject({ url: '/mf-manifest-stats.json' })).statusCode).toBe(404);
    // Nor their precompressed copies, asked for by name or through Accept-Encoding.
    for (const url of [
      '/mf-manifest-stats.json.br',
      '/mf-manifest-stats.json.gz',
      '/411.f03f067d.js.map.gz',
    ])
      expect((await site.inject({ url })).statusCode).toBe(404);
    for (const encoding of ['br', 'gzip'])
      expect(
        (
          await site.inject({
            url: '/mf-manifest-stats.json',
            headers: { 'accept-encoding': encoding },
          })
        ).statusCode,
      ).toBe(404);
    expect(isPublicFile('/411.f03f067d.js.map', { PUBLIC_SOURCE_MAPS: '1' })).toBe(true);
    expect(isPublicFile('/mf-manifest-stats.json', { PUBLIC_SOURCE_MAPS: '1' })).toBe(false);
  });

  it('sends the security headers, with a policy naming exactly the market’s remote origins', async () => {
    const response = await site.inject({ url: '/config.json' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(
      `script-src 'self' http://localhost:3001 https://cdn.example.test ${inlineHash(BUILT_PROGRAMS[PRESS_CAPTURE_FILE])};`,
    );
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers an unexpected failure with a generic body and the request id, never the error', async () => {
    const response = await site.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.message).not.toContain('EPIPE');
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds the feed’s picture hosts and the map tiles to img-src', () => {
    const origins = marketOrigins(
      {
        remotes: { search: 'http://localhost:3001/remoteEntry.js' },
        mapTiles: 'https://{s}.tile.example.test/{z}/{x}/{y}.png',
      },
      { SITE_IMG_HOSTS: 'https://pictures.example.test' },
    );
    expect(contentSecurityPolicy(origins)).toContain(
      "img-src 'self' http://localhost:3001 https://pictures.example.test https://a.tile.example.test data: blob:",
    );
  });
});

describe('site server, the API down', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  let site: Awaited<ReturnType<typeof buildSiteServer>>;
  beforeAll(async () => {
    // A port that was free a moment ago and has no listener now: the API is not running.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    site = await buildSiteServer({
      distDir: dist,
      apiUpstream: `http://127.0.0.1:${port}`,
      logStream: { write: () => undefined },
      markets: () => ({ markets: [market] }),
      locations,
      registry,
    });
  });
  afterAll(() => site.close());

  it('answers /api with 503, Retry-After and a JSON body, never a 500, for reads and writes', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/sites/1', undefined],
      ['POST', '/api/sites/1/contact-requests', '{"name":"An"}'],
    ] as const) {
      const answer = await site.inject({
        method,
        url,
        ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 503 });
      expect(answer.headers['retry-after']).toBe(String(API_RETRY_AFTER_S));
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.stringMatching(/try again/) as unknown,
        requestId: expect.any(String) as unknown,
      });
    }
  });
});

describe('remote server, safety', () => {
  it('serves its scripts to other origins with helmet’s headers', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var search;');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
    const server = await buildRemoteServer(dist);
    const response = await server.inject({ url: '/remoteEntry.js' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect((await server.inject({ url: '/remoteEntry.js.map' })).statusCode).toBe(404);
    await server.close();
  });
});
