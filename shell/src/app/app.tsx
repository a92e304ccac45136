/**
 * The shell's router: every route of SPEC §2 in the four languages from shared's route table.
 * `/` sends the visitor to the best of the four languages their browser asks for (nl by default).
 */
import { useMemo, type ComponentType } from 'react';
import {
  BrowserRouter,
  Navigate,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'effector-react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared/domain';
import { PATH_WORDS } from 'shared/routes';
import { REMOTE_MODULES, type RemotePageProps } from 'shared/remote';
import { Layout } from '../layout/layout';
import { RemoteSlot } from '../layout/remote-slot';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ContentPage } from '../pages/content-page';
import { $isReady } from './model';

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

/** All routes of the site. */
export function siteRoutes(browserLanguages: readonly string[]): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={`/${preferredLocale(browserLanguages)}/`} replace /> },
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
  const routes = useMemo(() => siteRoutes(navigator.languages ?? [navigator.language]), []);
  return useRoutes(routes);
}

/** The application: waits for start-up (config, site), then routes. */
export function App() {
  const isReady = useUnit($isReady);
  if (!isReady) return <div role="status" aria-busy="true" css={{ minHeight: '100vh' }} />;
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
