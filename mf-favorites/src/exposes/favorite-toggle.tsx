/**
 * Exposed module 'favorites/FavoriteToggle': the favourite toggle other teams put on their cards
 * (variant 'icon') and detail pages (variant 'button') through `FederatedFragment` of
 * shared/remote, with the props `FavoriteToggleProps` ({ estateId, locale, variant? }).
 * Loads the 'favorites' texts of its language, starts the favourites model (once per page life) and renders
 * with the remote's emotion cache (key 'favorites'); the button carries data-boundary="favorites".
 */
import { CacheProvider } from '@emotion/react';
import type { ExposedComponent, FavoriteToggleProps } from 'shared/remote';
import { useFavoritesTexts } from '../config/i18n';
import { favoritesCache } from '../config/emotion';
import { useFavoritesStart } from '../entities/favorite';
import { FavoriteToggle as Toggle } from '../features/toggle-favorite';

/** The toggle of estate `estateId` (compared as text) in `locale`; 'icon' by default. */
function FavoriteToggle({ estateId, locale, variant }: FavoriteToggleProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  return (
    <CacheProvider value={favoritesCache}>
      <Toggle estateId={estateId} locale={locale} variant={variant} />
    </CacheProvider>
  );
}

export default FavoriteToggle satisfies ExposedComponent<'favorites/FavoriteToggle'>;
