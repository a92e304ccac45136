/**
 * The similar estates of the estate a detail page shows (SPEC §2 server route
 * /{lang}/ajax/similar-estate/{estateId}): up to four estates of the same transaction and type,
 * nearby and close in price, fetched once per estate; [] on any failure.
 *
 * Input: `similarEstateShown({ estate, locale } | null)`, fired by the page whenever the estate it
 * shows changes. Output: `$similarEstates`.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { apiFor, createSiteApi } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';
import type { Estate, Locale } from 'shared/domain';
import { estateId } from 'shared/estate';
import { dataFor, type ForEstate, type ShownEstate } from '../../lib/for-estate';
import { similarAmong, similarSearchRequest } from '../../../server/similar-search';

/** One request: the estate id and the page language. */
interface SimilarRequest {
  id: string;
  locale: Locale;
  /**
   * A server render's: the estate shown, the site's hidden statuses and the render's API context,
   * so that the render asks the API itself (one search) rather than its own site server's
   * endpoint over HTTP (a second request through the site server, the estate read again).
   */
  server?: { estate: Estate; hiddenStatus: number[]; context: ApiContext };
}

/** The page shows an estate (or none, null). */
export const similarEstateShown = createEvent<ShownEstate | null>();

/**
 * The similar estates of estate `id` (at most four, never the estate itself). In the browser GET
 * /{lang}/ajax/similar-estate/{estateId} on the site's own server (SPEC §2), through shared/api's
 * site calls (its answer's `results`); in a server render, the same search (server/similar-search.ts) asked
 * of the API. [] on any failure (HTTP error, network, malformed answer, a failed search). Tests
 * replace its handler.
 */
export const getSimilarEstatesFx = createEffect(
  async ({ id, locale, server }: SimilarRequest): Promise<Estate[]> => {
    try {
      if (server) {
        const found = await apiFor(server.context, locale).searchEstates(
          similarSearchRequest(server.estate, server.hiddenStatus),
        );
        return found.error ? [] : similarAmong(found.results, id);
      }
      const body = await createSiteApi(locale).getSimilarEstates(id);
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
  fn: (_, shown) => shown as ShownEstate,
});
$similarFor.on(otherEstateShown, (_, shown) => ({ estateId: estateId(shown.estate), data: [] }));
/** The fetch, with what a server render asks the API with (the bus's API context and site). */
const fetchSimilarFx = attach({
  source: { context: shell.$apiContext, site: shell.$site },
  mapParams: ({ estate, locale }: ShownEstate, { context, site }): SimilarRequest => ({
    id: estateId(estate),
    locale,
    server: context.siteServer
      ? { estate, hiddenStatus: site?.settings.hiddenStatus ?? [], context }
      : undefined,
  }),
  effect: getSimilarEstatesFx,
});
sample({ clock: otherEstateShown, target: fetchSimilarFx });
$similarFor.on(getSimilarEstatesFx.done, (tagged, { params, result }) =>
  tagged?.estateId === params.id
    ? {
        ...tagged,
        data: similarAmong(result, params.id),
      }
    : tagged,
);
