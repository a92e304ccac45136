import type { EstateQuery } from 'shared/domain';
import { HttpError } from '../http-error';
import { estateQuerySchema } from '../schemas/search';
import { SqlParams } from './sql-params';
import { buildConditions, SEARCH_QUERY_KEYS, unknownQueryKey } from './where';

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
