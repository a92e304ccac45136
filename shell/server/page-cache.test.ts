/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyReply } from 'fastify';
import { remotes } from '../../scripts/registry.cjs';
import { dataVersionReader, freshReader } from './data-version';
import {
  compressedBody,
  etagMatches,
  keptPage,
  PageCache,
  PUBLIC_PAGE_CACHE_CONTROL,
} from './page-cache';
import { SentPages, sentKey } from './sent-pages';
import { inlineHash } from './inline-hash';
import { buildSiteServer, type PageRenderer } from './server';
import { EMPTY_STYLE_HASH } from './csp';

describe('site server page cache', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><style>body{margin:0}</style></head><div id="root"></div>',
  );
  // The press capture as the shell's build holds it: inlined by the renders, allowed by its hash.
  const capture = '(()=>{capture(document)})();';
  fs.writeFileSync(path.join(dist, 'press-capture.js'), capture);
  const captures: string[] = [];
  let version = 1;
  let versionStatus = 200;
  /** The availability version of each holiday unit (site 1), as the API counts them. */
  const unitVersions = new Map<string, number>([
    ['501', 4],
    ['502', 9],
  ]);
  const upstream = Fastify({ forceCloseConnections: true });
  upstream.get<{ Querystring: { rentalUnit?: string; rentalSite?: string } }>(
    '/data-version',
    async (request, reply) => {
      const { rentalUnit, rentalSite } = request.query;
      const rental =
        rentalUnit !== undefined
          ? unitVersions.get(rentalUnit)
          : rentalSite === '1'
            ? [...unitVersions.values()].reduce((a, b) => a + b, 0)
            : undefined;
      return reply.code(versionStatus).send({
        version: String(version),
        ...(rental === undefined ? {} : { rental: `${rental}` }),
      });
    },
  );
  // A write to the API (through the site's /api proxy): a new data version.
  upstream.post('/writes', async (_request, reply) => {
    version += 1;
    return reply.code(201).send({ written: true });
  });
  upstream.get('/sites/by-hostname/:hostname', async () => ({
    id: 1,
    hostname: 'localhost',
    settings: { hiddenStatus: [], defaultLocale: 'nl', locales: ['nl', 'fr', 'en', 'de'] },
  }));
  const renders: string[] = [];
  /** The remotes' build the renders use (part of every ETag). */
  let remoteBuild = 'search=entry#abc';
  /** The requests that reached Fastify (not answered from the recorded answers before it). */
  let reachedFastify = 0;
  const renderer: PageRenderer = {
    async render(request) {
      renders.push(request.url);
      captures.push(request.pressCapture);
      // A render takes a moment: requests for the same page meanwhile share it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const failed = request.url.startsWith('/en/fail');
      // A page rendered without a part (a section refused, a fragment not rendered here).
      const incomplete = request.url.startsWith('/en/offer/7');
      return {
        incomplete,
        status: failed ? 503 : 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          ...(failed ? { 'retry-after': '30' } : {}),
        },
        body: Readable.from([`<!doctype html><p>${request.url} at ${version}</p>`.repeat(50)]),
        styleHashes: [`'sha256-${request.url.length}'`],
      };
    },
    remoteBuilds: async () => remoteBuild,
  };
  const markets = {
    markets: [{ name: 'test', hostnames: ['localhost'], slots: { search: 'search' } }],
  };
  let base = '';
  /** Writes through the site, as a visitor's form does. */
  const write = async () => {
    const answer = await fetch(`${base}/api/writes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(201);
  };
  beforeAll(async () => {
    const port = Number(new URL(await upstream.listen({ port: 0, host: '127.0.0.1' })).port);
    const site = await buildSiteServer({
      distDir: dist,
      apiUpstream: `http://127.0.0.1:${port}`,
      // One object while the file does not change, as watchMarkets gives it.
      markets: () => markets,
      locations: [{ name: 'search', url: 'http://localhost:3001' }],
      registry: { remotes: remotes() },
      renderer,
      // No poll within the tests: what they change reaches the site through a write (see write).
      dataVersionPollMs: 60_000,
    });
    site.addHook('onRequest', async () => {
      reachedFastify += 1;
    });
    base = `http://localhost:${new URL(await site.listen({ port: 0, host: '127.0.0.1' })).port}`;
    closers.push(() => site.close());
  });
  const closers: (() => Promise<unknown>)[] = [() => upstream.close()];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });
  beforeEach(() => {
    renders.length = 0;
    versionStatus = 200;
  });

  it('answers a public page with an ETag and a Cache-Control a shared cache may keep', async () => {
    const first = await fetch(`${base}/en/offer?city=1`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.get('etag')).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    const again = await fetch(`${base}/en/offer?city=1`);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    // The second view came from the cache.
    expect(renders).toEqual(['/en/offer?city=1']);
  });

  it("allows the page's own style elements by their hashes, kept or not, and no other inline style", async () => {
    for (const url of ['/en/offer?city=9', '/en/offer?city=9', '/en/keep-me-informed/abcdefabcd']) {
      const policy = (await fetch(`${base}${url}`)).headers.get('content-security-policy') ?? '';
      const styles = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(styles).toContain(`'sha256-${url.length}'`);
      expect(styles).toContain(EMPTY_STYLE_HASH);
      expect(styles).toContain(inlineHash('body{margin:0}'));
      expect(styles).not.toContain('unsafe-inline');
    }
    expect(EMPTY_STYLE_HASH).toBe(inlineHash(''));
    // Other answers allow only the empty style elements that emotion fills in the browser.
    const config = await fetch(`${base}/config.json`);
    expect(config.headers.get('content-security-policy')).toContain(
      `style-src 'self' http://localhost:3001 ${EMPTY_STYLE_HASH} ${inlineHash('body{margin:0}')};`,
    );
  });

  it('has the built press capture inlined by the render and allowed by its hash', async () => {
    const answer = await fetch(`${base}/en/offer?city=12`);
    expect(captures.at(-1)).toBe(capture);
    const scripts = /script-src ([^;]*)/.exec(answer.headers.get('content-security-policy') ?? '');
    expect(scripts?.[1]).toContain(inlineHash(capture));
    expect(scripts?.[1]).not.toContain('unsafe-inline');
  });

  it('answers 304 to a matching conditional request, without rendering', async () => {
    const first = await fetch(`${base}/en/offer?city=2`);
    const etag = first.headers.get('etag') ?? '';
    const revalidated = await fetch(`${base}/en/offer?city=2`, {
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    // No policy: the browser keeps the one stored with the page (its style elements' hashes).
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(await revalidated.text()).toBe('');
    expect(renders).toEqual(['/en/offer?city=2']);
  });

  it('renders again, after a holiday option, only the pages that show its unit: the unit and the holiday search', async () => {
    const urls = ['/en/holiday/501', '/en/holiday/502', '/en/holiday', '/en/offer?city=4'];
    const etags = async () => {
      const answers = await Promise.all(urls.map((url) => fetch(`${base}${url}`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      return answers.map((answer) => answer.headers.get('etag'));
    };
    const before = await etags();
    expect(renders.sort()).toEqual([...urls].sort());
    renders.length = 0;
    // An option on unit 501 moves its availability version, not the data version.
    unitVersions.set('501', 5);
    const after = await etags();
    expect(renders.sort()).toEqual(['/en/holiday', '/en/holiday/501']);
    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1)).toEqual([before[1], after[2], before[3]]);
    expect(after[2]).not.toBe(before[2]);
  });

  it('shows a write through the site on the next request: a new data version, render and ETag', async () => {
    const before = await fetch(`${base}/en/offer?city=3`);
    const etag = before.headers.get('etag') ?? '';
    await write();
    const after = await fetch(`${base}/en/offer?city=3`, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain(`at ${version}`);
    expect(renders).toHaveLength(2);
  });

  it('renders the same page asked for at the same moment once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${base}/en/offer?city=4`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(renders).toEqual(['/en/offer?city=4']);
  });

  it('sends the brotli or gzip body compressed once, or the plain one', async () => {
    const plain = await (await fetch(`${base}/en/offer?city=5`)).text();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const url = new URL(`${base}/en/offer?city=5`);
          import('node:http').then(({ get }) =>
            get(
              {
                host: url.hostname,
                port: url.port,
                path: url.pathname + url.search,
                headers: { 'accept-encoding': encoding },
              },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
              },
            ).on('error', reject),
          );
        },
      );
      const decoded =
        encoding === 'br'
          ? zlib.brotliDecompressSync(response.body)
          : encoding === 'gzip'
            ? zlib.gunzipSync(response.body)
            : response.body;
      expect(response.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(decoded.toString()).toBe(plain);
    }
    expect(renders).toHaveLength(1);
  });

  it("never keeps nor shares a visitor's own page (a token page): private, no-store", async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${base}/en/keep-me-informed/abcdefabcdef`);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('etag')).toBeNull();
    }
    expect(renders).toHaveLength(2);
  });

  it('never keeps a page whose data could not be read', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${base}/en/fail`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('retry-after')).toBe('30');
      expect(answer.headers.get('etag')).toBeNull();
    }
    expect(renders).toHaveLength(2);
  });

  it('never keeps nor lets a cache keep a page rendered without one of its parts', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await fetch(`${base}/en/offer/7/villa`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag')).toBeNull();
      expect(answer.headers.get('retry-after')).toBeNull();
      expect(await answer.text()).toContain('/en/offer/7/villa');
    }
    expect(renders).toHaveLength(2);
    // Without a data version too.
    versionStatus = 500;
    const unversioned = await fetch(`${base}/en/offer/7/villa`);
    expect(unversioned.headers.get('cache-control')).toBe('no-store');
  });

  /** One GET with node:http (fetch would decompress): status, headers but Date, raw body. */
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const target = new URL(`${base}${url}`);
        import('node:http').then(({ get: httpGet }) =>
          httpGet(
            {
              host: target.hostname,
              port: target.port,
              path: target.pathname + target.search,
              headers,
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => {
                const { date, connection, 'keep-alive': keepAlive, ...rest } = res.headers;
                void date;
                void connection;
                void keepAlive;
                resolve({
                  status: res.statusCode ?? 0,
                  headers: rest,
                  body: Buffer.concat(chunks),
                });
              });
            },
          ).on('error', reject),
        );
      },
    );

  it('answers a kept page again before Fastify with the same status, headers, ETag and bytes', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const url = `/en/offer?city=20&encoding=${encoding}`;
      const headers = { 'accept-encoding': encoding };
      const first = await get(url, headers);
      const reached = reachedFastify;
      const again = await get(url, headers);
      const third = await get(url, headers);
      expect(reachedFastify).toBe(reached);
      expect(again).toEqual(first);
      expect(third).toEqual(first);
      expect(first.status).toBe(200);
      expect(first.headers.etag).toMatch(/^W\//);
      expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    // Another Accept-Encoding is asked of Fastify once, then replayed too.
    const reached = reachedFastify;
    const other = await get('/en/offer?city=20&encoding=br', { 'accept-encoding': 'gzip, br' });
    expect(reachedFastify).toBe(reached + 1);
    expect(await get('/en/offer?city=20&encoding=br', { 'accept-encoding': 'gzip, br' })).toEqual(
      other,
    );
    expect(reachedFastify).toBe(reached + 1);
    expect(renders).toHaveLength(3);
  });

  it('answers 304 to the ETag of a kept page before Fastify, and the page to another ETag', async () => {
    const page = await get('/en/offer?city=21');
    const etag = String(page.headers.etag);
    const first = await get('/en/offer?city=21', { 'if-none-match': etag });
    const reached = reachedFastify;
    const again = await get('/en/offer?city=21', { 'if-none-match': etag });
    expect(reachedFastify).toBe(reached);
    expect(again).toEqual(first);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body.length).toBe(0);
    const stale = await get('/en/offer?city=21', { 'if-none-match': 'W/"old"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(page.body);
    expect(renders).toEqual(['/en/offer?city=21']);
  });

  it('replays no answer made at another data version or build: the page is rendered again', async () => {
    const before = await get('/en/offer?city=22');
    expect((await get('/en/offer?city=22')).headers.etag).toBe(before.headers.etag);
    // A write through the site that changes nothing (the API answers 404): the state read again
    // is the same, and the answers are still replayed.
    await fetch(`${base}/api/nothing`, { method: 'POST' });
    let reached = reachedFastify;
    expect((await get('/en/offer?city=22')).headers.etag).toBe(before.headers.etag);
    expect(reachedFastify).toBe(reached + 1);
    reached = reachedFastify;
    expect((await get('/en/offer?city=22')).headers.etag).toBe(before.headers.etag);
    expect(reachedFastify).toBe(reached);
    expect(renders).toEqual(['/en/offer?city=22']);
    // A new build of a remote, seen at the next read of the state.
    remoteBuild = 'search=entry#def';
    await fetch(`${base}/api/nothing`, { method: 'POST' });
    const newBuild = await get('/en/offer?city=22');
    expect(newBuild.headers.etag).not.toBe(before.headers.etag);
    // A new data version.
    await write();
    const newVersion = await get('/en/offer?city=22');
    expect(newVersion.headers.etag).not.toBe(newBuild.headers.etag);
    expect(newVersion.body.toString()).toContain(`at ${version}`);
    expect(renders).toEqual(['/en/offer?city=22', '/en/offer?city=22', '/en/offer?city=22']);
  });

  it('replays no answer to a request with forwarded headers it was not made for', async () => {
    await get('/en/offer?city=23');
    const reached = reachedFastify;
    await get('/en/offer?city=23', { 'x-forwarded-host': 'localhost' });
    expect(reachedFastify).toBe(reached + 1);
    // HEAD is Fastify's.
    await new Promise((resolve) => {
      void fetch(`${base}/en/offer?city=23`, { method: 'HEAD' }).then(resolve);
    });
    expect(reachedFastify).toBe(reached + 2);
  });

  it('renders without keeping when the data version cannot be read', async () => {
    versionStatus = 500;
    await write();
    const answer = await fetch(`${base}/en/offer?city=6`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    versionStatus = 200;
    await write();
    await fetch(`${base}/en/offer?city=6`);
    expect(renders).toHaveLength(2);
  });
});

