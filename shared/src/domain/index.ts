/**
 * Domain types every team reads (SPEC §3): the site's languages, stated here, and the API's
 * answers about estates, searches, sites and consent texts, stated once by the API that sends
 * them (`api/contract/domain`) and read by the teams through this module. Types only one team
 * reads live in that team's package; the answers only one area reads (rental units and periods,
 * the form token, the agenda's and the forms' answers) are taken from `api/contract` directly.
 */
export * from './locale';
export type * from 'api/contract/domain';

// Client state (SPEC §3 Favorites, Estate list and Filter state) is private to the team that
// owns it: FavoritesState in mf-favorites (entities/favorite), EstateListState, FilterState and
// FilterQuery in mf-search (entities/estate-list, entities/filter).
