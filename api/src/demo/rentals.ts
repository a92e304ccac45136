/**
 * Demo holiday rental units (SPEC §3 Rental unit): units on the Belgian coast
 * (Knokke-Heist, Blankenberge, De Haan, Oostende, Middelkerke, Nieuwpoort, De Panne) and in the
 * Ardennes (Durbuy, La Roche-en-Ardenne, Bouillon, Stavelot, Houffalize, Vresse-sur-Semois), a
 * year of periods with the coast's customs, and some periods booked or under option.
 *
 * Pure and deterministic like `generateDemoData`: a seeded PRNG of its own per site, and the
 * demo's reference date (DEMO_REFERENCE_DATE, 2026-11-01); periods run for 52 weeks from the first
 * Friday on or after it.
 *
 * Periods (RentalPeriodType): WEEK Friday→Friday, MIDWEEK Monday→Friday, WEEKEND Friday→Monday,
 * LONG_WEEKEND the four nights around a public holiday (LONG_WEEKENDS). Seasons: HIGH when a night
 * falls in the Belgian school holidays (SCHOOL_HOLIDAYS), MID in April–June and September and on
 * long weekends, LOW otherwise. Prices in euro, rounded to 5.
 */
import type { LocalizedText } from 'shared/domain';
import type { IdName } from '../contract/domain';
import type { RentalCosts, RentalPeriodType, RentalSeason, RentalUnit } from '../contract';
import { names, type Names } from '../reference/locales';
import { DEMO_REFERENCE_DATE } from './estates';
import { createRandom, type Random } from './prng';

/** The areas of the rental units (`general.location`). */
export const RENTAL_LOCATIONS = {
  COAST: { id: 1, name: names('Belgische kust', 'Côte belge', 'Belgian coast', 'Belgische Küste') },
  ARDENNES: { id: 2, name: names('Ardennen', 'Ardenne', 'Ardennes', 'Ardennen') },
} as const satisfies Record<string, IdName>;

/** The kinds of unit (`general.subKind`). */
export const RENTAL_SUB_KINDS = {
  APARTMENT: {
    id: 1,
    name: names('Appartement', 'Appartement', 'Apartment', 'Ferienwohnung'),
  },
  STUDIO: { id: 2, name: names('Studio', 'Studio', 'Studio', 'Studio') },
  HOLIDAY_HOME: {
    id: 3,
    name: names('Vakantiewoning', 'Maison de vacances', 'Holiday home', 'Ferienhaus'),
  },
  VILLA: { id: 4, name: names('Villa', 'Villa', 'Villa', 'Villa') },
  CHALET: { id: 5, name: names('Chalet', 'Chalet', 'Chalet', 'Chalet') },
} as const satisfies Record<string, IdName>;
type SubKindKey = keyof typeof RENTAL_SUB_KINDS;

/** A municipality of the rental units, with its area and a price index (1 = average). */
export interface RentalCity {
  id: number;
  zip: string;
  name: Names;
  locationId: number;
  priceIndex: number;
}

const city = (
  id: number,
  zip: string,
  name: Names,
  locationId: number,
  priceIndex: number,
): RentalCity => ({ id, zip, name, locationId, priceIndex });

const COAST = RENTAL_LOCATIONS.COAST.id;
const ARDENNES = RENTAL_LOCATIONS.ARDENNES.id;