describe('freshReader', () => {
  it('gives each caller a read that started at or after its call, shared by the callers meanwhile', async () => {
    let reads = 0;
    let value = 0;
    const release: (() => void)[] = [];
    const read = freshReader(
      () =>
        new Promise<number>((resolve) => {
          reads += 1;
          const seen = value;
          release.push(() => resolve(seen));
        }),
    );
    const first = read();
    value = 1; // a write after the first read started
    const second = read();
    const third = read();
    release.shift()?.();
    expect(await first).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    release.shift()?.();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(reads).toBe(2);
  });
});

describe('etagMatches', () => {
  it('compares weakly, in a list, and matches *', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });
});

describe('PageCache', () => {
  it('keeps at most its bytes, the least recently used dropped first', async () => {
    const cache = new PageCache(20_000);
    const page = (n: number) => async () => ({
      status: 200,
      headers: {},
      body: Buffer.from(String(n).repeat(4000)),
    });
    for (let n = 0; n < 10; n += 1) await cache.page(`k${n}`, 'e', page(n));
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
    expect(cache.stats().pages).toBeLessThan(10);
  });

  it('compresses a page in an encoding once, when first asked for, and weighs it then', async () => {
    const cache = new PageCache(1_000_000);
    const body = Buffer.from('<p>estate</p>'.repeat(2000));
    const kept = await cache.page('k', 'e', async () => ({ status: 200, headers: {}, body }));
    if (!('etag' in kept)) throw new Error('a 200 is kept');
    expect(kept.compressed.bodies.size).toBe(0);
    const plainBytes = cache.stats().bytes;
    const [first, second] = await Promise.all([
      cache.body('k', kept, 'br'),
      cache.body('k', kept, 'br'),
    ]);
    expect(second).toBe(first);
    expect(zlib.brotliDecompressSync(first).equals(body)).toBe(true);
    expect([...kept.compressed.bodies.keys()]).toEqual(['br']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.stats().bytes).toBe(plainBytes + first.length);
  });
});

