import { slotTimeRange, slotWords } from './slot-words';

const start = Date.UTC(2026, 11, 1, 8, 30);
const end = Date.UTC(2026, 11, 1, 9, 0);

describe('slot words', () => {
  it("writes the day and range in the reader's language and the agenda's time zone", () => {
    expect(slotWords(start, end, 'nl', 'Europe/Brussels')).toBe(
      'dinsdag 1 december 2026, 09:30–10:00',
    );
    expect(slotWords(start, end, 'fr', 'Europe/Brussels')).toBe(
      'mardi 1 décembre 2026, 09:30–10:00',
    );
    expect(slotWords(start, end, 'en', 'UTC')).toBe('Tuesday, 1 December 2026, 08:30–09:00');
  });

  it('reads ISO date-times as it reads ms', () => {
    const iso = [new Date(start).toISOString(), new Date(end).toISOString()] as const;
    expect(slotWords(...iso, 'de', 'Europe/Brussels')).toBe(
      slotWords(start, end, 'de', 'Europe/Brussels'),
    );
    expect(slotTimeRange(...iso, 'de', 'Europe/Brussels')).toBe('09:30–10:00');
  });
});
