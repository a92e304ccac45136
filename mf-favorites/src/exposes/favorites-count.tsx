/**
 * Exposed module 'favorites/FavoritesCount': the header link to the favourites page with the
 * number of favourites, rendered by the shell's layout through `FederatedFragment` with the props
 * `FavoritesCountProps` ({ locale }). Renders `FavoritesCountFragment`
 * (widgets/favorite-fragments), loaded lazily with the toggle's in one chunk (the model they
 * share loads once); nothing shows until it has loaded.
 */
import { lazy, Suspense } from 'react';
import type { ExposedComponent, FavoritesCountProps } from 'shared/remote';

const Fragment = lazy(() =>
  import('../widgets/favorite-fragments').then((m) => ({ default: m.FavoritesCountFragment })),
);

/** The counter link in `locale`. */
function FavoritesCount(props: FavoritesCountProps) {
  return (
    <Suspense fallback={null}>
      <Fragment {...props} />
    </Suspense>
  );
}

export default FavoritesCount satisfies ExposedComponent<'favorites/FavoritesCount'>;
