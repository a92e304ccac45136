/**
 * The favourites page's estate search (SPEC §4 "a terms query on children.general.id", §7): the
 * effect the page model runs, replaceable in tests with `fork({ handlers })`.
 */
import { attach, createEffect } from 'shared/effector';
import type { Estate, EstateSearchRequest } from 'shared/domain';
import { apiFor, type SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';

/** POST /estates with the bus's API context (SPEC §7); the raw answer, never throws for HTTP. */
const postSearchFx = attach({
  source: shell.$apiContext,
  effect: (context, request: EstateSearchRequest): Promise<SearchAnswer<Estate>> =>
    apiFor(context).searchEstates(request),
});

/**
 * The favourites search: takes the request `{ query: { terms: { 'children.general.id': ids } },
 * size, view: 'card' }` and answers the API's SearchAnswer (`total.value`, `results`, and `error`
 * when the search failed, SPEC §8).
 */
export const searchFavoritesFx = createEffect(
  (request: EstateSearchRequest): Promise<SearchAnswer<Estate>> => postSearchFx(request),
);
