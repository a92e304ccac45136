/**
 * Starts the site in the browser. A page the site server rendered carries its state:
 * the effector values of its scope, the market's composition and the texts it used; the browser
 * takes them into a forked scope and hydrates the HTML, fetching nothing again. A page the server
 * could not render (its plain `index.html`) starts as before: i18next in the URL's language, the
 * start-up model (config, site, phrases), then a fresh render.
 */
import { startTransition, StrictMode, useMemo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fork, Provider, scopeBind, type Scope } from 'shared/effector';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { BrowserRouter } from 'shared/router';
import { installRoutes, localeOfPath } from 'shared/routes';
import { DEFAULT_LOCALE, type Locale } from 'shared/domain';
import { shell } from 'shared/bus';
import { formatDate, formatMoney } from 'shared/format';
import { setSiteName } from 'kit/seo';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  BROWSER_RENDERING,
  preloadFederatedModules,
  provideRemoteLoader,
  RemoteRenderingContext,
  yieldToBrowser,
} from 'kit/remote';
import { App, preferredLocale } from './app/app';
import { addSitePhrases, initI18n } from './i18n/i18n';
import {
  $config,
  appStarted,
  registerCompositionFx,
  storeSitePhrasesFx,
  applySiteNameFx,
} from './app/model';
import { registerComposition } from './mf/remotes';
import { resolveSlotRequest } from './mf/slot-plugin';
import { readServerState } from './ssr/state';
import { SHELL_ROUTE_TABLE } from './app/own-routes';
import { reportVitals } from './vitals/report';

registerCompositionFx.use(registerComposition);
provideRemoteLoader((id) => loadRemote(id));
storeSitePhrasesFx.use(({ lang, phrases }) => addSitePhrases(lang, phrases));
applySiteNameFx.use(setSiteName);

/**
 * The site inside its providers: the scope, the market's slots (resolved as the server resolved
 * them, so modules loaded before hydration are found by the same ids), the shell's emotion cache
 * and the router.
 */
function Site({ scope, slots }: { scope: Scope; slots: Record<string, string> }) {
  const rendering = useMemo(
    () => ({ ...BROWSER_RENDERING, resolve: (id: string) => resolveSlotRequest(id, slots) }),
    [slots],
  );
  return (
    <StrictMode>
      <Provider value={scope}>
        <RemoteRenderingContext.Provider value={rendering}>
          <CacheProvider value={createCache({ key: 'shell' })}>
            <div data-boundary="shell">
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </div>
          </CacheProvider>
        </RemoteRenderingContext.Provider>
      </Provider>
    </StrictMode>
  );
}

/**
 * Hydrates the server's HTML from the state it carries, in steps that each give the browser a
 * turn: the scope, the texts, the federated modules of the page, then React's hydration (whose
 * page and fragments hydrate in the background, boundary by boundary).
 */
async function hydrate(root: HTMLElement, state: NonNullable<ReturnType<typeof readServerState>>) {
  const scope = fork({ values: state.values });
  const config = scope.getState($config);
  const site = scope.getState(shell.$site);
  if (config) registerComposition(config);
  await yieldToBrowser();
  await initI18n(state.lang, state.texts);
  if (site) setSiteName(site.name);
  await yieldToBrowser();
  // The site's formatters, made once and kept. Where the start script's worker has not read ICU's
  // data first, the page's first Intl object reads it (about 50 ms on a slowed phone) and the
  // first one with the Belgian time zone its rules: each in a task of its own, not inside the
  // hydration of whichever part formats first.
  formatMoney(0);
  await yieldToBrowser();
  formatDate(new Date());
  await yieldToBrowser();
  // The parts the server rendered hydrate at once when their code is here first.
  await preloadFederatedModules(state.modules);
  await yieldToBrowser();
  // The API through the site's own origin (the server called it at its own address).
  if (config && site) {
    scopeBind(shell.apiContextConfigured, { scope })({
      baseUrl: config.apiBaseUrl,
      siteId: site.id,
    });
  }
  // The visitor's own Web Vitals, for a sample of the visits (the library is loaded for those only).
  void reportVitals(config?.vitalsSampleRate ?? 0);
  // In a transition, React hydrates the root in slices that yield to the browser (about 5 ms
  // each) instead of in one task per boundary, as Next.js and Remix do (less blocking time).
  startTransition(() => {
    hydrateRoot(root, <Site scope={scope} slots={config?.slots ?? {}} />, {
      onRecoverableError(error) {
        // A part the server left to the browser (its remote's server build was down) is rendered
        // here, and a hydration mismatch is repaired: both said in the console, with the cause.
        const cause: unknown = error instanceof Error ? error.cause : undefined;
        console.warn(
          `Recoverable: ${error instanceof Error ? error.message : String(error)}` +
            (cause instanceof Error ? ` (cause: ${cause.message})` : ''),
        );
      },
    });
  });
}

/** Starts a page the server did not render. */
async function start(root: HTMLElement) {
  const lang: Locale =
    localeOfPath(window.location.pathname) ??
    (window.location.pathname === '/'
      ? preferredLocale(navigator.languages ?? [])
      : DEFAULT_LOCALE);
  // `/` sends the visitor to the home page in the best language for their browser (nl by
  // default), replacing the history entry, before the router starts.
  if (window.location.pathname === '/') {
    window.history.replaceState(
      null,
      '',
      `/${lang}/${window.location.search}${window.location.hash}`,
    );
  }
  await initI18n(lang);
  const scope = fork();
  scopeBind(appStarted, { scope })({ hostname: window.location.hostname });
  createRoot(root).render(<Site scope={scope} slots={{}} />);
}

// The shell's own pages route before the market's config brings every team's routes.
installRoutes(SHELL_ROUTE_TABLE);
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const state = readServerState(document);
void (state ? hydrate(root, state) : start(root));
