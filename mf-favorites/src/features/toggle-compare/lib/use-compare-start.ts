/** Fires the comparison list's start event once a component is shown (exposed modules use it). */
import { useEffect } from 'react';
import { useUnit } from 'shared/effector';
import { compareStarted } from '#favorites/entities/compare';

/**
 * React hook: fires `compareStarted` after the first render (the model ignores every call but the
 * first, so each exposed module may use it). Takes and returns nothing.
 */
export function useCompareStart(): void {
  const start = useUnit(compareStarted);
  useEffect(() => {
    start();
  }, [start]);
}
