/**
 * Small Estate fixtures for unit tests of every team (SPEC §3 Estate). Not for production code.
 * `makeEstate({ id: '7', general: { transaction: SOLD } })` gives a complete, valid estate whose
 * nested parts are deep-merged with the overrides.
 */
import type { Estate, EstateGeneral, IdName, Picture } from '../domain';

/** A deep partial of an object; arrays are replaced, not merged. */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (infer U)[]
    ? U[]
    : T[K] extends object | null
      ? DeepPartial<NonNullable<T[K]>> | null
      : T[K];
};

/** Transactions by id (SPEC §4 ids; names in the four languages). */
export const TRANSACTIONS: Record<
  'FOR_SALE' | 'TO_RENT' | 'SOLD' | 'RENTED' | 'TAKEN_OVER' | 'RENT_OPTION',
  IdName
> = {
  FOR_SALE: { id: 1, name: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' } },
  TO_RENT: { id: 2, name: { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' } },
  RENT_OPTION: {
    id: 4,
    name: { nl: 'In optie', fr: 'En option', en: 'Under option', de: 'Optioniert' },
  },
  SOLD: { id: 5, name: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' } },
  RENTED: { id: 6, name: { nl: 'Verhuurd', fr: 'Loué', en: 'Rented', de: 'Vermietet' } },
  TAKEN_OVER: {
    id: 12,
    name: { nl: 'Overgenomen', fr: 'Repris', en: 'Taken over', de: 'Übernommen' },
  },
};

/** A picture of the demo data, site-relative, 370x250 thumbnail. */
export function makePicture(estateId: string, index: number): Picture {
  return {
    file: `/assets/pictures/${estateId}/${index}-1200x800.svg`,
    thumbnail: `/assets/pictures/${estateId}/${index}-370x250.svg`,
    index,
    width: 370,
    height: 250,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(patch) || !isPlainObject(base))
    return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = value === undefined ? out[key] : deepMerge(out[key], value);
  }
  return out as T;
}

function baseGeneral(id: string): EstateGeneral {
  return {
    id,
    parentId: null,
    project: false,
    headType: { id: 1, name: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' } },
    subType: { id: 11, name: { nl: 'Villa', fr: 'Villa', en: 'Villa', de: 'Villa' } },
    title: {
      nl: 'Ruime villa',
      fr: 'Villa spacieuse',
      en: 'Spacious villa',
      de: 'Geräumige Villa',
    },
    description: { nl: 'Een mooie villa.', en: 'A fine villa.' },
    shortDescription: { nl: 'Mooie villa', en: 'Fine villa' },
    architect: null,
    transaction: TRANSACTIONS.FOR_SALE,
    reference: `REF-${id}`,
    floor: null,
    floorId: null,
    entityNumber: null,
    buildingName: null,
    petsAllowed: null,
    asbestosInventory: null,
    certificateAsbestos: null,
    guid: null,
    bedroomCount: 3,
    bathroomCount: 2,
    publicationDate: '2026-01-15T10:00:00.000Z',
    address: {
      visible: true,
      street: { street_address: { nl: 'Kouter', fr: 'Kouter', en: 'Kouter', de: 'Kouter' } },
      number: '12',
      box: null,
      city: { id: 9000, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' } },
      region: 'FLANDERS',
      country: { id: 'BE' },
      geoLocation: { lat: 51.05, lon: 3.72 },
    },
    sticker: null,
    price: {
      value: 450000,
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
}

/**
 * A complete estate: a villa for sale in Gent (id '1' unless given), 3 bedrooms, 2 bathrooms,
 * 180 m² built, EPC B, € 450.000, two pictures (given out of index order). Overrides are deep-merged.
 */
export function makeEstate(overrides: DeepPartial<Estate> = {}): Estate {
  const id = overrides.id ?? overrides.general?.id ?? '1';
  const base: Estate = {
    id,
    general: baseGeneral(id),
    ki: { indexed: null, nonIndexed: null, communityTax: null },
    salesRep: null,
    dimensions: {
      areaGround: 600,
      areaBuild: 180,
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
      epcValue: 180,
      epcValueTotal: 32400,
      epbReference: null,
      epcReference: null,
      energyLabel: 'B',
      customEpcLabel: null,
      eLevel: null,
      kLevel: null,
      co2: null,
      shared: null,
    },
    technical: {
      newBuilding: null,
      constructionYear: 1998,
      renovationYear: null,
      buildingType: 'OPEN',
      condition: 'GOOD_CONDITION',
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
    pictures: [makePicture(id, 2), makePicture(id, 1)],
    videos: [],
    environments: [],
    rentalOptions: [],
    extraFields: [],
    children: [],
    collections: [],
  };
  const merged = deepMerge(base, overrides);
  merged.general.id = merged.id;
  return merged;
}

/** `count` estates with ids from `start` (as strings), for list tests. */
export function makeEstates(count: number, start = 1): Estate[] {
  return Array.from({ length: count }, (_, i) => makeEstate({ id: String(start + i) }));
}
