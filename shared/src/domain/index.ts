/**
 * Domain types of the estate-management API (SPEC §3), shared by the API, the shell and the
 * remotes, one file per subject: languages, estates, search, sites and their content, forms and
 * appointments. Types only one team reads live in that team's package; the answers only the
 * holiday teams read (rental units, periods, the form token) are the API's own (api/contract).
 * Field names follow the spec.
 */
export * from './locale';
export * from './estate';
export * from './search';
export * from './site';
export * from './forms';

// Client state (SPEC §3 Favorites, Estate list and Filter state) is private to the team that
// owns it: FavoritesState in mf-favorites (entities/favorite), EstateListState, FilterState and
// FilterQuery in mf-search (entities/estate-list, entities/filter).
