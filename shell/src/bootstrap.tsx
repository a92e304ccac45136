/**
 * Starts the site in the browser: i18next in the URL's language, the start-up model, and the
 * React root with the shell's own emotion cache (key 'shell').
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { I18nextProvider } from 'shared/i18n';
import i18next from 'i18next';
import { parsePath } from 'shared/routes';
import { DEFAULT_LOCALE } from 'shared/domain';
import { App, preferredLocale } from './app/app';
import { initI18n, addSitePhrases } from './i18n/i18n';
import { appStarted, registerRemotesFx, storeSitePhrasesFx } from './app/model';
import { registerConfiguredRemotes } from './mf/remotes';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader } from 'shared/remote';

registerRemotesFx.use(registerConfiguredRemotes);
provideRemoteLoader((id) => loadRemote(id));
storeSitePhrasesFx.use(({ lang, phrases }) => addSitePhrases(lang, phrases));

const lang =
  parsePath(window.location.pathname)?.lang ??
  (window.location.pathname === '/' ? preferredLocale(navigator.languages ?? []) : DEFAULT_LOCALE);

void initI18n(lang).then(() => {
  appStarted({ hostname: window.location.hostname });
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'shell' })}>
        <I18nextProvider i18n={i18next}>
          <div data-boundary="shell">
            <App />
          </div>
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>,
  );
});
