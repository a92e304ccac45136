/**
 * The grouping order of estate types by head type id (SPEC §9): the API sorts its type facets by
 * it and the search page groups its results by it, so both read it here. Runtime imports: none,
 * so the API can load it. The head type table itself (ids, names, type codes) is the API's
 * reference data.
 */

/**
 * Order of the type groups by head type id (SPEC §9): 1, 3, 7, 2, 4, 6, 10, 5, 9; other ids
 * follow, ascending.
 */
export const TYPE_GROUP_ORDER: readonly number[] = [1, 3, 7, 2, 4, 6, 10, 5, 9];
