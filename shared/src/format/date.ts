/**
 * Dates of SPEC §9: dd/mm/yyyy in the Belgian time zone, built on Intl.
 */
import { FORMAT_LOCALE } from './number';

/** The time zone every date is shown in (the agency is in Belgium). */
export const FORMAT_TIME_ZONE = 'Europe/Brussels';

/**
 * Formats a date as dd/mm/yyyy (SPEC §9), the day as it is in Brussels:
 * `formatDate('2026-01-05T23:30:00Z')` gives '06/01/2026'.
 * @param value an ISO 8601 date or date-time string (a date alone, '2026-01-05', is that day) or
 *   a Date; null, undefined, '' or an unreadable date gives ''
 * @returns the date as 'dd/mm/yyyy', or ''
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat(FORMAT_LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: FORMAT_TIME_ZONE,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An `Intl.DateTimeFormat` of a locale and options, made once and kept: building one costs far
 * more than formatting with it (with a time zone, its rules are loaded), and a calendar or a list
 * of slots formats dozens of dates while it renders.
 * @param locale a BCP 47 tag, e.g. 'nl-BE'
 * @param options the options of `Intl.DateTimeFormat` (e.g. `{ timeZone: 'Europe/Brussels',
 *   hour: '2-digit' }`)
 * @returns the same formatter for the same locale and options
 * @throws RangeError for an unknown time zone or invalid options, as `Intl.DateTimeFormat` does
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * The calendar day ('YYYY-MM-DD') it is at `now` in Belgium (FORMAT_TIME_ZONE), e.g. to tell a
 * past date from today's.
 * @param now milliseconds since the epoch (default: now)
 */
export function belgianToday(now: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FORMAT_TIME_ZONE }).format(now);
}
