/**
 * The server render of a page, in the shell's server build: the page's HTML with its
 * content and its head, in the language of its URL, streamed by React's server renderer.
 *
 * For each request: a forked effector scope that runs the shell's start-up (config, site,
 * phrases) against the API at its own address, then the matched page's `prepare` (its data); the
 * i18next instance of its language, market's phrases and remotes' builds, shared with the other
 * renders of the same and never changed by one (shared-i18n.ts); fresh emotion
 * caches (each page carries its styles); the market's slots resolved to their providers, whose
 * server builds are loaded over HTTP from where they are deployed (Module Federation's Node
 * runtime). A provider whose server build cannot be loaded in time, or throws, is left to the
 * browser (React renders that part's fallback and the browser renders it after hydration): when
 * that part is the page's main content the page answers 503 (call-outcome's pageAnswerOf), when
 * it is a fragment the page is not kept by any cache. The scope's values and the texts used
 * travel in the page (`ServerState`).
 */
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { Provider, type Scope } from 'shared/effector';
import { allSettled, fork, serialize } from 'shared/effector/server';
import { I18nextProvider, UsedNamespacesContext } from 'shared/i18n';
import { CacheProvider } from '@emotion/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../../server/runtime-config';
import type { Locale, Translations } from 'shared/domain';
import { createApi, createHttpClient, forwardedForHeaders, type SiteServer } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';
import { contentApiFor } from 'shared/api/content';
import { installRoutes, isLocale, parsePath } from 'shared/routes';
import { type PagePrepare, type PreparedHead, type PrepareResult } from 'shared/remote';
import {
  forgetFragmentsOf,
  RemoteRenderingContext,
  provideRemoteLoader,
  leftToBrowser,
  type RemoteRendering,
} from 'kit/remote';
import { HeadCollectorContext, type HeadCollector } from 'kit/seo';
import { renderHead, scriptJson } from './head-html';
import { App, siteRoutes, type RouteHandle } from '../app/app';
import { headStyles, serverStyleCache } from './head-styles';
import {
  $config,
  appStarted,
  fetchConfigFx,
  fetchSiteFx,
  fetchSitePhrasesFx,
  registerCompositionFx,
  storeSitePhrasesFx,
  applySiteNameFx,
} from '../app/model';
import { sharedI18n, textsOf } from './shared-i18n';
import { FOOTER_MENU, footerMenuWanted, getFooterMenuFx } from '../layout/footer-menu/model';
import { forgetPagesOf } from '../mf/remotes';
import { resolveSlotRequest } from '../mf/slot-plugin';
import { STATE_ELEMENT_ID, type ServerState } from './state';
import { prepareNotFound, SHELL_PAGE_PREPARES } from './shell-pages';
import { pageHead } from './page-head';
import { pageAnswerOf, recordCalls, type CallRecorder } from './call-outcome';
import { createRemoteSetLock } from './remote-set-lock';
import { versionedAnswers } from './versioned-answers';
import { providerOf } from '../mf/module-id';

/** What the site server gives the render of one request. */
export interface RenderRequest {
  /** The path and query, e.g. '/en/offer?trans=huren'. */
  url: string;
  /** The request's hostname (its market's composition is in `config`). */
  hostname: string;
  /** The market's runtime config, as `/config.json` gives it to browsers. */
  config: RuntimeConfig;
  /**
   * Each provider of the market that this server renders, to the URL of its server build's
   * remoteEntry.js; the market's other providers (deployed elsewhere for this market only) are
   * rendered in the browser only.
   */
  serverRemotes: Record<string, string>;
  /** The API's own address (server to server), e.g. 'http://127.0.0.1:4000'. */
  apiUpstream: string;
  /** The site server itself, for the teams' endpoints (`/{lang}/ajax/*`) on the market's host. */
  siteServer: SiteServer;
  /** The public origin of the market for absolute links, e.g. 'http://localhost:3000'. */
  origin: string;
  /**
   * The visitor's IP address (the site server's `request.ip`): the render's calls of the API and
   * of the site server carry it as X-Forwarded-For, so each visitor spends their own limits.
   */
  visitorAddress: string;
  /**
   * The id of the site server's request: every call of the render (the API's, the site server's
   * own endpoints') carries it in X-Request-Id, so both servers log them under it.
   */
  requestId?: string;
  /**
   * The API's data version the page is rendered at (the site server read it for its ETag), if
   * known: the start-up answers of one version are shared by its renders.
   */
  dataVersion?: string;
  /** The shell's browser `index.html` (its scripts and base styles). */
  template: string;
  /**
   * The press capture's built text, inlined in the head (the site server reads it from the build
   * and allows it by its hash); '' for none.
   */
  pressCapture: string;
}

