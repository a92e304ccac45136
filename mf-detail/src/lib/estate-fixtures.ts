/**
 * Small Estate fixtures for this remote's tests (SPEC §3 Estate). Every field is present with an
 * empty value (null, '', [] or 0) unless a test gives it, so a test states only what it checks.
 * Not bundled: only test files import it.
 */
import type { Estate, EstateGeneral, Picture, Price, Room } from 'shared/domain';

/** Transaction ids of the standard source (SPEC §4) with their names in the four languages. */
export const TRANSACTIONS = {
  forSale: { id: 1, name: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' } },
  toRent: { id: 2, name: { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' } },
  toRentOption: {
    id: 4,
    name: {
      nl: 'Te huur (optie)',
      fr: 'À louer (option)',
      en: 'For rent (option)',
      de: 'Zu vermieten (Option)',
    },
  },
  sold: { id: 5, name: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' } },
  rented: { id: 6, name: { nl: 'Verhuurd', fr: 'Loué', en: 'Rented', de: 'Vermietet' } },
} as const;

/** A patch of an estate: any top-level field, and any field of `general` (merged one level deep). */
export type EstatePatch = Partial<Omit<Estate, 'general'>> & {
  general?: Partial<Omit<EstateGeneral, 'price'>> & { price?: Partial<Price> };
};

/** An empty price (euro): every amount null, no period. */
function emptyPrice(): Price {
  return {
    value: null,
    priceFrom: null,
    groundValue: null,
    infrastructureValue: null,
    furnitureValue: null,
    constructionValue: null,
    deposit: null,
    period: null,
  };
}

/**
 * An estate with id `id` (a house for sale at Veldstraat 12, 9000 Gent, € 350.000) and the given
 * patch applied. Returns a new object each call.
 */
export function buildEstate(id: string, patch: EstatePatch = {}): Estate {
  const { general: generalPatch = {}, ...rest } = patch;
  const { price: pricePatch = {}, ...generalRest } = generalPatch;
  const general: EstateGeneral = {
    id,
    parentId: null,
    project: false,
    headType: { id: 1 },
    subType: { id: 10, name: { nl: 'Woning', fr: 'Maison', en: 'House', de: 'Haus' } },
    title: {},
    description: {},
    shortDescription: {},
    architect: null,
    transaction: TRANSACTIONS.forSale,
    reference: null,
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
    publicationDate: '2026-01-15T09:00:00.000Z',
    address: {
      visible: true,
      street: {
        street_address: { nl: 'Veldstraat', fr: 'Veldstraat', en: 'Veldstraat', de: 'Veldstraat' },
      },
      number: '12',
      box: null,
      city: { id: 9000, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' } },
      region: 'FLANDERS',
      country: { id: 'BE' },
      geoLocation: { lat: 51.05, lon: 3.72 },
    },
    sticker: null,
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
    ...generalRest,
    price: { ...emptyPrice(), value: 350000, ...pricePatch },
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
    ...rest,
  };
}

/** A picture of estate `estateId` at `index`: the 1200x800 file and the 370x250 thumbnail (site-relative). */
export function buildPicture(estateId: string, index: number): Picture {
  return {
    file: `/assets/pictures/${estateId}/${index}-1200x800.svg`,
    thumbnail: `/assets/pictures/${estateId}/${index}-370x250.svg`,
    index,
  };
}

/** A layout room (SPEC §3): type id, localized name, count, surface in m², floor. */
export function buildRoom(typeId: number, name: string, patch: Partial<Room> = {}): Room {
  return {
    typeId,
    name: { nl: name, fr: name, en: name, de: name },
    floor: null,
    count: 1,
    surface: null,
    comment: null,
    common: false,
    sort: 0,
    ...patch,
  };
}

/**
 * A unit (child estate) `id` of project `projectId`: an apartment on `floor`, entity number
 * `entityNumber`, with the patch applied.
 */
export function buildUnit(
  id: string,
  projectId: string,
  floor: number,
  entityNumber: string,
  patch: EstatePatch = {},
): Estate {
  return buildEstate(id, {
    ...patch,
    general: {
      parentId: projectId,
      floor,
      entityNumber,
      headType: { id: 2 },
      subType: {
        id: 20,
        name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
      },
      ...patch.general,
    },
  });
}

/** A project `id` ("Residentie Zonneveld" in Gent, from € 250.000) with the given units as children. */
export function buildProject(id: string, children: Estate[], patch: EstatePatch = {}): Estate {
  return buildEstate(id, {
    children,
    ...patch,
    general: {
      project: true,
      headType: { id: 9 },
      subType: { id: 90, name: { nl: 'Project', fr: 'Projet', en: 'Project', de: 'Projekt' } },
      title: {
        nl: 'Residentie Zonneveld',
        fr: 'Résidence Zonneveld',
        en: 'Zonneveld Residence',
        de: 'Residenz Zonneveld',
      },
      ...patch.general,
      price: { value: null, priceFrom: 250000, ...patch.general?.price },
    },
  });
}
