/**
 * The demo data set the API seeds from, and that tests of other packages can import as fixtures
 * (ARCHITECTURE "Fixtures come from the same demo-data generator the API seeds from").
 *
 * `generateDemoData()` is pure: no database, no clock, no I/O, the same output on every call.
 */
import type { Locale } from 'shared/domain';
import type {
  Entity,
  EntityItem,
  Estate,
  EstateCollection,
  EstatePage,
  Location,
  NavigationMenu,
  Page,
  Site,
  SkarabeeListing,
  Translations,
} from '../contract/domain';
import { HEAD_TYPE } from '../reference/head-types';
import { names } from '../reference/locales';
import { transactionById } from '../reference/transactions';
import { ARCHITECTS, PROJECT_NAMES, SALES_REPS, type DemoSalesRep } from './catalog';
import { DEMO_CITIES, type DemoCity } from './cities';
import {
  demoEntities,
  demoEstatePages,
  demoNavigation,
  demoPages,
  demoSite,
  demoTranslations,
} from './content';
import { addDemoDocuments } from './documents';
import {
  buildProject,
  buildStandaloneEstate,
  listPurchaseFigures,
  type ProjectSpec,
} from './estates';
import { createRandom } from './prng';
import { generateRentalData, type RentalDemoData } from './rentals';
import { projectTitle } from './texts';
import { buildSkarabeeListings, listingVatRegime } from './skarabee';

export { DEMO_REFERENCE_DATE, estateReference } from './estates';
export { DEMO_HOSTNAME, DEMO_SITE_ID } from './content';

/** A municipality as stored in the `cities` table and offered as a filter location. */
export type DemoLocation = Location & { region: DemoCity['region']; country: string };

/** Everything the demo site needs. Estates are flat: units are separate records with `general.parentId`. */
export interface DemoData {
  site: Site;
  /** Standalone estates, projects and project units, in id order; `children` are empty (the API assembles them). */
  estates: Estate[];
  cities: DemoLocation[];
  translations: Record<Locale, Translations>;
  navigation: NavigationMenu[];
  pages: Page[];
  /** Landing pages (SPEC §7 GET /estate-pages/{a}/{b}). */
  estatePages: EstatePage[];
  entities: Array<Entity & { items: EntityItem[] }>;
  collections: EstateCollection[];
  salesReps: DemoSalesRep[];
  /** Second-source listings (GET /estates/skarabee/{id}), one per estate with a `general.guid`. */
  skarabeeListings: SkarabeeListing[];
  /** The site's holiday rental units, periods and reservations (demo/rentals.ts). */
  rentals?: RentalDemoData;
}

/** Number of standalone estates (not projects, not units). */
export const DEMO_STANDALONE_COUNT = 420;
const FIRST_ID = 1001;

const PROJECTS: Omit<ProjectSpec, 'architect'>[] = [
  { name: PROJECT_NAMES[0] ?? '', cityId: 2, units: 12, subTypeId: 901, rent: false },
  { name: PROJECT_NAMES[1] ?? '', cityId: 1, units: 20, subTypeId: 901, rent: false },
  { name: PROJECT_NAMES[2] ?? '', cityId: 4, units: 3, subTypeId: 902, rent: false },
  { name: PROJECT_NAMES[3] ?? '', cityId: 24, units: 15, subTypeId: 903, rent: false },
  { name: PROJECT_NAMES[4] ?? '', cityId: 29, units: 8, subTypeId: 901, rent: false },
  { name: PROJECT_NAMES[5] ?? '', cityId: 8, units: 10, subTypeId: 901, rent: false },
  { name: PROJECT_NAMES[6] ?? '', cityId: 3, units: 5, subTypeId: 902, rent: false },
  { name: PROJECT_NAMES[7] ?? '', cityId: 40, units: 18, subTypeId: 901, rent: true },
  { name: PROJECT_NAMES[8] ?? '', cityId: 6, units: 6, subTypeId: 901, rent: false },
  { name: PROJECT_NAMES[9] ?? '', cityId: 28, units: 4, subTypeId: 903, rent: false },
];

/**
 * Guids set after generation on estates of kinds the generator's alternate-source estates (houses
 * and apartments to rent, under option or rented) do not cover, so the second-source listings
 * include a PLOT (SPEC §5 plot hide rule). No PRNG draw moves. Alternate-source estates only use
 * transaction ids read the same way by both sources (2, 3, 6; SPEC §4: id 1 means sold there),
 * so the plot, for sale (1) in the generator, is put under option (3, still FOR_SALE).
 * Estate 1228: a plot in Hasselt published 2025-01-28 (old, so not among the first results).
 */
const EXTRA_GUIDS: Readonly<Record<string, { guid: string; transactionId: number }>> = {
  '1228': { guid: 'skb-1228-5a1e0b7c', transactionId: 3 },
};

/**
 * Projects entered without a subtype (SPEC §9: estates with no group key go into the group
 * "Projecten"), by name: grouped by subtype, they show that group. Set after generation, so no
 * PRNG draw moves; their units keep their own subtypes.
 */
const PROJECTS_WITHOUT_SUBTYPE: readonly string[] = [
  PROJECT_NAMES[6] ?? '',
  PROJECT_NAMES[9] ?? '',
];

/**
 * Builds the estate collections (SPEC §3 estate collections) and records each estate's
 * collection ids in `estate.collections`.
 */
