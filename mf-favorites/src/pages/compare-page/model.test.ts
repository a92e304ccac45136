import { allSettled, fork } from 'effector';
import type { Estate, EstateSearchRequest } from 'shared/domain';
import type { SearchAnswer } from 'shared/api';
import { shell } from 'shared/bus';
import { makeEstate } from 'shared/testing/estates';
import { readStoredCompareFx } from '#favorites/entities/compare';
import { compareStarted } from '#favorites/entities/compare';
import { subscribeStorageFx } from '#favorites/entities/favorite';
import { searchCompareFx } from './api';
import {
  $entries,
  $isFailed,
  $isLoading,
  $leftOut,
  comparePageOpened,
  compareRetried,
} from './model';

const ids = (request: EstateSearchRequest) => request.query.terms?.['children.general.id'] ?? [];

/** A scope whose search answers the ids of `existing`, recording the requests. */
function compareScope(options: {
  existing?: string[];
  stored?: string | null;
  search?: (request: EstateSearchRequest) => SearchAnswer<Estate>;
}) {
  const requests: EstateSearchRequest[] = [];
  const existing = options.existing ?? [];
  const scope = fork({
    values: [
      [shell.$siteSettings, { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl'] }],
    ],
    handlers: [
      [readStoredCompareFx, () => options.stored ?? null],
      [subscribeStorageFx, () => undefined],
      [
        searchCompareFx,
        async (request: EstateSearchRequest) => {
          requests.push(request);
          if (options.search) return options.search(request);
          const results = ids(request)
            .filter((id) => existing.includes(id))
            .map((id) => makeEstate({ id }));
          return { total: { value: results.length }, results };
        },
      ],
    ],
  });
  return { scope, requests };
}

describe('the comparison page', () => {
  it('compares the address’s estates in its order, an unknown id as gone, in one card search', async () => {
    const { scope, requests } = compareScope({ existing: ['12', '34'] });
    await allSettled(comparePageOpened, { scope, params: { search: '?estates=34,99,12' } });
    expect(scope.getState($entries).map(({ id, kind }) => [id, kind])).toEqual([
      ['34', 'estate'],
      ['99', 'gone'],
      ['12', 'estate'],
    ]);
    expect(requests).toEqual([
      { query: { terms: { 'children.general.id': ['34', '99', '12'] } }, size: 3, view: 'card' },
    ]);
    expect(scope.getState($isLoading)).toBe(false);
  });

  it('takes the first four of a longer address and says how many were left out', async () => {
    const { scope } = compareScope({ existing: ['1', '2', '3', '4', '5', '6'] });
    await allSettled(comparePageOpened, { scope, params: { search: '?estates=1,2,3,4,5,6' } });
    expect(scope.getState($entries).map((entry) => entry.id)).toEqual(['1', '2', '3', '4']);
    expect(scope.getState($leftOut)).toBe(2);
  });

  it('shows an estate whose status the site hides as gone', async () => {
    const hidden = makeEstate({ id: '7', general: { transaction: { id: 12 } } });
    const { scope } = compareScope({
      search: () => ({ total: { value: 1 }, results: [hidden] }),
    });
    await allSettled(comparePageOpened, { scope, params: { search: '?estates=7' } });
    expect(scope.getState($entries)).toEqual([{ id: '7', kind: 'gone' }]);
  });

  it('searches nothing again for estates already read (the browser, hydrated from the server)', async () => {
    const { scope, requests } = compareScope({ existing: ['12', '34'] });
    await allSettled(comparePageOpened, { scope, params: { search: '?estates=12' } });
    await allSettled(comparePageOpened, { scope, params: { search: '?estates=12' } });
    expect(requests).toHaveLength(1);
    await allSettled(comparePageOpened, { scope, params: { search: '?estates=12,34' } });
    expect(requests.map(ids)).toEqual([['12'], ['34']]);
  });

  it('compares the visitor’s own list when the address names none', async () => {
    const { scope } = compareScope({ existing: ['5', '6'], stored: '["6","5"]' });
    await allSettled(comparePageOpened, { scope, params: { search: '' } });
    expect(scope.getState($isLoading)).toBe(true);
    await allSettled(compareStarted, { scope });
    expect(scope.getState($entries).map((entry) => entry.id)).toEqual(['6', '5']);
    expect(scope.getState($isLoading)).toBe(false);
  });

  it('says when the search failed, and searches again on a retry', async () => {
    let fail = true;
    const { scope, requests } = compareScope({
      search: (request) =>
        fail
          ? { total: { value: 0 }, results: [], error: new Error('down') }
          : { total: { value: 1 }, results: ids(request).map((id) => makeEstate({ id })) },
    });
    await allSettled(comparePageOpened, { scope, params: { search: '?estates=3' } });
    expect(scope.getState($isFailed)).toBe(true);
    expect(scope.getState($isLoading)).toBe(false);
    fail = false;
    await allSettled(compareRetried, { scope });
    expect(scope.getState($isFailed)).toBe(false);
    expect(scope.getState($entries).map((entry) => entry.kind)).toEqual(['estate']);
    expect(requests).toHaveLength(2);
  });
});
