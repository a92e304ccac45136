/**
 * The similar estates of the estate a detail page shows (SPEC §2 server route
 * /{lang}/ajax/similar-estate/{estateId}): up to four estates of the same transaction and type,
 * nearby and close in price, fetched once per estate; [] on any failure.
 *
 * Input: `similarEstateShown({ estate, locale } | null)`, fired by the page whenever the estate it
 * shows changes. Output: `$similarEstates`.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { createSiteApi, type SiteServer } from 'shared/api';
import { shell } from 'shared/bus';
import type { Estate, Locale } from 'shared/domain';
import { estateId } from 'shared/estate';
import { dataFor, type ForEstate, type ShownEstate } from '../../lib/for-estate';

/** At most this many similar estates are shown. */
export const MAX_SIMILAR_ESTATES = 4;

/** One request: the estate id and the page language. */
interface SimilarRequest {
  id: string;
  locale: Locale;
  /** The site server, for a server render (the page's origin in the browser). */
  server?: SiteServer;
}

/** The page shows an estate (or none, null). */
export const similarEstateShown = createEvent<ShownEstate | null>();

/**
 * GET /{lang}/ajax/similar-estate/{estateId} on the site's own server (SPEC §2), through
 * shared/api's site calls: the similar estates (its answer's `results`). [] on any failure (HTTP
 * error, network, malformed answer). Tests replace its handler.
 */
export const getSimilarEstatesFx = createEffect(
  async ({ id, locale, server }: SimilarRequest): Promise<Estate[]> => {
    try {
      const body = await createSiteApi(locale, { server }).getSimilarEstates(id);
      return Array.isArray(body?.results) ? body.results : [];
    } catch {
      return [];
    }
  },
);

/** The id of the estate on screen, null while none is shown. */
const $shownId = createStore<string | null>(null).on(similarEstateShown, (_, shown) =>
  shown ? estateId(shown.estate) : null,
);
const $similarFor = createStore<ForEstate<Estate[]> | null>(null);

/** Up to four estates similar to the shown estate (never the estate itself), [] when none. */
export const $similarEstates = combine($similarFor, $shownId, (tagged, id) =>
  dataFor(tagged, id, []),
);

// Another estate is shown: forget the last one's similar estates and fetch this one's, once.
const otherEstateShown = sample({
  clock: similarEstateShown,
  source: $similarFor,
  filter: (tagged, shown) => shown !== null && tagged?.estateId !== estateId(shown.estate),
  fn: (_, shown): SimilarRequest => ({
    id: estateId((shown as ShownEstate).estate),
    locale: (shown as ShownEstate).locale,
  }),
});
$similarFor.on(otherEstateShown, (_, { id }) => ({ estateId: id, data: [] }));
/** The fetch with the site server of the bus's API context (a server render's own). */
const fetchSimilarFx = attach({
  source: shell.$apiContext,
  mapParams: (request: SimilarRequest, context) => ({ ...request, server: context.siteServer }),
  effect: getSimilarEstatesFx,
});
sample({ clock: otherEstateShown, target: fetchSimilarFx });
$similarFor.on(getSimilarEstatesFx.done, (tagged, { params, result }) =>
  tagged?.estateId === params.id
    ? {
        ...tagged,
        data: result.filter((e) => estateId(e) !== params.id).slice(0, MAX_SIMILAR_ESTATES),
      }
    : tagged,
);
