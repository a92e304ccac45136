/**
 * Builders of the demo estates (SPEC §3 Estate): standalone listings, and projects with their
 * units. Everything is drawn from a seeded `Random`, and dates count back from a fixed reference
 * date, so the output never depends on the clock.
 */
import type { LocalizedText } from 'shared/domain';
import type { Address, Estate, EstateGeneral, Picture, Room } from '../contract/domain';
import { isPurchaseRegion, listedPurchaseFigures } from '../contract/purchase-costs';
import { epcLabelOf } from '../reference/energy';
import { HEAD_TYPE, headTypeById } from '../reference/head-types';
import type { Names } from '../reference/locales';
import { ROOM, roomTypeById } from '../reference/rooms';
import { subTypeById, subTypesOf } from '../reference/sub-types';
import { transactionById } from '../reference/transactions';
import {
  CRITERIA,
  ENVIRONMENTS,
  FACILITIES,
  PER_MONTH,
  RENTAL_OPTIONS,
  SALES_REPS,
  STICKERS,
  type DemoSalesRep,
} from './catalog';
import { STREETS_BRUSSELS, STREETS_DE, STREETS_FR, STREETS_NL, type DemoCity } from './cities';
import { tourLink, videoLink } from './documents';
import type { Random } from './prng';
import * as T from './texts';

/** The fixed "today" of the demo data: publication dates spread over the two years before it. */
export const DEMO_REFERENCE_DATE = '2026-11-01T00:00:00.000Z';
const REFERENCE_MS = Date.parse(DEMO_REFERENCE_DATE);
const DAY_MS = 86_400_000;

/** Full-size and thumbnail picture sizes (SPEC §9 card images 370x250). */
export const PICTURE_SIZE = { width: 1200, height: 800 } as const;
export const THUMBNAIL_SIZE = { width: 370, height: 250 } as const;

/**
 * The pictures of an estate: `count` pictures with indexes 1..count, stored in a shuffled order
 * so that clients must sort them by index (SPEC §3).
 * @param estateId the estate id used in the asset paths
 * @returns pictures with `file` 1200x800 and `thumbnail` 370x250 WebP asset paths (photos, as a
 *   feed sends them; the same drawing is also served as SVG and JPEG)
 */
export function demoPictures(random: Random, estateId: string, count: number): Picture[] {
  const indexes = Array.from({ length: count }, (_, i) => i + 1);
  return random.shuffle(indexes).map((index) => ({
    file: `/assets/pictures/${estateId}/${index}-${PICTURE_SIZE.width}x${PICTURE_SIZE.height}.webp`,
    thumbnail: `/assets/pictures/${estateId}/${index}-${THUMBNAIL_SIZE.width}x${THUMBNAIL_SIZE.height}.webp`,
    index,
    width: PICTURE_SIZE.width,
    height: PICTURE_SIZE.height,
  }));
}

/** The reference shown on an estate and drawn on its pictures, e.g. 'ZV-1001'. */
export function estateReference(estateId: string): string {
  return `ZV-${estateId}`;
}

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));
const all = (text: string): Names => ({ nl: text, fr: text, en: text, de: text });

/** An estate with every field present and empty, to be filled in. */
export function blankEstate(id: string): Estate {
  const general: EstateGeneral = {
    id,
    parentId: null,
    project: false,
    headType: { id: HEAD_TYPE.HOUSE },
    subType: { id: 101, name: {} },
    title: {},
    description: {},
    shortDescription: {},
    architect: null,
    transaction: { id: 1, name: {} },
    reference: estateReference(id),
    floor: null,
    floorId: null,
    entityNumber: null,
    buildingName: null,
    petsAllowed: null,
    asbestosInventory: null,
    certificateAsbestos: null,
    guid: null,
    bedroomCount: null,
    bathroomCount: null,
    publicationDate: DEMO_REFERENCE_DATE,
    address: {
      visible: true,
      street: null,
      number: null,
      box: null,
      city: { id: 0, zip: '', name: {} },
      region: null,
      country: { id: 'BE' },
      geoLocation: null,
    },
    sticker: null,
    price: {
      value: null,
      priceFrom: null,
      groundValue: null,
      infrastructureValue: null,
      furnitureValue: null,
      constructionValue: null,
      deposit: null,
      period: null,
    },
    tax: null,
    registrationCost: null,
    notarySalery: null,
    townPlanningValue: null,
    townPlanningViolation: null,
    buildingLicense: null,
    allocationLicense: null,
    presaleRight: null,
    certificateAsBuilt: null,
    heritageProtected: null,
    heritageInventoried: null,
    renovationObligation: null,
    floodingBuildingScore: null,
    floodingParcelScore: null,
  };
  return {
    id,
    general,
    ki: { indexed: null, nonIndexed: null, communityTax: null },
    salesRep: null,
    dimensions: {
      areaGround: null,
      areaBuild: null,
      areaBuildable: null,
      widthHouse: null,
      widthGround: null,
      depthHouse: null,
      depthGround: null,
      depthGroundFloor: null,
      depthFloor: null,
      commentArea: null,
    },
    energy: {
      epcValue: null,
      epcValueTotal: null,
      epbReference: null,
      epcReference: null,
      energyLabel: null,
      customEpcLabel: null,
      eLevel: null,
      kLevel: null,
      co2: null,
      shared: null,
    },
    technical: {
      newBuilding: null,
      constructionYear: null,
      renovationYear: null,
      buildingType: null,
      condition: null,
      available: null,
      availableDate: null,
      furniture: null,
      petsAllowed: null,
      monthlyCost: null,
      directionGarden: null,
      oLevelSensitivity: null,
      oLevelZone: null,
      certificateConformity: null,
      certificateElectricity: null,
      elevator: null,
    },
    layout: [],
    facilities: [],
    buildTechnicals: [],
    files: [],
    pictures: [],
    videos: [],
    environments: [],
    rentalOptions: [],
    extraFields: [],
    children: [],
    collections: [],
  };
}

/** A publication date within the two years before the reference date, as ISO 8601. */
function publicationDate(random: Random): string {
  const offset = random.int(0, 729) * DAY_MS + random.int(0, 86_399) * 1000;
  return new Date(REFERENCE_MS - offset).toISOString();
}

