/**
 * The free valuation request's model: the form's life (shared form model: token, sending, sent,
 * refused, over the limit, failed) and, once it is sent, up to three estates of the agency for
 * sale or sold near the property (within 5 km of its municipality's centre), as a sign of local
 * knowledge. The municipality is the one chosen from the city search, else the first the city
 * search finds for the postal code.
 */
import type { FormAnswer } from 'api/contract';
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { CitySuggestion, Estate, EstateSearchRequest } from 'shared/domain';
import type { ValuationRequest } from '../../forms';
import { apiFor, createSiteApi, type SearchAnswer } from 'shared/api';
import { createEngagementApi } from '../../api/engagement-calls';
import { shell } from 'shared/bus';
import { formatGeoRange } from 'shared/estate/geo-range';
import { createFormModel } from 'kit/form-kit';

/** How many nearby estates the confirmation shows at most. */
export const NEARBY_COUNT = 3;
/** How far from the municipality's centre an estate counts as nearby, in km. */
export const NEARBY_KM = 5;

/** The valuation form's model: formOpened, formSubmitted(request), sendFx, $status... */
export const valuationForm = createFormModel<ValuationRequest, FormAnswer | null>((request) =>
  createEngagementApi(request.locale).sendValuationRequest(request),
);

/** What the nearby search needs: the request's place and the city chosen, if any. */
export interface NearbyParams {
  request: ValuationRequest;
  city: CitySuggestion | null;
}

/** POST /estates with the bus's API context (SPEC §7); the raw answer, never throws for HTTP. */
const postSearchFx = attach({
  source: shell.$apiContext,
  effect: (context, request: EstateSearchRequest): Promise<SearchAnswer<Estate>> =>
    apiFor(context).searchEstates(request),
});

/**
 * The search of the estates near the property: for sale or sold, within NEARBY_KM km of the
 * municipality's centre, not of a hidden status (SPEC §5), NEARBY_COUNT at most, as cards.
 * @returns the estates; [] when the place is unknown or the search failed (the confirmation
 *   then simply shows none)
 */
export const nearbyEstatesFx = createEffect(
  async ({
    request,
    city,
    hiddenStatus,
  }: NearbyParams & { hiddenStatus: number[] }): Promise<Estate[]> => {
    const place =
      city ??
      (await createSiteApi(request.locale).searchCities(request.postalCode)).find(
        (suggestion) => suggestion.zip === request.postalCode,
      ) ??
      null;
    if (!place) return [];
    const answer = await postSearchFx({
      query: {
        status: ['FOR_SALE', 'SOLD'],
        geo_range: formatGeoRange({ km: NEARBY_KM, lat: place.lat, lon: place.lon }),
        hiddenStatus,
      },
      size: NEARBY_COUNT,
      view: 'card',
    });
    return answer.results.slice(0, NEARBY_COUNT);
  },
);

/**
 * The visitor chose a municipality from the city search (null: the municipality was typed, or
 * changed since the choice).
 */
export const cityChosen = createEvent<CitySuggestion | null>();

/** The municipality chosen from the city search (null: typed). */
export const $chosenCity = createStore<CitySuggestion | null>(null)
  .on(cityChosen, (_, city) => city)
  .reset(valuationForm.formOpened);

/** The request as sent, kept for the nearby search once it is accepted. */
const $sentRequest = createStore<ValuationRequest | null>(null).on(
  valuationForm.sendFx,
  (_, request) => request,
);

/** The estates near the property of the accepted request ([] until then, or when none). */
export const $nearbyEstates = createStore<Estate[]>([])
  .on(nearbyEstatesFx.doneData, (_, estates) => estates)
  .reset(valuationForm.formOpened, valuationForm.sendFx);

sample({
  clock: valuationForm.sendFx.done,
  source: { city: $chosenCity, hiddenStatus: shell.$hiddenStatus, request: $sentRequest },
  filter: (source): source is NearbyParams & { hiddenStatus: number[] } => source.request !== null,
  target: nearbyEstatesFx,
});