/**
 * A rendered page: its status, and either a redirect or the HTML stream. A page whose data could
 * not be read, or whose main content could not be rendered, is 503, or 429 over the visitor's
 * limit, with a `retry-after` header.
 */
export type RenderResult =
  | { status: 301; location: string }
  | {
      status: number;
      headers: Record<string, string>;
      body: Readable;
      /** The CSP sources (`'sha256-…'`) of the style elements in the page's head. */
      styleHashes: string[];
      /**
       * True for a page rendered without one of its parts (a secondary section whose data was
       * refused or failed, a fragment not rendered on the server): no cache may keep it.
       */
      incomplete?: boolean;
    };

/**
 * How long a remote's server build may take to load (its entry and chunks: seconds the first time
 * on a busy machine, nothing once loaded), and a page's data, in ms.
 */
const REMOTE_TIMEOUT_MS = Number(process.env.SSR_REMOTE_TIMEOUT_MS ?? 4000);
const PREPARE_TIMEOUT_MS = Number(process.env.SSR_PREPARE_TIMEOUT_MS ?? 3000);
/** How long the whole render may take before the rest is left to the browser, in ms. */
const RENDER_TIMEOUT_MS = Number(process.env.SSR_RENDER_TIMEOUT_MS ?? 5000);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// The shared loader of federated fragments, on the server too (with a time limit).
provideRemoteLoader((id) => withTimeout(loadRemote(id), REMOTE_TIMEOUT_MS, `Loading ${id}`));

/** The server entries registered with the federation runtime: provider name to URL. */
const registered = new Map<string, string>();
/** remoteBuilds' answer until a server entry is registered or its content changes. */
let builds: string | null = null;

/**
 * Registers the market's providers' server builds with the federation runtime (a provider new
 * to this process, or deployed at a new address, replaces the one before).
 */
