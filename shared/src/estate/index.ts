/**
 * Public API of shared/estate: what the site derives from an estate record (SPEC §2 slugs and
 * titles, §3 rooms, pictures and units, §4 sold and rent states, §5 visibility, geo_range and
 * sticker colours, and the orders §9 groups by; the grouping itself is the search page's). The
 * pure rules the API shares are also subpaths of their own (`shared/estate/status`,
 * `shared/estate/head-type`, `shared/estate/geo-range`), which the API loads without the rest.
 */
export {
  TRANSACTION_ID,
  STATUS_CODES,
  STATUS_TRANSACTION_IDS,
  OPEN_STATUSES,
  CLOSED_STATUSES,
  statusOfTransaction,
  isClosedStatus,
  isAlternateSource,
  isSold,
  isRent,
  isPriceHidden,
  transFromQuery,
  transToQuery,
  isHidden,
  visibleEstates,
  STATUS_GROUP_ORDER,
} from './status';
export type { TransQuery } from './status';
export { cityNameOf, estateTitle, energyLabelText } from './text';
export { estateId, compareIds } from './id';
export { slugify, estateSlug, projectSlug, projectEntityPath, detailPath } from './slug';
export { sortedPictures } from './layout';
export { TYPE_GROUP_ORDER } from './head-type';
export { parseGeoRange, formatGeoRange } from './geo-range';
export type { GeoRange } from './geo-range';
export { stickerColor } from './sticker';
