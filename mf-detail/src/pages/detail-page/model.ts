/**
 * The detail page's model (SPEC §2 detail routes and slugs): hands the route to the project view
 * model (entities/project-view-model), derives the canonical path of what the page shows and the
 * redirect to it, and tells the slices around the estate which estate is on screen (contact card,
 * collections, second-source listing, similar estates) and when another page opened (gallery).
 *
 * Start: `detailPageOpened(route)`, fired by the page whenever its route changes. Nothing runs on
 * import.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { shell } from 'shared/bus';
import type { Estate } from 'shared/domain';
import {
  $isNotFound,
  $isParentPending,
  $shownEstate,
  $viewModel,
  canonicalPath,
  viewModelRequested,
  viewModelRetried,
  type ViewModelRequest,
} from '../../entities/project-view-model';
import { secondListingEstateShown } from '../../entities/second-listing-data-model';
import { contactEstateShown } from '../../features/contact-card';
import { collectionsEstateShown } from '../../features/estate-collections';
import { galleryReset } from '../../features/picture-gallery';
import { purchaseCostsReset } from '../../features/purchase-costs';
import { similarEstateShown } from '../../features/similar-estates';
import type { ShownEstate } from '../../lib/for-estate';
import { redirectTarget, unitIdOf, type DetailRoute } from './lib/route';

/** The page was opened, or its route changed (path parameters, `?entity=` query or language). */
export const detailPageOpened = createEvent<DetailRoute>();
/** The visitor asked to try loading the estate again after a failure. */
export const retryPressed = createEvent();

/** The page's route, null before the page opened. */
export const $route = createStore<DetailRoute | null>(null).on(
  detailPageOpened,
  (_, route) => route,
);

/**
 * The canonical path of what the page shows in the route's language, null when not known yet
 * (loading, waiting for a unit's project) or nothing is shown.
 */
export const $canonicalPath = combine(
  $viewModel,
  $route,
  $isParentPending,
  (view, route, parentPending) =>
    view && route && !parentPending ? canonicalPath(view, route.locale) : null,
);

/** The path to redirect to with `replace: true` (a missing or wrong slug, `?entity=`), null to stay. */
export const $redirectPath = combine($route, $canonicalPath, (route, canonical) =>
  redirectTarget(route, canonical),
);

sample({
  clock: detailPageOpened,
  fn: (route): ViewModelRequest => ({
    estateId: route.estateId,
    unitId: unitIdOf(route),
    locale: route.locale,
  }),
  target: viewModelRequested,
});
sample({ clock: retryPressed, target: viewModelRetried });
sample({
  clock: detailPageOpened,
  fn: () => undefined,
  target: [galleryReset, purchaseCostsReset],
});

// The estate on screen (the unit of a unit page, else the page's estate) and the page language,
// for the slices that fetch what surrounds it; null while none is shown.
sample({
  clock: $shownEstate,
  source: $route,
  fn: (route, estate): ShownEstate | null =>
    estate && route ? { estate, locale: route.locale } : null,
  target: [
    contactEstateShown,
    collectionsEstateShown,
    secondListingEstateShown,
    similarEstateShown,
  ],
});

/**
 * The newest estates the "not found" page offers (kit/find-your-way, imported when first asked
 * for: a page showing an estate never loads it); tests replace its handler.
 */
export const getNewestFx = createEffect(
  attach({
    source: { context: shell.$apiContext, hidden: shell.$hiddenStatus },
    effect: async ({ context, hidden }) =>
      (await import('kit/find-your-way')).fetchNewestEstates(context, hidden),
  }),
);

/** The newest estates; [] until an estate was not found, or when the search failed. */
export const $newest = createStore<Estate[]>([]).on(getNewestFx.doneData, (_, estates) => estates);

/** True once they were asked for in this scope (the server's render included). */
const $newestAsked = createStore(false).on(getNewestFx.finally, () => true);

// An unknown estate: the page offers the newest ones instead, fetched once.
sample({
  clock: $isNotFound,
  source: { asked: $newestAsked, pending: getNewestFx.pending },
  filter: ({ asked, pending }, notFound) => notFound && !asked && !pending,
  fn: () => undefined,
  target: getNewestFx,
});