describe('SentPages', () => {
  const answer = { status: 200, headers: { etag: 'W/"e"' }, body: Buffer.from('page') };
  const request = (headers: Record<string, string>, url = '/en/offer') =>
    ({ method: 'GET', url, headers, socket: { remoteAddress: '127.0.0.1' } }) as never;

  it('forgets the answers of a page the page cache drops', async () => {
    const sent = new SentPages();
    const cache = new PageCache(10_000, sent);
    const state = { state: {}, markets: {} };
    const page = (n: number) => async () => ({
      status: 200,
      headers: {},
      body: Buffer.from(String(n).repeat(4000)),
    });
    for (let n = 0; n < 5; n += 1) {
      const kept = await cache.page(`k${n}`, 'e', page(n));
      if (!('etag' in kept)) throw new Error('a 200 is kept');
      sent.record(`host /${n}`, kept, state, '', answer, () => undefined);
    }
    expect(cache.stats().pages).toBeLessThan(5);
    expect(sent.size()).toBe(cache.stats().pages);
  });

  it('keys a request with forwarded headers apart, with its peer', () => {
    const plain = sentKey(request({ host: 'localhost' }));
    expect(plain).toBe('localhost /en/offer');
    const forwarded = sentKey(
      request({ host: 'localhost', 'x-forwarded-host': 'ardennes.localhost' }),
    );
    expect(forwarded).not.toBe(plain);
    expect(forwarded).toContain('ardennes.localhost');
    expect(forwarded).toContain('127.0.0.1');
  });
});

