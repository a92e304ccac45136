/**
 * An office's opening hours as visitors read them: the week in lines of days alike, day names in
 * the page's language from Intl (no hand-written tables), and whether the office is open now in
 * Brussels (the office's own time zone, FORMAT_TIME_ZONE, with its summer-time changes), or when
 * it opens next. Pure functions over `Office` (shared/domain); `now` is always a parameter.
 */
import type { IsoWeekday, Locale, Office, OpeningPeriod } from 'shared/domain';
import { dateTimeFormat, FORMAT_TIME_ZONE } from 'shared/format';

/** The Intl locale of each page language's day names (Belgian where it exists). */
const DAY_NAME_LOCALE: Readonly<Record<Locale, string>> = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  en: 'en-GB',
  de: 'de-BE',
};

/** The weekdays in order, Monday first (the Belgian week). */
const WEEK: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * The name of an ISO weekday in `locale`: `weekdayName(1, 'fr')` gives 'lundi', `(7, 'de')`
 * 'Sonntag'. From Intl, for a date known to be that weekday (1 January 2024 was a Monday).
 */
export function weekdayName(day: IsoWeekday, locale: Locale): string {
  const date = Date.UTC(2024, 0, day);
  return dateTimeFormat(DAY_NAME_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** The periods of `day`, earliest first. */
function periodsOf(office: Office, day: IsoWeekday): OpeningPeriod[] {
  return office.hours
    .filter((period) => period.day === day)
    .sort((a, b) => a.opens.localeCompare(b.opens));
}

/** One line of the week: a day or a run of days with the same hours. */
export interface OpeningLine {
  /** 'maandag – vrijdag', or one day's name. */
  days: string;
  /** The periods, e.g. ['09:00–12:30', '13:30–18:00']; [] for closed. */
  times: string[];
}

/**
 * The week's opening hours in lines, Monday to Sunday, consecutive days with the same periods on
 * one line ('maandag – vrijdag': '09:00–18:00'); a closed day or run has no times.
 * @param office the office (its `hours`; `closedDays` are single dates and are not in the week)
 * @param locale the page's language, for the day names
 */
export function openingLines(office: Office, locale: Locale): OpeningLine[] {
  const lines: { from: IsoWeekday; to: IsoWeekday; times: string[] }[] = [];
  for (const day of WEEK) {
    const times = periodsOf(office, day).map((p) => `${p.opens}–${p.closes}`);
    const last = lines.at(-1);
    if (last && last.times.join() === times.join()) last.to = day;
    else lines.push({ from: day, to: day, times });
  }
  return lines.map(({ from, to, times }) => ({
    days:
      from === to
        ? weekdayName(from, locale)
        : `${weekdayName(from, locale)} – ${weekdayName(to, locale)}`,
    times,
  }));
}

/** Whether the office is open at a moment, and until or from when (Brussels wall-clock time). */
export type OfficeStatus =
  | { open: true; closes: string }
  | {
      open: false;
      /** The next opening: its day from today (0 today, 1 tomorrow), weekday and time. */
      opens: { inDays: number; day: IsoWeekday; time: string } | null;
    };

/** The Brussels calendar day, weekday and 'HH:MM' of `now`. */
function brusselsClock(now: Date): { date: string; day: IsoWeekday; time: string } {
  const parts = dateTimeFormat('en-GB', {
    timeZone: FORMAT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    date,
    day: (weekday === 0 ? 7 : weekday) as IsoWeekday,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The calendar day `days` after `date` ('YYYY-MM-DD'). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * Whether `office` is open at `now`, in Brussels time (summer time included): open until when,
 * or closed and when it opens next, within the coming week, skipping its closed days.
 * @param now the moment (e.g. `new Date()`)
 * @returns the status; `opens` null when no opening is found within eight days
 */
export function officeStatus(office: Office, now: Date): OfficeStatus {
  const clock = brusselsClock(now);
  const closed = new Set(office.closedDays);
  for (let inDays = 0; inDays <= 7; inDays += 1) {
    const date = addDays(clock.date, inDays);
    if (closed.has(date)) continue;
    const day = ((((clock.day - 1 + inDays) % 7) + 7) % 7) + 1;
    for (const period of periodsOf(office, day as IsoWeekday)) {
      if (inDays === 0 && period.opens <= clock.time && clock.time < period.closes)
        return { open: true, closes: period.closes };
      if (inDays > 0 || clock.time < period.opens)
        return { open: false, opens: { inDays, day: day as IsoWeekday, time: period.opens } };
    }
  }
  return { open: false, opens: null };
}

/**
 * A link to the office on OpenStreetMap (a plain outbound link: no map is embedded, nothing is
 * loaded from another host), with a marker at `geo`.
 */
export function officeMapUrl(geo: { lat: number; lon: number }): string {
  const lat = geo.lat.toFixed(5);
  const lon = geo.lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
