/**
 * Exposed module 'favorites/FavoritesCount': the header link to the favourites page with the
 * number of favourites, rendered by the shell's layout through `FederatedFragment` with the props
 * `FavoritesCountProps` ({ locale }). Renders `FavoritesCountFragment`
 * (widgets/favorite-fragments), imported with the module: a fragment the server rendered must
 * hydrate at once (a lazy one left its box empty for a moment while its chunk loaded, a layout
 * shift on every page).
 */
import type { ExposedComponent, FavoritesCountProps } from 'shared/remote';
import { FavoritesCountFragment } from '../widgets/favorite-fragments';

function FavoritesCount(props: FavoritesCountProps) {
  return <FavoritesCountFragment {...props} />;
}

export default FavoritesCount satisfies ExposedComponent<'favorites/FavoritesCount'>;
