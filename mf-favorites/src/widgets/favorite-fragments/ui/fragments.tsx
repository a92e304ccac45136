/**
 * The two small fragments other teams show on every listing page, in one module so that the
 * favourite ids' model, the texts and the emotion cache they share load once (issue 15: the
 * listing page's first-load budget): the exposed modules 'favorites/FavoriteToggle' and
 * 'favorites/FavoritesCount' load this module lazily and render one of its components.
 */
import { CacheProvider } from '@emotion/react';
import type { FavoriteToggleProps, FavoritesCountProps } from 'shared/remote';
import { favoritesCache } from '../../../config/emotion';
import { useFavoritesTexts } from '../../../config/i18n';
import { useFavoritesStart } from '../../../entities/favorite';
import { FavoritesCount } from '../../../features/favorites-count';
import { FavoriteToggle } from '../../../features/toggle-favorite';

/**
 * The favourite toggle of estate `estateId` (compared as text) in `locale`, variant 'icon' by
 * default: loads the 'favorites' texts of its language, starts the favourites model (once per page
 * life) and renders with the remote's emotion cache; the button carries data-boundary="favorites".
 */
export function FavoriteToggleFragment({ estateId, locale, variant }: FavoriteToggleProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  return (
    <CacheProvider value={favoritesCache}>
      <FavoriteToggle estateId={estateId} locale={locale} variant={variant} />
    </CacheProvider>
  );
}

/**
 * The header's counter link to the favourites page in `locale`: loads the texts, starts the model
 * and renders with the remote's emotion cache; the link carries data-boundary="favorites".
 */
export function FavoritesCountFragment({ locale }: FavoritesCountProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  return (
    <CacheProvider value={favoritesCache}>
      <FavoritesCount locale={locale} />
    </CacheProvider>
  );
}
