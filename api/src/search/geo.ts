/**
 * The geo_range search parameter (SPEC §5): `{n}km;{lat};{lon}`, a radius in kilometres then two
 * signed decimals. Anything else is ignored. The value is read by the site's one parser,
 * `parseGeoRange` of shared/estate/geo-range (radius above 0 and at most 500 km, latitude -90..90,
 * longitude -180..180), the one the listing page's filters use. Estates are matched by
 * great-circle distance, with a bounding box first so the (lat, lon) index can narrow the
 * candidates.
 */
import type { GeoRange } from 'shared/estate/geo-range';

/** Mean Earth radius in km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** A latitude/longitude box in decimal degrees; lon bounds are null when the box spans every longitude or the antimeridian. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number | null;
  maxLon: number | null;
}

/**
 * The smallest lat/lon box holding every point within `km` of the centre (a slight
 * over-approximation; the exact distance is checked afterwards).
 */
export function boundingBox({ km, lat, lon }: GeoRange): BoundingBox {
  const dLat = km / KM_PER_DEGREE;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const maxAbsLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((maxAbsLat * Math.PI) / 180);
  if (maxAbsLat >= 89.999 || cos <= 0) return { minLat, maxLat, minLon: null, maxLon: null };
  const dLon = km / (KM_PER_DEGREE * cos);
  if (dLon >= 180 || lon - dLon < -180 || lon + dLon > 180)
    return { minLat, maxLat, minLon: null, maxLon: null };
  return { minLat, maxLat, minLon: lon - dLon, maxLon: lon + dLon };
}

/**
 * Great-circle (haversine) distance between two points.
 * @returns the distance in km
 */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