/** An ISO date `days` after the reference date. */
function dateAfterReference(days: number): string {
  return new Date(REFERENCE_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** A street of a municipality in each language (bilingual in Brussels). */
function streetOf(random: Random, city: DemoCity): LocalizedText {
  switch (city.streets) {
    case 'bilingual': {
      const [nl, fr] = random.pick(STREETS_BRUSSELS);
      return { nl, fr, en: fr, de: fr };
    }
    case 'fr':
      return all(random.pick(STREETS_FR));
    case 'de':
      return all(random.pick(STREETS_DE));
    default:
      return all(random.pick(STREETS_NL));
  }
}

/** The address of an estate in a municipality, with a point within about 2 km of its centre. */
function addressIn(random: Random, city: DemoCity): Address {
  const hasPoint = random.chance(0.98);
  return {
    visible: random.chance(0.9),
    street: { street_address: streetOf(random, city) },
    number: String(random.int(1, 240)),
    box: null,
    city: {
      id: city.id,
      zip: city.zip,
      name: { ...city.name },
      ...(city.alias ? { alias: { ...city.alias } } : {}),
    },
    region: city.region,
    country: { id: city.country },
    geoLocation: hasPoint
      ? {
          lat: Number((city.lat + random.float(-0.018, 0.018)).toFixed(6)),
          lon: Number((city.lon + random.float(-0.028, 0.028)).toFixed(6)),
        }
      : null,
  };
}

/** Sale price per m² of a dwelling in a municipality, in euro. */
function salePerM2(city: DemoCity): number {
  const base: Record<string, number> = {
    FLANDERS: 2600,
    BRUSSELS: 3200,
    WALLONIA: 1900,
    FR: 2400,
    NL: 3400,
    LU: 7000,
  };
  return (base[city.region ?? city.country] ?? 2500) * city.priceIndex;
}

const CONDITION_FACTOR: Record<string, number> = {
  NEW: 1.2,
  RENEWED: 1.1,
  EXCELLENT_CONDITION: 1.05,
  GOOD_CONDITION: 1,
  TO_FRESHEN_UP: 0.9,
  TO_RENOVATE: 0.72,
};

/** Construction year, condition and renovation year of a building. */
function buildingAge(
  random: Random,
  apartment: boolean,
): { year: number; condition: string; renovationYear: number | null } {
  const band = random.weighted<[number, number]>(
    apartment
      ? [
          [[1955, 1979], 20],
          [[1980, 2005], 30],
          [[2006, 2019], 30],
          [[2020, 2026], 20],
        ]
      : [
          [[1885, 1944], 20],
          [[1945, 1979], 30],
          [[1980, 2005], 25],
          [[2006, 2019], 15],
          [[2020, 2026], 10],
        ],
  );
  const year = random.int(band[0], band[1]);
  if (year >= 2022) return { year, condition: 'NEW', renovationYear: null };
  let condition = random.weighted([
    ['RENEWED', 15],
    ['EXCELLENT_CONDITION', 15],
    ['GOOD_CONDITION', 40],
    ['TO_FRESHEN_UP', 18],
    ['TO_RENOVATE', 12],
  ] as const) as string;
  if (condition === 'RENEWED' && year > 2008) condition = 'EXCELLENT_CONDITION';
  if (year > 2010 && condition === 'TO_RENOVATE') condition = 'GOOD_CONDITION';
  const renovationYear =
    condition === 'RENEWED' ? random.int(Math.max(year + 20, 2012), 2026) : null;
  return { year, condition, renovationYear };
}

/** An EPC value (kWh/m²/year) plausible for a construction year and condition. */
function epcValueFor(random: Random, year: number, condition: string): number {
  let value: number;
  if (year >= 2022) value = random.int(-25, 95);
  else if (year >= 2006) value = random.int(70, 230);
  else if (year >= 1980) value = random.int(170, 390);
  else if (year >= 1945) value = random.int(260, 560);
  else value = random.int(320, 680);
  if (condition === 'RENEWED') value = Math.max(40, value - random.int(120, 250));
  else if (condition === 'EXCELLENT_CONDITION') value = Math.max(30, value - 40);
  else if (condition === 'TO_RENOVATE') value += 60;
  return value;
}

/**
 * Fills `energy` from an EPC value and the built area (m²): the label on the scale of the
 * estate's region (`general.address.region`, so the address must be set first; Flemish scale
 * abroad, see reference/energy.ts), the total use epcValue × area in kWh/year and CO2 at
 * 0.2 kg per kWh in kg/m²/year.
 * @param epcValue primary energy use in kWh/m²/year
 * @param areaBuild the heated (built) area in m²
 */
function fillEnergy(
  estate: Estate,
  random: Random,
  epcValue: number,
  areaBuild: number,
  newBuild: boolean,
): void {
  const id = estate.id;
  estate.energy = {
    epcValue,
    epcValueTotal: Math.round(epcValue * areaBuild),
    epbReference: newBuild ? `EPB-${id}-${random.int(1000, 9999)}` : null,
    epcReference: `${random.int(2017, 2026)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}-000${id}-${String(random.int(1, 99)).padStart(8, '0')}`,
    energyLabel: epcLabelOf(epcValue, estate.general.address.region),
    customEpcLabel: null,
    eLevel: newBuild ? random.int(15, 40) : null,
    kLevel: newBuild ? random.int(20, 40) : null,
    co2: Math.max(0, Math.round(epcValue * 0.2 * 10) / 10),
    shared: false,
  };
}

/** A room of the layout. */
function room(
  typeId: number,
  floor: number | null,
  surface: number | null,
  sort: number,
  common = false,
): Room {
  return {
    typeId,
    name: { ...(roomTypeById(typeId)?.name ?? all('')) },
    floor,
    count: 1,
    surface,
    comment: null,
    common,
    sort,
  };
}

/** The bedrooms and bathrooms of a dwelling. */
interface Dwelling {
  bedrooms: number;
  bathrooms: number;
  garden: boolean;
  terrace: boolean;
  garage: boolean;
}

/** The layout of a dwelling: one entry per bedroom and per bathroom, so counts match `bedroomCount`/`bathroomCount`. */
function dwellingLayout(
  random: Random,
  d: Dwelling,
  area: number,
  upstairs: number | null,
  ground: number | null,
): Room[] {
  const rooms: Room[] = [];
  const next = (typeId: number, floor: number | null, surface: number | null) =>
    rooms.push(room(typeId, floor, surface, rooms.length + 1));
  const g = ground;
  next(ROOM.HALL, g, random.int(4, 12));
  next(ROOM.LIVING_ROOM, g, Math.max(18, Math.round(area * random.float(0.2, 0.3))));
  next(ROOM.KITCHEN, g, random.int(8, 20));
  for (let i = 0; i < d.bedrooms; i++) next(ROOM.BEDROOM, upstairs, random.int(9, 20));
  for (let i = 0; i < d.bathrooms; i++) next(ROOM.BATHROOM, upstairs, random.int(4, 12));
  next(ROOM.TOILET, g, random.int(1, 3));
  if (d.garage) next(ROOM.GARAGE, g, random.int(15, 36));
  if (d.terrace) next(ROOM.TERRACE, g, random.int(8, 40));
  if (d.garden) next(ROOM.GARDEN, g, null);
  if (random.chance(0.4)) next(ROOM.CELLAR, g === null ? null : -1, random.int(8, 40));
  return rooms;
}

const pickCount = (random: Random, table: readonly (readonly [number, number])[]): number =>
  random.weighted(table);

/** Options shared by every builder. */
export interface BuildContext {
  random: Random;
  cities: readonly DemoCity[];
  /**
   * The agency's staff (default: Immo Zonneveld's): an estate gets one of the first four, a
   * project the fifth. Another agency's list of the same length draws the same numbers, so the
   * rest of its estates does not change.
   */
  salesReps?: readonly DemoSalesRep[];
}

/** Picks a municipality by weight. */
export function pickCity(random: Random, cities: readonly DemoCity[]): DemoCity {
  return random.weighted(cities.map((c) => [c, c.weight] as const));
}

function setTransaction(estate: Estate, transactionId: number): void {
  const t = transactionById(transactionId);
  if (!t) throw new Error(`Unknown transaction ${transactionId}`);
  estate.general.transaction = { id: t.id, name: { ...t.name } };
}

function setTypes(estate: Estate, headTypeId: number, subTypeId: number): void {
  const head = headTypeById(headTypeId);
  const sub = subTypeById(subTypeId);
  if (!head || !sub) throw new Error(`Unknown type ${headTypeId}/${subTypeId}`);
  estate.general.headType = { id: head.id, name: { ...head.name } };
  estate.general.subType = { id: sub.id, name: { ...sub.name } };
}

/** Picks a transaction id for a head type (take-overs are business premises; plots are not rented). */
function transactionFor(random: Random, headTypeId: number): number {
  if (headTypeId === HEAD_TYPE.COMMERCIAL) {
    return random.weighted([
      [1, 25],
      [2, 20],
      [10, 25],
      [12, 20],
      [5, 5],
      [6, 5],
    ] as const);
  }
  if (headTypeId === HEAD_TYPE.OFFICE) {
    return random.weighted([
      [1, 35],
      [2, 35],
      [10, 10],
      [12, 5],
      [5, 5],
      [6, 10],
    ] as const);
  }
  if (headTypeId === HEAD_TYPE.PLOT)
    return random.weighted([
      [1, 80],
      [3, 8],
      [5, 12],
    ] as const);
  if (headTypeId === HEAD_TYPE.INVESTMENT)
    return random.weighted([
      [1, 80],
      [3, 8],
      [5, 12],
    ] as const);
  return random.weighted([
    [1, 50],
    [2, 26],
    [3, 5],
    [4, 4],
    [5, 8],
    [6, 7],
  ] as const);
}

const HOUSE_AREAS: Record<number, [number, number]> = {
  101: [130, 220],
  102: [200, 380],
  103: [110, 180],
  104: [160, 300],
  105: [220, 380],
  106: [110, 170],
  107: [60, 100],
  108: [450, 900],
  109: [220, 350],
};
const HOUSE_FACTOR: Record<number, number> = {
  101: 1,
  102: 1.25,
  103: 1.05,
  104: 1.05,
  105: 1.15,
  106: 0.9,
  107: 0.8,
  108: 1.6,
  109: 1.2,
};
const APARTMENT_FACTOR: Record<number, number> = {
  201: 1,
  202: 1.1,
  203: 1.3,
  204: 1.1,
  205: 1.05,
  206: 0.95,
  207: 1,
  208: 1.3,
};

/** Sale price of a dwelling in euro, rounded to 5,000 and kept within 150,000-1,500,000 (90,000 for studios and student rooms). */
function dwellingSalePrice(
  random: Random,
  city: DemoCity,
  area: number,
  factor: number,
  condition: string,
  small: boolean,
): number {
  const raw =
    area * salePerM2(city) * factor * (CONDITION_FACTOR[condition] ?? 1) * random.float(0.9, 1.1);
  return roundTo(clamp(raw, small ? 90_000 : 150_000, 1_500_000), 5_000);
}

/** Monthly rent of premises in euro, rounded to 25 and kept within [min, 3,000]. */
function monthlyRent(
  random: Random,
  city: DemoCity,
  area: number,
  perM2: number,
  min: number,
): number {
  const regional = city.region === 'WALLONIA' ? 0.8 : city.region === 'BRUSSELS' ? 1.1 : 1;
  return roundTo(
    clamp(area * perM2 * regional * city.priceIndex * random.float(0.9, 1.1), min, 3_000),
    25,
  );
}

function fillLegal(
  estate: Estate,
  random: Random,
  city: DemoCity,
  year: number | null,
  sale: boolean,
): void {
  const g = estate.general;
  const wallonia = city.region === 'WALLONIA';
  const flemish = city.region === 'FLANDERS' || city.region === 'BRUSSELS';
  g.townPlanningValue = flemish
    ? random.weighted([
        ['WG', 60],
        ['WGL', 20],
        ['AG', 10],
        ['GG', 10],
      ] as const)
    : null;
  g.townPlanningViolation = flemish ? 'NO' : null;
  g.buildingLicense = year === null ? 'UNKNOWN' : year < 1962 ? 'BEFORE_1962' : 'YES';
  g.allocationLicense = random.chance(0.15) ? 'YES' : 'NO';
  g.presaleRight = random.chance(0.05) ? 'YES' : 'NO';
  g.certificateAsBuilt = wallonia
    ? null
    : random.weighted([
        ['YES', 30],
        ['NO', 50],
        ['PENDING', 20],
      ] as const);
  g.heritageProtected = year !== null && year < 1930 && random.chance(0.2) ? 'YES' : 'NO';
  g.heritageInventoried = wallonia
    ? null
    : year !== null && year < 1945 && random.chance(0.4)
      ? 'YES'
      : 'NO';
  g.floodingBuildingScore = wallonia
    ? null
    : random.weighted([
        ['A', 70],
        ['B', 15],
        ['C', 8],
        ['D', 7],
      ] as const);
  g.floodingParcelScore = wallonia
    ? null
    : random.weighted([
        ['A', 65],
        ['B', 17],
        ['C', 10],
        ['D', 8],
      ] as const);
  g.asbestosInventory = year !== null && year < 2001 ? true : null;
  g.certificateAsbestos = year !== null && year < 2001 ? `ASB-${estate.id}` : null;
  if (sale && g.price.value !== null) {
    listPurchaseFigures(estate, estate.technical.newBuilding === true);
    g.tax = random.int(400, 2_400);
  }
}

/**
 * Lists an estate's registration and notary figures (`general.registrationCost`,
 * `general.notarySalery`) by the rule of the detail page's cost estimate
 * (shared/estate/purchase-costs), so that its financial fields and its estimate agree. Leaves them
 * empty without a price or outside the three Belgian regions the rule knows.
 * @param estate a sale estate or unit, changed in place
 * @param vatRegime true when it is sold under the VAT regime (a new building)
 */
export function listPurchaseFigures(estate: Estate, vatRegime: boolean): void {
  const g = estate.general;
  const price = g.price.value;
  const region = g.address.region?.toUpperCase();
  if (price === null || price <= 0 || !isPurchaseRegion(region)) {
    g.registrationCost = null;
    g.notarySalery = null;
    return;
  }
  Object.assign(g, listedPurchaseFigures({ price, region, vatRegime }));
}

function fillFacilitiesAndTechnicals(
  estate: Estate,
  random: Random,
  kinds: { elevator: boolean; solar: boolean },
): void {
  const wanted = new Set<number>();
  if (kinds.elevator) wanted.add(1);
  if (kinds.solar) wanted.add(3);
  for (const f of FACILITIES) if (random.chance(0.12)) wanted.add(f.id);
  estate.facilities = FACILITIES.filter((f) => wanted.has(f.id)).map((f) => ({
    id: f.id,
    name: { ...f.name },
    value: 'YES',
  }));
  estate.buildTechnicals = (
    Object.values(CRITERIA) as { criteria: Names; values: readonly string[] }[]
  ).map((c) => ({
    criteria: { ...c.criteria },
    value: random.pick(c.values),
    comment: null,
  }));
  estate.environments = random
    .shuffle(ENVIRONMENTS.slice(0, 5))
    .slice(0, random.int(1, 2))
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ id: e.id, name: { ...e.name } }));
}

