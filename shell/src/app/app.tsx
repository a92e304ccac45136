/**
 * The shell's router: every route of SPEC §2 in the four languages, built from the installed route
 * table (each team's routes, composed from the teams' manifests) and the market's routed pages
 * (which slot's page serves which route types), plus the shell's own pages.
 * `/` sends the visitor to the best of the four languages their browser asks for (nl by default).
 */
import { lazy, Suspense, useMemo, type ComponentType, type ReactElement } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared/domain';
import {
  installedRoutes,
  routerPatterns,
  type RouteName,
  type RouteTable,
  type RouteType,
} from 'shared/routes';
import type { RemotePageProps, SlotModuleId } from 'shared/remote';
import type { RuntimeConfig } from '../../server/runtime-config';
import { Layout } from '../layout/layout';
import { RemoteSlot } from '../layout/remote-slot';
import { PageRendered } from '../layout/page-rendered';

import { $isReady, $pages } from './model';

// The shell's own pages load on demand: the listing and the detail pages never need them.
const HomePage = lazy(() => import('../pages/home-page').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() =>
  import('../pages/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const ContentPage = lazy(() =>
  import('../pages/content-page').then((m) => ({ default: m.ContentPage })),
);
const AboutPage = lazy(() =>
  import('../pages/about/about-page').then((m) => ({ default: m.AboutPage })),
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
  id: SlotModuleId;
  lang: Locale;
  fallback?: ComponentType<RemotePageProps>;
}) {
  const location = useLocation();
  return <RemoteSlot id={id} locale={lang} fallback={fallback} resetKey={location.pathname} />;
}

/** The shell's own home page, shown when the search remote's home page cannot be loaded. */
function ShellHomePage({ locale }: RemotePageProps) {
  return <HomePage lang={locale} />;
}

/** What the shell shows instead of the "unavailable" notice when a slot's page cannot load. */
const PAGE_FALLBACKS: Partial<Record<SlotModuleId, ComponentType<RemotePageProps>>> = {
  'search/HomePage': ShellHomePage,
};

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

function RentalConditionsRoute({ lang }: { lang: Locale }) {
  const { t } = useTranslation('shell');
  return (
    <ContentPage
      lang={lang}
      pageKey="rental-conditions"
      fallbackTitle={t('footer.rentalConditions')}
    />
  );
}

/** The shell's own pages by route type (their server preparation: ssr/shell-pages.ts). */
export const SHELL_PAGES: Readonly<Partial<Record<RouteType, (lang: Locale) => ReactElement>>> = {
  privacyStatement: (lang) => <PrivacyRoute lang={lang} />,
  termsOfUse: (lang) => <TermsRoute lang={lang} />,
  rentalConditions: (lang) => <RentalConditionsRoute lang={lang} />,
  aboutUs: (lang) => <AboutPage lang={lang} />,
};

/**
 * What the site server reads of a matched route (React Router's `handle`): the slot page it
 * renders (whose `prepare` loads its data), or that the path is not a page of the site (404).
 */
export interface RouteHandle {
  page?: SlotModuleId;
  notFound?: boolean;
  /** The route type of a shell page (whose server preparation is in ssr/shell-pages). */
  shellPage?: RouteType;
}

/**
 * The route object of a route type under its language's layout route: an index route for the
 * home page, else the path after `/{lang}/` (shared/routes' pattern in React Router syntax).
 * None for a type the installed table does not know.
 */
function childRoute(
  lang: Locale,
  type: RouteName,
  element: ReactElement,
  handle: RouteHandle = {},
): RouteObject[] {
  const pattern = routerPatterns(lang)[type];
  if (pattern === undefined) return [];
  const path = pattern.slice(lang.length + 2);
  return [path === '' ? { index: true, element, handle } : { path, element, handle }];
}

/** A shell page with the mark of its hydration (the remotes' pages: RemoteSlot). */
function rendered(page: ReactElement): ReactElement {
  return (
    <>
      {page}
      <PageRendered />
    </>
  );
}

