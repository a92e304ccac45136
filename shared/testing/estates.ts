/**
 * Estate fixtures of every front end's tests, taken from the API's demo-data generator (ARCHITECTURE
 * "Fixtures come from the same demo-data generator the API seeds from"), so tests and the running
 * site read the same records. Not for production code: only tests, `lib/test-*.ts` and `shared/testing` import it
 * (ESLint allows `api/src/demo/*` there only).
 *
 * - `demoEstate(id)`: a copy of one generated estate (a project with its units as children).
 * - `makeEstate(overrides)`: the generated villa for sale in Gent (`DEMO_ESTATE.villaForSale`),
 *   with the fields a test needs overridden (deep-merged; arrays replaced).
 * - `blankDemoEstate(id, overrides)`: the generator's own blank estate (every field present and
 *   empty) with the fields a test gives, for tests that state every value they check.
 * - `TRANSACTIONS`, `makePicture`, `makeRoom`: transactions, pictures and rooms as generated.
 */
import type { Estate, IdName, Picture, Room, SkarabeeListing } from '../src/domain';
import { blankEstate } from 'api/src/demo/estates';
import { generateDemoData, withChildren } from 'api/src/demo/generate';

/** A deep partial of an object; arrays are replaced, not merged. */
export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (infer U)[]
    ? U[]
    : T[K] extends object | null
      ? DeepPartial<NonNullable<T[K]>> | null
      : T[K];
};

const DEMO = generateDemoData();

/** A deep copy of plain JSON data (estates are; jsdom has no structuredClone). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Ids of generated estates the tests use, with what they are. */
export const DEMO_ESTATE = {
  /** A villa for sale in Gent (Zandstraat), 8 pictures, in a collection. */
  villaForSale: '1242',
  /** A house for sale in Gent (Schoolstraat 3), € 560.000. */
  houseForSale: '1493',
  /** An apartment to rent in Gent, address not visible. */
  apartmentToRent: '1135',
  /** A project in Gent ("Residentie Zonnehof", from € 160.000) with 12 units. */
  project: '1022',
} as const;

/**
 * A copy of the generated estate `id`; a project carries its units as children, sorted by floor
 * as GET /estates/v2/{id} answers it.
 * @throws Error when the demo data has no such estate
 */
export function demoEstate(id: string): Estate {
  const estate = withChildren(DEMO.estates, id);
  if (!estate) throw new Error(`The demo data has no estate ${id}`);
  return copy(estate);
}

/** Every second-source listing of the demo (GET /estates/skarabee/{id}), as copies. */
export function demoSkarabeeListings(): SkarabeeListing[] {
  return copy(DEMO.skarabeeListings);
}

/** Every generated estate (projects, units and standalone estates, flat), as copies. */
export function demoEstates(): Estate[] {
  return copy(DEMO.estates);
}

/**
 * The transaction `id` as the demo estates carry it (id and names in the four languages).
 * @throws Error when no generated estate has that transaction
 */
export function demoTransaction(id: number): IdName {
  const estate = DEMO.estates.find((e) => e.general.transaction.id === id);
  if (!estate) throw new Error(`No demo estate has transaction ${id}`);
  return copy(estate.general.transaction);
}

/** Transactions by status (SPEC §4 ids), with the names the API gives them. */
export const TRANSACTIONS = {
  FOR_SALE: demoTransaction(1),
  TO_RENT: demoTransaction(2),
  FOR_SALE_OPTION: demoTransaction(3),
  RENT_OPTION: demoTransaction(4),
  SOLD: demoTransaction(5),
  RENTED: demoTransaction(6),
  TAKE_OVER: demoTransaction(10),
  TAKEN_OVER: demoTransaction(12),
} as const satisfies Record<string, IdName>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `patch` deep-merged into a copy of `base`: objects merged, arrays and other values replaced. */
export function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(patch) || !isPlainObject(base))
    return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = value === undefined ? out[key] : deepMerge(out[key], value);
  }
  return out as T;
}

/** `estate` under another id: its id, `general.id` and the ids in its picture paths. */
function withId(estate: Estate, id: string): Estate {
  const from = `/pictures/${estate.id}/`;
  const to = `/pictures/${id}/`;
  return {
    ...estate,
    id,
    general: { ...estate.general, id },
    pictures: (estate.pictures ?? []).map((p) => ({
      ...p,
      file: p.file.replace(from, to),
      thumbnail: p.thumbnail.replace(from, to),
    })),
  };
}

/**
 * The generated villa for sale in Gent (`DEMO_ESTATE.villaForSale`: subtype Villa, 5 bedrooms, 2
 * bathrooms, 297 m² built, EPC E, € 1.325.000, 8 pictures stored out of index order), under the
 * id of `overrides` (its own id by default), with `overrides` deep-merged.
 */
export function makeEstate(overrides: DeepPartial<Estate> = {}): Estate {
  const id = overrides.id ?? overrides.general?.id ?? DEMO_ESTATE.villaForSale;
  const merged = deepMerge(withId(demoEstate(DEMO_ESTATE.villaForSale), id), overrides);
  merged.general.id = merged.id;
  return merged;
}

/** `count` copies of `makeEstate` with ids from `start` (as strings), for list tests. */
export function makeEstates(count: number, start = 1): Estate[] {
  return Array.from({ length: count }, (_, i) => makeEstate({ id: String(start + i) }));
}

/**
 * The generator's blank estate `id` (every field present and empty: null, '', [] or 0; a house,
 * transaction 1, in no city) with `overrides` deep-merged: for tests that give every value they
 * check.
 */
export function blankDemoEstate(id: string, overrides: DeepPartial<Estate> = {}): Estate {
  const merged = deepMerge(blankEstate(id), overrides);
  merged.general.id = merged.id;
  return merged;
}

/**
 * Picture `index` of estate `estateId` as the generator makes them: the 1200x800 file and the
 * 370x250 thumbnail, site-relative SVG assets.
 */
export function makePicture(estateId: string, index: number): Picture {
  const template = demoEstate(DEMO_ESTATE.villaForSale).pictures[0] as Picture;
  const path = (file: string) =>
    file.replace(/\/pictures\/[^/]+\/\d+-/, `/pictures/${estateId}/${index}-`);
  return { ...template, file: path(template.file), thumbnail: path(template.thumbnail), index };
}

/**
 * A layout room (SPEC §3) shaped as the generator makes them, with room type id `typeId`, the
 * name `name` in every language, and `overrides` (count, surface in m², floor, sort...).
 */
export function makeRoom(typeId: number, name: string, overrides: Partial<Room> = {}): Room {
  const template = DEMO.estates.find((e) => e.layout.length > 0)?.layout[0] as Room;
  return {
    ...copy(template),
    typeId,
    name: { nl: name, fr: name, en: name, de: name },
    floor: null,
    count: 1,
    surface: null,
    comment: null,
    common: false,
    sort: 0,
    ...overrides,
  };
}
