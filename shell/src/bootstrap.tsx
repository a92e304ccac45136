/**
 * Starts the site in the browser: i18next in the URL's language, the start-up model, and the
 * React root with the shell's own emotion cache (key 'shell').
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { parsePath } from 'shared/routes';
import { DEFAULT_LOCALE } from 'shared/domain';
import { App, preferredLocale } from './app/app';
import { initI18n, addSitePhrases } from './i18n/i18n';
import { appStarted, registerCompositionFx, storeSitePhrasesFx } from './app/model';
import { registerComposition } from './mf/remotes';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader } from 'shared/remote';

registerCompositionFx.use(registerComposition);
provideRemoteLoader((id) => loadRemote(id));
storeSitePhrasesFx.use(({ lang, phrases }) => addSitePhrases(lang, phrases));

const lang =
  parsePath(window.location.pathname)?.lang ??
  (window.location.pathname === '/' ? preferredLocale(navigator.languages ?? []) : DEFAULT_LOCALE);

// `/` sends the visitor to the home page in the best language for their browser (nl by default),
// replacing the history entry, before the router starts.
if (window.location.pathname === '/') {
  window.history.replaceState(
    null,
    '',
    `/${lang}/${window.location.search}${window.location.hash}`,
  );
}

void initI18n(lang).then(() => {
  appStarted({ hostname: window.location.hostname });
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'shell' })}>
        <div data-boundary="shell">
          <App />
        </div>
      </CacheProvider>
    </StrictMode>,
  );
});
