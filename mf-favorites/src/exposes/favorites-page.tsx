/**
 * Exposed module 'favorites/FavoritesPage': the favourites page (SPEC §2), rendered by the shell as
 * `<FavoritesPage locale={lang} />` at /{lang}/{favorieten|favoris|favorites|favoriten}.
 * Registers the 'favorites' and 'shared-ui' texts, starts the favourites model and the comparison
 * list (once per page life), gives the remote its emotion cache (key 'favorites') and marks its root with
 * data-boundary="favorites".
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useFavoritesTexts } from '../config/i18n';
import { useFavoritesStart } from '../entities/favorite';
import { useCompareStart } from '../features/toggle-compare';
import { FavoritesPage as Page } from '../pages/favorites-page';

/** The favourites page for `locale`. */
function FavoritesPage({ locale }: RemotePageProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  useCompareStart();
  return (
    <TeamRoot name="favorites">
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default FavoritesPage satisfies ExposedComponent<'favorites/FavoritesPage'>;
