/**
 * The comparison page's estate search: the effect the page model runs, replaceable in tests with
 * `fork({ handlers })`.
 */
import { attach, createEffect } from 'shared/effector';
import type { Estate, EstateSearchRequest } from 'shared/domain';
import { apiFor, type SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';

/** POST /estates with the bus's API context; the raw answer, never throws for HTTP. */
const postSearchFx = attach({
  source: shell.$apiContext,
  effect: (context, request: EstateSearchRequest): Promise<SearchAnswer<Estate>> =>
    apiFor(context).searchEstates(request),
});

/**
 * The comparison's search: takes `{ query: { terms: { 'children.general.id': ids } }, size,
 * view: 'card' }` (the card view keeps price, areas, rooms, energy and the technical facts) and
 * answers the API's SearchAnswer (`results`, and `error` when the search failed).
 */
export const searchCompareFx = createEffect(
  (request: EstateSearchRequest): Promise<SearchAnswer<Estate>> => postSearchFx(request),
);
