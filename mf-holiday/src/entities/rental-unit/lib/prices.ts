/**
 * The prices a rental unit's page shows at its top (SPEC §3 Rental unit, periods): for each kind
 * of period, the lowest rent among its free periods.
 */
import { RENTAL_PERIOD_TYPES, type RentalPeriodType, type RentalUnit } from 'api/contract';

/** The lowest rent (euro) of the free periods of one kind. */
export interface PriceFrom {
  type: RentalPeriodType;
  price: number;
}

/**
 * The lowest rent of the unit's free periods per kind of period, in the kinds' order (week,
 * midweek, weekend, long weekend): the first is the page's headline price. A kind without a free
 * period is left out; a unit without any free period gives an empty list (the page then says so).
 */
export function pricesFrom(unit: Pick<RentalUnit, 'periods'>): PriceFrom[] {
  const lowest = new Map<RentalPeriodType, number>();
  for (const period of unit.periods) {
    if (period.status !== 'FREE' || !(period.price > 0)) continue;
    const known = lowest.get(period.type);
    if (known === undefined || period.price < known) lowest.set(period.type, period.price);
  }
  return RENTAL_PERIOD_TYPES.filter((type) => lowest.has(type)).map((type) => ({
    type,
    price: lowest.get(type) as number,
  }));
}
