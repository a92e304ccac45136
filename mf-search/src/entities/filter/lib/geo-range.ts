/**
 * The `geo_range` search parameter (SPEC §5, §9): `{number}km;{lat};{lon}`, e.g.
 * `12.5km;51.05;3.72`. Only that form is used; anything else is ignored.
 */

/** A circle on the map: centre in decimal degrees (WGS84), radius in km. */
export interface GeoCircle {
  km: number;
  lat: number;
  lon: number;
}

const DECIMAL = '[+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)';
/** `{number}km;{lat};{lon}`: an unsigned number of km, then two signed decimals. */
const GEO_RANGE = new RegExp(`^(\\d+(?:\\.\\d+)?)km;(${DECIMAL});(${DECIMAL})$`);

/** Largest radius accepted, in km (Belgium and its neighbours fit well within it). */
export const MAX_GEO_RANGE_KM = 1000;

/**
 * Reads a geo_range value (SPEC §5). Takes any value; returns the circle, or null when the value
 * is not exactly `{number}km;{lat};{lon}` (signed decimals, no spaces), the radius is 0 or above
 * MAX_GEO_RANGE_KM, the latitude outside -90..90 or the longitude outside -180..180. Never throws.
 */
export function parseGeoRange(value: unknown): GeoCircle | null {
  if (typeof value !== 'string') return null;
  const match = GEO_RANGE.exec(value.trim());
  if (!match) return null;
  const km = Number(match[1]);
  const lat = Number(match[2]);
  const lon = Number(match[3]);
  if (!(km > 0) || km > MAX_GEO_RANGE_KM) return null;
  if (!(Math.abs(lat) <= 90) || !(Math.abs(lon) <= 180)) return null;
  return { km, lat, lon };
}

/** Rounds to a number of decimals, without a trailing '.0'. */
function round(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * Writes a circle as a geo_range value: radius rounded up to 0.1 km (at least 0.1, at most
 * MAX_GEO_RANGE_KM), centre rounded to 5 decimals (about 1 m), e.g. `12.5km;51.05;3.72`.
 */
export function formatGeoRange({ km, lat, lon }: GeoCircle): string {
  const radius = Math.min(MAX_GEO_RANGE_KM, Math.max(0.1, Math.ceil(km * 10) / 10));
  return `${round(radius, 1)}km;${round(lat, 5)};${round(lon, 5)}`;
}

/** True when the value is a usable geo_range (see parseGeoRange). */
export function isGeoRange(value: unknown): value is string {
  return parseGeoRange(value) !== null;
}
