/**
 * Standalone start of this remote, for working on it alone: i18next in the URL's language and
 * the page inside a router on the detail routes of the four languages (e.g. /nl/aanbod/12).
 * The API is expected at /api on the same origin. The composed site never runs this file.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'shared/router';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { LOCALES } from 'shared/domain';
import {
  composeRoutes,
  installRoutes,
  localeOfPath,
  routerPatterns,
  type TeamRoutes,
} from 'shared/routes';
import DetailPage from './exposes/detail-page';
import manifest from '../routes.json';

// Alone, the remote routes by its own manifest (links to other teams' pages resolve to "/").
installRoutes(composeRoutes([{ owner: 'detail', routes: manifest as TeamRoutes }]));
const lang = localeOfPath(window.location.pathname) ?? 'nl';

/** The detail routes of the four languages. */
function DetailRoutes() {
  return useRoutes(
    LOCALES.flatMap((locale) =>
      (['detail', 'detailSlug', 'projectEntity'] as const).map((type) => ({
        path: routerPatterns(locale)[type],
        element: <DetailPage locale={locale} />,
      })),
    ),
  );
}

void i18next
  .use(initReactI18next)
  .init({ ...baseI18nOptions(lang, 'detail'), resources: {} })
  .then(() => {
    const root = document.getElementById('root');
    if (root) {
      createRoot(root).render(
        <BrowserRouter>
          <DetailRoutes />
        </BrowserRouter>,
      );
    }
  });
