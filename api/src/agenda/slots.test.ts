/**
 * The slots of a live agenda: local opening hours in Europe/Brussels turned into
 * instants, across both daylight-saving changes, without Belgian public holidays, past slots or
 * taken ones.
 */
import { belgianHolidays, isBelgianHoliday } from './holidays';
import { agendaSlots, localParts, zonedInstant, type AgendaRules } from './slots';

const BRUSSELS = 'Europe/Brussels';
const at = (iso: string) => Date.parse(iso);

function rules(extra: Partial<AgendaRules> = {}): AgendaRules {
  return {
    timeZone: BRUSSELS,
    slotMinutes: 30,
    daysAhead: 28,
    noticeMinutes: 60,
    openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:30', to: '11:00' })),
    ...extra,
  };
}

describe('agenda slots in Europe/Brussels', () => {
  it('puts a local 09:30 at 08:30 UTC in winter and at 07:30 UTC in summer', () => {
    const winter = agendaSlots(rules({ daysAhead: 1 }), at('2026-12-07T05:00:00Z'));
    expect(winter.map((s) => [new Date(s.start).toISOString(), s.date, s.time])).toEqual([
      ['2026-12-07T08:30:00.000Z', '2026-12-07', '09:30'],
      ['2026-12-07T09:00:00.000Z', '2026-12-07', '10:00'],
      ['2026-12-07T09:30:00.000Z', '2026-12-07', '10:30'],
    ]);
    const summer = agendaSlots(rules({ daysAhead: 1 }), at('2026-06-08T04:00:00Z'));
    expect(new Date(summer[0]?.start ?? 0).toISOString()).toBe('2026-06-08T07:30:00.000Z');
    expect(summer.every((s) => s.end - s.start === 30 * 60_000)).toBe(true);
  });

  it('keeps the local hours across the spring change (Saturday CET, Tuesday CEST)', () => {
    const saturday = { weekday: 6, from: '10:00', to: '10:30' };
    const slots = agendaSlots(
      rules({ daysAhead: 6, openingHours: [saturday, ...rules().openingHours] }),
      at('2027-03-26T20:00:00Z'),
      { isHoliday: isBelgianHoliday },
    );
    const first = (date: string) => slots.find((s) => s.date === date);
    expect(new Date(first('2027-03-27')?.start ?? 0).toISOString()).toBe(
      '2027-03-27T09:00:00.000Z',
    );
    expect(new Date(first('2027-03-30')?.start ?? 0).toISOString()).toBe(
      '2027-03-30T07:30:00.000Z',
    );
    // Easter Monday 2027 (29 March) is a public holiday: no slots.
    expect(first('2027-03-29')).toBeUndefined();
  });

  it('cuts a night period in real time when the clocks jump forward or back', () => {
    const night = (weekday: number) => [{ weekday, from: '01:00', to: '04:00' }];
    const spring = agendaSlots(
      rules({ daysAhead: 1, noticeMinutes: 0, openingHours: night(7) }),
      at('2027-03-27T23:30:00Z'),
    );
    // 01:00 CET to 04:00 CEST is two real hours: 01:00, 01:30, then 03:00, 03:30.
    expect(spring.map((s) => s.time)).toEqual(['01:00', '01:30', '03:00', '03:30']);
    expect(new Date(spring[2]?.start ?? 0).toISOString()).toBe('2027-03-28T01:00:00.000Z');
    const autumn = agendaSlots(
      rules({ daysAhead: 1, noticeMinutes: 0, openingHours: night(7) }),
      at('2026-10-24T22:30:00Z'),
    );
    // 01:00 CEST to 04:00 CET is four real hours: 02:00 and 02:30 happen twice.
    expect(autumn.map((s) => s.time)).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
    ]);
    expect(new Set(autumn.map((s) => s.start)).size).toBe(8);
  });

  it('offers nothing on Belgian public holidays, the moving ones included', () => {
    expect([...belgianHolidays(2026)]).toEqual([
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
    ]);
    expect(isBelgianHoliday('2027-05-06')).toBe(true); // Ascension 2027
    expect(isBelgianHoliday('2027-05-07')).toBe(false);
    const slots = agendaSlots(rules({ daysAhead: 7 }), at('2026-12-21T05:00:00Z'), {
      isHoliday: isBelgianHoliday,
    });
    const days = [...new Set(slots.map((s) => s.date))];
    expect(days).toEqual(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24']);
  });

  it('leaves out past slots, those within the notice, and taken ones', () => {
    const now = zonedInstant('2026-12-07', '09:45', BRUSSELS);
    const taken = new Set([zonedInstant('2026-12-08', '10:00', BRUSSELS)]);
    const slots = agendaSlots(rules({ daysAhead: 2, noticeMinutes: 30 }), now, { taken });
    expect(slots.map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-12-07 10:30',
      '2026-12-08 09:30',
      '2026-12-08 10:30',
    ]);
  });

  it('counts its days from today in Brussels, not in UTC', () => {
    // 23:30 UTC on 6 December is already 7 December in Brussels.
    expect(localParts(at('2026-12-06T23:30:00Z'), BRUSSELS)).toEqual({
      date: '2026-12-07',
      time: '00:30',
      weekday: 1,
    });
    const slots = agendaSlots(rules({ daysAhead: 1 }), at('2026-12-06T23:30:00Z'));
    expect(slots[0]?.date).toBe('2026-12-07');
  });
});
