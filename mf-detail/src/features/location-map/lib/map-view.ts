/**
 * Where the location map of the detail page points (SPEC §3 general.address: visible flag,
 * geoLocation lat/lon).
 */
import type { Estate, Locale } from 'shared/domain';
import { cityNameOf } from 'shared/estate';
import { hasValue } from '#detail/entities/estate';

/**
 * Where the location map points (SPEC §3 address.visible): the exact point with a marker when
 * the address is visible, else no point at all (the page shows only the city). Null when the
 * estate has no geo location.
 */
export interface MapView {
  lat: number;
  lon: number;
  /** True for the exact point (a marker); false: the map is not shown, only the city. */
  exact: boolean;
  /** Zip and city, e.g. '9000 Gent'. */
  city: string;
}

/** The map of an estate in `locale`; null without a geo location. */
export function mapView(estate: Estate, locale: Locale): MapView | null {
  const address = estate.general?.address;
  const geo = address?.geoLocation;
  if (!address || !geo || !Number.isFinite(geo.lat) || !Number.isFinite(geo.lon)) return null;
  const city = [address.city?.zip ?? '', cityNameOf(estate, locale)].filter(hasValue).join(' ');
  return { lat: geo.lat, lon: geo.lon, exact: address.visible === true, city };
}