/** The municipalities, ids 1–13 (their own ids, apart from the estates' cities). */
export const RENTAL_CITIES: readonly RentalCity[] = [
  city(
    1,
    '8300',
    names('Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist'),
    COAST,
    1.5,
  ),
  city(
    2,
    '8370',
    names('Blankenberge', 'Blankenberge', 'Blankenberge', 'Blankenberge'),
    COAST,
    1.05,
  ),
  city(3, '8420', names('De Haan', 'Le Coq', 'De Haan', 'De Haan'), COAST, 1.25),
  city(4, '8400', names('Oostende', 'Ostende', 'Ostend', 'Ostende'), COAST, 1.05),
  city(5, '8430', names('Middelkerke', 'Middelkerke', 'Middelkerke', 'Middelkerke'), COAST, 0.95),
  city(6, '8620', names('Nieuwpoort', 'Nieuport', 'Nieuwpoort', 'Nieuwpoort'), COAST, 1.1),
  city(7, '8660', names('De Panne', 'La Panne', 'De Panne', 'De Panne'), COAST, 1.0),
  city(8, '6940', names('Durbuy', 'Durbuy', 'Durbuy', 'Durbuy'), ARDENNES, 1.1),
  city(
    9,
    '6980',
    names(
      'La Roche-en-Ardenne',
      'La Roche-en-Ardenne',
      'La Roche-en-Ardenne',
      'La Roche-en-Ardenne',
    ),
    ARDENNES,
    1.0,
  ),
  city(10, '6830', names('Bouillon', 'Bouillon', 'Bouillon', 'Bouillon'), ARDENNES, 0.95),
  city(11, '4970', names('Stavelot', 'Stavelot', 'Stavelot', 'Stavelot'), ARDENNES, 0.95),
  city(12, '6660', names('Houffalize', 'Houffalize', 'Houffalize', 'Houffalize'), ARDENNES, 0.9),
  city(
    13,
    '5550',
    names('Vresse-sur-Semois', 'Vresse-sur-Semois', 'Vresse-sur-Semois', 'Vresse-sur-Semois'),
    ARDENNES,
    0.9,
  ),
];

/**
 * Belgian school holidays of 2026–2027, both communities together (the Flemish and the French
 * community's calendars differ since 2022), as inclusive date ranges of nights: the demo's high
 * season. Approximate: a demo calendar, not an official one.
 */
export const SCHOOL_HOLIDAYS: readonly (readonly [string, string])[] = [
  ['2026-10-31', '2026-11-08'],
  ['2026-12-19', '2027-01-03'],
  ['2027-02-13', '2027-02-28'],
  ['2027-03-27', '2027-04-11'],
  ['2027-04-24', '2027-05-09'],
  ['2027-07-01', '2027-08-31'],
  ['2027-10-16', '2027-11-07'],
];

/** Long weekends around the public holidays of the year: [arrival, departure] (4 nights). */
export const LONG_WEEKENDS: readonly (readonly [string, string])[] = [
  ['2026-12-24', '2026-12-28'], // Christmas
  ['2026-12-31', '2027-01-04'], // New Year
  ['2027-03-26', '2027-03-30'], // Easter Monday
  ['2027-05-06', '2027-05-10'], // Ascension Day
  ['2027-05-14', '2027-05-18'], // Whit Monday
  ['2027-10-29', '2027-11-02'], // All Saints' Day
];

/** Weeks of periods from the first Friday. */
const WEEKS = 52;
/** Nights of each period type. */
export const PERIOD_NIGHTS: Record<RentalPeriodType, number> = {
  WEEK: 7,
  MIDWEEK: 4,
  WEEKEND: 3,
  LONG_WEEKEND: 4,
};
/** The rent of a period type as a share of the week's rent in the same season. */
const PERIOD_SHARE: Record<RentalPeriodType, number> = {
  WEEK: 1,
  MIDWEEK: 0.62,
  WEEKEND: 0.55,
  LONG_WEEKEND: 0.75,
};
/** The rent of a season as a multiple of the low season's. */
const SEASON_FACTOR: Record<RentalSeason, number> = { LOW: 1, MID: 1.4, HIGH: 2 };

/** A period as generated (its status comes from the reservations). */
export interface DemoRentalPeriod {
  id: number;
  rentalUnitId: number;
  type: RentalPeriodType;
  start: string;
  end: string;
  season: RentalSeason;
  price: number;
}

/** A demo reservation: a period held as an option or booked, by nobody in particular. */
export interface DemoRentalReservation {
  id: string;
  rentalUnitId: number;
  periodId: number;
  start: string;
  end: string;
  status: 'OPTION' | 'BOOKED';
}

/** The rental units of one demo site, their periods and reservations. */
export interface RentalDemoData {
  siteId: number;
  /** Units without periods (GET /rental-units/{id} adds them). */
  units: RentalUnit[];
  periods: DemoRentalPeriod[];
  reservations: DemoRentalReservation[];
}

const DAY_MS = 86_400_000;

/** An ISO date (yyyy-mm-dd) plus some days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of an ISO date: 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first Friday on or after the demo's reference date: the first arrival (2026-11-06). */
export function firstFriday(): string {
  const reference = DEMO_REFERENCE_DATE.slice(0, 10);
  return addDays(reference, (5 - weekday(reference) + 7) % 7);
}

