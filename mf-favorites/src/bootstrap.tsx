/**
 * Standalone start of this remote, for working on it alone: i18next in nl, the counter and the
 * favourites page inside a router at the root path. The composed site never runs this file.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import FavoritesCount from './exposes/favorites-count';
import FavoritesPage from './exposes/favorites-page';

void i18next
  .use(initReactI18next)
  .init({ ...baseI18nOptions('nl', 'favorites'), resources: {} })
  .then(() => {
    const root = document.getElementById('root');
    if (root) {
      createRoot(root).render(
        <BrowserRouter>
          <header>
            <FavoritesCount locale="nl" />
          </header>
          <main>
            <FavoritesPage locale="nl" />
          </main>
        </BrowserRouter>,
      );
    }
  });
