/**
 * Pure helpers of the availability calendar and the price summary (SPEC §3 Rental unit
 * periods, §9 money in euro): which days are held, which are free arrivals of a period type, and
 * what a period costs with its costs and deposit.
 */
import type { RentalCosts, RentalPeriod, RentalPeriodType } from 'api/contract';

/** An ISO date (yyyy-mm-dd) plus some days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO date (yyyy-mm-dd) of a calendar day given as a local Date (react-day-picker's days). */
export function isoOfDay(day: Date): string {
  const m = String(day.getMonth() + 1).padStart(2, '0');
  const d = String(day.getDate()).padStart(2, '0');
  return `${day.getFullYear()}-${m}-${d}`;
}

/** The local Date (midnight) of an ISO date, as react-day-picker takes days. */
export function dayOfIso(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The nights of a period: its arrival and every day before its departure. */
export function nightsOf(period: Pick<RentalPeriod, 'start' | 'end'>): string[] {
  const out: string[] = [];
  for (let night = period.start; night < period.end; night = addDays(night, 1)) out.push(night);
  return out;
}

/** The nights held by booked and by optioned periods (a night booked is not also an option). */
export function heldNights(periods: readonly RentalPeriod[]): {
  booked: Set<string>;
  option: Set<string>;
} {
  const booked = new Set<string>();
  const option = new Set<string>();
  for (const period of periods) {
    if (period.status === 'BOOKED') nightsOf(period).forEach((n) => booked.add(n));
  }
  for (const period of periods) {
    if (period.status === 'OPTION')
      nightsOf(period).forEach((n) => !booked.has(n) && option.add(n));
  }
  return { booked, option };
}

/** The free periods of a type by arrival date. */
export function freeArrivals(
  periods: readonly RentalPeriod[],
  type: RentalPeriodType,
): Map<string, RentalPeriod> {
  return new Map(
    periods.filter((p) => p.type === type && p.status === 'FREE').map((p) => [p.start, p]),
  );
}

/** The period types a unit offers, in the customary order. */
export function periodTypesOf(periods: readonly RentalPeriod[]): RentalPeriodType[] {
  const order: RentalPeriodType[] = ['WEEK', 'MIDWEEK', 'WEEKEND', 'LONG_WEEKEND'];
  return order.filter((type) => periods.some((p) => p.type === type));
}

/** What a stay costs, in euro (SPEC §9). */
export interface PriceSummary {
  nights: number;
  rent: number;
  cleaning: number;
  /** Energy per night × nights. */
  energy: number;
  /** Rent + cleaning + energy. */
  total: number;
  /** Refundable, paid apart. */
  deposit: number;
}

/** The price summary of a period with the unit's costs (amounts rounded to cents). */
export function priceSummary(period: RentalPeriod, costs: RentalCosts): PriceSummary {
  const cents = (n: number) => Math.round(n * 100) / 100;
  const energy = cents(costs.energyPerNight * period.nights);
  return {
    nights: period.nights,
    rent: period.price,
    cleaning: costs.cleaning,
    energy,
    total: cents(period.price + costs.cleaning + energy),
    deposit: costs.deposit,
  };
}
