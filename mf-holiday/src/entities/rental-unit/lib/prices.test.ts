import type { RentalPeriod, RentalPeriodStatus, RentalPeriodType } from 'api/contract';
import { pricesFrom } from './prices';

let id = 0;
const period = (type: RentalPeriodType, price: number, status: RentalPeriodStatus = 'FREE') =>
  ({
    id: ++id,
    rentalUnitId: 1,
    type,
    start: '2027-07-02',
    end: '2027-07-09',
    nights: 7,
    season: 'HIGH',
    price,
    status,
  }) satisfies RentalPeriod;

describe('pricesFrom', () => {
  it('gives the lowest free rent per kind, weeks first', () => {
    const periods = [
      period('WEEKEND', 310),
      period('WEEK', 900),
      period('WEEK', 650),
      period('WEEKEND', 280),
      period('MIDWEEK', 420),
    ];
    expect(pricesFrom({ periods })).toEqual([
      { type: 'WEEK', price: 650 },
      { type: 'MIDWEEK', price: 420 },
      { type: 'WEEKEND', price: 280 },
    ]);
  });

  it('leaves out periods under option or booked, and kinds with none free', () => {
    const periods = [
      period('WEEK', 500, 'BOOKED'),
      period('WEEK', 550, 'OPTION'),
      period('MIDWEEK', 400),
    ];
    expect(pricesFrom({ periods })).toEqual([{ type: 'MIDWEEK', price: 400 }]);
  });

  it('is empty when nothing is free', () => {
    expect(pricesFrom({ periods: [period('WEEK', 500, 'BOOKED')] })).toEqual([]);
    expect(pricesFrom({ periods: [] })).toEqual([]);
  });
});
