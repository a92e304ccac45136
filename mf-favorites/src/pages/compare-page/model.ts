/**
 * The comparison page (`/{lang}/{compare}?estates=12,34`): which estates it compares and how it
 * reads them. The address decides, so a shared link shows the same comparison anywhere, before
 * scripts and without the visitor's own list.
 *
 * - `comparePageOpened({ search })` (the server's preparation, then the browser on every change of
 *   the query string) reads the `estates` parameter: its first COMPARE_MAX distinct ids, and how
 *   many it listed beyond them (`$leftOut`, for a note). Without the parameter the page compares
 *   the visitor's own list (`$compareIds`, from local storage, known once the page is live).
 * - The ids not read yet are fetched in one search (terms query, card view). An id the search does
 *   not answer, or whose status the site hides, is an entry 'gone' ("no longer available"). A
 *   failed search sets `$isFailed` (the page says so and offers a retry, `compareRetried()`).
 * - The loaded estates and the query are in the page's serialized state: the browser hydrates the
 *   server's comparison and fetches nothing again.
 */
import { combine, createEvent, createStore, sample } from 'shared/effector';
import type { Estate, EstateSearchRequest } from 'shared/domain';
import type { SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import { isHidden } from 'shared/estate';
import {
  $compareIds,
  $isCompareRestored,
  parseCompareQuery,
  type CompareQuery,
} from '#favorites/entities/compare';
import { searchCompareFx } from './api';

/** One column of the comparison: its estate, one that is no longer offered, or not read yet. */
export type CompareEntry =
  | { id: string; kind: 'estate'; estate: Estate }
  | { id: string; kind: 'gone' }
  | { id: string; kind: 'pending' };

/** The page was shown or its query string changed (`search`: e.g. '?estates=12,34'). */
export const comparePageOpened = createEvent<{ search: string }>();
/** The visitor asked to try the failed search again. */
export const compareRetried = createEvent();

const estatesLoaded = createEvent<{ ids: string[]; results: Estate[] }>();
const fetchWanted = createEvent();

/** What the address asks for. */
export const $query = createStore<CompareQuery>({ ids: [], leftOut: 0, given: false }).on(
  comparePageOpened,
  (_, { search }) => parseCompareQuery(search),
);
/** How many ids of the address were left out beyond the first COMPARE_MAX. */
export const $leftOut = $query.map((query) => query.leftOut);
/** True when the address names no estates: the visitor's own list is compared. */
export const $isOwnList = $query.map((query) => !query.given);

/** The estates read, by id; null for an id the search did not answer. */
const $loaded = createStore<Record<string, Estate | null>>({}).on(
  estatesLoaded,
  (loaded, { ids, results }) => {
    const next = { ...loaded };
    for (const id of ids) next[id] = null;
    for (const estate of results) {
      const id = String(estate.id);
      if (id in next) next[id] = estate;
    }
    return next;
  },
);

/** True when the last search failed; false again when a new one starts. */
export const $isFailed = createStore(false)
  .on(searchCompareFx, () => false)
  .on(searchCompareFx.failData, () => true)
  .on(searchCompareFx.doneData, (_, answer) => answer.error !== undefined);

/** The ids compared: the address's, else the visitor's own list. */
export const $shownIds = combine($query, $compareIds, (query, own) =>
  query.given ? query.ids : own,
);

/** True until the ids are known and read (or their search failed). */
export const $isLoading = combine(
  $isOwnList,
  $isCompareRestored,
  $shownIds,
  $loaded,
  $isFailed,
  (own, restored, ids, loaded, failed) =>
    (own && !restored) || (!failed && ids.some((id) => !(id in loaded))),
);

/** The columns in the order of the ids (see CompareEntry). */
export const $entries = combine(
  $shownIds,
  $loaded,
  shell.$hiddenStatus,
  (ids, loaded, hiddenStatus): CompareEntry[] =>
    ids.map((id): CompareEntry => {
      if (!(id in loaded)) return { id, kind: 'pending' };
      const estate = loaded[id];
      return estate && !isHidden(estate, hiddenStatus)
        ? { id, kind: 'estate', estate }
        : { id, kind: 'gone' };
    }),
);

sample({
  clock: [comparePageOpened, compareRetried, $compareIds.updates],
  fn: () => undefined,
  target: fetchWanted,
});

sample({
  clock: fetchWanted,
  source: { ids: $shownIds, loaded: $loaded, pending: searchCompareFx.pending },
  filter: ({ ids, loaded, pending }) => !pending && ids.some((id) => !(id in loaded)),
  fn: ({ ids, loaded }): EstateSearchRequest => {
    const missing = ids.filter((id) => !(id in loaded));
    return {
      query: { terms: { 'children.general.id': missing } },
      size: missing.length,
      view: 'card',
    };
  },
  target: searchCompareFx,
});

sample({
  clock: searchCompareFx.done,
  filter: ({ result }: { result: SearchAnswer<Estate> }) => result.error === undefined,
  fn: ({ params, result }) => ({
    ids: params.query.terms?.['children.general.id'] ?? [],
    results: Array.isArray(result.results) ? result.results : [],
  }),
  target: estatesLoaded,
});
// Ids asked for while a search ran are read once it ends.
sample({ clock: estatesLoaded, fn: () => undefined, target: fetchWanted });
