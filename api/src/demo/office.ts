/**
 * The demo agencies' offices (site settings `office`): opening hours in Brussels time, the
 * Belgian public holidays of 2026 and 2027 as closed days, and each office's position for the
 * map link of the footer, the contact card and the contact page.
 */
import type { IsoWeekday, Office, OpeningPeriod } from '../contract/domain';

/**
 * Belgium's ten public holidays in 2026 and 2027 (New Year, Easter Monday, Labour Day, Ascension,
 * Whit Monday, the National Day, Assumption, All Saints, Armistice, Christmas): the offices close.
 */
export const BELGIAN_PUBLIC_HOLIDAYS: readonly string[] = [
  '2026-01-01',
  '2026-04-06',
  '2026-05-01',
  '2026-05-14',
  '2026-05-25',
  '2026-07-21',
  '2026-08-15',
  '2026-11-01',
  '2026-11-11',
  '2026-12-25',
  '2027-01-01',
  '2027-03-29',
  '2027-05-01',
  '2027-05-06',
  '2027-05-17',
  '2027-07-21',
  '2027-08-15',
  '2027-11-01',
  '2027-11-11',
  '2027-12-25',
];

/** The same periods ('HH:MM-HH:MM') on each of `days`. */
function week(days: readonly IsoWeekday[], ...periods: string[]): OpeningPeriod[] {
  return days.flatMap((day) =>
    periods.map((period) => {
      const [opens = '', closes = ''] = period.split('-');
      return { day, opens, closes };
    }),
  );
}

/** Immo Zonneveld, Korenmarkt in Gent: weekdays with a lunch break, Saturday until four. */
export function zonneveldOffice(): Office {
  return {
    hours: [...week([1, 2, 3, 4, 5], '09:00-12:30', '13:30-18:00'), ...week([6], '10:00-16:00')],
    closedDays: [...BELGIAN_PUBLIC_HOLIDAYS],
    geo: { lat: 51.05434, lon: 3.72167 },
  };
}

/** Immo Ardennes, Place Royale in Spa: closed on Monday, Saturday mornings. */
export function ardennesOffice(): Office {
  return {
    hours: [...week([2, 3, 4, 5], '09:30-12:00', '13:30-17:30'), ...week([6], '10:00-13:00')],
    closedDays: [...BELGIAN_PUBLIC_HOLIDAYS],
    geo: { lat: 50.49213, lon: 5.86553 },
  };
}
