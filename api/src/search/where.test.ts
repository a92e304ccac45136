import type { EstateQuery } from '../contract/domain';
import { HttpError } from '../http-error';
import { estateQuerySchema } from '../schemas/search';
import { SqlParams } from './sql-params';
import { allowedTransactions, buildConditions, SEARCH_QUERY_KEYS, unknownQueryKey } from './where';
import { pinnedExpressions } from './order';

describe('buildConditions', () => {
  it('refuses a key no search knows with a 400 naming it, rather than narrowing nothing', () => {
    const query = { city: [2], cty: [3] } as unknown as EstateQuery;
    let thrown: unknown;
    try {
      buildConditions(1, query, new SqlParams());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown).toMatchObject({
      statusCode: 400,
      message: 'query/cty is not a known filter key',
    });
  });

  it('accepts every key of the query, the URL sort keys too', () => {
    const params = new SqlParams();
    const where = buildConditions(
      1,
      {
        city: [2],
        'price-min': 100_000,
        sortType: 'price',
        sortOrder: 'ASC',
      } as EstateQuery,
      params,
    );
    expect(where).toEqual([
      'site_id = $1',
      'parent_id IS NULL',
      'city_id = ANY($2::int[])',
      'price >= $3::numeric',
    ]);
    expect(params.values).toEqual([1, [2], 100_000]);
  });
});

describe('unknownQueryKey', () => {
  it('names the first unknown key, none for known ones', () => {
    expect(unknownQueryKey({ status: ['FOR_SALE'], foo: 1, bar: 2 })).toBe('foo');
    expect(unknownQueryKey({ status: ['FOR_SALE'], hiddenStatus: [4] })).toBeUndefined();
    expect(unknownQueryKey({})).toBeUndefined();
  });

  it('knows the keys the request schema declares, and no other', () => {
    expect([...SEARCH_QUERY_KEYS].sort()).toEqual(Object.keys(estateQuerySchema.properties).sort());
  });
});

describe('allowedTransactions', () => {
  it('gives the status list less the hidden transactions, and an equality for one', () => {
    expect(allowedTransactions(['TO_RENT'], undefined, [4, 12])).toEqual([2]);
    expect(allowedTransactions(['FOR_SALE'], undefined, [4, 12])).toEqual([1, 3]);
    const params = new SqlParams();
    expect(buildConditions(1, { status: ['TO_RENT'], hiddenStatus: [4, 12] }, params)).toEqual([
      'site_id = $1',
      'parent_id IS NULL',
      'transaction_id = $2::int',
    ]);
    expect(params.values).toEqual([1, 2]);
  });

  it('intersects a status list with a transaction list, and allows nothing when they meet nowhere', () => {
    expect(allowedTransactions(['FOR_SALE'], [3, 5], [])).toEqual([3]);
    expect(allowedTransactions(['TO_RENT'], [1], [])).toEqual([]);
    expect(
      buildConditions(1, { status: ['TO_RENT'], transaction: [1] }, new SqlParams()),
    ).toContain('false');
  });

  it('leaves only the hidden transactions out when the search has no list', () => {
    expect(allowedTransactions(undefined, undefined, [4])).toBeNull();
    expect(buildConditions(1, { hiddenStatus: [4] }, new SqlParams())).toContain(
      'transaction_id <> ALL($2::int[])',
    );
  });
});

describe('pinnedExpressions', () => {
  it('names the ranks a search pins to one value', () => {
    expect([...pinnedExpressions([1], [2])]).toEqual(['head_type_rank', 'status_rank']);
    expect([...pinnedExpressions([1, 2], [1, 3])]).toEqual([]);
    expect([...pinnedExpressions(undefined, null)]).toEqual([]);
  });
});