/** True when a night (ISO date) is in the school holidays. */
function inSchoolHolidays(night: string): boolean {
  return SCHOOL_HOLIDAYS.some(([from, to]) => night >= from && night <= to);
}

/**
 * The season of a stay: HIGH when one of its nights is in the school holidays, MID for an arrival
 * in April, May, June or September or a long weekend, else LOW.
 */
export function seasonOf(type: RentalPeriodType, start: string, end: string): RentalSeason {
  for (let night = start; night < end; night = addDays(night, 1)) {
    if (inSchoolHolidays(night)) return 'HIGH';
  }
  const month = Number(start.slice(5, 7));
  return type === 'LONG_WEEKEND' || [4, 5, 6, 9].includes(month) ? 'MID' : 'LOW';
}

/** The periods of every kind of the demo year, as [type, arrival, departure], by arrival. */
export function demoPeriodDates(): [RentalPeriodType, string, string][] {
  const out: [RentalPeriodType, string, string][] = [];
  const first = firstFriday();
  for (let week = 0; week < WEEKS; week += 1) {
    const friday = addDays(first, week * 7);
    out.push(['WEEK', friday, addDays(friday, 7)]);
    out.push(['WEEKEND', friday, addDays(friday, 3)]);
    const monday = addDays(friday, 3);
    out.push(['MIDWEEK', monday, addDays(monday, 4)]);
  }
  for (const [start, end] of LONG_WEEKENDS) out.push(['LONG_WEEKEND', start, end]);
  return out.sort((a, b) => a[1].localeCompare(b[1]) || a[2].localeCompare(b[2]));
}

const round5 = (value: number) => Math.round(value / 5) * 5;

const COAST_BUILDINGS = [
  'Zeezicht',
  'Duinenzicht',
  'Albatros',
  'Golfslag',
  'Strandloper',
  'Zeemeeuw',
  'Noordzee',
  'Helmgras',
  'Zilvermeeuw',
  'Zonnedauw',
];
const COAST_HOUSES = [
  'Zonnedauw',
  'Helmgras',
  'De Duinroos',
  'Zeewind',
  'Het Schelpje',
  'Kiekeboe',
];
const ARDENNES_NAMES = [
  'Les Sapins',
  "L'Ourthe",
  'Le Moulin',
  'La Clairière',
  'Les Genêts',
  'Le Vieux Chêne',
  'La Semois',
  'Les Rochers',
  'Le Fournil',
  'La Bergerie',
  'Le Hêtre',
  'Les Myrtilles',
  'Le Sanglier',
  'La Source',
  'Le Chevreuil',
  'La Fagne',
];

/** The texts of a unit in the four languages. */
function unitTexts(
  kind: SubKindKey,
  cityName: Names,
  coast: boolean,
  bedrooms: number,
  persons: number,
  garage: boolean,
  floor: number | null,
): { description: Names; descriptionShort: Names } {
  const kindName = RENTAL_SUB_KINDS[kind].name;
  const view = coast
    ? floor !== null && floor >= 3
      ? names('met zeezicht', 'avec vue sur mer', 'with a sea view', 'mit Meerblick')
      : names('vlak bij het strand', 'près de la plage', 'near the beach', 'nahe am Strand')
    : names(
        'aan de rand van het bos',
        "à l'orée du bois",
        'at the edge of the forest',
        'am Waldrand',
      );
  const short = (l: keyof Names) =>
    ({
      nl: `${kindName.nl} voor ${persons} personen in ${cityName.nl}, ${view.nl}.`,
      fr: `${kindName.fr} pour ${persons} personnes à ${cityName.fr}, ${view.fr}.`,
      en: `${kindName.en} for ${persons} people in ${cityName.en}, ${view.en}.`,
      de: `${kindName.de} für ${persons} Personen in ${cityName.de}, ${view.de}.`,
    })[l];
  const rooms = {
    nl: `${bedrooms === 0 ? 'Een slaaphoek' : `${bedrooms} slaapkamer${bedrooms > 1 ? 's' : ''}`}, een volledig uitgeruste keuken en een gezellige living.`,
    fr: `${bedrooms === 0 ? 'Un coin nuit' : `${bedrooms} chambre${bedrooms > 1 ? 's' : ''}`}, une cuisine entièrement équipée et un séjour chaleureux.`,
    en: `${bedrooms === 0 ? 'A sleeping corner' : `${bedrooms} bedroom${bedrooms > 1 ? 's' : ''}`}, a fully equipped kitchen and a cosy living room.`,
    de: `${bedrooms === 0 ? 'Eine Schlafecke' : `${bedrooms} Schlafzimmer`}, eine voll ausgestattete Küche und ein gemütliches Wohnzimmer.`,
  };
  const area = coast
    ? {
        nl: 'Strand, dijk en winkels liggen op wandelafstand.',
        fr: 'La plage, la digue et les commerces sont accessibles à pied.',
        en: 'The beach, the promenade and the shops are within walking distance.',
        de: 'Strand, Promenade und Geschäfte sind zu Fuß erreichbar.',
      }
    : {
        nl: 'Wandel- en fietsroutes vertrekken aan de deur.',
        fr: 'Les promenades à pied et à vélo partent de la porte.',
        en: 'Walking and cycling routes start at the door.',
        de: 'Wander- und Radwege beginnen vor der Tür.',
      };
  const parking = garage
    ? {
        nl: ' Met garage.',
        fr: ' Avec garage.',
        en: ' With a garage.',
        de: ' Mit Garage.',
      }
    : { nl: '', fr: '', en: '', de: '' };
  const description = {} as Names;
  const descriptionShort = {} as Names;
  for (const l of ['nl', 'fr', 'en', 'de'] as const) {
    descriptionShort[l] = short(l);
    description[l] = `${short(l)} ${rooms[l]} ${area[l]}${parking[l]}`;
  }
  return { description, descriptionShort };
}

