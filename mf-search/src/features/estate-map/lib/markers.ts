/**
 * Map markers of estates (SPEC §2: a marker is hidden when its status id is in hiddenStatus;
 * its popup shows the card's essentials with a link to the detail address).
 */
import type { Estate, Locale } from 'shared/domain';
import {
  detailPath,
  estateTitle,
  isHidden,
  isPriceHidden,
  isRent,
  sortedPictures,
} from 'shared/estate';
import { formatMoney, localized } from 'shared/format';

/** One marker: position in decimal degrees and the card's essentials. */
export interface EstateMarker {
  id: string;
  lat: number;
  lon: number;
  /** "{subtype} in {city}". */
  title: string;
  /** The price in euro ("€ 250.000", "€ 900 per month"), or '' when hidden (sold, closed) or absent. */
  price: string;
  /** The transaction name in the page language, e.g. "For sale". */
  status: string;
  /** The first picture (370x250 thumbnail, site-relative), or null. */
  image: string | null;
  /** The detail address. */
  href: string;
}

const validCoordinate = (lat: unknown, lon: unknown): boolean =>
  typeof lat === 'number' &&
  typeof lon === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180 &&
  !(lat === 0 && lon === 0);

/**
 * The markers of a list of estates, in their order. Left out: estates whose transaction id is in
 * `hiddenStatus` (SPEC §5), estates whose address is not visible (its exact point is not shown)
 * and estates without a valid geoLocation. Duplicate ids keep their first estate.
 */
export function toMarkers(
  estates: readonly Estate[],
  hiddenStatus: readonly number[],
  locale: Locale,
): EstateMarker[] {
  const seen = new Set<string>();
  const out: EstateMarker[] = [];
  for (const estate of estates) {
    const id = String(estate.id);
    if (seen.has(id) || isHidden(estate, hiddenStatus)) continue;
    const address = estate.general?.address;
    const point = address?.geoLocation;
    if (!address?.visible || !point || !validCoordinate(point.lat, point.lon)) continue;
    seen.add(id);
    const value = estate.general.price?.value;
    const period = isRent(estate) ? localized(estate.general.price.period?.name, locale) : '';
    const price =
      isPriceHidden(estate) || typeof value !== 'number' || value <= 0
        ? ''
        : [formatMoney(value), period].filter((part) => part !== '').join(' ');
    out.push({
      id,
      lat: point.lat,
      lon: point.lon,
      title: estateTitle(estate, locale),
      price,
      status: localized(estate.general.transaction?.name, locale),
      image: sortedPictures(estate)[0]?.thumbnail ?? null,
      href: detailPath(estate, locale),
    });
  }
  return out;
}

/** Distance between two points in km (haversine, Earth radius 6371 km). */
export function distanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
