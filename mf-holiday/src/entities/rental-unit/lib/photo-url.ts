/**
 * Where the browser reaches the API: the site's own proxy (every site server serves `/api`). Not
 * the API context of a server rendering, which is the API's internal address (a page
 * rendered on the server must name pictures the visitor's browser can load).
 */
export const PUBLIC_API_BASE = '/api';

/**
 * The address of a rental unit's photo: its path under the API (GET
 * /sites/{siteId}/rental-units/photo/{a}/{b}) behind the API's base address, e.g.
 * `rentalPhotoUrl('/api', '/sites/1/rental-units/photo/501/1-medium')` gives
 * '/api/sites/1/rental-units/photo/501/1-medium'.
 */
export function rentalPhotoUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
