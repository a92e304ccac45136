/**
 * Exposed module 'favorites/FavoriteToggle': the favourite toggle other teams put on their cards
 * (variant 'icon') and detail pages (variant 'button') through `FederatedFragment` of
 * shared/remote, with the props `FavoriteToggleProps` ({ estateId, locale, variant? }).
 * Renders `FavoriteToggleFragment` (widgets/favorite-fragments), loaded lazily with the counter's
 * in one chunk (the model they share loads once); nothing shows until it has loaded.
 */
import { lazy, Suspense } from 'react';
import type { ExposedComponent, FavoriteToggleProps } from 'shared/remote';

const Fragment = lazy(() =>
  import('../widgets/favorite-fragments').then((m) => ({ default: m.FavoriteToggleFragment })),
);

/** The toggle of estate `estateId` (compared as text) in `locale`; 'icon' by default. */
function FavoriteToggle(props: FavoriteToggleProps) {
  return (
    <Suspense fallback={null}>
      <Fragment {...props} />
    </Suspense>
  );
}

export default FavoriteToggle satisfies ExposedComponent<'favorites/FavoriteToggle'>;
