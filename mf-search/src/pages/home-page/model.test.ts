import { allSettled, fork } from 'effector';
import { shell } from 'shared/bus';
import { fetchFilterOptionsFx, fetchPriceOptionsFx } from '../../entities/filter';
import { makeEstate, TRANSACTIONS } from '../../lib/test-fixtures';
import { $visibleNewest, fetchNewestFx, homePageOpened, NEWEST_COUNT, newestSearch } from './model';

describe('newestSearch', () => {
  it('asks for open statuses only, newest first, without the hidden ones', () => {
    const request = newestSearch([4, 12]);
    expect(request.query).toEqual({
      status: ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'],
      hiddenStatus: [4, 12],
    });
    expect(request.sort).toEqual([{ field: 'children.general.publicationDate', order: 'DESC' }]);
    expect(request.size).toBeGreaterThan(NEWEST_COUNT);
    expect(newestSearch([]).query).toEqual({ status: ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'] });
  });
});

describe('$visibleNewest', () => {
  it('shows only estates still on offer, at most six, in the order found', async () => {
    const on = (id: number, transaction: (typeof TRANSACTIONS)[keyof typeof TRANSACTIONS]) =>
      makeEstate({ id: String(id), general: { transaction } });
    const found = [
      on(1, TRANSACTIONS.SOLD),
      on(2, TRANSACTIONS.FOR_SALE),
      on(3, TRANSACTIONS.RENTED),
      on(4, TRANSACTIONS.TO_RENT),
      on(5, TRANSACTIONS.TAKEN_OVER),
      on(6, TRANSACTIONS.TAKE_OVER),
      on(7, TRANSACTIONS.FOR_SALE_OPTION),
      on(8, TRANSACTIONS.FOR_SALE),
      on(9, TRANSACTIONS.FOR_SALE),
      on(10, TRANSACTIONS.FOR_SALE),
      // An alternate-source estate with transaction 1 is sold (SPEC §4).
      makeEstate({ id: '11', general: { guid: 'abc', transaction: TRANSACTIONS.FOR_SALE } }),
    ];
    const scope = fork({
      values: [[shell.$siteSettings, { hiddenStatus: [], defaultLocale: 'nl', locales: ['nl'] }]],
      handlers: [
        [fetchNewestFx, async () => found],
        [fetchFilterOptionsFx, async () => ({})],
        [fetchPriceOptionsFx, async () => ({ prices: [] })],
      ],
    });
    await allSettled(homePageOpened, { scope, params: { locale: 'nl' } });
    expect(scope.getState($visibleNewest).map((e) => e.id)).toEqual(['2', '4', '6', '7', '8', '9']);
  });
});