function buildCollections(estates: Estate[]): EstateCollection[] {
  const topLevel = estates.filter((e) => e.general.parentId === null);
  const open = (e: Estate) => !(transactionById(e.general.transaction.id)?.closed ?? false);
  const collections: EstateCollection[] = [
    {
      id: 1,
      name: names('Nieuwbouw', 'Constructions neuves', 'New builds', 'Neubauten'),
      estateIds: topLevel
        .filter((e) => open(e) && e.technical.newBuilding === true)
        .map((e) => e.id),
    },
    {
      id: 2,
      name: names(
        'Exclusieve woningen',
        "Biens d'exception",
        'Exclusive homes',
        'Exklusive Immobilien',
      ),
      estateIds: topLevel
        .filter(
          (e) =>
            open(e) &&
            (e.general.headType.id === HEAD_TYPE.HOUSE ||
              e.general.headType.id === HEAD_TYPE.APARTMENT) &&
            e.general.price.period === null &&
            (e.general.price.value ?? 0) >= 900_000,
        )
        .map((e) => e.id),
    },
    {
      id: 3,
      name: names('Investeren', 'Investir', 'Investment opportunities', 'Investitionsobjekte'),
      estateIds: topLevel
        .filter(
          (e) =>
            open(e) &&
            (e.general.headType.id === HEAD_TYPE.INVESTMENT || e.general.subType.id === 208),
        )
        .map((e) => e.id),
    },
  ];
  const byId = new Map(estates.map((e) => [e.id, e]));
  for (const collection of collections) {
    for (const id of collection.estateIds) byId.get(id)?.collections.push(collection.id);
  }
  return collections;
}

/**
 * Generates the demo data set deterministically (seeded PRNG, fixed reference date 2026-11-01):
 * one site (id 1, hostname 'localhost'), 420 standalone estates over 45 municipalities, 10
 * projects with 3 to 20 units each (101 units; two projects have no subtype, the "Projecten"
 * group of SPEC §9), translations, menus, pages, landing pages, entities and
 * collections; files, videos and tours (demo/documents.ts) and the second-source listings of the
 * estates with a guid (demo/skarabee.ts), each from PRNG streams of their own. Takes about 50 ms;
 * has no side effects.
 * @returns a fresh `DemoData` (callers may mutate it)
 */
export function generateDemoData(): DemoData {
  const random = createRandom('immo-zonneveld-demo-v1');
  const ctx = { random, cities: DEMO_CITIES };
  let nextNumber = FIRST_ID;
  const nextId = () => String(nextNumber++);
  const estates: Estate[] = [];
  const total = DEMO_STANDALONE_COUNT + PROJECTS.length;
  const every = Math.floor(total / PROJECTS.length);
  let projectIndex = 0;
  for (let slot = 0; slot < total; slot++) {
    const spec = PROJECTS[projectIndex];
    if (spec && slot % every === Math.floor(every / 2)) {
      estates.push(
        ...buildProject(
          ctx,
          { ...spec, architect: ARCHITECTS[projectIndex % ARCHITECTS.length] ?? '' },
          nextId,
        ),
      );
      projectIndex++;
    } else {
      estates.push(buildStandaloneEstate(ctx, nextId()));
    }
  }
  for (const estate of estates) {
    const extra = EXTRA_GUIDS[estate.id];
    const transaction = extra && transactionById(extra.transactionId);
    if (!extra || !transaction) continue;
    estate.general.guid = extra.guid;
    estate.general.transaction = { id: transaction.id, name: { ...transaction.name } };
  }
  for (const estate of estates) {
    const name = estate.general.project ? estate.general.title.nl : undefined;
    if (PROJECTS_WITHOUT_SUBTYPE.some((n) => name === projectTitle(n).nl)) {
      estate.general.subType = { id: 0, name: {} };
    }
  }
  addDemoDocuments(estates);
  // An estate with a second-source listing lists its costs under that listing's VAT regime, as
  // the detail page estimates them.
  for (const estate of estates) {
    if (estate.general.guid && estate.general.registrationCost !== null) {
      listPurchaseFigures(estate, listingVatRegime(estate));
    }
  }
  const collections = buildCollections(estates);
  return {
    site: demoSite(),
    estates,
    cities: DEMO_CITIES.map((c) => ({
      id: c.id,
      zip: c.zip,
      name: { ...c.name },
      ...(c.alias ? { alias: { ...c.alias } } : {}),
      lat: c.lat,
      lon: c.lon,
      region: c.region,
      country: c.country,
    })),
    translations: demoTranslations(),
    navigation: demoNavigation(),
    pages: demoPages(),
    estatePages: demoEstatePages(),
    entities: demoEntities(),
    collections,
    salesReps: SALES_REPS.map((rep) => ({
      ...rep,
      description: rep.description ? { ...rep.description } : null,
    })),
    skarabeeListings: buildSkarabeeListings(estates),
    rentals: generateRentalData(1),
  };
}

/**
 * An estate with its children assembled the way GET /estates/v2/{id} answers it: the units of a
 * project, sorted by floor then id (SPEC §3, §9). Pure helper for fixtures.
 * @param estates a flat list such as `generateDemoData().estates`
 * @returns a copy of the estate with `children`, or null when the id is unknown
 */
export function withChildren(estates: readonly Estate[], id: string): Estate | null {
  const estate = estates.find((e) => e.id === id);
  if (!estate) return null;
  const children = estates
    .filter((e) => e.general.parentId === id)
    .sort(
      (a, b) =>
        (a.general.floor ?? Infinity) - (b.general.floor ?? Infinity) || compareIds(a.id, b.id),
    );
  return { ...estate, children };
}

/**
 * Orders estate ids by their characters (code units), the API's tiebreak order (the `id` column
 * uses the "C" collation, so PostgreSQL and PGlite agree).
 * @returns negative, zero or positive like any comparator
 */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