describe('compressedBody', () => {
  it('gives the gzip of a page, the same bytes each time', async () => {
    const page = keptPage('e', { status: 200, headers: {}, body: Buffer.from('x'.repeat(500)) });
    const gzip = await compressedBody(page, 'gzip');
    expect(zlib.gunzipSync(gzip).toString()).toBe('x'.repeat(500));
    expect(await compressedBody(page, 'gzip')).toBe(gzip);
    expect(page.compressed.bodies.has('br')).toBe(false);
  });
});

describe('dataVersionReader', () => {
  let answer: (reply: FastifyReply) => unknown = (reply) => reply.send({ version: '7' });
  const api = Fastify({ forceCloseConnections: true });
  api.get('/data-version', async (_request, reply) => answer(reply));
  let origin = '';
  beforeAll(async () => {
    origin = await api.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => api.close());

  it("adds a holiday page's availability version, asked for by its scope", async () => {
    answer = (reply) =>
      reply.send({
        version: '7',
        rental: (reply.request.query as { rentalUnit?: string }).rentalUnit === '501' ? '3' : '0',
      });
    const read = dataVersionReader(origin);
    expect(await read({ rentalUnit: '501' })).toBe('7.3');
    expect(await read()).toBe('7');
    answer = (reply) => reply.send({ version: '7' });
    await expect(read({ rentalSite: '1' })).rejects.toThrow('gave no rental version');
  });

  it('reads the version, again at each call, on a kept connection', async () => {
    const read = dataVersionReader(`${origin}/`);
    expect(await read()).toBe('7');
    answer = (reply) => reply.send({ version: '8' });
    expect(await read()).toBe('8');
  });

  it.each([
    ['a status other than 200', (reply: FastifyReply) => reply.code(503).send({}), 'answered 503'],
    ['no version', (reply: FastifyReply) => reply.send({ version: '' }), 'gave no version'],
    [
      'a body that is not JSON',
      (reply: FastifyReply) => reply.type('application/json').send('{"version":'),
      'gave no version',
    ],
  ])('rejects %s', async (_case, reply, message) => {
    answer = reply;
    await expect(dataVersionReader(origin)()).rejects.toThrow(message);
  });

  it('rejects when the API does not answer in time, or cannot be reached', async () => {
    answer = () => new Promise(() => undefined);
    await expect(dataVersionReader(origin, 100)()).rejects.toThrow('did not answer within 100 ms');
    await expect(dataVersionReader('http://127.0.0.1:9')()).rejects.toThrow();
  });
});
