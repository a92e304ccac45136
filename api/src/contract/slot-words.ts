/**
 * How a viewing slot is written, in the booking form, on the cancel page and in the appointment
 * mails alike: its day in words and its time range on the 24-hour clock, in the reader's language
 * (Belgian forms of nl, fr, en and de) and the agenda's time zone, e.g.
 * 'dinsdag 1 december 2026, 09:30–10:00'. Intl through shared/format's cached formats.
 */
import type { Locale } from 'shared/domain';
import { dateTimeFormat } from 'shared/format';

/** An instant: ms since the epoch, or an ISO 8601 date-time. */
type Instant = number | string;

/**
 * A slot's time range, e.g. '09:30–10:00'.
 * @param start the slot's start
 * @param end the slot's end
 * @param locale the reader's language
 * @param timeZone the agenda's IANA time zone, e.g. 'Europe/Brussels'
 */
export function slotTimeRange(
  start: Instant,
  end: Instant,
  locale: Locale,
  timeZone: string,
): string {
  const time = dateTimeFormat(`${locale}-BE`, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${time.format(new Date(start))}–${time.format(new Date(end))}`;
}

/**
 * A slot's day and time range, e.g. 'Tuesday, 1 December 2026, 09:30–10:00'.
 * @param start the slot's start
 * @param end the slot's end
 * @param locale the reader's language
 * @param timeZone the agenda's IANA time zone
 */
export function slotWords(start: Instant, end: Instant, locale: Locale, timeZone: string): string {
  const day = dateTimeFormat(`${locale}-BE`, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(start));
  return `${day}, ${slotTimeRange(start, end, locale, timeZone)}`;
}