function fillCommon(
  estate: Estate,
  random: Random,
  rent: boolean,
  closed: boolean,
  reps: readonly DemoSalesRep[],
): void {
  const g = estate.general;
  const picturesCount = random.chance(0.03) ? 0 : random.int(3, 8);
  estate.pictures = demoPictures(random, estate.id, picturesCount);
  estate.salesRep = random.chance(0.05) ? null : copyRep(random.pick(reps.slice(0, 4)));
  const ageDays = (REFERENCE_MS - Date.parse(g.publicationDate)) / DAY_MS;
  if (!closed) {
    if (ageDays < 30) g.sticker = { ...STICKERS.new, name: { ...STICKERS.new.name } };
    else if (random.chance(0.06))
      g.sticker = { ...STICKERS.priceReduced, name: { ...STICKERS.priceReduced.name } };
    else if (random.chance(0.04))
      g.sticker = { ...STICKERS.exclusive, name: { ...STICKERS.exclusive.name } };
    else if (random.chance(0.03))
      g.sticker = { ...STICKERS.openHouse, name: { ...STICKERS.openHouse.name } };
  }
  if (random.chance(0.1)) estate.videos.push({ typeId: 2, link: tourLink(estate.id) });
  if (random.chance(0.05)) estate.videos.push({ typeId: 1, link: videoLink(estate.id) });
  if (random.chance(0.3)) {
    estate.extraFields.push({
      extra_field_autoid: 1,
      type: 'TEXT',
      value: null,
      value_lang_string: random.pick([
        { nl: 'Instapklaar', fr: 'Prêt à emménager', en: 'Ready to move in', de: 'Bezugsfertig' },
        { nl: 'Rustige ligging', fr: 'Situation calme', en: 'Quiet location', de: 'Ruhige Lage' },
        {
          nl: 'Nabij openbaar vervoer',
          fr: 'Proche des transports en commun',
          en: 'Near public transport',
          de: 'Nahe öffentlichen Verkehrsmitteln',
        },
      ]),
    });
  }
  if (rent) {
    estate.technical.furniture = random.chance(0.15);
    estate.technical.petsAllowed = random.chance(0.4);
    g.petsAllowed = estate.technical.petsAllowed;
    if (estate.technical.furniture)
      estate.rentalOptions.push({
        ...RENTAL_OPTIONS.furnished,
        name: { ...RENTAL_OPTIONS.furnished.name },
      });
    if (estate.technical.petsAllowed)
      estate.rentalOptions.push({ ...RENTAL_OPTIONS.pets, name: { ...RENTAL_OPTIONS.pets.name } });
    if (random.chance(0.7))
      estate.rentalOptions.push({
        ...RENTAL_OPTIONS.domicile,
        name: { ...RENTAL_OPTIONS.domicile.name },
      });
  }
  const available = random.weighted([
    ['IMMEDIATE', 45],
    ['DEED', 25],
    ['AFTER_NOTICE_PERIOD', 10],
    ['TBD', 10],
    ['DELIVERY', 10],
  ] as const);
  estate.technical.available = available;
  estate.technical.availableDate =
    available === 'IMMEDIATE' || available === 'TBD'
      ? null
      : dateAfterReference(random.int(14, 240));
}

