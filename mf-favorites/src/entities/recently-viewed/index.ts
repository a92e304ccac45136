/**
 * Public API of the recently viewed entity: the ids of the estates the visitor opened lately
 * (kept in local storage, the latest first, at most 12), their events and storage effects.
 */
export { clearStoredRecentFx, readStoredRecentFx, recordViewFx } from './api';
export { parseRecentIds, RECENTLY_VIEWED_MAX, withViewed } from './lib/recent-ids';
export {
  $isRecentRestored,
  $recentlyViewed,
  estateViewed,
  recentlyViewedChanged,
  recentlyViewedCleared,
  recentlyViewedStarted,
} from './model';
