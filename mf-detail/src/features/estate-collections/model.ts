/**
 * The estate collections of the estate a detail page shows (SPEC §3: an estate refers to
 * collections by id via children.collections; §7 GET /estate-collections/{id}): fetched once per
 * estate; collections that fail to load are left out.
 *
 * Input: `collectionsEstateShown({ estate, locale } | null)`, fired by the page whenever the
 * estate it shows changes. Output: `$collections`.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { apiFor } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';
import type { EstateCollection, Locale } from 'shared/domain';
import { estateId } from 'shared/estate';
import { dataFor, type ForEstate, type ShownEstate } from '../../lib/for-estate';

/** One request: the estate it is for, its collection ids and the page language. */
interface CollectionsRequest {
  estateId: string;
  ids: number[];
  locale: Locale;
}

/** The page shows an estate (or none, null). */
export const collectionsEstateShown = createEvent<ShownEstate | null>();

/**
 * GET /estate-collections/{id} (SPEC §7) for each collection id, in their order; collections that
 * fail to load (or are unknown) are left out. Never fails. Tests replace its handler.
 */
export const getCollectionsFx = createEffect(
  async ({
    context,
    ids,
    locale,
  }: CollectionsRequest & { context: ApiContext }): Promise<EstateCollection[]> => {
    const api = apiFor(context);
    const answers = await Promise.allSettled(ids.map((id) => api.getEstateCollection(id, locale)));
    return answers.flatMap((a) => (a.status === 'fulfilled' && a.value ? [a.value] : []));
  },
);

const fetchCollectionsFx = attach({
  source: shell.$apiContext,
  mapParams: (request: CollectionsRequest, context: ApiContext) => ({ ...request, context }),
  effect: getCollectionsFx,
});

/** The id of the estate on screen, null while none is shown. */
const $shownId = createStore<string | null>(null).on(collectionsEstateShown, (_, shown) =>
  shown ? estateId(shown.estate) : null,
);
const $collectionsFor = createStore<ForEstate<EstateCollection[]> | null>(null);

/** The estate collections the shown estate refers to (SPEC §3), [] when none. */
export const $collections = combine($collectionsFor, $shownId, (tagged, id) =>
  dataFor(tagged, id, []),
);

// Another estate is shown: forget the last one's collections, fetch this one's when it has some.
const otherEstateShown = sample({
  clock: collectionsEstateShown,
  source: $collectionsFor,
  filter: (tagged, shown) => shown !== null && tagged?.estateId !== estateId(shown.estate),
  fn: (_, shown): CollectionsRequest => ({
    estateId: estateId((shown as ShownEstate).estate),
    ids: (shown as ShownEstate).estate.collections ?? [],
    locale: (shown as ShownEstate).locale,
  }),
});
$collectionsFor.on(otherEstateShown, (_, request) => ({ estateId: request.estateId, data: [] }));
sample({
  clock: otherEstateShown,
  filter: ({ ids }) => ids.length > 0,
  target: fetchCollectionsFx,
});
$collectionsFor.on(fetchCollectionsFx.done, (tagged, { params, result }) =>
  tagged?.estateId === params.estateId ? { ...tagged, data: result } : tagged,
);
