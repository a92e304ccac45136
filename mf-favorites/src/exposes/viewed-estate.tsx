/**
 * Exposed module 'favorites/ViewedEstate': a detail page tells the favourites team that the visitor
 * opened an estate, through `FederatedFragment` with the props `ViewedEstateProps` ({ estateId }).
 * Renders nothing; once the page is live, puts the estate first in the recently viewed list (in
 * this browser's storage), again whenever the page shows another estate.
 */
import { useEffect } from 'react';
import { useUnit } from 'shared/effector';
import type { ExposedComponent, ViewedEstateProps } from 'shared/remote';
import { estateViewed, recentlyViewedStarted } from '../entities/recently-viewed';

function ViewedEstate({ estateId }: ViewedEstateProps) {
  const [start, viewed] = useUnit([recentlyViewedStarted, estateViewed]);
  useEffect(() => {
    start();
    viewed(estateId);
  }, [estateId, start, viewed]);
  return null;
}

export default ViewedEstate satisfies ExposedComponent<'favorites/ViewedEstate'>;