/**
 * The route objects of one language: every route type that a page of the market's slots serves
 * (`pages`, the registry's routes as `/config.json` gives them), the shell's own pages, and the
 * not-found page for any other path.
 */
function languageRoutes(lang: Locale, pages: RuntimeConfig['pages']): RouteObject {
  const remotePages = pages.flatMap(({ id, routes }) =>
    routes.flatMap((type) =>
      childRoute(lang, type, <RemoteRoute id={id} lang={lang} fallback={PAGE_FALLBACKS[id]} />, {
        page: id,
      }),
    ),
  );
  const shellPages = Object.entries(SHELL_PAGES).flatMap(([type, page]) =>
    childRoute(lang, type as RouteType, rendered(page(lang)), { shellPage: type as RouteType }),
  );
  return {
    path: `/${lang}`,
    element: <Layout lang={lang} />,
    children: [
      ...remotePages,
      ...shellPages,
      { path: '*', element: rendered(<NotFoundPage lang={lang} />), handle: { notFound: true } },
    ],
  };
}

/**
 * The routes of the site for the market's routed pages (`pages`): those of the language that
 * `pathname` starts with, when it starts with one (only they can match it), else of every
 * language; and the not-found page for any other path. `/` itself has none: the start-up
 * (bootstrap) has already replaced it with `/{lang}/`, the best language for the browser
 * (`preferredLocale`).
 * @param pathname a path such as `/en/offer`; every language's routes when it is not given
 */
export function siteRoutes(pages: RuntimeConfig['pages'], pathname?: string): RouteObject[] {
  const first = pathname?.split('/')[1];
  const languages = LOCALES.includes(first as Locale) ? [first as Locale] : LOCALES;
  // The same table for the same pages and language: each server render gets its market's config
  // as a new object, and building the table, or matching a path against the other languages'
  // routes (React Router flattens and ranks a table on every match), is not rendering.
  const key = `${languages.join(',')} ${JSON.stringify(pages)}`;
  // Tables of another route table (a new one installed) match other paths.
  if (tablesOf !== installedRoutes()) {
    ROUTE_TABLES.clear();
    tablesOf = installedRoutes();
  }
  const known = ROUTE_TABLES.get(key);
  if (known) return known;
  const routes = buildSiteRoutes(pages, languages);
  // A few markets have a few compositions; a bound keeps a changing markets file from growing it.
  if (ROUTE_TABLES.size >= 64) ROUTE_TABLES.clear();
  ROUTE_TABLES.set(key, routes);
  return routes;
}

/** The route tables built, by their languages and pages (JSON), for the table `tablesOf`. */
const ROUTE_TABLES = new Map<string, RouteObject[]>();
let tablesOf: RouteTable | null = null;

function buildSiteRoutes(
  pages: RuntimeConfig['pages'],
  languages: readonly Locale[],
): RouteObject[] {
  return [
    ...languages.map((lang) => languageRoutes(lang, pages)),
    {
      path: '*',
      element: <Layout lang={DEFAULT_LOCALE} />,
      children: [
        {
          path: '*',
          element: rendered(<NotFoundPage lang={DEFAULT_LOCALE} />),
          handle: { notFound: true },
        },
      ],
    },
  ];
}

/** The routes of the site rendered for the current location (inside a router). */
export function SiteRoutes() {
  const pages = useUnit($pages);
  const { pathname } = useLocation();
  const routes = useMemo(() => siteRoutes(pages, pathname), [pages, pathname]);
  return useRoutes(routes);
}

/**
 * The application inside a router (the browser's, or the server's static one): waits for
 * start-up (config, site), then routes.
 */
export function App() {
  const isReady = useUnit($isReady);
  const busy = <div role="status" aria-busy="true" css={{ minHeight: '100vh' }} />;
  if (!isReady) return busy;
  // The layout suspends while the texts of a new language load; during a navigation the page on
  // screen stays (React Router updates the location in a transition).
  return (
    <Suspense fallback={busy}>
      <SiteRoutes />
    </Suspense>
  );
}