/**
 * The photo paths of a unit (under the API, GET /sites/{siteId}/rental-units/photo/{a}/{b}), in
 * WebP: photos, as a feed sends them (assets/raster.ts).
 */
export function rentalPhotoPaths(siteId: number, unitId: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const base = `/sites/${siteId}/rental-units/photo/${unitId}/${i + 1}`;
    return {
      original: `${base}-original.webp`,
      medium: `${base}-medium.webp`,
      thumbnail: `${base}-thumbnail.webp`,
    };
  });
}

/** One unit of a city. */
function buildUnit(
  r: Random,
  siteId: number,
  id: number,
  where: RentalCity,
  label: string,
): RentalUnit & { priceIndex: number } {
  const coast = where.locationId === COAST;
  const kind: SubKindKey = coast
    ? r.weighted<SubKindKey>([
        ['APARTMENT', 70],
        ['STUDIO', 14],
        ['HOLIDAY_HOME', 8],
        ['VILLA', 8],
      ])
    : r.weighted<SubKindKey>([
        ['CHALET', 40],
        ['HOLIDAY_HOME', 45],
        ['VILLA', 15],
      ]);
  const flat = kind === 'APARTMENT' || kind === 'STUDIO';
  const bedrooms =
    kind === 'STUDIO'
      ? 0
      : kind === 'APARTMENT'
        ? r.int(1, 3)
        : kind === 'VILLA'
          ? r.int(3, 5)
          : r.int(2, 4);
  const maxOccupation = kind === 'STUDIO' ? r.int(2, 3) : bedrooms * 2 + r.int(0, 2);
  const bathrooms = bedrooms <= 2 ? 1 : r.int(2, 3);
  const floor = flat ? r.int(0, 8) : null;
  const garage = r.chance(flat ? 0.4 : 0.7);
  const building = flat ? { name: `Residentie ${label}` } : null;
  const kindName = RENTAL_SUB_KINDS[kind].name;
  const unitLabel = flat && floor !== null ? `${label} ${floor}.${r.int(1, 4)}` : label;
  const rentalName: LocalizedText = {
    nl: `${kindName.nl} ${unitLabel}`,
    fr: `${kindName.fr} ${unitLabel}`,
    en: `${kindName.en} ${unitLabel}`,
    de: `${kindName.de} ${unitLabel}`,
  };
  const costs: RentalCosts = {
    deposit: round5(250 + 75 * bedrooms + (kind === 'VILLA' ? 250 : 0)),
    cleaning: round5(55 + 25 * Math.max(bedrooms, 1)),
    energyPerNight: 6 + 2 * Math.max(bedrooms, 1) + (coast ? 0 : 3),
  };
  const kindFactor = kind === 'VILLA' ? 1.5 : kind === 'STUDIO' ? 0.8 : 1;
  return {
    id,
    photos: rentalPhotoPaths(siteId, id, r.int(4, 8)),
    general: {
      ...unitTexts(kind, where.name, coast, bedrooms, maxOccupation, garage, floor),
      location: coast ? RENTAL_LOCATIONS.COAST : RENTAL_LOCATIONS.ARDENNES,
      city: { id: where.id, zip: where.zip, name: where.name },
      maxOccupation,
      subKind: RENTAL_SUB_KINDS[kind],
      garage,
      floor,
      building,
      rentalName,
      tourismRegistration: coast ? String(r.int(300_000, 399_999)) : null,
    },
    rooms: { bedrooms, bathrooms },
    costs,
    periods: [],
    priceIndex: where.priceIndex * kindFactor * (1 + 0.18 * bedrooms + 0.04 * maxOccupation),
  };
}

