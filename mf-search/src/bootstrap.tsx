/**
 * Standalone start of this remote, for working on it alone: i18next in nl and the page inside a
 * router at the root path. The composed site never runs this file.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { composeRoutes, installRoutes, type TeamRoutes } from 'shared/routes';
import SearchPage from './exposes/search-page';
import manifest from '../routes.json';

// Alone, the remote links by its own manifest (links to other teams' pages resolve to "/").
installRoutes(composeRoutes([{ owner: 'search', routes: manifest as TeamRoutes }]));

void i18next
  .use(initReactI18next)
  .init({ ...baseI18nOptions('nl', 'search'), resources: {} })
  .then(() => {
    const root = document.getElementById('root');
    if (root) {
      createRoot(root).render(
        <BrowserRouter>
          <SearchPage locale="nl" />
        </BrowserRouter>,
      );
    }
  });
