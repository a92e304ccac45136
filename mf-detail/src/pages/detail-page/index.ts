/**
 * Public API of the detail page (SPEC §2 `/{lang}/{offer}/{estateId}[/{slug}[/{entityId}]]`): the
 * page component the exposed module renders, and its model's start event and route type.
 */
export { DetailPage } from './ui/detail-page';
export {
  detailPageOpened,
  retryPressed,
  $canonicalPath,
  $newest,
  $redirectPath,
  $route,
  getNewestFx,
} from './model';
export type { DetailRoute } from './lib/route';
export { detailQueryRoute, detailQueryTarget } from './lib/route';
export { detailHead, detailBreadcrumbs, realEstateListing } from './lib/structured-data';
