/**
 * The pages: every page route is rendered on the server (with the renderer), its HTML holding its
 * content and head; a path outside the four languages, or of no page, gets the localized "not
 * found" page with status 404, an unknown estate too, and an old slug a 301 to the canonical one.
 * Without a renderer, or when it fails, the page is the shell's index.html, rendered in the
 * browser. A missing file (a path with an extension) is a plain 404. HEAD is answered as GET.
 * Public pages are kept in the page cache (page-cache.ts), revalidated by their ETag, and their
 * answers sent again before Fastify (sent-pages.ts).
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { LOCALES } from 'shared/domain';
import { isPersonalRoute, parsePath } from 'shared/routes';
import type { RenderRequest, RenderResult } from '../src/ssr/render';
import { marketTag, serverRemotesOf } from './composition';
import { contentSecurityPolicy } from './csp';
import { marketFor } from './markets';
import {
  dataVersionFeed,
  dataVersionReader,
  DEFAULT_DATA_VERSION_POLL_MS,
  rentalScope,
} from './data-version';
import { VITALS_PATH } from './endpoints';
import {
  etagMatches,
  PageCache,
  pageEtag,
  PERSONAL_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  unkeptPageCacheControl,
} from './page-cache';
import { DEFAULT_RENDER_CONCURRENCY, renderQueue } from './render-queue';
import { recordSentAnswers } from './sent-pages';
import type { SiteContext } from './site-context';

/** The shell's server render, as its server build (dist-ssr/main.js) exports it. */
export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** The remotes' code the renders use (part of every page's ETag); none: ''. */
  remoteBuilds?(): Promise<string>;
}

/** The most bytes of rendered pages a site server keeps by default: 64 MiB. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * What a shared page answer depends on besides its URL and Host: the encoding, and the
 * X-Forwarded-Host of a trusted proxy, which may pick another market than the Host header.
 */
const PAGE_VARY = 'Accept-Encoding, X-Forwarded-Host';

