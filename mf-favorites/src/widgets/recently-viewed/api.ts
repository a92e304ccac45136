/**
 * The recently viewed list's estate search (a terms query on ids, SPEC §7): replaceable in tests
 * with `fork({ handlers })`.
 */
import { attach, createEffect } from 'shared/effector';
import type { Estate, EstateSearchRequest } from 'shared/domain';
import { apiFor, type SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';

const postSearchFx = attach({
  source: shell.$apiContext,
  effect: (context, request: EstateSearchRequest): Promise<SearchAnswer<Estate>> =>
    apiFor(context).searchEstates(request),
});

/**
 * Takes `{ query: { terms: { 'children.general.id': ids } }, size, view: 'card' }` and answers the
 * API's SearchAnswer (`results`, and `error` when the search failed).
 */
export const searchRecentFx = createEffect(
  (request: EstateSearchRequest): Promise<SearchAnswer<Estate>> => postSearchFx(request),
);