function registerServerRemotes(remotes: Record<string, string>): void {
  const changed = Object.entries(remotes).filter(([name, entry]) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  builds = null;
  for (const [name, entry] of changed) {
    registered.set(name, entry);
    forgetPagesOf(name);
    forgetFragmentsOf(name);
  }
}

/** The hash of each registered server entry's content when last checked. */
const entryHashes = new Map<string, string>();

/**
 * Checks each registered remote's server build: when its remoteEntry.js changed (a new deploy),
 * the remote is registered again, so the next render loads the new build; a remote that does not
 * answer keeps what it has. Runs on a timer (SSR_REMOTE_REVALIDATE_MS, default 10 s).
 * @returns the names of the remotes that were reloaded
 */
export async function revalidateRemotes(): Promise<string[]> {
  const reloaded: string[] = [];
  await Promise.all(
    [...registered].map(async ([name, entry]) => {
      try {
        const response = await fetch(entry, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
        if (!response.ok) return;
        const hash = createHash('sha256')
          .update(await response.text())
          .digest('hex');
        const known = entryHashes.get(name);
        if (known !== hash) builds = null;
        entryHashes.set(name, hash);
        if (known && known !== hash) {
          registered.delete(name);
          builds = null;
          registerServerRemotes({ [name]: entry });
          reloaded.push(name);
        }
      } catch {
        // Down for now: the next render leaves it to the browser, the next check tries again.
      }
    }),
  );
  return reloaded;
}

/**
 * The remotes' code the renders use: each registered server entry with the hash of its content
 * when last checked (revalidateRemotes). It changes when a remote is deployed anew, and so do the
 * ETags of the pages rendered from it (the site server's page cache).
 */
export function remoteBuilds(): string {
  // Asked for by every request of a cached page: made again only when an entry or its hash changed.
  builds ??= [...registered]
    .map(([name, entry]) => `${name}=${entry}#${entryHashes.get(name) ?? ''}`)
    .sort()
    .join(';');
  return builds;
}

const REVALIDATE_MS = Number(process.env.SSR_REMOTE_REVALIDATE_MS ?? 10_000);
if (REVALIDATE_MS > 0) setInterval(() => void revalidateRemotes(), REVALIDATE_MS).unref();

/** The answers of the shell's start-up calls, by data version and call. */
const startupAnswers = new Map<string, Promise<unknown>>();

/** The API's answers that name their data version, for the renders of that version. */
const keptAnswers = versionedAnswers();

/**
 * The answer of one of the shell's start-up calls (a market's site, its phrases in a language,
 * its footer menu: the same for every page of a market, three of a listing's five calls), shared
 * by the renders of one data version: every write to them changes the version, so a render never
 * shows an answer older than the data its page is kept by. Without a version, a call of its own.
 * A call that fails is not kept, and fails each render that shared it (noted in its `calls`).
 */
function startupAnswer<T>(
  request: RenderRequest,
  calls: CallRecorder,
  call: string,
  ask: () => Promise<T>,
): Promise<T> {
  if (request.dataVersion === undefined) return ask();
  const version = `${request.dataVersion} `;
  const key = `${version}${request.apiUpstream} ${call}`;
  let answer = startupAnswers.get(key) as Promise<T> | undefined;
  if (!answer) {
    // Only the current version's answers are worth keeping.
    const first = startupAnswers.keys().next();
    if (startupAnswers.size >= 256 || (!first.done && !first.value.startsWith(version)))
      startupAnswers.clear();
    const asked = ask();
    startupAnswers.set(key, asked);
    asked.catch(() => {
      if (startupAnswers.get(key) === asked) startupAnswers.delete(key);
    });
    answer = asked;
  }
  answer.catch(() => calls.noteFailure());
  return answer;
}

/** The market's site phrases a render's start-up stored, by language (see serverScope). */
type StoredPhrases = Map<Locale, Translations>;

/**
 * The API of SPEC §7 at its own address, for the shell's start-up effects on the server: the
 * market's site and phrases, which every page needs, noted in `shellCalls`; the footer's menu,
 * which a page can do without, in `calls` with the page's own. The phrases it stores go to
 * `phrases` (the answer object itself: the renders of one data version share it, and with it
 * their i18next instance).
 */
function serverScope(
  request: RenderRequest,
  phrases: StoredPhrases,
  shellCalls: CallRecorder,
  calls: CallRecorder,
): Scope {
  const api = (siteId: number) =>
    createApi(
      createHttpClient({
        baseUrl: request.apiUpstream,
        siteId,
        fetch: shellCalls.fetch,
        headers: forwardedForHeaders(request.visitorAddress),
      }),
    );
  return fork({
    handlers: [
      [fetchConfigFx, async () => request.config],
      [registerCompositionFx, () => undefined],
      [
        fetchSiteFx,
        ({ hostname }: { hostname: string }) =>
          startupAnswer(request, shellCalls, `site ${hostname}`, () =>
            api(0).getSiteByHostname(hostname),
          ),
      ],
      [
        fetchSitePhrasesFx,
        async ({ lang, context }: { lang: Locale; context: { siteId: number } }) => ({
          lang,
          phrases: await startupAnswer(
            request,
            shellCalls,
            `phrases ${context.siteId} ${lang}`,
            () => api(context.siteId).getTranslations(lang),
          ),
        }),
      ],
      [
        getFooterMenuFx,
        (context: ApiContext) =>
          startupAnswer(request, calls, `footer ${context.siteId}`, () =>
            contentApiFor(context).getNavigation(FOOTER_MENU),
          ),
      ],
      [
        storeSitePhrasesFx,
        ({ lang, phrases: stored }: { lang: Locale; phrases: Translations }) => {
          phrases.set(lang, stored);
        },
      ],
      [applySiteNameFx, () => undefined],
    ],
  });
}

/**
 * Runs the matched page's `prepare`, if it has one; its status or redirect. A preparation that
 * throws or takes too long is noted as a failure in `calls`. A page whose module cannot be
 * loaded (its remote's server build down, failing or too slow) is `contentMissing` when this
 * server renders its provider (`serverRendered`); a provider deployed elsewhere for the market is
 * the browser's to render.
 */
async function preparePage(
  calls: CallRecorder,
  scope: Scope,
  id: string,
  serverRendered: boolean,
  lang: Locale,
  url: string,
  params: Record<string, string>,
  origin: string,
  slots: Readonly<Record<string, string>>,
): Promise<PrepareResult & { contentMissing?: boolean }> {
  let module: { prepare?: PagePrepare; failed?: boolean } | undefined | null;
  try {
    module = await withTimeout(
      loadRemote<{ prepare?: PagePrepare; failed?: boolean }>(id),
      REMOTE_TIMEOUT_MS,
      `Loading ${id}`,
    );
  } catch (error) {
    console.error(`Server build of ${id} could not be loaded`, error);
    module = null;
  }
  if (!module || module.failed) return serverRendered ? { contentMissing: true } : {};
  if (typeof module.prepare !== 'function') return {};
  try {
    return (
      (await withTimeout(
        module.prepare({
          scope,
          locale: lang,
          url,
          params,
          origin,
          resolve: (slotModule) => resolveSlotRequest(slotModule, slots),
        }),
        PREPARE_TIMEOUT_MS,
        `Preparing ${id}`,
      )) ?? {}
    );
  } catch (error) {
    // The page renders with what there is; the browser loads the rest.
    console.error(`Server preparation of ${id} failed`, error);
    calls.noteFailure();
    return {};
  }
}

/**
 * The parts of the shell's index.html around the root element, with the page's language and
 * head: the template's own title, empty description and no-script notice give way to the page's;
 * the press capture (`pressCapture`, its script's text; '' for none) and the start script close the
 * head.
 * @throws when the template has no root element
 */
export function templateParts(template: string, lang: Locale, head: string, pressCapture: string) {
  const root = /<div id="?root"?[^>]*><\/div>/.exec(template);
  if (!root) throw new Error('The shell template has no root element');
  const before = template.slice(0, root.index);
  const after = template.slice(root.index + root[0].length);
  const top = before
    .replace(/<html lang="?[a-zA-Z-]*"?>/, `<html lang="${lang}">`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="?description"? content(="")?\s*\/?>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    // The scripts are asked for once the page has loaded (the site server's /start.js), not
    // preloaded: the page's main picture (its preload is in the head) has the connection and the
    // bandwidth to itself, and is painted before 25 KB of script arrive (for LCP).
    .replace(/<script defer(?:="defer")? src="?\/main\.js"?><\/script>/, '')
    // The press capture runs before the body is parsed: no press between paint and live is lost.
    // A function, not a string: the script's text holds `$'`, a pattern in a replacement string.
    .replace(
      '</head>',
      () =>
        `${head}\n${pressCapture ? `<script>${pressCapture}</script>\n` : ''}<script defer src="/start.js"></script>\n</head>`,
    );
  return {
    top: `${top}<div id="root">`,
    bottom: `</div>${after}`,
  };
}

/**
 * The remoteEntry.js URL of each provider of `modules` (provider ids, 'search/SearchPage'), from
 * the market's composition (provider name to URL); a provider it does not name is left out.
 */
export function entriesOf(
  modules: readonly string[],
  remotes: Readonly<Record<string, string>>,
): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const id of modules) {
    const provider = providerOf(id);
    if (Object.hasOwn(remotes, provider)) entries[provider] = remotes[provider]!;
  }
  return entries;
}

/**
 * The global fetch, each call naming the request it is made for in X-Request-Id (none: as it is).
 * @param requestId the site server's request id
 */
export function withRequestId(requestId: string | undefined): typeof fetch {
  if (!requestId) return (input, init) => fetch(input, init);
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-request-id', requestId);
    return fetch(input, { ...init, headers });
  };
}