function copyRep(rep: DemoSalesRep): Estate['salesRep'] {
  return {
    firstname: rep.firstname,
    lastname: rep.lastname,
    phone: rep.phone,
    mobile: rep.mobile,
    email: rep.email,
    picture: rep.picture,
    description: rep.description ? { ...rep.description } : null,
  };
}

function priceForRent(estate: Estate, rent: number): void {
  estate.general.price.value = rent;
  estate.general.price.period = { name: { ...PER_MONTH } };
  estate.general.price.deposit = rent * 2;
}

/** Builds one standalone estate (not a project, not a unit). */
export function buildStandaloneEstate(ctx: BuildContext, id: string): Estate {
  const { random } = ctx;
  const estate = blankEstate(id);
  const g = estate.general;
  const city = pickCity(random, ctx.cities);
  const brussels = city.region === 'BRUSSELS';
  const headTypeId = random.weighted([
    [HEAD_TYPE.HOUSE, brussels ? 18 : 37],
    [HEAD_TYPE.APARTMENT, brussels ? 50 : 28],
    [HEAD_TYPE.PLOT, brussels ? 1 : 7],
    [HEAD_TYPE.OFFICE, 5],
    [HEAD_TYPE.COMMERCIAL, 8],
    [HEAD_TYPE.INDUSTRIAL, brussels ? 1 : 3],
    [HEAD_TYPE.GARAGE, 8],
    [HEAD_TYPE.INVESTMENT, 3],
  ] as const);
  const subs = subTypesOf(headTypeId);
  const subTypeId = random.weighted(
    subs.map((s, i) => [s.id, i === 0 ? subs.length + 2 : 1] as const),
  );
  setTypes(estate, headTypeId, subTypeId);
  const guid =
    (headTypeId === HEAD_TYPE.HOUSE || headTypeId === HEAD_TYPE.APARTMENT) && random.chance(0.09);
  // Alternate-source estates (SPEC §4) use transaction ids whose sold/rent meaning is the same in
  // both sources (2 to rent, 3 under option, 6 rented), so clients read them the same either way.
  const transactionId = guid
    ? random.weighted([
        [2, 3],
        [3, 1],
        [6, 1],
      ] as const)
    : transactionFor(random, headTypeId);
  setTransaction(estate, transactionId);
  const t = transactionById(transactionId);
  const rent = t?.rent ?? false;
  const closed = t?.closed ?? false;
  const takeOver = transactionId === 10 || transactionId === 12;
  if (guid) g.guid = `skb-${id}-${random.int(0x1000_0000, 0x7fff_ffff).toString(16)}`;
  g.publicationDate = publicationDate(random);
  g.address = addressIn(random, city);
  const sub = subTypeById(subTypeId);
  const subName = sub?.name ?? all('');
  const parts: Names[] = [
    T.locationSentence(city.name, city.coast && random.chance(0.5) ? 4 : random.int(0, 3)),
  ];
  let shortParts: Names[] = [];

  if (headTypeId === HEAD_TYPE.HOUSE || headTypeId === HEAD_TYPE.APARTMENT) {
    const apartment = headTypeId === HEAD_TYPE.APARTMENT;
    const age = buildingAge(random, apartment);
    let bedrooms: number;
    let area: number;
    if (apartment) {
      if (subTypeId === 202 || subTypeId === 208) bedrooms = 0;
      else if (subTypeId === 203)
        bedrooms = pickCount(random, [
          [2, 30],
          [3, 50],
          [4, 20],
        ]);
      else if (subTypeId === 207) bedrooms = random.int(1, 2);
      else
        bedrooms = pickCount(random, [
          [1, 25],
          [2, 50],
          [3, 20],
          [4, 5],
        ]);
      if (subTypeId === 208) area = random.int(14, 24);
      else if (subTypeId === 202) area = random.int(28, 45);
      else if (subTypeId === 203) area = random.int(120, 260);
      else if (subTypeId === 204) area = random.int(90, 200);
      else area = 55 + 25 * bedrooms + random.int(-12, 15);
    } else {
      bedrooms = pickCount(random, [
        [2, 15],
        [3, 40],
        [4, 30],
        [5, 10],
        [6, 4],
        [7, 1],
      ]);
      if ([102, 105, 108, 109].includes(subTypeId)) bedrooms = Math.min(8, bedrooms + 1);
      if (subTypeId === 107) bedrooms = random.int(1, 2);
      if (subTypeId === 106) bedrooms = Math.min(bedrooms, 4);
      const [lo, hi] = HOUSE_AREAS[subTypeId] ?? [120, 220];
      area = random.int(lo, hi) + Math.max(0, bedrooms - 4) * 20;
    }
    const bathrooms =
      bedrooms <= 1
        ? 1
        : bedrooms <= 3
          ? random.chance(apartment ? 0.2 : 0.3)
            ? 2
            : 1
          : bedrooms <= 5
            ? random.int(2, 3)
            : random.int(3, 4);
    const ground = apartment
      ? null
      : subTypeId === 108
        ? random.int(5_000, 30_000)
        : subTypeId === 106
          ? random.int(100, 300)
          : subTypeId === 102
            ? random.int(800, 3_000)
            : random.int(300, 1_500);
    const floor = apartment
      ? subTypeId === 206
        ? 0
        : subTypeId === 203
          ? random.int(4, 10)
          : random.int(0, 8)
      : null;
    const dwelling: Dwelling = {
      bedrooms,
      bathrooms,
      garden: !apartment || floor === 0 ? random.chance(apartment ? 0.6 : 0.9) : false,
      terrace: apartment ? random.chance(0.75) : random.chance(0.6),
      garage: apartment ? random.chance(0.3) : random.chance(0.55),
    };
    g.bedroomCount = bedrooms;
    g.bathroomCount = bathrooms;
    g.floor = floor;
    g.floorId = floor;
    if (apartment && floor !== null) g.address.box = `${floor}.${random.int(1, 4)}`;
    estate.layout = dwellingLayout(
      random,
      dwelling,
      area,
      apartment || subTypeId === 103 ? floor : 1,
      apartment ? floor : 0,
    );
    const widthHouse = apartment ? null : random.int(6, 16);
    estate.dimensions = {
      ...estate.dimensions,
      areaBuild: area,
      areaGround: ground,
      widthHouse,
      depthHouse: apartment ? null : random.int(9, 16),
      widthGround:
        ground === null || widthHouse === null
          ? null
          : Math.max(widthHouse + 2, Math.round(Math.sqrt(ground) * 0.8)),
      depthGround: ground === null ? null : Math.round(Math.sqrt(ground) * 1.25),
      depthGroundFloor: apartment ? null : random.int(9, 18),
    };
    estate.technical = {
      ...estate.technical,
      newBuilding: age.condition === 'NEW',
      constructionYear: age.year,
      renovationYear: age.renovationYear,
      buildingType: apartment
        ? null
        : subTypeId === 106
          ? 'CLOSED'
          : subTypeId === 102 || subTypeId === 108
            ? 'OPEN'
            : random.pick(['OPEN', 'HALF_OPEN', 'CLOSED']),
      condition: age.condition,
      monthlyCost: apartment ? random.int(4, 25) * 10 : null,
      directionGarden: dwelling.garden
        ? random.pick(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])
        : null,
      certificateConformity: random.chance(0.8) ? 'VALID' : 'INVALID',
      certificateElectricity: random.weighted([
        ['OBTAINED', 75],
        ['NOT_OBTAINED', 15],
        ['UNKNOWN', 10],
      ] as const),
      elevator: apartment ? (floor ?? 0) > 0 && random.chance(0.8) : null,
    };
    const epc = epcValueFor(random, age.year, age.condition);
    fillEnergy(estate, random, epc, area, age.condition === 'NEW');
    if (rent)
      priceForRent(
        estate,
        monthlyRent(
          random,
          city,
          area,
          apartment ? 12 : 9,
          subTypeId === 208 ? 450 : apartment ? 600 : 900,
        ),
      );
    else {
      const factor = (apartment ? APARTMENT_FACTOR[subTypeId] : HOUSE_FACTOR[subTypeId]) ?? 1;
      g.price.value = dwellingSalePrice(
        random,
        city,
        area,
        factor,
        age.condition,
        subTypeId === 202 || subTypeId === 208,
      );
      if (age.condition === 'NEW') {
        g.price.groundValue = apartment ? null : roundTo(g.price.value * 0.3, 1_000);
        g.price.constructionValue = apartment ? null : g.price.value - (g.price.groundValue ?? 0);
      }
    }
    if (
      !apartment &&
      !rent &&
      (estate.energy.energyLabel === 'E' || estate.energy.energyLabel === 'F') &&
      city.region === 'FLANDERS'
    ) {
      g.renovationObligation = 'YES';
    } else g.renovationObligation = city.region === 'FLANDERS' ? 'NO' : null;
    if (!apartment) {
      const nonIndexed = random.int(500, 2_600);
      estate.ki = { nonIndexed, indexed: Math.round(nonIndexed * 2.1763), communityTax: null };
    } else {
      const nonIndexed = random.int(350, 1_400);
      estate.ki = { nonIndexed, indexed: Math.round(nonIndexed * 2.1763), communityTax: null };
    }
    const features: T.TitleFeature[] = [];
    if (dwelling.garden) features.push('garden');
    if (dwelling.terrace) features.push('terrace');
    if (dwelling.garage) features.push('garage');
    if (city.coast && apartment && (floor ?? 0) > 2) features.push('seaView');
    if (bedrooms >= 2) features.push('bedrooms');
    if (apartment && (floor ?? 0) >= 4) features.push('view');
    g.title = T.residentialTitle(
      subName,
      city.name,
      features.length > 0 ? random.pick(features) : null,
      bedrooms,
    );
    if (bedrooms > 0) parts.push(T.roomsSentence(bedrooms, bathrooms));
    parts.push(T.areaSentence('living', area, ground));
    shortParts = [parts[0] as Names, parts[1] as Names];
    parts.push(T.conditionSentence(age.condition));
    if (dwelling.garden && estate.technical.directionGarden)
      parts.push(T.gardenSentence(estate.technical.directionGarden));
    if (dwelling.terrace) parts.push(T.EXTRA_SENTENCES.terrace);
    if (dwelling.garage) parts.push(T.EXTRA_SENTENCES.garage);
    parts.push(T.energySentence(epc, estate.energy.energyLabel ?? 'F'));
    fillLegal(estate, random, city, age.year, !rent);
    fillFacilitiesAndTechnicals(estate, random, {
      elevator: estate.technical.elevator === true,
      solar: !apartment && age.year > 2010 && random.chance(0.5),
    });
  } else if (headTypeId === HEAD_TYPE.PLOT) {
    const ranges: Record<number, [number, number, number]> = {
      301: [350, 1_500, 1],
      302: [5_000, 30_000, 0.02],
      303: [3_000, 20_000, 0.015],
      304: [400, 2_000, 0.25],
    };
    const [lo, hi, share] = ranges[subTypeId] ?? [400, 1_500, 1];
    const area = roundTo(random.int(lo, hi), 5);
    const perM2 =
      ({ FLANDERS: 320, BRUSSELS: 800, WALLONIA: 110 } as Record<string, number>)[
        city.region ?? ''
      ] ?? 200;
    g.price.value = roundTo(
      clamp(area * perM2 * share * city.priceIndex * random.float(0.85, 1.15), 25_000, 750_000),
      5_000,
    );
    estate.dimensions = {
      ...estate.dimensions,
      areaGround: area,
      areaBuildable: subTypeId === 301 ? Math.round(area * random.float(0.2, 0.4)) : null,
      widthGround: Math.round(Math.sqrt(area) * 0.8),
      depthGround: Math.round(Math.sqrt(area) * 1.25),
    };
    g.title = T.areaTitle(subName, city.name, area);
    parts.push(T.areaSentence('plot', area, null));
    shortParts = [parts[0] as Names, parts[1] as Names];
    fillLegal(estate, random, city, null, !rent);
    estate.environments = [{ id: 3, name: { ...(ENVIRONMENTS[2]?.name ?? all('')) } }];
  } else if (headTypeId === HEAD_TYPE.GARAGE) {
    const area =
      subTypeId === 704
        ? random.int(15, 25)
        : subTypeId === 701
          ? random.int(14, 22)
          : random.int(12, 15);
    estate.layout = [
      room(
        subTypeId === 701 ? ROOM.GARAGE : ROOM.PARKING_SPACE,
        subTypeId === 703 ? -1 : 0,
        area,
        1,
      ),
    ];
    estate.dimensions = { ...estate.dimensions, areaBuild: area };
    if (rent) {
      priceForRent(estate, roundTo(clamp(random.int(60, 160) * city.priceIndex, 60, 200), 5));
      estate.general.price.deposit = (estate.general.price.value ?? 0) * 2;
    } else
      g.price.value = roundTo(
        clamp(random.int(18_000, 45_000) * city.priceIndex, 15_000, 80_000),
        1_000,
      );
    g.title = T.residentialTitle(subName, city.name, null, 0);
    parts.push(T.areaSentence('floor', area, null));
    shortParts = [parts[0] as Names, parts[1] as Names];
    g.floor = subTypeId === 703 ? -1 : 0;
    g.floorId = g.floor;
  } else {
    // Business premises: offices, shops and horeca, industrial buildings, investment properties.
    const areas: Record<number, [number, number]> = {
      401: [60, 600],
      402: [400, 2_500],
      403: [60, 180],
      501: [60, 400],
      502: [100, 350],
      503: [80, 250],
      504: [400, 1_500],
      505: [60, 250],
      601: [300, 3_000],
      602: [150, 800],
      603: [500, 3_000],
      1001: [250, 900],
      1002: [200, 700],
      1003: [250, 600],
    };
    const [lo, hi] = areas[subTypeId] ?? [100, 500];
    const area = roundTo(random.int(lo, hi), 5);
    const age = buildingAge(random, false);
    const industrial = headTypeId === HEAD_TYPE.INDUSTRIAL;
    if (takeOver) g.price.value = roundTo(random.int(25_000, 250_000), 5_000);
    else if (rent) priceForRent(estate, monthlyRent(random, city, area, industrial ? 5 : 11, 800));
    else {
      const perM2 = industrial
        ? 700
        : salePerM2(city) * (headTypeId === HEAD_TYPE.INVESTMENT ? 0.85 : 0.9);
      g.price.value = roundTo(
        clamp(
          area * perM2 * random.float(0.85, 1.15),
          headTypeId === HEAD_TYPE.INVESTMENT ? 300_000 : 150_000,
          1_500_000,
        ),
        5_000,
      );
    }
    estate.dimensions = {
      ...estate.dimensions,
      areaBuild: area,
      areaGround: industrial ? Math.round(area * random.float(1.2, 2)) : null,
    };
    const rooms: Room[] = [];
    const main = industrial
      ? ROOM.WORKSPACE
      : headTypeId === HEAD_TYPE.OFFICE
        ? ROOM.WORKSPACE
        : ROOM.SALES_AREA;
    if (headTypeId !== HEAD_TYPE.INVESTMENT) {
      rooms.push(room(main, 0, Math.round(area * 0.7), 1));
      rooms.push(room(ROOM.TOILET, 0, 3, 2));
      rooms.push(room(ROOM.STORAGE, 0, Math.round(area * 0.1), 3));
      if (subTypeId === 502 || subTypeId === 503 || headTypeId === HEAD_TYPE.OFFICE)
        rooms.push(room(ROOM.KITCHEN, 0, random.int(8, 30), 4));
    }
    estate.layout = rooms;
    estate.technical = {
      ...estate.technical,
      newBuilding: age.condition === 'NEW',
      constructionYear: age.year,
      renovationYear: age.renovationYear,
      condition: age.condition,
      certificateConformity: random.chance(0.8) ? 'VALID' : 'INVALID',
      certificateElectricity: 'OBTAINED',
    };
    const epc = clamp(epcValueFor(random, age.year, age.condition), 40, 620);
    fillEnergy(estate, random, epc, area, age.condition === 'NEW');
    g.title = T.areaTitle(subName, city.name, area);
    parts.push(T.areaSentence('floor', area, null));
    shortParts = [parts[0] as Names, parts[1] as Names];
    if (takeOver) parts.push(T.EXTRA_SENTENCES.takeOver);
    parts.push(T.conditionSentence(age.condition));
    parts.push(T.energySentence(epc, estate.energy.energyLabel ?? 'F'));
    fillLegal(estate, random, city, age.year, !rent && !takeOver);
    fillFacilitiesAndTechnicals(estate, random, {
      elevator: area > 500 && random.chance(0.5),
      solar: random.chance(0.2),
    });
  }

  fillCommon(estate, random, rent, closed, ctx.salesReps ?? SALES_REPS);
  if (rent && estate.technical.availableDate)
    parts.push(T.availableSentence(estate.technical.availableDate));
  // A sold, rented or taken-over estate can no longer be visited: its text does not offer it.
  if (!closed) parts.push(T.EXTRA_SENTENCES.visit);
  g.description = T.joinSentences(parts);
  g.shortDescription = T.joinSentences(shortParts);
  return estate;
}

