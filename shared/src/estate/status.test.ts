import type { Estate } from '../domain';
import { makeEstate } from '../../testing/estates';
import {
  CLOSED_STATUSES,
  OPEN_STATUSES,
  STATUS_CODES,
  STATUS_TRANSACTION_IDS,
  isHidden,
  isPriceHidden,
  isRent,
  isSold,
  statusOfTransaction,
  transFromQuery,
  transToQuery,
  visibleEstates,
} from './index';
import { isClosedStatus, isRentTransaction } from './status';

/** An estate with a transaction id, from the standard source or (with a guid) the alternate one. */
function withTransaction(id: number, guid: string | null = null, estateId = '1'): Estate {
  return makeEstate({ id: estateId, general: { transaction: { id, name: {} }, guid } });
}

describe('status codes (SPEC §3)', () => {
  it('lists the six codes once, open ones first', () => {
    expect(STATUS_CODES).toEqual([
      'FOR_SALE',
      'TO_RENT',
      'TAKE_OVER',
      'SOLD',
      'RENTED',
      'TAKEN_OVER',
    ]);
    expect(OPEN_STATUSES).toEqual(['FOR_SALE', 'TO_RENT', 'TAKE_OVER']);
    expect(CLOSED_STATUSES).toEqual(['SOLD', 'RENTED', 'TAKEN_OVER']);
  });

  it('tells rent transaction ids per source and closed statuses (SPEC §4)', () => {
    expect([1, 2, 3, 4, 5, 6, 8, 10].filter((id) => isRentTransaction(id))).toEqual([2, 4, 6, 8]);
    expect([1, 2, 4, 6, 8, 10].filter((id) => isRentTransaction(id, 'alternate'))).toEqual([
      2, 4, 6, 8, 10,
    ]);
    expect(isRentTransaction(null)).toBe(false);
    expect(STATUS_CODES.filter(isClosedStatus)).toEqual(['SOLD', 'RENTED', 'TAKEN_OVER']);
    expect(isClosedStatus(null)).toBe(false);
  });
});

describe('transaction table', () => {
  it('maps every status to its transaction ids', () => {
    expect(STATUS_TRANSACTION_IDS).toEqual({
      FOR_SALE: [1, 3],
      TO_RENT: [2, 4],
      TAKE_OVER: [10],
      SOLD: [5],
      RENTED: [6],
      TAKEN_OVER: [12],
    });
    expect([...OPEN_STATUSES, ...CLOSED_STATUSES].sort()).toEqual(
      Object.keys(STATUS_TRANSACTION_IDS).sort(),
    );
  });

  it.each([
    [1, 'FOR_SALE'],
    [2, 'TO_RENT'],
    [3, 'FOR_SALE'],
    [4, 'TO_RENT'],
    [5, 'SOLD'],
    [6, 'RENTED'],
    [10, 'TAKE_OVER'],
    [12, 'TAKEN_OVER'],
    [7, null],
    [null, null],
  ])('transaction %p is %p', (id, status) => {
    expect(statusOfTransaction(id)).toBe(status);
  });
});

describe('isSold (SPEC §4)', () => {
  it('standard source: ids 5 and 6 mean sold', () => {
    const sold = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12].filter((id) => isSold(withTransaction(id)));
    expect(sold).toEqual([5, 6]);
  });

  it('alternate source (general.guid present): ids 1, 6 and 7 mean sold', () => {
    const sold = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12].filter((id) =>
      isSold(withTransaction(id, 'f81d4fae-7dec')),
    );
    expect(sold).toEqual([1, 6, 7]);
  });

  it('an empty guid is the standard source', () => {
    expect(isSold(withTransaction(1, ''))).toBe(false);
    expect(isSold(withTransaction(5, ''))).toBe(true);
  });
});

describe('isRent (SPEC §4)', () => {
  it('standard source: ids 2, 4, 6 and 8', () => {
    const rent = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12].filter((id) => isRent(withTransaction(id)));
    expect(rent).toEqual([2, 4, 6, 8]);
  });

  it('alternate source: ids 2, 4, 6, 8 and 10', () => {
    const rent = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12].filter((id) =>
      isRent(withTransaction(id, 'guid-1')),
    );
    expect(rent).toEqual([2, 4, 6, 8, 10]);
  });
});

describe('isPriceHidden', () => {
  it('standard source: hidden when sold or closed (sold, rented, taken over)', () => {
    const hidden = [1, 2, 3, 4, 5, 6, 10, 12].filter((id) => isPriceHidden(withTransaction(id)));
    expect(hidden).toEqual([5, 6, 12]);
  });

  it('alternate source: hidden only when sold', () => {
    const hidden = [1, 2, 5, 6, 7, 12].filter((id) => isPriceHidden(withTransaction(id, 'g')));
    expect(hidden).toEqual([1, 6, 7]);
  });
});

describe('trans query values (SPEC §4 Filter)', () => {
  it('kopen gives FOR_SALE and huren TO_RENT', () => {
    expect(transFromQuery('kopen')).toBe('FOR_SALE');
    expect(transFromQuery('huren')).toBe('TO_RENT');
    expect(transFromQuery(' Huren ')).toBe('TO_RENT');
  });

  it('ignores any other value', () => {
    expect(transFromQuery('buy')).toBeNull();
    expect(transFromQuery('')).toBeNull();
    expect(transFromQuery(null)).toBeNull();
  });

  it('writes FOR_SALE and TO_RENT back', () => {
    expect(transToQuery('FOR_SALE')).toBe('kopen');
    expect(transToQuery('TO_RENT')).toBe('huren');
    expect(transToQuery('SOLD')).toBeNull();
    expect(transToQuery(transFromQuery('kopen'))).toBe('kopen');
  });
});

describe('hiddenStatus (SPEC §5)', () => {
  const estates = [
    withTransaction(1, null, 'a'),
    withTransaction(5, null, 'b'),
    withTransaction(6, null, 'c'),
  ];

  it('hides an estate whose status id is in hiddenStatus', () => {
    expect(isHidden(estates[1]!, [5, 6])).toBe(true);
    expect(isHidden(estates[0]!, [5, 6])).toBe(false);
    expect(isHidden(estates[0]!, [])).toBe(false);
  });

  it('keeps the visible estates in their order', () => {
    expect(visibleEstates(estates, [5]).map((e) => e.id)).toEqual(['a', 'c']);
    expect(visibleEstates(estates, []).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
});
