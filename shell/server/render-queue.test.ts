/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { remotes } from '../../scripts/registry.cjs';
import { DEFAULT_RENDER_CONCURRENCY, renderConcurrencyFrom, renderQueue } from './render-queue';
import { buildSiteServer, type PageRenderer } from './server';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('renderQueue', () => {
  it('runs at most its concurrency at once, in arrival order', async () => {
    const queue = renderQueue(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await tick(5);
      running -= 1;
      return n * 10;
    };
    const answers = Promise.all([1, 2, 3, 4, 5].map((n) => queue.run(task(n))));
    expect(queue.load()).toEqual({ running: 0, waiting: 5 });
    await tick(1);
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    expect(await answers).toEqual([10, 20, 30, 40, 50]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('passes a failed task on to its caller and goes on with the next', async () => {
    const queue = renderQueue(1);
    const failed = queue.run(async () => {
      throw new Error('render failed');
    });
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('render failed');
    await expect(next).resolves.toBe('next');
  });

  it('reads RENDER_CONCURRENCY as a whole number from 1 to 64, else the default', () => {
    expect(renderConcurrencyFrom('2')).toBe(2);
    expect(renderConcurrencyFrom(' 64 ')).toBe(64);
    for (const bad of [undefined, '', '0', '-1', '2.5', '65', 'four'])
      expect(renderConcurrencyFrom(bad)).toBe(DEFAULT_RENDER_CONCURRENCY);
  });
});

describe('site server renders in turn', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const upstream = Fastify({ forceCloseConnections: true });
  upstream.get('/data-version', async () => ({ version: '1' }));
  upstream.get('/sites/by-hostname/:hostname', async () => ({
    id: 1,
    hostname: 'localhost',
    settings: { hiddenStatus: [], defaultLocale: 'nl', locales: ['nl', 'fr', 'en', 'de'] },
  }));
  /** What the renderer did, in order: 'start <url>' and 'end <url>'. */
  const events: string[] = [];
  const renderer: PageRenderer = {
    async render(request) {
      events.push(`start ${request.url}`);
      await tick(30);
      events.push(`end ${request.url}`);
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: Readable.from([`<!doctype html><p>${request.url}</p>`]),
        styleHashes: [],
      };
    },
  };
  let base = '';
  const closers: (() => Promise<unknown>)[] = [() => upstream.close()];
  beforeAll(async () => {
    const port = Number(new URL(await upstream.listen({ port: 0, host: '127.0.0.1' })).port);
    const site = await buildSiteServer({
      distDir: dist,
      apiUpstream: `http://127.0.0.1:${port}`,
      markets: () => ({
        markets: [{ name: 'test', hostnames: ['localhost'], slots: { search: 'search' } }],
      }),
      locations: [{ name: 'search', url: 'http://localhost:3001' }],
      registry: { remotes: remotes() },
      renderer,
      dataVersionPollMs: 60_000,
      renderConcurrency: 1,
    });
    base = `http://localhost:${new URL(await site.listen({ port: 0, host: '127.0.0.1' })).port}`;
    closers.push(() => site.close());
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('starts a render when the one before it has ended, in the order the visitors came', async () => {
    events.length = 0;
    const urls = ['/en/offer?n=1', '/en/offer?n=2', '/en/offer?n=3'];
    const answers: Promise<Response>[] = [];
    for (const url of urls) {
      answers.push(fetch(`${base}${url}`));
      await tick(5);
    }
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
    expect(events).toEqual(urls.flatMap((url) => [`start ${url}`, `end ${url}`]));
  });

  it('answers a kept page at once while renders wait their turn', async () => {
    await fetch(`${base}/en/offer?kept=1`);
    events.length = 0;
    const slow = ['/en/offer?n=11', '/en/offer?n=12', '/en/offer?n=13'].map((url) =>
      fetch(`${base}${url}`),
    );
    await tick(5);
    const kept = await fetch(`${base}/en/offer?kept=1`);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain('/en/offer?kept=1');
    // The kept page came before the last two renders had even started.
    expect(events.filter((e) => e.startsWith('start'))).toHaveLength(1);
    await Promise.all(slow);
  });
});
