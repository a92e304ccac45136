/**
 * The two small fragments other teams show on every listing page, in one module so that the
 * favourite ids' model, the texts and the team's emotion cache they share load once (the
 * listing page's first-load budget): the exposed modules 'favorites/FavoriteToggle' and
 * 'favorites/FavoritesCount' load this module lazily and render one of its components.
 */
import { type FavoriteToggleProps, type FavoritesCountProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useFavoritesTexts } from '#favorites/config/i18n';
import { useFavoritesStart } from '#favorites/entities/favorite';
import { FavoritesCount } from '#favorites/features/favorites-count';
import { FavoriteToggle } from '#favorites/features/toggle-favorite';

/**
 * The favourite toggle of estate `estateId` (compared as text) in `locale`, variant 'icon' by
 * default: loads the 'favorites' texts of its language, starts the favourites model (once per page
 * life) and renders under the team's emotion cache (TeamRoot); the button carries data-boundary="favorites".
 */
export function FavoriteToggleFragment({ estateId, locale, variant }: FavoriteToggleProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  return (
    <TeamRoot name="favorites" boundary={false}>
      <FavoriteToggle estateId={estateId} locale={locale} variant={variant} />
    </TeamRoot>
  );
}

/**
 * The header's counter link to the favourites page in `locale`: loads the texts, starts the model
 * and renders under the team's emotion cache (TeamRoot); the link carries data-boundary="favorites".
 */
export function FavoritesCountFragment({ locale }: FavoritesCountProps) {
  useFavoritesTexts(locale);
  useFavoritesStart();
  return (
    <TeamRoot name="favorites" boundary={false}>
      <FavoritesCount locale={locale} />
    </TeamRoot>
  );
}
