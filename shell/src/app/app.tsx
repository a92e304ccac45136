/**
 * The shell's router: every route of SPEC §2 in the four languages from shared's route table.
 * `/` sends the visitor to the best of the four languages their browser asks for (nl by default).
 */
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { BrowserRouter, useLocation, useParams, useRoutes, type RouteObject } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared/domain';
import { PATH_WORDS } from 'shared/routes';
import { REMOTE_MODULES, type RemotePageProps } from 'shared/remote';
import { Layout } from '../layout/layout';
import { RemoteSlot } from '../layout/remote-slot';

import { $isReady } from './model';

// The shell's own pages load on demand: the listing and the detail pages never need them.
const HomePage = lazy(() => import('../pages/home-page').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() =>
  import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const ContentPage = lazy(() =>
  import('../pages/content-page').then((m) => ({ default: m.ContentPage })),
);

/**
 * The best site language for a browser's preferred languages (navigator.languages order),
 * matching on the primary subtag; nl when none matches.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((l) => l === primary);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

function RemoteRoute({
  id,
  lang,
  fallback,
}: {
  id: string;
  lang: Locale;
  fallback?: ComponentType<RemotePageProps>;
}) {
  const location = useLocation();
  const params = useParams();
  return (
    <RemoteSlot
      id={id}
      locale={lang}
      fallback={fallback}
      resetKey={`${location.pathname}|${params.estateId ?? ''}`}
    />
  );
}

/** The shell's own home page, shown when the search remote's home page cannot be loaded. */
function ShellHomePage({ locale }: RemotePageProps) {
  return <HomePage lang={locale} />;
}

function PrivacyRoute({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  return (
    <ContentPage lang={lang} pageKey="privacy-statement" fallbackTitle={t('footer.privacy')} />
  );
}

function TermsRoute({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  return <ContentPage lang={lang} pageKey="terms-of-use" fallbackTitle={t('footer.terms')} />;
}

/** The route objects of one language. */
function languageRoutes(lang: Locale): RouteObject {
  const w = PATH_WORDS[lang];
  const detail = <RemoteRoute id={REMOTE_MODULES.detailPage} lang={lang} />;
  return {
    path: `/${lang}`,
    element: <Layout lang={lang} />,
    children: [
      {
        index: true,
        element: <RemoteRoute id={REMOTE_MODULES.homePage} lang={lang} fallback={ShellHomePage} />,
      },
      { path: w.offer, element: <RemoteRoute id={REMOTE_MODULES.searchPage} lang={lang} /> },
      { path: `${w.offer}/:estateId`, element: detail },
      { path: `${w.offer}/:estateId/:slug`, element: detail },
      { path: `${w.offer}/:estateId/:slug/:entityId`, element: detail },
      { path: w.favorites, element: <RemoteRoute id={REMOTE_MODULES.favoritesPage} lang={lang} /> },
      { path: w.privacyStatement, element: <PrivacyRoute lang={lang} /> },
      { path: w.termsOfUse, element: <TermsRoute lang={lang} /> },
      { path: '*', element: <NotFoundPage lang={lang} /> },
    ],
  };
}

/**
 * All routes of the site. `/` itself has none: the start-up (bootstrap) has already replaced it
 * with `/{lang}/`, the best language for the browser (`preferredLocale`).
 */
export function siteRoutes(): RouteObject[] {
  return [
    ...LOCALES.map(languageRoutes),
    {
      path: '*',
      element: <Layout lang={DEFAULT_LOCALE} />,
      children: [{ path: '*', element: <NotFoundPage lang={DEFAULT_LOCALE} /> }],
    },
  ];
}

/** The routes of the site rendered for the current location (inside a router). */
export function SiteRoutes() {
  const routes = useMemo(() => siteRoutes(), []);
  return useRoutes(routes);
}

/** The application: waits for start-up (config, site), then routes. */
export function App() {
  const isReady = useUnit($isReady);
  const busy = <div role="status" aria-busy="true" css={{ minHeight: '100vh' }} />;
  if (!isReady) return busy;
  // The layout suspends while the texts of a new language load; during a navigation the page on
  // screen stays (React Router updates the location in a transition).
  return (
    <BrowserRouter>
      <Suspense fallback={busy}>
        <SiteRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
