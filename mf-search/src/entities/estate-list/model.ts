/**
 * The estate list model (SPEC §3 Estate list state, §4 Estate list, §7 estate flows): pages of 15
 * estates of one search, the first at offset 0, the next ones at the number already loaded.
 *
 * - `firstPageRequested({ node, query, sort })` sets isLoading, stores the node and clears the
 *   error; success replaces estates and total.
 * - `nextPageRequested()` (only while loaded < total and nothing is loading) sets isLoadingNextPage
 *   and asks for offset = estates loaded; success appends results and updates the total.
 * - Failures (a throw, or a search answer carrying `error`, SPEC §8) clear the loading flags and
 *   store the error as it is; a failed first page also empties estates and total (total 0, empty
 *   results); a failed next page keeps what was loaded so the visitor can retry.
 * - A newer request supersedes an older one: answers of superseded requests are ignored.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type {
  Estate,
  GroupCount,
  EstateQuery,
  EstateSearchRequest,
  GroupingKind,
  SearchResult,
  SortClause,
} from 'shared/domain';
import { apiFor, type EstateSearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import { visibleEstates } from 'shared/estate';

/** Page size of the list (SPEC §7, §9). */
export const PAGE_SIZE = 15;

/** What a list shows: the node it belongs to, the search query and the sort. */
export interface EstateListRequest {
  /** The list's node (e.g. 'search' for the listing page), stored in the state (SPEC §3). */
  node: string | null;
  query: EstateQuery;
  /** The sort; when grouping, the grouping sort first (SPEC §7). */
  sort: SortClause[];
  /** The grouping kind, sent as `groupBy` (SPEC §7). */
  groupBy?: GroupingKind;
  /**
   * How many pages to load at once (default 1): a link to a later page of the search (`?page=3`,
   * followed before the scripts run or without them) shows it with the earlier ones.
   */
  pages?: number;
}

/** The most estates one search call asks for: the API answers at most 100 (SPEC §7). */
const API_BATCH = 90;

/** Fetch the first page (offset 0) of a search. */
export const firstPageRequested = createEvent<EstateListRequest>();
/** Fetch the next page of the current search (load more). Ignored while loading or when all are loaded. */
export const nextPageRequested = createEvent();

/** POST /estates with the bus's API context (SPEC §7); the raw answer. */
const postSearchFx = attach({
  source: { context: shell.$apiContext, locale: shell.$locale },
  effect: ({ context, locale }, request: EstateSearchRequest): Promise<EstateSearchAnswer> =>
    apiFor(context, locale).searchEstates(request),
});

/**
 * The estate search: takes the request body (query, sort, from, size) and answers the API's
 * SearchAnswer; a size above what the API allows in one call is asked for in batches. Never throws for an HTTP failure: the answer then carries `error` (SPEC §8), which
 * this model treats as a failure. Tests replace its handler with `fork({ handlers })`.
 */
export const searchEstatesFx = createEffect(
  async (request: EstateSearchRequest): Promise<EstateSearchAnswer> => {
    const size = request.size ?? PAGE_SIZE;
    if (size <= API_BATCH) return postSearchFx(request);
    // Several pages at once: asked for in batches the API allows, joined in order.
    const from = request.from ?? 0;
    const results: Estate[] = [];
    let answer: EstateSearchAnswer = { total: { value: 0 }, results: [] };
    for (let at = from; at < from + size; at += API_BATCH) {
      const batch = Math.min(API_BATCH, from + size - at);
      answer = await postSearchFx({ ...request, from: at, size: batch });
      if (answer.error !== undefined) return answer;
      const rows = Array.isArray(answer.results) ? answer.results : [];
      results.push(...rows);
      if (rows.length < batch) break;
    }
    return { ...answer, results };
  },
);

/** A page arrived for the current request. */
const pageLoaded = createEvent<{
  request: EstateSearchRequest;
  answer: SearchResult<Estate> & { groups?: GroupCount[] };
}>();
/** The current request failed (a throw or an answer with error). */
const pageFailed = createEvent<{ request: EstateSearchRequest; error: unknown }>();

/** The latest request sent; answers of any other request are stale. */
const $currentRequest = createStore<EstateSearchRequest | null>(null, { serialize: 'ignore' }).on(
  searchEstatesFx,
  (_, request) => request,
);
/** The search the loaded pages belong to (query and sort), for the next pages. */
const $listRequest = createStore<Pick<EstateSearchRequest, 'query' | 'sort' | 'groupBy'> | null>(
  null,
).on(firstPageRequested, (_, { query, sort, groupBy }) =>
  groupBy ? { query, sort, groupBy } : { query, sort },
);

/** The node of the list (SPEC §3), stored when its first page is fetched. */
export const $node = createStore<string | null>(null).on(firstPageRequested, (_, { node }) => node);
/** Every estate received for the current search, in order (hidden ones included; see $visibleEstates). */
export const $estates = createStore<Estate[]>([])
  .on(pageLoaded, (estates, { request, answer }) => {
    if (!request.from) return answer.results;
    const known = new Set(estates.map((e) => String(e.id)));
    return [...estates, ...answer.results.filter((e) => !known.has(String(e.id)))];
  })
  .on(pageFailed, (estates, { request }) => (request.from ? estates : []));
