/** Fires the favourites' start event once a component is shown (exposed modules use it). */
import { useEffect } from 'react';
import { useUnit } from 'shared/effector';
import { favoritesStarted } from '../model';

/**
 * React hook: fires `favoritesStarted` after the first render (the model ignores every call but
 * the first, so each exposed module may use it). Takes and returns nothing.
 */
export function useFavoritesStart(): void {
  const start = useUnit(favoritesStarted);
  useEffect(() => {
    start();
  }, [start]);
}
