import type { Office } from 'shared/domain';
import { officeMapUrl, officeStatus, openingLines, weekdayName } from './opening-hours';

/** Mon–Fri 9–12.30 and 13.30–18, Sat 10–16, Sunday closed; closed on 11 November 2026 (a Wednesday). */
const office: Office = {
  hours: [
    ...([1, 2, 3, 4, 5] as const).flatMap((day) => [
      { day, opens: '13:30', closes: '18:00' },
      { day, opens: '09:00', closes: '12:30' },
    ]),
    { day: 6, opens: '10:00', closes: '16:00' },
  ],
  closedDays: ['2026-11-11'],
  geo: { lat: 51.05434, lon: 3.72167 },
};

describe('weekday names (Intl)', () => {
  it('names Monday and Sunday in each language', () => {
    expect(weekdayName(1, 'nl')).toBe('maandag');
    expect(weekdayName(1, 'fr')).toBe('lundi');
    expect(weekdayName(7, 'en')).toBe('Sunday');
    expect(weekdayName(7, 'de')).toBe('Sonntag');
  });
});

describe('the week in lines', () => {
  it('puts days alike on one line, a lunch break as two periods, Sunday closed', () => {
    expect(openingLines(office, 'nl')).toEqual([
      { days: 'maandag – vrijdag', times: ['09:00–12:30', '13:30–18:00'] },
      { days: 'zaterdag', times: ['10:00–16:00'] },
      { days: 'zondag', times: [] },
    ]);
    expect(openingLines(office, 'fr')[0]?.days).toBe('lundi – vendredi');
  });
});

describe('open now, in Brussels time', () => {
  it.each([
    // Winter time (UTC+1): Monday 30 November 2026.
    ['Monday 10:15 CET', '2026-11-30T09:15:00Z', { open: true, closes: '12:30' }],
    [
      'Monday lunch 12:45 CET',
      '2026-11-30T11:45:00Z',
      { open: false, opens: { inDays: 0, day: 1, time: '13:30' } },
    ],
    [
      'Friday 18:00 CET (closing time)',
      '2026-12-04T17:00:00Z',
      { open: false, opens: { inDays: 1, day: 6, time: '10:00' } },
    ],
    [
      'Saturday evening: Sunday closed, Monday 09:00',
      '2026-12-05T17:00:00Z',
      { open: false, opens: { inDays: 2, day: 1, time: '09:00' } },
    ],
    [
      'the closed Wednesday 11 November: Thursday',
      '2026-11-11T10:00:00Z',
      { open: false, opens: { inDays: 1, day: 4, time: '09:00' } },
    ],
    [
      'Tuesday evening before it: Thursday',
      '2026-11-10T19:00:00Z',
      { open: false, opens: { inDays: 2, day: 4, time: '09:00' } },
    ],
    // Summer time begins on Sunday 29 March 2026: 08:30 UTC is 09:30 CEST on Monday the 30th,
    // open, where the winter offset would say 08:30, closed.
    ['Monday 30 March 09:30 CEST', '2026-03-30T07:30:00Z', { open: true, closes: '12:30' }],
    [
      'Friday 27 March 08:30 CET',
      '2026-03-27T07:30:00Z',
      { open: false, opens: { inDays: 0, day: 5, time: '09:00' } },
    ],
    // Summer time ends on Sunday 25 October 2026: 15:30 UTC on Saturday the 24th is 17:30 CEST
    // (closed), and 08:30 UTC on Monday the 26th is 09:30 CET (open).
    [
      'Saturday 24 October 17:30 CEST',
      '2026-10-24T15:30:00Z',
      { open: false, opens: { inDays: 2, day: 1, time: '09:00' } },
    ],
    ['Monday 26 October 09:30 CET', '2026-10-26T08:30:00Z', { open: true, closes: '12:30' }],
    ['Saturday 24 October 15:30 CEST', '2026-10-24T13:30:00Z', { open: true, closes: '16:00' }],
  ])('%s', (_, now, status) => {
    expect(officeStatus(office, new Date(now))).toEqual(status);
  });

  it('finds no opening for an office without hours', () => {
    expect(officeStatus({ ...office, hours: [] }, new Date('2026-12-01T10:00:00Z'))).toEqual({
      open: false,
      opens: null,
    });
  });
});

describe('the map link', () => {
  it('is a plain OpenStreetMap address with a marker', () => {
    expect(officeMapUrl(office.geo)).toBe(
      'https://www.openstreetmap.org/?mlat=51.05434&mlon=3.72167#map=17/51.05434/3.72167',
    );
  });
});
