/**
 * Public API of the estate entity (SPEC §3 Estate): the estate record's display fields and groups
 * (SPEC §3 "Detail display fields", §5 visibility rules), its display values (title, price line,
 * address, description, rooms, media, page meta) and the components that render them.
 */
export { hasValue, cleared } from './lib/values';
export { formatCo2PerYear, formatEnergyPerYear, formatEpcPerYear } from './lib/energy';
export {
  displayGroups,
  groupOf,
  visibleFields,
  type DisplayField,
  type DisplayGroup,
  type DisplayGroupId,
} from './lib/display-fields';
export {
  addressView,
  detailMeta,
  displayTitle,
  layoutRows,
  mediaView,
  offersViewing,
  paragraphs,
  priceView,
  roomCounts,
  unitName,
  type AddressView,
  type DetailMeta,
  type LayoutRow,
  type MediaView,
  type PriceView,
} from './lib/estate-view';
export { fieldLabel, labelIn, loadFieldLabels } from './lib/field-labels';
export { availableLikePath, hasKeyFacts, keyFacts, type KeyFacts } from './lib/key-facts';
export { KeyFactsBar } from './ui/key-facts-bar';
export { FieldGroups } from './ui/field-groups';
export { DescriptionSection } from './ui/description-section';
export { EpcBlock } from './ui/epc-block';
export { FloorText, PriceText } from './ui/price-text';
export { MediaSection } from './ui/media-section';
export { RoomsSection } from './ui/rooms-section';
