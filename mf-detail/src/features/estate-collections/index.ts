/**
 * Public API of the estate collections (SPEC §3 estate collections, §7 GET
 * /estate-collections/{id}): the model of the shown estate's collections and their section.
 */
export { $collections, collectionsEstateShown, getCollectionsFx } from './model';
export { CollectionsSection } from './ui/collections-section';