/** What a project looks like, fixed per project so the demo has every size of project. */
export interface ProjectSpec {
  name: string;
  cityId: number;
  units: number;
  subTypeId: 901 | 902 | 903;
  rent: boolean;
  architect: string;
}

/**
 * Builds a project (SPEC §3: a parent estate whose children are units) and its units.
 * @param nextId gives the next free estate id each time it is called (units take ids after the project's)
 * @returns the project first, then its units in id order; units carry `general.parentId`, their
 *   floors run from 0 up and their ids are not in floor order, so clients must sort by floor
 */
export function buildProject(ctx: BuildContext, spec: ProjectSpec, nextId: () => string): Estate[] {
  const { random } = ctx;
  const city = ctx.cities.find((c) => c.id === spec.cityId);
  if (!city) throw new Error(`Unknown city ${spec.cityId}`);
  const project = blankEstate(nextId());
  const p = project.general;
  p.project = true;
  setTypes(project, HEAD_TYPE.PROJECT, spec.subTypeId);
  setTransaction(project, spec.rent ? 2 : 1);
  p.publicationDate = publicationDate(random);
  p.address = addressIn(random, city);
  p.address.visible = true;
  p.architect = { name: spec.architect };
  const title = T.projectTitle(spec.name);
  p.title = title;
  p.buildingName = title.nl;
  const completion = random.int(2026, 2028);
  const floors = spec.units <= 4 ? random.int(1, 2) : random.int(3, 6);
  project.technical = {
    ...project.technical,
    newBuilding: spec.subTypeId !== 902,
    constructionYear: completion,
    condition: spec.subTypeId === 902 ? 'RENEWED' : 'NEW',
    elevator: floors > 1,
    available: 'DELIVERY',
    availableDate: `${completion}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
  };
  project.pictures = demoPictures(random, project.id, random.int(5, 8));
  project.salesRep = copyRep((ctx.salesReps ?? SALES_REPS)[4] as DemoSalesRep);
  fillFacilitiesAndTechnicals(project, random, { elevator: floors > 1, solar: true });
  const location = T.locationSentence(city.name, random.int(0, 3));
  p.description = T.joinSentences([
    T.projectSentences(title, spec.subTypeId, spec.units, city.name, spec.architect, completion),
    location,
    T.EXTRA_SENTENCES.visit,
  ]);
  p.shortDescription = T.projectSentences(
    title,
    spec.subTypeId,
    spec.units,
    city.name,
    spec.architect,
    completion,
  );
  if ((REFERENCE_MS - Date.parse(p.publicationDate)) / DAY_MS < 30)
    p.sticker = { ...STICKERS.new, name: { ...STICKERS.new.name } };

  // Unit plans: parking spaces, one shop on the ground floor of a mixed-use project, apartments.
  type Plan = { kind: 'parking' | 'shop' | 'apartment'; floor: number; subTypeId: number };
  const plans: Plan[] = [];
  const parking = spec.units >= 5 ? Math.floor(spec.units * 0.2) : 0;
  for (let i = 0; i < parking; i++) plans.push({ kind: 'parking', floor: 0, subTypeId: 703 });
  if (spec.subTypeId === 903) plans.push({ kind: 'shop', floor: 0, subTypeId: 505 });
  while (plans.length < spec.units) {
    const floor = random.int(0, floors);
    const top = floor === floors && floors >= 3;
    plans.push({
      kind: 'apartment',
      floor,
      subTypeId: top
        ? 203
        : floor === 0
          ? 206
          : random.weighted([
              [201, 6],
              [205, 1],
              [202, 1],
            ] as const),
    });
  }
  const perFloor = new Map<number, number>();
  let parkingNo = 0;
  const units = random.shuffle(plans).map((plan) => {
    const unit = blankEstate(nextId());
    const u = unit.general;
    u.parentId = project.id;
    u.publicationDate = p.publicationDate;
    u.address = { ...p.address, city: { ...p.address.city }, box: null };
    u.address.geoLocation = p.address.geoLocation ? { ...p.address.geoLocation } : null;
    u.floor = plan.floor;
    u.floorId = plan.floor;
    u.buildingName = 'Blok A';
    const headTypeId =
      plan.kind === 'parking'
        ? HEAD_TYPE.GARAGE
        : plan.kind === 'shop'
          ? HEAD_TYPE.COMMERCIAL
          : HEAD_TYPE.APARTMENT;
    setTypes(unit, headTypeId, plan.subTypeId);
    const status = spec.rent
      ? random.weighted([
          [2, 60],
          [4, 10],
          [6, 30],
        ] as const)
      : random.weighted([
          [1, 60],
          [3, 10],
          [5, 30],
        ] as const);
    setTransaction(unit, status);
    const seq = (perFloor.get(plan.floor) ?? 0) + 1;
    perFloor.set(plan.floor, seq);
    u.entityNumber = plan.kind === 'parking' ? `P${++parkingNo}` : `A.${plan.floor}.${seq}`;
    u.address.box = u.entityNumber;
    const subName = subTypeById(plan.subTypeId)?.name ?? all('');
    u.title = T.unitTitle(subName, u.entityNumber, title);
    const parts: Names[] = [T.unitSentence(subName, u.entityNumber, plan.floor, title)];
    if (plan.kind === 'parking') {
      const area = random.int(12, 15);
      unit.layout = [room(ROOM.PARKING_SPACE, -1, area, 1)];
      unit.dimensions = { ...unit.dimensions, areaBuild: area };
      if (spec.rent) priceForRent(unit, roundTo(random.int(70, 140) * city.priceIndex, 5));
      else u.price.value = roundTo(random.int(22_000, 40_000) * city.priceIndex, 1_000);
      parts.push(T.areaSentence('floor', area, null));
    } else {
      const shop = plan.kind === 'shop';
      const bedrooms = shop
        ? 0
        : plan.subTypeId === 202
          ? 0
          : plan.subTypeId === 203
            ? random.int(2, 4)
            : random.weighted([
                [1, 30],
                [2, 50],
                [3, 20],
              ] as const);
      const bathrooms = bedrooms >= 3 ? 2 : 1;
      const area = shop
        ? random.int(80, 220)
        : plan.subTypeId === 202
          ? random.int(30, 45)
          : plan.subTypeId === 203
            ? random.int(120, 200)
            : 50 + 25 * bedrooms + random.int(-8, 12);
      unit.dimensions = { ...unit.dimensions, areaBuild: area };
      if (shop) {
        unit.layout = [
          room(ROOM.SALES_AREA, 0, Math.round(area * 0.8), 1),
          room(ROOM.TOILET, 0, 3, 2),
          room(ROOM.STORAGE, 0, Math.round(area * 0.1), 3),
        ];
        parts.push(T.areaSentence('floor', area, null));
      } else {
        u.bedroomCount = bedrooms;
        u.bathroomCount = bathrooms;
        unit.layout = dwellingLayout(
          random,
          { bedrooms, bathrooms, garden: plan.floor === 0, terrace: plan.floor > 0, garage: false },
          area,
          plan.floor,
          plan.floor,
        );
        if (bedrooms > 0) parts.push(T.roomsSentence(bedrooms, bathrooms));
        parts.push(T.areaSentence('living', area, null));
      }
      const epc = spec.subTypeId === 902 ? random.int(60, 140) : random.int(-20, 60);
      fillEnergy(unit, random, epc, area, spec.subTypeId !== 902);
      parts.push(T.energySentence(epc, unit.energy.energyLabel ?? 'A'));
      unit.technical = {
        ...unit.technical,
        newBuilding: spec.subTypeId !== 902,
        constructionYear: completion,
        condition: spec.subTypeId === 902 ? 'RENEWED' : 'NEW',
        elevator: floors > 1,
        monthlyCost: shop ? null : random.int(6, 20) * 10,
      };
      if (spec.rent) priceForRent(unit, monthlyRent(random, city, area, 13, 650));
      else {
        const factor = APARTMENT_FACTOR[plan.subTypeId] ?? 1;
        u.price.value = dwellingSalePrice(
          random,
          city,
          area,
          shop ? 0.9 : factor,
          'NEW',
          plan.subTypeId === 202,
        );
      }
    }
    unit.pictures = demoPictures(random, unit.id, random.int(3, 5));
    unit.salesRep = project.salesRep ? { ...project.salesRep } : null;
    parts.push(T.EXTRA_SENTENCES.visit);
    u.description = T.joinSentences(parts);
    u.shortDescription = parts[0] as Names;
    if (!spec.rent) listPurchaseFigures(unit, unit.technical.newBuilding === true);
    return unit;
  });
  const prices = units
    .filter((unit) => unit.general.headType.id !== HEAD_TYPE.GARAGE)
    .map((unit) => unit.general.price.value)
    .filter((v): v is number => v !== null);
  p.price.priceFrom = prices.length > 0 ? Math.min(...prices) : null;
  if (spec.rent) p.price.period = { name: { ...PER_MONTH } };
  return [project, ...units];
}
