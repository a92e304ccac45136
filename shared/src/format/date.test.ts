import { dateTimeFormat, formatDate } from './index';

describe('formatDate (SPEC §9)', () => {
  it('shows an ISO date as dd/mm/yyyy', () => {
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDate('2025-12-31T10:00:00.000Z')).toBe('31/12/2025');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2026, 6, 14, 12)))).toBe('14/07/2026');
  });

  it('shows the day as it is in Brussels, not in UTC', () => {
    // 23:30 UTC is 00:30 the next day in winter (UTC+1) and 01:30 in summer (UTC+2).
    expect(formatDate('2026-01-05T23:30:00Z')).toBe('06/01/2026');
    expect(formatDate('2026-07-14T22:30:00Z')).toBe('15/07/2026');
  });

  it.each([null, undefined, '', 'not a date'])('gives an empty text for %p', (value) => {
    expect(formatDate(value)).toBe('');
  });

  it('gives an empty text for an invalid Date', () => {
    expect(formatDate(new Date(NaN))).toBe('');
  });
});

describe('dateTimeFormat', () => {
  it('gives one formatter per locale and options, which formats as Intl does', () => {
    const options = { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' } as const;
    const format = dateTimeFormat('nl-BE', options);
    expect(dateTimeFormat('nl-BE', { ...options })).toBe(format);
    expect(dateTimeFormat('fr-BE', options)).not.toBe(format);
    expect(format.format(new Date('2026-07-01T08:30:00Z'))).toBe(
      new Intl.DateTimeFormat('nl-BE', options).format(new Date('2026-07-01T08:30:00Z')),
    );
    expect(format.format(new Date('2026-07-01T08:30:00Z'))).toBe('10:30');
  });

  it('throws for an unknown time zone, as Intl does', () => {
    expect(() => dateTimeFormat('nl-BE', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
