/**
 * The rule of similar estates, one statement for the team's endpoint
 * (`/{lang}/ajax/similar-estate/{estateId}`, the browser's way) and the server render (which asks
 * the API itself rather than its own site server over HTTP).
 */
import type { Estate, EstateSearchRequest } from 'shared/domain';
import { formatGeoRange } from 'shared/estate/geo-range';

/** How many similar estates a detail page shows. */
export const SIMILAR_ESTATES = 4;

/**
 * The search for estates similar to `estate`: same transaction and type, within 20 km, price
 * within ±25 % (euro), the site's hidden statuses left out, newest first; one more than `wanted`,
 * as the estate itself may be among them.
 * @param estate the estate shown (its id, transaction, type, position and price)
 * @param hiddenStatus the site's hidden transaction ids (SPEC §5 Visibility)
 */
export function similarSearchRequest(
  estate: Pick<Estate, 'id' | 'general'>,
  hiddenStatus: number[],
  wanted = SIMILAR_ESTATES,
): EstateSearchRequest {
  const { general } = estate;
  const query: EstateSearchRequest['query'] = {
    transaction: [general.transaction.id],
    type: [general.headType.id],
    hiddenStatus,
  };
  const point = general.address.geoLocation;
  if (point) query.geo_range = formatGeoRange({ km: 20, lat: point.lat, lon: point.lon });
  const price = general.price.value;
  if (price && price > 0) {
    query['price-min'] = Math.round(price * 0.75);
    query['price-max'] = Math.round(price * 1.25);
  }
  return {
    query,
    sort: [{ field: 'children.general.publicationDate', order: 'DESC' }],
    size: wanted + 1,
    // Shown as cards: only what a card reads (they travel in the page's state).
    view: 'card',
  };
}

/**
 * The similar estates among a search's results: the estate itself left out, at most
 * SIMILAR_ESTATES, in the search's order.
 * @param results the search's estates
 * @param estateId the shown estate's id
 */
export function similarAmong(results: readonly Estate[], estateId: string): Estate[] {
  return results.filter((e) => String(e.id) !== estateId).slice(0, SIMILAR_ESTATES);
}
