/**
 * The second-source listing of the estate a detail page shows (SPEC §3 "Second listing data
 * model", §7 GET /estates/skarabee/{id}): fetched once per estate whose `general.guid` is set
 * (SPEC §4: the estate comes from the alternate source), null for any other estate.
 *
 * Input: `secondListingEstateShown({ estate, locale } | null)`, fired by the page whenever the
 * estate it shows changes. Output: `$secondListing`.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { apiFor } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';
import type { Locale, SkarabeeListing } from 'shared/domain';
import { estateId, isAlternateSource } from 'shared/estate';
import { dataFor, type ForEstate, type ShownEstate } from '../../lib/for-estate';

/** One request: the estate it is for, its guid (the second source's id) and the page language. */
interface ListingRequest {
  estateId: string;
  guid: string;
  locale: Locale;
}

/** The page shows an estate (or none, null). */
export const secondListingEstateShown = createEvent<ShownEstate | null>();

/**
 * GET /estates/skarabee/{guid} (SPEC §7) for an API context: the listing, null when unknown (404)
 * or failing (the tabs are then not shown). Never fails. Tests replace its handler.
 */
export const getSecondListingFx = createEffect(
  async ({
    context,
    guid,
    locale,
  }: ListingRequest & { context: ApiContext }): Promise<SkarabeeListing | null> => {
    try {
      return await apiFor(context).getSkarabeeEstate(guid, locale);
    } catch {
      return null;
    }
  },
);

const fetchSecondListingFx = attach({
  source: shell.$apiContext,
  mapParams: (request: ListingRequest, context: ApiContext) => ({ ...request, context }),
  effect: getSecondListingFx,
});

/** The id of the estate on screen, null while none is shown. */
const $shownId = createStore<string | null>(null).on(secondListingEstateShown, (_, shown) =>
  shown ? estateId(shown.estate) : null,
);
const $listingFor = createStore<ForEstate<SkarabeeListing | null> | null>(null);

/** The second-source listing of the shown estate, null when none (no guid, unknown, failed). */
export const $secondListing = combine($listingFor, $shownId, (tagged, id) =>
  dataFor(tagged, id, null),
);

// Another estate is shown: forget the last one's listing, and fetch this one's when it has a guid.
const otherEstateShown = sample({
  clock: secondListingEstateShown,
  source: $listingFor,
  filter: (tagged, shown): shown is ShownEstate =>
    shown !== null && tagged?.estateId !== estateId(shown.estate),
  fn: (_, shown) => shown as ShownEstate,
});
$listingFor.on(otherEstateShown, (_, { estate }) => ({ estateId: estateId(estate), data: null }));
sample({
  clock: otherEstateShown,
  filter: ({ estate }) => isAlternateSource(estate),
  fn: ({ estate, locale }): ListingRequest => ({
    estateId: estateId(estate),
    guid: estate.general.guid as string,
    locale,
  }),
  target: fetchSecondListingFx,
});
$listingFor.on(fetchSecondListingFx.done, (tagged, { params, result }) =>
  tagged?.estateId === params.estateId ? { ...tagged, data: result } : tagged,
);
