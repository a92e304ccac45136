/**
 * The schema.org parts only the detail page's RealEstateListing uses (SPEC §3 status, geo
 * position, surfaces): an offer's availability, a place's position and its floor size. The
 * site-wide builders (context, breadcrumbs, addresses) are in kit/seo/structured-data.
 */
import type { GeoCoordinates, ItemAvailability, QuantitativeValue } from 'schema-dts';
import type { Estate } from 'shared/domain';
import { isSold } from 'shared/estate/status';

/** Transaction ids of an estate under option (SPEC §3 status: still FOR_SALE or TO_RENT). */
const OPTION_TRANSACTION_IDS: readonly number[] = [3, 4];

/**
 * The availability of an estate's offer (SPEC §3 status, §4 sold by source): sold, rented or
 * taken over gives SoldOut; for sale or to rent under option (transaction 3, 4)
 * LimitedAvailability; otherwise (for sale, to rent, take-over) InStock.
 */
export function availabilityOf(estate: Estate): ItemAvailability {
  if (isSold(estate)) return 'https://schema.org/SoldOut';
  const id = Number(estate.general?.transaction?.id);
  if (OPTION_TRANSACTION_IDS.includes(id)) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

/** A position in degrees (WGS 84). */
export function geoCoordinates(lat: number, lon: number): GeoCoordinates {
  return { '@type': 'GeoCoordinates', latitude: lat, longitude: lon };
}

/** A floor size in square metres (UN/CEFACT unit code MTK). */
export function floorSize(m2: number): QuantitativeValue {
  return { '@type': 'QuantitativeValue', value: m2, unitCode: 'MTK', unitText: 'm²' };
}
