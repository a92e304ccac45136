import { allSettled, fork } from 'effector';
import type { EstateSearchRequest } from 'shared/domain';
import { shell } from 'shared/bus';
import {
  answer,
  failedAnswer,
  makeEstate,
  makeEstates,
  TRANSACTIONS,
} from '../../lib/test-fixtures';
import {
  $error,
  $estateListState,
  $groupCounts,
  $estates,
  $hasMore,
  $isLoading,
  $isLoadingNextPage,
  $node,
  $total,
  $visibleEstates,
  firstPageRequested,
  nextPageRequested,
  PAGE_SIZE,
  searchEstatesFx,
  type EstateListRequest,
} from './model';

const request: EstateListRequest = {
  node: 'search',
  query: { status: ['FOR_SALE'] },
  sort: [{ field: 'children.general.publicationDate', order: 'DESC' }],
};

describe('estate list model (SPEC §4 Estate list)', () => {
  it('fetches the first page at offset 0, sets loading and stores the node; success replaces', async () => {
    const calls: EstateSearchRequest[] = [];
    let resolve: (value: unknown) => void = () => undefined;
    const scope = fork({
      values: [[$estates, makeEstates(2, 100)]],
      handlers: [
        [
          searchEstatesFx,
          async (r: EstateSearchRequest) => {
            calls.push(r);
            await new Promise((done) => (resolve = done));
            return answer(makeEstates(PAGE_SIZE), 40);
          },
        ],
      ],
    });
    const settled = allSettled(firstPageRequested, { scope, params: request });
    expect(scope.getState($isLoading)).toBe(true);
    expect(scope.getState($node)).toBe('search');
    resolve(undefined);
    await settled;
    expect(calls).toEqual([
      { query: request.query, sort: request.sort, from: 0, size: 15, view: 'card' },
    ]);
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($estates).map((e) => e.id)[0]).toBe('1');
    expect(scope.getState($estates)).toHaveLength(15);
    expect(scope.getState($total)).toBe(40);
    expect(scope.getState($hasMore)).toBe(true);
  });

  it('loads more with the offset of the number loaded and appends the results', async () => {
    const calls: EstateSearchRequest[] = [];
    const scope = fork({
      handlers: [
        [
          searchEstatesFx,
          async (r: EstateSearchRequest) => {
            calls.push(r);
            return r.from === 0 ? answer(makeEstates(15, 1), 20) : answer(makeEstates(5, 16), 21);
          },
        ],
      ],
    });
    await allSettled(firstPageRequested, { scope, params: request });
    const pending = allSettled(nextPageRequested, { scope });
    expect(scope.getState($isLoadingNextPage)).toBe(true);
    expect(scope.getState($isLoading)).toBe(false);
    await pending;
    expect(calls[1]).toEqual({
      query: request.query,
      sort: request.sort,
      from: 15,
      size: 15,
      view: 'card',
    });
    expect(scope.getState($estates).map((e) => e.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i + 1)),
    );
    expect(scope.getState($total)).toBe(21);
    expect(scope.getState($isLoadingNextPage)).toBe(false);
  });

  it('does not load more when everything is loaded', async () => {
    const handler = jest.fn(async () => answer(makeEstates(3), 3));
    const scope = fork({ handlers: [[searchEstatesFx, handler]] });
    await allSettled(firstPageRequested, { scope, params: request });
    await allSettled(nextPageRequested, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($hasMore)).toBe(false);
  });

  it('treats an answer with error as a failure: flags cleared, total 0, no results, error stored', async () => {
    const error = new Error('API down');
    const scope = fork({
      values: [
        [$estates, makeEstates(3)],
        [$total, 3],
      ],
      handlers: [[searchEstatesFx, async () => failedAnswer(error)]],
    });
    await allSettled(firstPageRequested, { scope, params: request });
    expect(scope.getState($error)).toBe(error);
    expect(scope.getState($isLoading)).toBe(false);
    expect(scope.getState($isLoadingNextPage)).toBe(false);
    expect(scope.getState($estates)).toEqual([]);
    expect(scope.getState($total)).toBe(0);
  });

  it('stores a thrown error as it is', async () => {
    const error = new TypeError('network');
    const scope = fork({
      handlers: [
        [
          searchEstatesFx,
          async () => {
            throw error;
          },
        ],
      ],
    });
    await allSettled(firstPageRequested, { scope, params: request });
    expect(scope.getState($error)).toBe(error);
    expect(scope.getState($isLoading)).toBe(false);
  });

  it('keeps the loaded estates when a next page fails, and clears the error on retry', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          searchEstatesFx,
          async (r: EstateSearchRequest) => {
            if (r.from === 0) return answer(makeEstates(15), 30);
            return fail ? failedAnswer() : answer(makeEstates(15, 16), 30);
          },
        ],
      ],
    });
    await allSettled(firstPageRequested, { scope, params: request });
    await allSettled(nextPageRequested, { scope });
    expect(scope.getState($error)).toBeInstanceOf(Error);
    expect(scope.getState($isLoadingNextPage)).toBe(false);
    expect(scope.getState($estates)).toHaveLength(15);
    expect(scope.getState($total)).toBe(30);
    fail = false;
    await allSettled(nextPageRequested, { scope });
    expect(scope.getState($error)).toBeNull();
    expect(scope.getState($estates)).toHaveLength(30);
  });

  it('ignores the answer of a superseded request', async () => {
    const resolvers: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          searchEstatesFx,
          (r: EstateSearchRequest) =>
            new Promise((done) =>
              resolvers.push(() =>
                done(answer([makeEstate({ id: r.query.city?.[0] === 2 ? 'new' : 'old' })], 1)),
              ),
            ),
        ],
      ],
    });
    const first = allSettled(firstPageRequested, {
      scope,
      params: { ...request, query: { city: [1] } },
    });
    const second = allSettled(firstPageRequested, {
      scope,
      params: { ...request, query: { city: [2] } },
    });
    resolvers[1]?.();
    resolvers[0]?.();
    await Promise.all([first, second]);
    expect(scope.getState($estates).map((e) => e.id)).toEqual(['new']);
    expect(scope.getState($isLoading)).toBe(false);
  });

  it('filters out hidden estates client-side (SPEC §5) and exposes the SPEC §3 state shape', async () => {
    const hiddenOne = makeEstate({ id: '2', general: { transaction: TRANSACTIONS.RENT_OPTION } });
    const scope = fork({
      values: [
        [shell.$siteSettings, { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl'] }],
      ],
      handlers: [[searchEstatesFx, async () => answer([makeEstate({ id: '1' }), hiddenOne], 2)]],
    });
    await allSettled(firstPageRequested, { scope, params: request });
    expect(scope.getState($visibleEstates).map((e) => e.id)).toEqual(['1']);
    expect(scope.getState($estateListState)).toMatchObject({
      node: 'search',
      total: 2,
      isLoading: false,
      isLoadingNextPage: false,
      error: null,
    });
  });

  it('keeps the group sizes of a grouped search, and forgets them when the first page fails', async () => {
    const groups = [
      { key: '1', count: 126 },
      { key: '3', count: 40 },
      { key: '', count: 2 },
    ];
    let fail = false;
    const scope = fork({
      handlers: [
        [
          searchEstatesFx,
          async () => (fail ? failedAnswer() : { ...answer(makeEstates(PAGE_SIZE), 168), groups }),
        ],
      ],
    });
    await allSettled(firstPageRequested, { scope, params: { ...request, groupBy: 'TYPE' } });
    expect(scope.getState($groupCounts)).toEqual(groups);
    fail = true;
    await allSettled(firstPageRequested, { scope, params: { ...request, groupBy: 'TYPE' } });
    expect(scope.getState($groupCounts)).toEqual([]);
  });
});
