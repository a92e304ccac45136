/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { remotes } from '../../scripts/registry.cjs';
import { PUBLIC_PAGE_CACHE_CONTROL } from './page-cache';
import { buildSiteServer, type PageRenderer } from './server';

/**
 * The site server in front of the public: the market comes from the Host header, or from a
 * trusted proxy's X-Forwarded-Host; the links of a page from the market's public origin, never
 * from the request; a page for a host no market has is nobody's to share.
 */
describe('site server, forged hosts and proxies', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const upstream = Fastify({ forceCloseConnections: true });
  upstream.get('/data-version', async () => ({ version: '1' }));
  const renderer: PageRenderer = {
    async render(request) {
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: Readable.from([
          JSON.stringify({
            hostname: request.hostname,
            origin: request.origin,
            visitor: request.visitorAddress,
          }),
        ]),
        styleHashes: [],
      };
    },
  };
  const markets = () => ({
    markets: [
      { name: 'zonneveld', hostnames: ['localhost'], slots: { search: 'search' } },
      {
        name: 'ardennes',
        hostnames: ['ardennes.localhost'],
        origin: 'https://www.immo-ardennes.example',
        slots: { search: 'search' },
      },
    ],
  });
  const build = async (trustProxy?: string) => {
    const site = await buildSiteServer({
      distDir: dist,
      apiUpstream,
      markets,
      locations: [{ name: 'search', url: 'http://localhost:3001' }],
      registry: { remotes: remotes() },
      renderer,
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });
    closers.push(() => site.close());
    return site;
  };
  const closers: (() => Promise<unknown>)[] = [];
  let site: Awaited<ReturnType<typeof buildSiteServer>>;
  let sitePort = 0;
  let apiUpstream = '';
  beforeAll(async () => {
    apiUpstream = await upstream.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => upstream.close());
    site = await build();
    sitePort = Number(new URL(await site.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  /**
   * A page asked for with the given headers (from loopback unless `remoteAddress` says otherwise),
   * its rendered facts and its caching headers. Each call asks for its own URL (`query`), so no
   * answer comes from the page cache unless the test means it to.
   */
  async function page(
    headers: Record<string, string>,
    { query = '', remoteAddress = '127.0.0.1', server = site } = {},
  ) {
    const answer = await server.inject({ url: `/en/contact${query}`, headers, remoteAddress });
    const body = answer.json<{ hostname: string; origin: string; visitor: string }>();
    return { headers: answer.headers, body };
  }

  it("links a market's pages to its public origin, whatever port the Host header names", async () => {
    const forged = await page({ host: 'localhost:6666' }, { query: '?a=1' });
    expect(forged.body.origin).toBe(`http://localhost:${sitePort}`);
    const genuine = await page({ host: `localhost:${sitePort}` }, { query: '?a=1' });
    expect(genuine.body.origin).toBe(`http://localhost:${sitePort}`);
    expect(forged.headers.etag).toBe(genuine.headers.etag);
    const robots = await site.inject({ url: '/robots.txt', headers: { host: 'localhost:6666' } });
    expect(robots.body).toContain(`Sitemap: http://localhost:${sitePort}/sitemap.xml`);
  });

  it('takes a configured origin of a market as it is', async () => {
    const { body } = await page({ host: 'ardennes.localhost' });
    expect(body).toMatchObject({
      hostname: 'ardennes.localhost',
      origin: 'https://www.immo-ardennes.example',
    });
  });

  it('never lets a shared cache keep a page served for a host no market has', async () => {
    const { headers, body } = await page({ host: 'attacker.example' });
    expect(body.hostname).toBe('localhost');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers.etag).toBeUndefined();
  });

  it("varies a shared page on a trusted proxy's X-Forwarded-Host, which picks the market", async () => {
    const plain = await page({ host: 'localhost' }, { query: '?b=1' });
    expect(plain.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(plain.headers.vary).toMatch(/X-Forwarded-Host/i);
    // From loopback, as a proxy on this machine: trusted by default.
    const viaProxy = await page(
      { host: 'localhost', 'x-forwarded-host': 'ardennes.localhost' },
      { query: '?b=1' },
    );
    expect(viaProxy.body.hostname).toBe('ardennes.localhost');
    expect(viaProxy.headers.vary).toMatch(/X-Forwarded-Host/i);
    expect(viaProxy.headers.etag).not.toBe(plain.headers.etag);
  });

  it('believes the X-Forwarded-For and -Host of the proxies TRUST_PROXY names, and no one else', async () => {
    const behindCdn = await build('203.0.113.0/24');
    const from = async (remoteAddress: string) =>
      (
        await page(
          {
            host: 'localhost',
            'x-forwarded-for': '198.51.100.7',
            'x-forwarded-host': 'ardennes.localhost',
          },
          { query: `?from=${remoteAddress}`, remoteAddress, server: behindCdn },
        )
      ).body;
    expect(await from('203.0.113.9')).toMatchObject({
      hostname: 'ardennes.localhost',
      visitor: '198.51.100.7',
    });
    expect(await from('192.0.2.1')).toMatchObject({ hostname: 'localhost', visitor: '192.0.2.1' });
    // Loopback is no proxy of this deployment any more: its forwarded headers are its own words.
    expect(await from('127.0.0.1')).toMatchObject({ hostname: 'localhost', visitor: '127.0.0.1' });
  });
});
