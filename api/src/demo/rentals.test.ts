import {
  addDays,
  demoPeriodDates,
  firstFriday,
  generateRentalData,
  LONG_WEEKENDS,
  weekday,
} from './rentals';

const site1 = generateRentalData(1);
const site2 = generateRentalData(2);

describe('demo holiday rental units', () => {
  it('gives site 1 at least 40 units on the coast and in the Ardennes, site 2 its own in the Ardennes', () => {
    expect(site1.units.length).toBeGreaterThanOrEqual(40);
    const cities = new Set(site1.units.map((u) => u.general.city.name.nl));
    for (const name of [
      'Knokke-Heist',
      'De Haan',
      'Oostende',
      'Middelkerke',
      'Nieuwpoort',
      'De Panne',
      'Blankenberge',
      'Durbuy',
      'La Roche-en-Ardenne',
      'Bouillon',
    ])
      expect(cities).toContain(name);
    expect(site2.units.length).toBeGreaterThan(10);
    expect(site2.units.every((u) => u.general.location.id === 2)).toBe(true);
    expect(new Set([...site1.units, ...site2.units].map((u) => u.id)).size).toBe(
      site1.units.length + site2.units.length,
    );
  });

  it('fills the SPEC §3 fields, with the tourism registration number on coast units only', () => {
    for (const unit of site1.units) {
      expect(unit.general.rentalName.nl).not.toBe('');
      expect(unit.general.description.fr).not.toBe('');
      expect(unit.general.descriptionShort.de).not.toBe('');
      expect(unit.general.maxOccupation).toBeGreaterThanOrEqual(2);
      expect(unit.photos.length).toBeGreaterThanOrEqual(4);
      expect(unit.costs.deposit).toBeGreaterThan(0);
      expect(unit.costs.cleaning).toBeGreaterThan(0);
      expect(unit.costs.energyPerNight).toBeGreaterThan(0);
      if (unit.general.location.id === 1)
        expect(unit.general.tourismRegistration).toMatch(/^\d{6}$/);
      else expect(unit.general.tourismRegistration).toBeNull();
    }
  });

  it("follows the coast's customs: weeks and weekends from Friday, midweeks Monday to Friday", () => {
    const dates = demoPeriodDates();
    expect(firstFriday()).toBe('2026-11-06');
    for (const [type, start, end] of dates) {
      if (type === 'WEEK') expect([weekday(start), addDays(start, 7)]).toEqual([5, end]);
      if (type === 'WEEKEND')
        expect([weekday(start), weekday(end), addDays(start, 3)]).toEqual([5, 1, end]);
      if (type === 'MIDWEEK')
        expect([weekday(start), weekday(end), addDays(start, 4)]).toEqual([1, 5, end]);
      if (type === 'LONG_WEEKEND') expect(addDays(start, 4)).toBe(end);
    }
    expect(dates.filter(([type]) => type === 'WEEK')).toHaveLength(52);
    expect(dates.filter(([type]) => type === 'LONG_WEEKEND')).toHaveLength(LONG_WEEKENDS.length);
    const last = dates.at(-1)!;
    expect(last[1] > '2027-10-01').toBe(true);
  });

  it('prices school holidays high, spring mid and winter low', () => {
    const unit = site1.units[0]!.id;
    const week = (start: string) =>
      site1.periods.find((p) => p.rentalUnitId === unit && p.type === 'WEEK' && p.start === start)!;
    const july = week('2027-07-09');
    const may = week('2027-06-04');
    const january = week('2027-01-15');
    expect([july.season, may.season, january.season]).toEqual(['HIGH', 'MID', 'LOW']);
    expect(july.price).toBeGreaterThan(may.price);
    expect(may.price).toBeGreaterThan(january.price);
    const weekend = site1.periods.find(
      (p) => p.rentalUnitId === unit && p.type === 'WEEKEND' && p.start === '2027-01-15',
    )!;
    expect(weekend.price).toBeLessThan(january.price);
    expect(site1.periods.every((p) => p.price % 5 === 0)).toBe(true);
  });

  it('books some periods and puts some under option, never one night twice', () => {
    const statuses = new Set(site1.reservations.map((r) => r.status));
    expect(statuses).toEqual(new Set(['BOOKED', 'OPTION']));
    const nights = new Set<string>();
    for (const r of site1.reservations) {
      for (let night = r.start; night < r.end; night = addDays(night, 1)) {
        const key = `${r.rentalUnitId}:${night}`;
        expect(nights.has(key)).toBe(false);
        nights.add(key);
      }
    }
  });

  it('is deterministic', () => {
    expect(generateRentalData(1)).toEqual(site1);
  });
});
