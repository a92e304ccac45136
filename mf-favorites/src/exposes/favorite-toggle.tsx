/**
 * Exposed module 'favorites/FavoriteToggle': the favourite toggle other teams put on their cards
 * (variant 'icon') and detail pages (variant 'button') through `FederatedFragment` of
 * shared/remote, with the props `FavoriteToggleProps` ({ estateId, locale, variant? }).
 * Loads the 'favorites' texts of its language, starts the favourites model (once per page life) and renders
 * with the remote's emotion cache (key 'favorites'); the button carries data-boundary="favorites".
 */
import { TeamRoot, type ExposedComponent, type FavoriteToggleProps } from 'shared/remote';
import { useFavoritesTexts } from '../config/i18n';
import { useFavoritesStart } from '../entities/favorite';
import { FavoriteToggle as Toggle } from '../features/toggle-favorite';

/** The toggle of estate `estateId` (compared as text) in `locale`; 'icon' by default. */
function FavoriteToggle({ estateId, locale, variant }: FavoriteToggleProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  return (
    <TeamRoot name="favorites" boundary={false}>
      <Toggle estateId={estateId} locale={locale} variant={variant} />
    </TeamRoot>
  );
}

export default FavoriteToggle satisfies ExposedComponent<'favorites/FavoriteToggle'>;
