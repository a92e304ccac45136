/**
 * Test helpers of the search remote: Estate fixtures (from shared's fixtures) and search answers.
 */
import type { Estate } from 'shared/domain';
import type { SearchAnswer } from 'shared/api';
import { makeEstate, makeEstates, TRANSACTIONS } from 'shared/testing/estates';

export { makeEstate, makeEstates, TRANSACTIONS };

/** A search answer of POST /estates: the given estates and total (default their number). */
export function answer(results: Estate[], total = results.length): SearchAnswer<Estate> {
  return { total: { value: total }, results };
}

/** A failed search as the API client answers it (SPEC §8): total 0, no results, the error. */
export function failedAnswer(error: unknown = new Error('API down')): SearchAnswer<Estate> {
  return { total: { value: 0 }, results: [], error };
}
