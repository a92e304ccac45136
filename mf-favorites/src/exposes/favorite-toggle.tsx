/**
 * Exposed module 'favorites/FavoriteToggle': the favourite toggle other teams put on their cards
 * (variant 'icon') and detail pages (variant 'button') through `FederatedFragment` of
 * shared/remote, with the props `FavoriteToggleProps` ({ estateId, locale, variant? }).
 * Renders `FavoriteToggleFragment` (widgets/favorite-fragments), imported with the module (see
 * favorites-count.tsx).
 */
import type { ExposedComponent, FavoriteToggleProps } from 'shared/remote';
import { FavoriteToggleFragment } from '../widgets/favorite-fragments';

function FavoriteToggle(props: FavoriteToggleProps) {
  return <FavoriteToggleFragment {...props} />;
}

export default FavoriteToggle satisfies ExposedComponent<'favorites/FavoriteToggle'>;