/** How many units each municipality gets, per site. */
const UNITS_PER_CITY: Record<number, readonly (readonly [number, number])[]> = {
  1: [
    [1, 5],
    [2, 4],
    [3, 5],
    [4, 5],
    [5, 4],
    [6, 4],
    [7, 5],
    [8, 4],
    [9, 3],
    [10, 3],
    [11, 2],
  ],
  2: [
    [8, 3],
    [9, 3],
    [10, 2],
    [11, 2],
    [12, 2],
    [13, 2],
  ],
};
/** The first unit id of each site. */
const FIRST_UNIT_ID: Record<number, number> = { 1: 501, 2: 801 };

/**
 * The rental units of a demo site: 44 for site 1 (coast and Ardennes), 14 for site 2 (Ardennes),
 * none for another site. Each has a year of periods (demoPeriodDates) priced by its municipality,
 * kind, size and season; about a fifth of the high season's weeks and a few others are booked and
 * some are under option.
 * @returns fresh data (callers may mutate it)
 */
export function generateRentalData(siteId: number): RentalDemoData {
  const r = createRandom(`holiday-rentals-site-${siteId}-v1`);
  const plan = UNITS_PER_CITY[siteId] ?? [];
  const units: RentalUnit[] = [];
  const periods: DemoRentalPeriod[] = [];
  const reservations: DemoRentalReservation[] = [];
  const dates = demoPeriodDates();
  let id = FIRST_UNIT_ID[siteId] ?? siteId * 1000;
  let coastHouse = 0;
  let ardennesName = siteId === 2 ? 8 : 0;
  for (const [cityId, count] of plan) {
    const where = RENTAL_CITIES.find((c) => c.id === cityId);
    if (!where) continue;
    for (let n = 0; n < count; n += 1) {
      const coast = where.locationId === COAST;
      const label = coast
        ? r.chance(0.7)
          ? r.pick(COAST_BUILDINGS)
          : (COAST_HOUSES[coastHouse++ % COAST_HOUSES.length] ?? '')
        : (ARDENNES_NAMES[ardennesName++ % ARDENNES_NAMES.length] ?? '');
      const { priceIndex, ...unit } = buildUnit(r, siteId, id, where, label);
      units.push(unit);
      const lowWeek = round5(230 * priceIndex);
      dates.forEach(([type, start, end], index) => {
        const season = seasonOf(type, start, end);
        periods.push({
          id: id * 1000 + index + 1,
          rentalUnitId: id,
          type,
          start,
          end,
          season,
          price: round5(lowWeek * SEASON_FACTOR[season] * PERIOD_SHARE[type]),
        });
      });
      // Reservations: walk the unit's periods in date order, hold some, never two on one night.
      const held = new Set<string>();
      for (const period of periods.filter((p) => p.rentalUnitId === id)) {
        const chance = period.season === 'HIGH' ? 0.18 : 0.04;
        if (period.type === 'LONG_WEEKEND' || !r.chance(chance)) continue;
        const nights: string[] = [];
        for (let night = period.start; night < period.end; night = addDays(night, 1))
          nights.push(night);
        if (nights.some((night) => held.has(night))) continue;
        nights.forEach((night) => held.add(night));
        reservations.push({
          id: `demo-${period.id}`,
          rentalUnitId: id,
          periodId: period.id,
          start: period.start,
          end: period.end,
          status: r.chance(0.3) ? 'OPTION' : 'BOOKED',
        });
      }
      id += 1;
    }
  }
  return { siteId, units, periods, reservations };
}
