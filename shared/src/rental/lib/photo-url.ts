/**
 * The address of a rental unit's photo: its path under the API (GET
 * /sites/{siteId}/rental-units/photo/{a}/{b}) behind the API's base address, e.g.
 * `rentalPhotoUrl('/api', '/sites/1/rental-units/photo/501/1-medium')` gives
 * '/api/sites/1/rental-units/photo/501/1-medium'.
 */
export function rentalPhotoUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
