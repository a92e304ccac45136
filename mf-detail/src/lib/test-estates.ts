/**
 * Estate fixtures of this remote's tests, taken from the API's demo-data generator through
 * `shared/testing/estates`: the generator's blank estate (every field present and empty) with the
 * identity of a generated estate (type, subtype, transaction, address, price), so a test states
 * only the values it checks and everything else is what the API's records hold. Not bundled:
 * only test files import it.
 */
import type { Estate, EstateGeneral, Picture, Price, Room } from 'shared/domain';
import {
  blankDemoEstate,
  DEMO_ESTATE,
  demoEstate,
  makePicture,
  makeRoom,
  TRANSACTIONS as DEMO_TRANSACTIONS,
} from 'shared/testing/estates';

/** Transactions of the standard source (SPEC §4) with their names, as the API gives them. */
export const TRANSACTIONS = {
  forSale: DEMO_TRANSACTIONS.FOR_SALE,
  toRent: DEMO_TRANSACTIONS.TO_RENT,
  /** Rent under option (id 4): hidden on the demo site (hiddenStatus [4, 12]). */
  toRentOption: DEMO_TRANSACTIONS.RENT_OPTION,
  sold: DEMO_TRANSACTIONS.SOLD,
  rented: DEMO_TRANSACTIONS.RENTED,
} as const;

/** A patch of an estate: any top-level field, and any field of `general` (merged one level deep). */
export type EstatePatch = Partial<Omit<Estate, 'general'>> & {
  general?: Partial<Omit<EstateGeneral, 'price'>> & { price?: Partial<Price> };
};

/** The fields that make an estate what it is: type, subtype, transaction, address, price. */
function identityOf(source: Estate): Partial<EstateGeneral> {
  const g = source.general;
  return {
    headType: g.headType,
    subType: g.subType,
    transaction: g.transaction,
    address: g.address,
    publicationDate: g.publicationDate,
    price: { ...blankDemoEstate('x').general.price, value: g.price.value },
  };
}

/** The blank estate `id` with `identity`, then `patch` (general one level deep, price merged). */
function build(id: string, identity: Partial<EstateGeneral>, patch: EstatePatch): Estate {
  const blank = blankDemoEstate(id);
  const { general: generalPatch = {}, ...rest } = patch;
  const { price: pricePatch = {}, ...generalRest } = generalPatch;
  const general: EstateGeneral = { ...blank.general, ...identity, ...generalRest, id };
  general.price = { ...general.price, ...pricePatch };
  return { ...blank, ...rest, id, general };
}

/**
 * An estate with id `id`: the generated house for sale at Schoolstraat 3, 9000 Gent (subtype
 * Woning/Maison/House/Haus, € 560.000, `DEMO_ESTATE.houseForSale`), every other field empty, and
 * the given patch applied. Returns a new object each call.
 */
export function buildEstate(id: string, patch: EstatePatch = {}): Estate {
  return build(id, identityOf(demoEstate(DEMO_ESTATE.houseForSale)), patch);
}

/** Picture `index` of estate `estateId` as the generator makes them (1200x800 file, 370x250 thumbnail). */
export function buildPicture(estateId: string, index: number): Picture {
  return makePicture(estateId, index);
}

/** A layout room (SPEC §3) as the generator makes them: type id, name, count 1 unless patched. */
export function buildRoom(typeId: number, name: string, patch: Partial<Room> = {}): Room {
  return makeRoom(typeId, name, patch);
}

/** The generated project (`DEMO_ESTATE.project`: "Residentie Zonnehof" in Gent, from € 160.000). */
const PROJECT = demoEstate(DEMO_ESTATE.project);
/** One of its generated units: an apartment (subtype Appartement/Apartment/Wohnung). */
const APARTMENT =
  PROJECT.children.find((unit) => unit.general.subType.name.en === 'Apartment') ??
  (PROJECT.children[0] as Estate);

/**
 * A unit (child estate) `id` of project `projectId`: an apartment of the generated project on
 * `floor`, entity number `entityNumber`, every other field empty, with the patch applied.
 */
export function buildUnit(
  id: string,
  projectId: string,
  floor: number,
  entityNumber: string,
  patch: EstatePatch = {},
): Estate {
  return build(id, { ...identityOf(APARTMENT), parentId: projectId, floor, entityNumber }, patch);
}

/**
 * A project `id`: the generated project "Residentie Zonnehof" in Gent (from € 160.000), every
 * other field empty, with the given units as children and the patch applied.
 */
export function buildProject(id: string, children: Estate[], patch: EstatePatch = {}): Estate {
  const { general } = PROJECT;
  return build(
    id,
    {
      ...identityOf(PROJECT),
      project: true,
      title: general.title,
      price: { ...blankDemoEstate('x').general.price, priceFrom: general.price.priceFrom },
    },
    { children, ...patch },
  );
}