/** A readable stream's bytes, once it has ended. */
async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** The page handler (the app's not-found handler, so not encapsulated). */
export const pageHandler = fp<SiteContext>(async (app, site) => {
  const { options, metrics, templateStyles, indexHtml } = site;
  const shellBuild = options.shellBuild ?? createHash('sha256').update(indexHtml).digest('hex');
  const dataVersion = dataVersionReader(options.apiUpstream);
  // A page dropped from the cache is no longer replayed either.
  const pages = new PageCache(options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES, site.sentPages);
  // Renders in arrival order, a few at a time (render-queue.ts); kept pages never wait here.
  const queue = renderQueue(options.renderConcurrency ?? DEFAULT_RENDER_CONCURRENCY);
  // The data version and the builds, kept by one poll for every request (data-version.ts).
  const feed = dataVersionFeed(
    async () => {
      const [version, builds] = await Promise.all([
        dataVersion(),
        options.renderer?.remoteBuilds?.(),
      ]);
      return { version, build: `${shellBuild}\n${builds ?? ''}` };
    },
    options.dataVersionPollMs ?? DEFAULT_DATA_VERSION_POLL_MS,
    (state) => metrics.dataVersion(state.version),
  );
  app.addHook('onClose', async () => feed.stop());
  // The answers of kept pages, recorded as sent and replayed while the state stays (SentPages).
  const remember = recordSentAnswers(app, site.sentPages, pages, feed, options.markets, (type) =>
    metrics.pageCache(type, 'hit'),
  );
  // A write through this server (the /api proxy, a team's endpoint) is seen by the next page of
  // this process: the version is read again before the writer has its answer.
  app.addHook('onSend', async (request) => {
    const { method, url } = request;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && url !== VITALS_PATH)
      feed.written();
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (!page || /\.[a-z0-9]+$/i.test(pathname)) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `${pathname} not found` });
    }
    if (options.renderer) {
      const renderer = options.renderer;
      try {
        const markets = options.markets();
        const market = marketFor(markets, request.hostname);
        const { config, origins } = site.marketSetup(market);
        const pagePolicy = (styleHashes: readonly string[] | undefined) =>
          contentSecurityPolicy(
            origins,
            [...templateStyles, ...(styleHashes ?? [])],
            site.scriptHashes,
          );
        const render = (dataVersion?: string) =>
          renderer.render({
            dataVersion,
            url: request.url,
            hostname: market.hostnames[0] ?? request.hostname,
            config,
            serverRemotes: serverRemotesOf(config, options.locations),
            apiUpstream: options.apiUpstream,
            siteServer: {
              baseUrl: options.selfUrl ?? `http://127.0.0.1:${site.listeningPort()}`,
              forwardedHost: market.hostnames[0] ?? request.hostname,
            },
            origin: site.publicOrigin(market),
            template: indexHtml,
            pressCapture: site.pressCapture?.text ?? '',
            visitorAddress: request.ip,
            requestId: request.id,
          });
        /** `render` in its turn (the queue), timed from its start until `read` has its body. */
        const timedRender = <T>(
          dataVersion: string | undefined,
          read: (result: Awaited<ReturnType<typeof render>>) => Promise<T>,
        ): Promise<T> =>
          queue.run(async () => {
            const started = process.hrtime.bigint();
            const out = await read(await render(dataVersion));
            const seconds = Number(process.hrtime.bigint() - started) / 1e9;
            metrics.rendered(pageType, market.name, seconds);
            return out;
          });
        const route = parsePath(pathname);
        // A host that is not one of the market's (a forged Host, an unknown name served by the
        // first market) gets its page rendered for it alone: never kept here or by a cache.
        const privateAnswer =
          (route !== null && isPersonalRoute(route.type)) ||
          !market.hostnames.includes(request.hostname);
        const pageType = route?.type ?? 'not-found';
        site.pageRoutes.set(request, `page ${pageType}`);
        // A page is kept and validated at the data version known now (none: the API did not
        // answer its last read, and the page is rendered as it can be, never kept).
        // A holiday page is kept by its units' availability too (rentalScope): an option changes
        // the version of the pages showing its unit only.
        // (undefined: the site is not known now, so neither is the version.)
        const scope =
          route?.type === 'holidaySearch'
            ? await site
                .siteOf(request.hostname)
                .then((known) => rentalScope(route, known.id))
                .catch(() => undefined)
            : rentalScope(route, 0);
        const state = privateAnswer || scope === undefined ? null : await feed.now();
        const version =
          state === null || scope === null
            ? (state?.version ?? null)
            : await dataVersion(scope).catch(() => null);
        if (version === null || state === null) {
          const result = await timedRender(undefined, async (rendered) => rendered);
          if ('location' in result) return reply.code(301).redirect(result.location, 301);
          return reply
            .code(result.status)
            .header('Content-Security-Policy', pagePolicy(result.styleHashes))
            .header(
              'Cache-Control',
              privateAnswer ? PERSONAL_PAGE_CACHE_CONTROL : unkeptPageCacheControl(result),
            )
            .headers(result.headers)
            .send(result.body);
        }
        const etag = pageEtag({ version, build: state.build, market: marketTag(market, config) });
        // By the market's origin too: its absolute links (canonical, alternates) are in the page.
        const key = `${market.name} ${site.publicOrigin(market)} ${request.url}`;
        // A page of no holiday scope (whose version is read per request) is replayed (SentPages).
        const replay = scope === null &&
          request.method === 'GET' && { key, state, markets, pageType };
        if (etagMatches(request.headers['if-none-match'], etag)) {
          const kept = replay && pages.kept(key, etag);
          if (kept) remember(request, replay, kept, 304);
          return reply
            .code(304)
            .header('ETag', etag)
            .header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
            .header('Vary', PAGE_VARY)
            .send();
        }
        let renderedHere = false;
        const page = await pages.page(key, etag, () => {
          renderedHere = true;
          return timedRender(version, async (result) => {
            if ('location' in result)
              return { status: 301, headers: { location: result.location }, body: Buffer.alloc(0) };
            return {
              status: result.status,
              headers: result.headers,
              body: await bufferOf(result.body),
              policy: pagePolicy(result.styleHashes),
              incomplete: result.incomplete,
            };
          });
        });
        metrics.pageCache(pageType, renderedHere ? 'miss' : 'hit');
        if (page.status === 301) return reply.code(301).redirect(page.headers.location ?? '/', 301);
        reply.header('Content-Security-Policy', page.policy ?? pagePolicy(undefined));
        if (!('etag' in page)) {
          return reply
            .code(page.status)
            .header('Cache-Control', unkeptPageCacheControl(page))
            .headers(page.headers)
            .send(page.body);
        }
        reply
          .code(page.status)
          .headers(page.headers)
          .header('ETag', page.etag)
          .header('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
          .header('Vary', PAGE_VARY);
        // Sent as compressed once for everyone (the compression plugin leaves an encoded body).
        const encoding = request.encoding(['br', 'gzip', 'identity']);
        const compressed = encoding === 'br' || encoding === 'gzip';
        const body = compressed ? await pages.body(key, page, encoding) : page.body;
        if (replay)
          remember(request, replay, page, page.status, compressed ? encoding : undefined, body);
        if (compressed) reply.header('Content-Encoding', encoding);
        return reply.send(body);
      } catch (error) {
        request.log.error({ err: error }, 'server render failed; the page renders in the browser');
      }
    }
    const lang = pathname.split('/')[1] ?? '';
    return reply
      .code((LOCALES as readonly string[]).includes(lang) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
});
