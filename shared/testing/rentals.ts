/**
 * Rental units and periods for tests of the holiday pages (the holiday remotes and the API's
 * tests), shaped as the API answers them (SPEC §3 Rental unit). Not used by product code.
 */
import type { RentalPeriod, RentalPeriodType, RentalUnit } from 'api/contract';

/** An ISO date plus some days. */
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A period of a unit.
 * @param start arrival (yyyy-mm-dd); the departure follows the type's nights (7, 4, 3, 4)
 */
export function makePeriod(
  unitId: number,
  id: number,
  type: RentalPeriodType,
  start: string,
  overrides: Partial<RentalPeriod> = {},
): RentalPeriod {
  const nights = { WEEK: 7, MIDWEEK: 4, WEEKEND: 3, LONG_WEEKEND: 4 }[type];
  return {
    id,
    rentalUnitId: unitId,
    type,
    start,
    end: plus(start, nights),
    nights,
    season: 'LOW',
    price: { WEEK: 700, MIDWEEK: 430, WEEKEND: 385, LONG_WEEKEND: 525 }[type],
    status: 'FREE',
    ...overrides,
  };
}

/**
 * Four weeks of periods from a Friday (weeks and weekends from Friday, midweeks from Monday),
 * ids unitId * 1000 + n; the second week is booked, the third under option.
 */
export function makePeriods(unitId: number, firstFriday = '2027-03-05'): RentalPeriod[] {
  const out: RentalPeriod[] = [];
  let n = 1;
  for (let week = 0; week < 4; week += 1) {
    const friday = plus(firstFriday, week * 7);
    const status = week === 1 ? 'BOOKED' : week === 2 ? 'OPTION' : 'FREE';
    out.push(makePeriod(unitId, unitId * 1000 + n++, 'WEEKEND', friday, { status }));
    out.push(
      makePeriod(unitId, unitId * 1000 + n++, 'WEEK', friday, { status, price: 700 + week * 10 }),
    );
    out.push(makePeriod(unitId, unitId * 1000 + n++, 'MIDWEEK', plus(friday, 3), { status }));
  }
  return out;
}

/** A coast apartment for 4 persons (id, and any field overridden). */
export function makeRentalUnit(id = 501, overrides: Partial<RentalUnit> = {}): RentalUnit {
  return {
    id,
    photos: [1, 2, 3].map((i) => ({
      original: `/sites/1/rental-units/photo/${id}/${i}-original`,
      medium: `/sites/1/rental-units/photo/${id}/${i}-medium`,
      thumbnail: `/sites/1/rental-units/photo/${id}/${i}-thumbnail`,
    })),
    general: {
      description: { nl: 'Appartement met zeezicht.', en: 'Apartment with a sea view.' },
      descriptionShort: { nl: 'Zeezicht', en: 'Sea view' },
      location: { id: 1, name: { nl: 'Belgische kust', en: 'Belgian coast' } },
      city: { id: 3, zip: '8420', name: { nl: 'De Haan', en: 'De Haan' } },
      maxOccupation: 4,
      subKind: { id: 1, name: { nl: 'Appartement', en: 'Apartment' } },
      garage: true,
      floor: 3,
      building: { name: 'Residentie Zeezicht' },
      rentalName: { nl: 'Appartement Zeezicht 3.1', en: 'Apartment Zeezicht 3.1' },
      tourismRegistration: '312345',
    },
    rooms: { bedrooms: 2, bathrooms: 1 },
    costs: { deposit: 400, cleaning: 105, energyPerNight: 10 },
    periods: makePeriods(id),
    lowestPrice: { price: 385, type: 'WEEKEND' },
    ...overrides,
  };
}
