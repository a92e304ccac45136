/**
 * The estates the visitor opened lately (the latest first, at most 12), kept in local storage
 * like the favourites and shown on the home and favourites pages.
 *
 * - `recentlyViewedStarted()` (every component that shows or records the list fires it; only the
 *   first call counts) reads the stored list and follows other tabs' changes. Corrupt content is
 *   read as far as it is valid; unavailable storage gives an empty list.
 * - `estateViewed(id)` (a detail page opened) puts the id first in the stored list, read afresh so
 *   that another tab's views are kept; without storage, in this page's list only.
 * - `recentlyViewedCleared()` (the visitor's "clear") empties it, here and in storage.
 * - Another tab's change (a `storage` event on key `recentlyViewed`, or storage cleared) replaces
 *   the list without writing.
 */
import { createEvent, createStore, sample } from 'shared/effector';
import { storageChanged, storageFollowStarted, toFavoriteId } from '#favorites/entities/favorite';
import { clearStoredRecentFx, readStoredRecentFx, recordViewFx } from './api';
import { parseRecentIds, RECENTLY_VIEWED_STORAGE_KEY, withViewed } from './lib/recent-ids';

/** Start: read the stored list and follow other tabs. Idempotent. */
export const recentlyViewedStarted = createEvent();
/** The visitor opened the detail page of this estate. */
export const estateViewed = createEvent<string | number>();
/** The visitor cleared the list. */
export const recentlyViewedCleared = createEvent();
/** The list is now this (read at start, written here, or changed by another tab). */
export const recentlyViewedChanged = createEvent<string[]>();

const $isStarted = createStore(false, { serialize: 'ignore' });
/** True once the stored list has been read (or found unreadable). */
export const $isRecentRestored = createStore(false, { serialize: 'ignore' }).on(
  [readStoredRecentFx.finally],
  () => true,
);

/** The ids of the estates opened lately, as text, the latest first. */
export const $recentlyViewed = createStore<string[]>([], { serialize: 'ignore' })
  .on(recentlyViewedChanged, (_, ids) => ids)
  .reset(recentlyViewedCleared);

const firstStart = sample({ clock: recentlyViewedStarted, source: $isStarted, filter: (s) => !s });
sample({ clock: firstStart, fn: () => true, target: $isStarted });
sample({ clock: firstStart, fn: () => undefined, target: readStoredRecentFx });
sample({ clock: firstStart, fn: () => undefined, target: storageFollowStarted });
sample({ clock: readStoredRecentFx.doneData, fn: parseRecentIds, target: recentlyViewedChanged });

sample({
  clock: estateViewed,
  filter: (id) => toFavoriteId(id) !== null,
  fn: (id) => toFavoriteId(id) ?? '',
  target: recordViewFx,
});
sample({ clock: recordViewFx.doneData, target: recentlyViewedChanged });
// Without storage the list lives in this page only.
sample({
  clock: recordViewFx.fail,
  source: $recentlyViewed,
  fn: (ids, { params }) => withViewed(ids, params),
  target: recentlyViewedChanged,
});

sample({ clock: recentlyViewedCleared, target: clearStoredRecentFx });

sample({
  clock: storageChanged,
  filter: ({ key }) => key === RECENTLY_VIEWED_STORAGE_KEY || key === null,
  fn: ({ newValue }) => parseRecentIds(newValue),
  target: recentlyViewedChanged,
});
