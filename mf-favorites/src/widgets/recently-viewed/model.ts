/**
 * The recently viewed estates a page shows: the cards of the stored ids (the latest first), fetched
 * in one search whenever the list is shown or changes; an estate the search does not answer (gone)
 * or whose status is hidden is left out. A failed search shows nothing: the list is a convenience,
 * the page goes on without it.
 *
 * Start: `recentListShown(locale)` when a component shows the list, `recentListHidden()` when it
 * leaves; the visitor's "clear" is the entity's `recentlyViewedCleared`.
 */
import { combine, createEvent, createStore, sample } from 'shared/effector';
import type { Estate, EstateSearchRequest, Locale } from 'shared/domain';
import { shell } from 'shared/bus';
import { isHidden } from 'shared/estate';
import {
  $isRecentRestored,
  $recentlyViewed,
  recentlyViewedChanged,
} from '#favorites/entities/recently-viewed';
import { searchRecentFx } from './api';

/** A component shows the list (or the page's language changed). */
export const recentListShown = createEvent<Locale>();
/** The component showing the list left. */
export const recentListHidden = createEvent();

const $shownCount = createStore(0, { serialize: 'ignore' })
  .on(recentListShown, (count) => count + 1)
  .on(recentListHidden, (count) => Math.max(0, count - 1));

/** The estates the last search answered, by id. */
const $found = createStore<Record<string, Estate>>({}, { serialize: 'ignore' }).on(
  searchRecentFx.doneData,
  (_, answer) =>
    answer.error === undefined && Array.isArray(answer.results)
      ? Object.fromEntries(answer.results.map((estate) => [String(estate.id), estate]))
      : {},
);

/** True until the list is read and its first search answered. */
export const $isRecentLoading = combine(
  $isRecentRestored,
  searchRecentFx.pending,
  (restored, pending) => !restored || pending,
);

/** The estates to show, the latest opened first: found, and not hidden (SPEC §5). */
export const $recentEstates = combine(
  $recentlyViewed,
  $found,
  shell.$hiddenStatus,
  (ids, found, hiddenStatus): Estate[] =>
    ids.flatMap((id) => {
      const estate = found[id];
      return estate && !isHidden(estate, hiddenStatus) ? [estate] : [];
    }),
);

sample({
  clock: [recentListShown, recentlyViewedChanged],
  source: { ids: $recentlyViewed, restored: $isRecentRestored, shown: $shownCount },
  filter: ({ ids, restored, shown }) => restored && shown > 0 && ids.length > 0,
  fn: ({ ids }): EstateSearchRequest => ({
    query: { terms: { 'children.general.id': ids } },
    size: ids.length,
    view: 'card',
  }),
  target: searchRecentFx,
});
