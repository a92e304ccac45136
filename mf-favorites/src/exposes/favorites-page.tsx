/**
 * Exposed module 'favorites/FavoritesPage': the favourites page (SPEC §2), rendered by the shell as
 * `<FavoritesPage locale={lang} />` at /{lang}/{favorieten|favoris|favorites|favoriten}.
 * Registers the 'favorites' and 'shared-ui' texts, starts the favourites model (once per page
 * life), gives the remote its emotion cache (key 'favorites') and marks its root with
 * data-boundary="favorites".
 */
import { CacheProvider } from '@emotion/react';
import type { ExposedComponent, RemotePageProps } from 'shared/remote';
import { useFavoritesTexts } from '../config/i18n';
import { favoritesCache } from '../config/emotion';
import { useFavoritesStart } from '../entities/favorite';
import { FavoritesPage as Page } from '../pages/favorites-page';

/** The favourites page for `locale`. */
function FavoritesPage({ locale }: RemotePageProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  return (
    <CacheProvider value={favoritesCache}>
      <div data-boundary="favorites">
        <Page locale={locale} />
      </div>
    </CacheProvider>
  );
}

export default FavoritesPage satisfies ExposedComponent<'favorites/FavoritesPage'>;
