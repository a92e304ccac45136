/**
 * The `geo_range` search parameter (SPEC §5, §9 filter keys): `{number}km;{lat};{lon}`, a radius
 * in kilometres, then the latitude and longitude of the centre as signed decimals (WGS84),
 * separated by semicolons, e.g. `12.5km;51.05;3.72`. Only that form is used; anything else is
 * ignored. The one parser of the site: the API's search and the listing page's filters both read
 * the parameter with it, so they accept exactly the same values. Pure, no imports.
 */

/** A circle on the map: centre in decimal degrees (WGS84), radius in km. */
export interface GeoRange {
  /** Radius in km, above 0 and at most MAX_GEO_RANGE_KM. */
  km: number;
  /** Latitude of the centre, -90..90. */
  lat: number;
  /** Longitude of the centre, -180..180. */
  lon: number;
}

/**
 * Largest radius accepted, in km: Belgium and every neighbouring country fit well within it, and a
 * larger circle would ask the API for most of the continent.
 */
export const MAX_GEO_RANGE_KM = 500;

/** A signed decimal: '51', '+3.72', '-0.5', '.5'. */
const DECIMAL = '[+-]?(?:\\d+(?:\\.\\d+)?|\\.\\d+)';
/** `{number}km;{lat};{lon}`: an unsigned number of km, then two signed decimals. */
const GEO_RANGE = new RegExp(`^(\\d+(?:\\.\\d+)?)km;(${DECIMAL});(${DECIMAL})$`);

/**
 * Reads a geo_range value (SPEC §5).
 * @param value any value; surrounding spaces are ignored
 * @returns the circle, or null when the value is not a string of exactly `{number}km;{lat};{lon}`
 *   (signed decimals, no inner spaces), the radius is not above 0 km or above MAX_GEO_RANGE_KM
 *   (500 km), the latitude is outside -90..90 or the longitude outside -180..180. Never throws.
 */
export function parseGeoRange(value: unknown): GeoRange | null {
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
 * Writes a circle as a geo_range value that `parseGeoRange` reads back: the radius rounded up to
 * 0.1 km and kept within 0.1..MAX_GEO_RANGE_KM km, the centre rounded to 5 decimals (about 1 m),
 * e.g. `formatGeoRange({ km: 12.34, lat: 51.0512345, lon: 3.72 })` gives `12.4km;51.05123;3.72`.
 * @param circle radius in km, centre in decimal degrees
 */
export function formatGeoRange({ km, lat, lon }: GeoRange): string {
  const radius = Math.min(MAX_GEO_RANGE_KM, Math.max(0.1, Math.ceil(km * 10) / 10));
  return `${round(radius, 1)}km;${round(lat, 5)};${round(lon, 5)}`;
}