/** What React's renderer needs of the destination it writes a page to. */
interface PageSink {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  on(event: string, listener: () => void): PageSink;
  destroy(error?: unknown): void;
}

/**
 * The bytes of a page whose every part is ready (React's `onAllReady`): `top`, what `stream`
 * writes, then `end`. React writes all of it synchronously when piped once everything is ready;
 * collecting its chunks in a list costs nothing per chunk, where a Node stream between React and
 * the answer costs its machinery for every 4 KB.
 * @throws when React fails the destination, or has not finished writing when `pipe` returns
 */
export function collectPage(
  stream: { pipe(destination: NodeJS.WritableStream): unknown },
  top: string,
  end: string,
): Buffer {
  const chunks: Uint8Array[] = [Buffer.from(top)];
  let ended = false;
  let failure: unknown = null;
  const sink: PageSink = {
    // Bytes, or a string of more than a third of React's 4 KB view, which it passes as it is.
    write(chunk) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end() {
      ended = true;
    },
    on() {
      return sink;
    },
    destroy(error) {
      failure = error ?? new Error('The page could not be written');
    },
  };
  // React's renderer calls only these members of its destination (react-dom/server's pipe).
  stream.pipe(sink as unknown as NodeJS.WritableStream);
  if (failure !== null) throw failure;
  if (!ended) throw new Error('The page was not written in one go');
  chunks.push(Buffer.from(end));
  return Buffer.concat(chunks);
}

