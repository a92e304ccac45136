/**
 * What a keep-me-informed subscription's criteria mean outside the form: the listing search an
 * alert's "all results" link opens, and the estate search the alerts run matches new estates
 * with. The query keys are the listing search's own (SPEC §2 Listing search page, §9 filter keys):
 * trans (kopen, huren) or status, type, city, price-min, price-max and bed-min.
 */
import type { EstateQuery, StatusCode } from './domain';
import { transToQuery } from 'shared/estate/status';
import type { AlertCriteria } from './engagement';

/**
 * The listing search's query string (without '?') of the criteria, e.g.
 * `trans=kopen&type=1&city=12&price-max=300000&bed-min=2`: what an alert's "all results" link
 * opens. Empty for no criteria.
 */
export function criteriaToSearch(criteria: AlertCriteria): string {
  const params = new URLSearchParams();
  const trans = transToQuery(criteria.status);
  if (trans) params.append('trans', trans);
  else if (criteria.status) params.append('status', criteria.status);
  criteria.types.forEach((id) => params.append('type', String(id)));
  criteria.cities.forEach((id) => params.append('city', String(id)));
  if (criteria.priceMin !== undefined) params.append('price-min', String(criteria.priceMin));
  if (criteria.priceMax !== undefined) params.append('price-max', String(criteria.priceMax));
  if (criteria.bedrooms !== undefined) params.append('bed-min', String(criteria.bedrooms));
  return params.toString();
}

/**
 * The estate search query (SPEC §7 POST /estates, §9 keys) of the criteria, with the site's
 * hidden transaction ids left out (SPEC §5): what the alerts run matches new estates with.
 */
export function criteriaQuery(criteria: AlertCriteria, hiddenStatus: number[] = []): EstateQuery {
  const query: EstateQuery = { hiddenStatus };
  if (criteria.status) query.status = [criteria.status as StatusCode];
  if (criteria.types.length > 0) query.type = [...criteria.types];
  if (criteria.cities.length > 0) query.city = [...criteria.cities];
  if (criteria.priceMin) query['price-min'] = criteria.priceMin;
  if (criteria.priceMax) query['price-max'] = criteria.priceMax;
  if (criteria.bedrooms !== undefined) query['bed-min'] = criteria.bedrooms;
  return query;
}
