/**
 * Belgian public holidays (no viewing slots on them), from the `date-holidays` library
 * (country BE, type 'public' only: New Year, Easter Monday, Labour Day, Ascension, Whit Monday,
 * National Day, Assumption, All Saints, Armistice, Christmas; the moving ones follow Easter).
 * Observances such as Mother's Day or regional community days are not public holidays.
 */
import Holidays from 'date-holidays';

const belgium = new Holidays('BE');
const byYear = new Map<number, ReadonlySet<string>>();

/**
 * The public holidays of Belgium in a year.
 * @param year e.g. 2026
 * @returns their days as 'YYYY-MM-DD'
 */
export function belgianHolidays(year: number): ReadonlySet<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      belgium
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

/** True when a day ('YYYY-MM-DD') is a Belgian public holiday. */
export function isBelgianHoliday(day: string): boolean {
  return belgianHolidays(Number(day.slice(0, 4))).has(day);
}
