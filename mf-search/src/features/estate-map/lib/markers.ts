/**
 * Map markers of estates (SPEC §2: a marker is hidden when its status id is in hiddenStatus;
 * its popup shows the estate's card, with its link to the detail address).
 */
import type { Estate, Locale } from 'shared/domain';
import { estateTitle, isHidden } from 'shared/estate';

/** One marker: its estate (for the card of its popup) at a position in decimal degrees. */
export interface EstateMarker {
  /** The estate id, as text. */
  id: string;
  lat: number;
  lon: number;
  /** "{subtype} in {city}" in the page language: the marker's accessible name. */
  title: string;
  /** The estate its popup's card shows. */
  estate: Estate;
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
    out.push({ id, lat: point.lat, lon: point.lon, title: estateTitle(estate, locale), estate });
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
