/**
 * The viewing slots of a live agenda (SPEC §7 GET /live-agenda/{id}), computed from its
 * weekly opening hours in its time zone (Europe/Brussels): each opening period of a day is cut
 * into slots of `slotMinutes`, counted in real time from the period's local start, so a day on
 * which the clocks change still gives slots of the right length at the right local times. No
 * slots on public holidays, none before `now` plus the agenda's notice, none beyond `daysAhead`
 * days (today counted), none already taken.
 */
import { TZDate } from '@date-fns/tz';

/** One opening period of a weekday, in the agenda's local time. */
export interface OpeningPeriod {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  /** 'HH:MM', 24 h. */
  from: string;
  /** 'HH:MM', after `from`. */
  to: string;
}

/** The rules of an agenda. */
export interface AgendaRules {
  /** IANA time zone, e.g. 'Europe/Brussels'. */
  timeZone: string;
  /** Slot length in minutes. */
  slotMinutes: number;
  /** How many days the agenda offers, today included. */
  daysAhead: number;
  /** The least time between now and a slot's start, in minutes. */
  noticeMinutes: number;
  openingHours: readonly OpeningPeriod[];
}

/** A slot: instants in ms since the epoch, and the local day and time of its start. */
export interface ComputedSlot {
  start: number;
  end: number;
  /** 'YYYY-MM-DD' in the agenda's time zone. */
  date: string;
  /** 'HH:MM' in the agenda's time zone. */
  time: string;
}

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local day 'YYYY-MM-DD', time 'HH:MM' and ISO weekday of an instant in a time zone. */
export function localParts(
  instant: number,
  timeZone: string,
): { date: string; time: string; weekday: number } {
  const d = new TZDate(instant, timeZone);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    weekday: d.getDay() === 0 ? 7 : d.getDay(),
  };
}

/**
 * The instant of a local day and time in a time zone (a time skipped by a clock change moves
 * forward by the change, as clocks do).
 * @param date 'YYYY-MM-DD'
 * @param time 'HH:MM'
 * @returns ms since the epoch
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, h, min, timeZone).getTime();
}

/** The day after a 'YYYY-MM-DD' day. */
function nextDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The ISO weekday of a 'YYYY-MM-DD' day. */
function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The days an agenda covers from `now`: today in its time zone and the days after. */
export function agendaDays(rules: Pick<AgendaRules, 'timeZone' | 'daysAhead'>, now: number) {
  const days: string[] = [];
  let day = localParts(now, rules.timeZone).date;
  for (let i = 0; i < rules.daysAhead; i += 1) {
    days.push(day);
    day = nextDay(day);
  }
  return days;
}

/**
 * Every slot of the agenda's opening hours from `now` on, free or not.
 * @param now ms since the epoch
 * @param options.isHoliday true for a day without slots (Belgian public holidays)
 * @param options.taken the starts (ms) already booked, left out
 * @returns the slots in time order
 */
export function agendaSlots(
  rules: AgendaRules,
  now: number,
  options: { isHoliday?: (day: string) => boolean; taken?: ReadonlySet<number> } = {},
): ComputedSlot[] {
  const earliest = now + rules.noticeMinutes * MINUTE;
  const length = rules.slotMinutes * MINUTE;
  const slots: ComputedSlot[] = [];
  for (const date of agendaDays(rules, now)) {
    if (options.isHoliday?.(date)) continue;
    const weekday = weekdayOf(date);
    const periods = rules.openingHours
      .filter((period) => period.weekday === weekday)
      .sort((a, b) => a.from.localeCompare(b.from));
    for (const period of periods) {
      const open = zonedInstant(date, period.from, rules.timeZone);
      const close = zonedInstant(date, period.to, rules.timeZone);
      for (let start = open; start + length <= close; start += length) {
        if (start < earliest || options.taken?.has(start)) continue;
        const local = localParts(start, rules.timeZone);
        slots.push({ start, end: start + length, date: local.date, time: local.time });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}
