/**
 * Test helpers of the favourites remote: Estate fixtures (from shared's fixtures), search answers
 * and a scope with the storage and search effects replaced. Not for production code.
 */
import { fork, type Scope } from 'effector';
import type { Estate, EstateSearchRequest } from 'shared/domain';
import type { SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import { makeEstate, makeEstates } from 'shared/testing/estates';
import {
  readStoredFavoritesFx,
  subscribeStorageFx,
  writeStoredFavoritesFx,
} from '../entities/favorite';
import { readStoredRecentFx } from '../entities/recently-viewed';
import { searchFavoritesFx } from '../pages/favorites-page/api';
import { searchRecentFx } from '../widgets/recently-viewed/api';

export { makeEstate, makeEstates };

/** A search answer of POST /estates: the given estates and total (default their number). */
export function answer(results: Estate[], total = results.length): SearchAnswer<Estate> {
  return { total: { value: total }, results };
}

/** A failed search as the API client answers it (SPEC §8): total 0, no results, the error. */
export function failedAnswer(error: unknown = new Error('API down')): SearchAnswer<Estate> {
  return { total: { value: 0 }, results: [], error };
}

/** The search of a terms query against a set of existing estates: those whose id is asked for. */
export function termsSearch(existing: Estate[]) {
  return (request: EstateSearchRequest): SearchAnswer<Estate> => {
    const ids = request.query.terms?.['children.general.id'] ?? [];
    return answer(existing.filter((estate) => ids.includes(String(estate.id))));
  };
}

/** Options of `favoritesScope`. */
export interface FavoritesScopeOptions {
  /** The raw text in local storage under `favorites` (null: nothing), or a function that throws. */
  stored?: string | null | (() => string | null);
  /** The search's answer to a request; by default every asked id exists. */
  search?: (request: EstateSearchRequest) => SearchAnswer<Estate> | Promise<SearchAnswer<Estate>>;
  /** Writing throws (storage full or unavailable). */
  writeFails?: boolean;
  /** The raw text in local storage under `recentlyViewed` (null: nothing). */
  recent?: string | null;
  /** Keep the real storage subscription (window 'storage' events) instead of a no-op. */
  realSubscription?: boolean;
}

/**
 * A forked scope with hiddenStatus [4, 12], storage and search replaced (the favourites' and the
 * recently viewed's reads and searches). Records the searches (`requests`) and the written lists
 * of favourites (`written`).
 */
export function favoritesScope(options: FavoritesScopeOptions = {}): {
  scope: Scope;
  requests: EstateSearchRequest[];
  written: string[][];
} {
  const requests: EstateSearchRequest[] = [];
  const written: string[][] = [];
  const { stored = null } = options;
  const scope = fork({
    values: [
      [shell.$siteSettings, { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl'] }],
    ],
    handlers: [
      [readStoredFavoritesFx, () => (typeof stored === 'function' ? stored() : stored)],
      [
        writeStoredFavoritesFx,
        (ids: string[]) => {
          if (options.writeFails) throw new Error('QuotaExceededError');
          written.push(ids);
        },
      ],
      [
        searchFavoritesFx,
        async (request: EstateSearchRequest) => {
          requests.push(request);
          if (options.search) return options.search(request);
          const ids = request.query.terms?.['children.general.id'] ?? [];
          return answer(ids.map((id) => makeEstate({ id })));
        },
      ],
      [readStoredRecentFx, () => options.recent ?? null],
      [
        searchRecentFx,
        async (request: EstateSearchRequest) => {
          requests.push(request);
          if (options.search) return options.search(request);
          const ids = request.query.terms?.['children.general.id'] ?? [];
          return answer(ids.map((id) => makeEstate({ id })));
        },
      ],
      [
        subscribeStorageFx,
        options.realSubscription ? subscribeStorageFx.use.getCurrent() : () => undefined,
      ],
    ],
  });
  return { scope, requests, written };
}
