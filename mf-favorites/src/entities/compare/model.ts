/**
 * The visitor's comparison list: the estates chosen to compare (at most COMPARE_MAX, in the order
 * chosen), kept in local storage like the favourites, the same in every tab.
 *
 * - `compareStarted()` (every component that shows or changes the list fires it; only the first
 *   call counts) reads the stored list and follows other tabs' changes. Corrupt content is read as
 *   far as it is valid; unavailable storage gives an empty list.
 * - `compareToggled(id)` takes the estate out when it is in the list, else adds it unless the
 *   list is full: then `$compareRefused` holds the id, so the control can say why (cleared by the
 *   next change). `compareRemoved(id)` takes it out; `compareCleared()` empties the list.
 *   Each change reads the stored list afresh (another tab's choices are kept) and writes it back;
 *   without storage, the change is kept in this page only.
 * - Another tab's change (a `storage` event on key `compare`, or storage cleared) replaces the
 *   list without writing.
 */
import { createEvent, createStore, sample } from 'shared/effector';
import {
  storageChanged,
  storageFollowStarted,
  toFavoriteId,
  type FavoriteIdInput,
} from '#favorites/entities/favorite';
import { editStoredCompareFx, readStoredCompareFx } from './api';
import {
  COMPARE_MAX,
  COMPARE_STORAGE_KEY,
  parseCompareIds,
  withCompared,
  withoutCompared,
} from './lib/compare-ids';

/** Start: read the stored list and follow other tabs. Idempotent. */
export const compareStarted = createEvent();
/** The visitor pressed an estate's compare control. */
export const compareToggled = createEvent<FavoriteIdInput>();
/** The visitor took an estate out of the comparison. */
export const compareRemoved = createEvent<FavoriteIdInput>();
/** The visitor emptied the comparison. */
export const compareCleared = createEvent();
/** The list is now this (read at start, changed here, or by another tab). */
export const compareChanged = createEvent<string[]>();

const $isStarted = createStore(false, { serialize: 'ignore' });
/** True once the stored list has been read (or found unreadable). */
export const $isCompareRestored = createStore(false, { serialize: 'ignore' }).on(
  readStoredCompareFx.finally,
  () => true,
);

/** The ids of the estates to compare, as text, in the order chosen. */
export const $compareIds = createStore<string[]>([], { serialize: 'ignore' }).on(
  compareChanged,
  (_, ids) => ids,
);

/** The id whose addition was refused because the list was full; null otherwise. */
export const $compareRefused = createStore<string | null>(null, { serialize: 'ignore' }).reset(
  compareChanged,
);

const firstStart = sample({ clock: compareStarted, source: $isStarted, filter: (s) => !s });
sample({ clock: firstStart, fn: () => true, target: $isStarted });
sample({ clock: firstStart, fn: () => undefined, target: readStoredCompareFx });
sample({ clock: firstStart, fn: () => undefined, target: storageFollowStarted });
sample({ clock: readStoredCompareFx.doneData, fn: parseCompareIds, target: compareChanged });

const toggled = sample({
  clock: compareToggled,
  source: $compareIds,
  filter: (_, id) => toFavoriteId(id) !== null,
  fn: (ids, id) => {
    const key = toFavoriteId(id) ?? '';
    return { key, present: ids.includes(key), full: ids.length >= COMPARE_MAX };
  },
});
sample({
  clock: toggled,
  filter: ({ present }) => present,
  fn: ({ key }) => key,
  target: compareRemoved,
});
sample({
  clock: toggled,
  filter: ({ present, full }) => !present && full,
  fn: ({ key }) => key,
  target: $compareRefused,
});
sample({
  clock: toggled,
  filter: ({ present, full }) => !present && !full,
  fn:
    ({ key }) =>
    (ids: readonly string[]) =>
      withCompared(ids, key),
  target: editStoredCompareFx,
});
sample({
  clock: compareRemoved,
  fn: (id) => (ids: readonly string[]) => withoutCompared(ids, id),
  target: editStoredCompareFx,
});
sample({
  clock: compareCleared,
  fn: () => (): string[] => [],
  target: editStoredCompareFx,
});
sample({ clock: editStoredCompareFx.doneData, target: compareChanged });
// Without storage the list lives in this page only.
sample({
  clock: editStoredCompareFx.fail,
  source: $compareIds,
  fn: (ids, { params }) => params(ids),
  target: compareChanged,
});

sample({
  clock: storageChanged,
  filter: ({ key }) => key === COMPARE_STORAGE_KEY || key === null,
  fn: ({ newValue }) => parseCompareIds(newValue),
  target: compareChanged,
});