/** The total number of estates of the search (SPEC §7 total.value). */
export const $total = createStore(0)
  .on(pageLoaded, (_, { answer }) => answer.total.value)
  .on(pageFailed, (total, { request }) => (request.from ? total : 0));
/**
 * The size of every group of a grouped search over the whole result (`groups` of the answer,
 * in display order); empty without grouping or after a failed first page.
 */
export const $groupCounts = createStore<GroupCount[]>([])
  .on(pageLoaded, (_, { answer }) => answer.groups ?? [])
  .on(pageFailed, (counts, { request }) => (request.from ? counts : []));
/** True while the first page is being fetched. */
export const $isLoading = createStore(false)
  .on(firstPageRequested, () => true)
  .on(pageLoaded, (loading, { request }) => (request.from ? loading : false))
  .on(pageFailed, (loading, { request }) => (request.from ? loading : false));
/** True while a next page is being fetched. */
export const $isLoadingNextPage = createStore(false)
  .on(firstPageRequested, () => false)
  .on(pageLoaded, () => false)
  .on(pageFailed, () => false);
/** The error of the last failed fetch, stored as it is (SPEC §8); null after a new request. */
export const $error = createStore<unknown>(null)
  .on(searchEstatesFx, () => null)
  .on(pageFailed, (_, { error }) => error);

/** The estates to show: those whose transaction id is not in the site's hiddenStatus (SPEC §5). */
export const $visibleEstates = combine($estates, shell.$hiddenStatus, (estates, hidden) =>
  visibleEstates(estates, hidden),
);
/**
 * The list request whose pages are loaded and intact (no loading, no error, at least one
 * estate): a page opened again with this request (the visitor comes back) can show them as they
 * are, with the pages loaded so far and the scroll position. Null otherwise.
 */
export const $loadedListRequest = combine(
  {
    request: $listRequest,
    node: $node,
    estates: $estates,
    isLoading: $isLoading,
    isLoadingNextPage: $isLoadingNextPage,
    error: $error,
  },
  ({ request, node, estates, isLoading, isLoadingNextPage, error }): EstateListRequest | null =>
    request && estates.length > 0 && !isLoading && !isLoadingNextPage && error === null
      ? { node, ...request, sort: request.sort ?? [] }
      : null,
);

/** True while more pages remain: the number loaded is less than the total (SPEC §2). */
export const $hasMore = combine($estates, $total, (estates, total) => estates.length < total);

/**
 * SPEC §3 Estate list state: the filter node of the search, the loaded estates and their total,
 * the loading flags of the first and the next page, and the last error (null when none).
 */
export interface EstateListState {
  node: string | null;
  estates: Estate[];
  total: number;
  isLoading: boolean;
  isLoadingNextPage: boolean;
  error: unknown;
}

/** SPEC §3 Estate list state in one object. */
export const $estateListState = combine(
  {
    node: $node,
    estates: $estates,
    total: $total,
    isLoading: $isLoading,
    isLoadingNextPage: $isLoadingNextPage,
    error: $error,
  },
  (state): EstateListState => state,
);

sample({
  clock: firstPageRequested,
  fn: ({ query, sort, groupBy, pages }): EstateSearchRequest => ({
    query,
    sort,
    ...(groupBy ? { groupBy } : {}),
    from: 0,
    size: PAGE_SIZE * Math.max(1, Math.floor(pages ?? 1)),
    // Only what a card reads, a lighter answer; the detail page fetches the full record.
    view: 'card',
  }),
  target: searchEstatesFx,
});

const nextPageAllowed = sample({
  clock: nextPageRequested,
  source: {
    request: $listRequest,
    estates: $estates,
    total: $total,
    isLoading: $isLoading,
    isLoadingNextPage: $isLoadingNextPage,
  },
  filter: ({ request, estates, total, isLoading, isLoadingNextPage }) =>
    request !== null && !isLoading && !isLoadingNextPage && estates.length < total,
  fn: ({ request, estates }): EstateSearchRequest => ({
    query: request?.query ?? {},
    sort: request?.sort ?? [],
    ...(request?.groupBy ? { groupBy: request.groupBy } : {}),
    from: estates.length,
    size: PAGE_SIZE,
    view: 'card',
  }),
});
$isLoadingNextPage.on(nextPageAllowed, () => true);
sample({ clock: nextPageAllowed, target: searchEstatesFx });

const currentAnswer = sample({
  clock: searchEstatesFx.done,
  source: $currentRequest,
  filter: (current, { params }) => current === params,
  fn: (_, { params, result }) => ({ request: params, answer: result }),
});
sample({
  clock: currentAnswer,
  filter: ({ answer }) => answer.error !== undefined,
  fn: ({ request, answer }) => ({ request, error: answer.error }),
  target: pageFailed,
});
sample({
  clock: currentAnswer,
  filter: ({ answer }) => answer.error === undefined,
  fn: ({ request, answer }) => ({
    request,
    answer: {
      total: { value: Number(answer.total?.value) || 0 },
      results: Array.isArray(answer.results) ? answer.results : [],
      ...(Array.isArray(answer.groups) ? { groups: answer.groups } : {}),
    },
  }),
  target: pageLoaded,
});
sample({
  clock: searchEstatesFx.fail,
  source: $currentRequest,
  filter: (current, { params }) => current === params,
  fn: (_, { params, error }) => ({ request: params, error }),
  target: pageFailed,
});
