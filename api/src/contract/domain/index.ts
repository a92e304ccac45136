/**
 * The API's answers about estates, searches and sites (SPEC §3, §7), the records its endpoints
 * send: estates with their general data, rooms, energy and pictures; the estate search's request
 * and result, its filters and city suggestions; the site, its settings, offices, menus and
 * content pages; the consent texts of the forms. Types only: the API answers with them, and every
 * team reads them through the kernel (`shared/domain`), which adds the languages. Field names
 * follow the spec.
 */
export type * from './estate';
export type * from './search';
export type * from './site';
export type * from './forms';