/** The remotes' builds the running renders use (a market's canary waits for the other's). */
const remoteSetLock = createRemoteSetLock();

/**
 * Renders a page for the site server, once no running render uses another build of one of its
 * remotes (`remote-set-lock`: two markets on two versions of a remote never mix in one page).
 * @throws when the shell itself cannot render (the site server then answers its plain
 *   index.html, which starts in the browser)
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const release = await remoteSetLock.acquire(request.serverRemotes);
  try {
    // Resolved once the whole page is rendered (the stream then only writes it out).
    return await renderPage(request);
  } finally {
    release();
  }
}

/** Renders a page for the site server; `render` without the lock. */
async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const pathname = request.url.split('?')[0] ?? '/';
  const first = pathname.split('/')[1] ?? '';
  const lang: Locale = isLocale(first) ? first : 'nl';
  const phrases: StoredPhrases = new Map();
  const shellCalls = recordCalls(withRequestId(request.requestId));
  // The page's own calls: an answer of this data version read by an earlier render is used again.
  const calls = recordCalls(
    keptAnswers.fetchAt(withRequestId(request.requestId), request.dataVersion),
  );
  const scope = serverScope(request, phrases, shellCalls, calls);
  const slots = request.config.slots;
  // The composed routes of every team, which the shell and the remotes' pages route and link by
  // (the same table for every market: installing it again is free).
  if (request.config.routes) installRoutes(request.config.routes);
  registerServerRemotes(request.serverRemotes);

  await allSettled(shell.localeChanged, { scope, params: lang });
  await allSettled(appStarted, { scope, params: { hostname: request.hostname } });
  const i18n = await sharedI18n(lang, phrases.get(lang) ?? null, remoteBuilds());
  // The namespaces this page asks for (the shared instance holds those of every page).
  const usedNamespaces = new Set<string>();
  const site = scope.getState(shell.$site);
  // The pages' data from the API at its own address (the browser's stays '/api').
  await allSettled(shell.apiContextConfigured, {
    scope,
    params: {
      baseUrl: request.apiUpstream,
      siteId: site?.id ?? 0,
      siteServer: {
        ...request.siteServer,
        forwardedFor: request.visitorAddress,
        fetch: calls.fetch,
      },
      forwardedFor: request.visitorAddress,
      fetch: calls.fetch,
    },
  });

  const pages = scope.getState($config)?.pages ?? request.config.pages;
  const matches = matchRoutes(siteRoutes(pages, pathname), pathname) ?? [];
  const leaf = matches.at(-1);
  const handle = (leaf?.route.handle ?? {}) as RouteHandle;
  let status = !isLocale(first) || handle.notFound ? 404 : 200;
  let preparedHead: PreparedHead = {};
  let ownDataRead = false;
  let contentMissing = false;
  let partMissing = false;
  // The footer's menu, read while the page prepares (a failure leaves the legal links).
  const footerMenuLoaded = allSettled(footerMenuWanted, { scope });
  if (handle.page) {
    const pageId = resolveSlotRequest(handle.page, slots);
    const prepared = await preparePage(
      calls,
      scope,
      pageId,
      providerOf(pageId) in request.serverRemotes,
      lang,
      request.url,
      Object.fromEntries(
        Object.entries(leaf?.params ?? {}).filter((e): e is [string, string] => !!e[1]),
      ),
      request.origin,
      slots,
    );
    if (prepared.location) return { status: 301, location: prepared.location };
    if (prepared.status) status = prepared.status;
    preparedHead = prepared.head ?? {};
    ownDataRead = prepared.ownDataRead === true;
    contentMissing = prepared.contentMissing === true;
  } else if (handle.shellPage) {
    const prepared = await SHELL_PAGE_PREPARES[handle.shellPage]?.({
      scope,
      locale: lang,
      url: request.url,
      params: Object.fromEntries(
        Object.entries(leaf?.params ?? {}).filter((e): e is [string, string] => !!e[1]),
      ),
      origin: request.origin,
      resolve: (slotModule) => resolveSlotRequest(slotModule, slots),
    });
    if (prepared?.location) return { status: 301, location: prepared.location };
    if (prepared?.status) status = prepared.status;
  } else if (status === 404) {
    await prepareNotFound({
      scope,
      locale: lang,
      url: request.url,
      params: {},
      origin: request.origin,
      resolve: (slotModule) => resolveSlotRequest(slotModule, slots),
    });
  }

  await footerMenuLoaded;
  const head: HeadCollector = { meta: null };
  const shellStyles = serverStyleCache('shell');
  const rendering: RemoteRendering = {
    resolve: (id) => resolveSlotRequest(id, slots),
    caches: new Map(),
    server: true,
    used: new Set(),
    browserOnly: (id) => !(providerOf(id) in request.serverRemotes),
  };
  const element = (
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <UsedNamespacesContext.Provider value={usedNamespaces}>
          <RemoteRenderingContext.Provider value={rendering}>
            <HeadCollectorContext.Provider value={head}>
              <CacheProvider value={shellStyles}>
                <div data-boundary="shell">
                  <StaticRouter location={request.url}>
                    <App />
                  </StaticRouter>
                </div>
              </CacheProvider>
            </HeadCollectorContext.Provider>
          </RemoteRenderingContext.Provider>
        </UsedNamespacesContext.Provider>
      </I18nextProvider>
    </Provider>
  );

  return new Promise((resolve, reject) => {
    let settled = false;
    const stream = renderToPipeableStream(element, {
      // The page is written once all of it is ready: every finished Suspense boundary in place,
      // never as a hidden segment that a script moves into place (React outlines a boundary past
      // 12,800 bytes by default). So the page reads the same with scripts off,
      // and nothing moves when the scripts run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError(error) {
        settled = true;
        reject(error);
      },
      onError(error) {
        // A part left to the browser: by the market's composition (nothing is missing), or
        // because it could not be rendered here (a remote's server build down or failing, a part
        // that threw or was not ready in time): logged.
        const left = leftToBrowser(error);
        if (left?.part === 'page' && left.reason === 'unavailable') contentMissing = true;
        else if (left?.reason !== 'elsewhere') partMissing = true;
        console.warn(
          `Server render of ${request.url}: ${error instanceof Error ? error.message : String(error)}`,
        );
      },
      onAllReady() {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const meta = pageHead(head.meta ?? { title: site?.name ?? '' }, preparedHead, {
          site,
          lang,
          origin: request.origin,
          isHome: parsePath(pathname)?.type === 'home',
        });
        const headHtml = renderHead(meta, site?.name ?? '', request.origin, lang, {
          preloadImage: meta.noindex ? undefined : preparedHead.preloadImage,
        });
        const styles = headStyles([shellStyles, ...(rendering.caches?.values() ?? [])]);
        const { top, bottom } = templateParts(
          request.template,
          lang,
          `${headHtml}\n${styles.html}`,
          request.pressCapture,
        );
        const page = pageAnswerOf({
          status,
          shell: shellCalls.outcome(),
          page: calls.outcome(),
          ownDataRead,
          contentMissing,
          partMissing,
        });
        const modules = [...(rendering.used ?? [])];
        const state: ServerState = {
          lang,
          values: serialize(scope),
          texts: textsOf(i18n, lang, usedNamespaces),
          modules,
          entries: entriesOf(modules, request.config.remotes),
        };
        const end = `<script id="${STATE_ELEMENT_ID}" type="application/json">${scriptJson(state)}</script>${bottom}`;
        // Everything is ready: React writes the whole page now, in one go, into a plain list of
        // its chunks; the page is then one buffer (no stream between React and the answer).
        let html: Buffer;
        try {
          html = collectPage(stream, top, end);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve({
          status: page.status,
          headers: { 'content-type': 'text/html; charset=utf-8', ...page.headers },
          body: Readable.from([html]),
          styleHashes: styles.hashes,
          incomplete: page.incomplete,
        });
      },
    });
    // Whatever is not ready in time is left to the browser.
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
  });
}
