/**
 * Exposed module 'favorites/FavoritesCount': the header link to the favourites page with the
 * number of favourites, rendered by the shell's layout through `FederatedFragment` with the props
 * `FavoritesCountProps` ({ locale }). Loads the 'favorites' texts of its language, starts the favourites model
 * (once per page life) and renders with the remote's emotion cache (key 'favorites'); the link
 * carries data-boundary="favorites".
 */
import { TeamRoot, type ExposedComponent, type FavoritesCountProps } from 'shared/remote';
import { useFavoritesTexts } from '../config/i18n';
import { useFavoritesStart } from '../entities/favorite';
import { FavoritesCount as Count } from '../features/favorites-count';

/** The counter link in `locale`. */
function FavoritesCount({ locale }: FavoritesCountProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  return (
    <TeamRoot name="favorites" boundary={false}>
      <Count locale={locale} />
    </TeamRoot>
  );
}

export default FavoritesCount satisfies ExposedComponent<'favorites/FavoritesCount'>;
