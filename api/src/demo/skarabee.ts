/**
 * The second-source listings (SPEC §3 "Second listing data model", §7 GET /estates/skarabee/{id}):
 * one `SkarabeeListing` per estate that has a `general.guid`, generated from that estate (same
 * status, type, subtype, price and surfaces) with dotted field keys.
 *
 * Values that the estate record does not hold are drawn from a PRNG stream of their own, seeded by
 * the estate id (`immo-zonneveld-skarabee-v1:{id}`), so the listings never shift the draws of the
 * estates and one listing never shifts another.
 *
 * Demo cases the front end's hide rules and texts need (asserted in routes/skarabee.test.ts),
 * 24 listings in all:
 * - TO_RENT (rent hide rules): 1150, 1155, 1165, 1183, 1229, 1233, 1317, 1355, 1455, 1464, 1467,
 *   1482, 1485, 1498; RENTED: 1101, 1156, 1231, 1388, 1481;
 * - FOR_SALE: houses 1020, 1123, 1394 (1020 has a notary session), apartment 1133;
 * - PLOT: 1228 (guid skb-1228-5a1e0b7c and transaction 3 set in generate.ts EXTRA_GUIDS),
 *   FOR_SALE;
 * - `financial.vat_regime` true: 1133 (apartment for sale) and 1228 (plot);
 * - deliberately null fields ("Not entered"): `certification.epc_number` on 1183, 1228, 1231,
 *   1233, 1394, 1498; `notary.session_date` on all but 1020; `project.project_phase` on all;
 *   most construction and comfort fields on the plot 1228;
 * - keys the front end has no label for: `general.advertiser_id` and
 *   `other.distance_public_transport` on every listing;
 * - an unknown construction year written as the source writes it, '-1' (SPEC §5: cleared), on
 *   every listing of an estate without one and on 1229 (`UNKNOWN_YEAR`);
 * - the layout rooms with a surface as `layout.*` keys (`layout.bedroom1`... numbered,
 *   `layout.living_room`, `layout.kitchen`, `layout.bathroom`..., other rooms `layout.room{n}`).
 */
import type { LocalizedText } from 'shared/domain';
import type { Estate, SkarabeeListing, StatusCode, TypeCode } from '../contract/domain';
import { typeCodeOfHeadType } from '../reference/head-types';
import { subTypeById } from '../reference/sub-types';
import { transactionById } from '../reference/transactions';
import { LANGS, names } from '../reference/locales';
import { createRandom } from './prng';

/** The SMS text of a listing per language: its title in that language and its reference. */
function smsText(title: LocalizedText, reference: string): LocalizedText {
  return Object.fromEntries(
    LANGS.filter((lang) => title[lang]).map((lang) => [lang, `${title[lang]} - ${reference}`]),
  );
}

/** The seed prefix of the listings' PRNG stream. */
export const SKARABEE_SEED = 'immo-zonneveld-skarabee-v1';

/** The listing's own id for an estate id, e.g. 'skl-1020' (the route also accepts the guid). */
export function skarabeeListingId(estateId: string): string {
  return `skl-${estateId}`;
}

/** SPEC §3 environment codes, by the demo environment ids 1..8 (catalog.ts ENVIRONMENTS). */
const ENVIRONMENT_CODES = [
  'TOWN',
  'RESIDENTIAL',
  'COUNTRYSIDE',
  'VILLAGE',
  'SUBURBAN_AREA',
  'CRAFT_INDUSTRY',
  'INDUSTRIAL',
  'SEA_BEACH_DUNE',
] as const;

/** Room type id of a garden (reference/rooms.ts). */
const ROOM_GARDEN = 11;

const ROOFS = ['SADDLEBACK', 'FLAT', 'LEAN_TO', 'KERB', 'HIPPED'] as const;
const PLANNING_ANSWERS = ['YES', 'NO', 'PENDING', 'UNKNOWN'] as const;
const RECENT_DESTINATIONS = ['WG', 'WGL', 'WGR', 'AG', 'GWG'] as const;
const GARDENS = ['NOT_CONSTRUCTED', 'ONLY_LAWN', 'FULLY_LANDSCAPED'] as const;

/** The value of a build-technical criterion (by its English name), or null. */
function technical(estate: Estate, criterionEn: string): string | null {
  return estate.buildTechnicals.find((b) => b.criteria.en === criterionEn)?.value ?? null;
}

/** The `layout.*` key of each room type id of the demo layout; other rooms are `room{n}`. */
const LAYOUT_KEYS: Readonly<Record<number, string>> = {
  1: 'bedroom',
  2: 'living_room',
  3: 'kitchen',
  4: 'dining_room',
  5: 'bathroom',
  6: 'garage',
  10: 'terrace',
  11: 'garden',
};

/**
 * The layout fields of a listing: each room of the estate with a surface, in layout order, as
 * `layout.{name}{n}` (bedrooms always numbered, other names only when there are several), m².
 */
function layoutFields(estate: Estate): Record<string, number> {
  const rooms = estate.layout.filter((r) => typeof r.surface === 'number' && r.surface > 0);
  const nameOf = (typeId: number) => LAYOUT_KEYS[typeId] ?? 'room';
  const total = new Map<string, number>();
  for (const r of rooms) total.set(nameOf(r.typeId), (total.get(nameOf(r.typeId)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const fields: Record<string, number> = {};
  for (const r of rooms) {
    const name = nameOf(r.typeId);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    const numbered = name === 'bedroom' || name === 'room' || (total.get(name) ?? 0) > 1;
    fields[`layout.${name}${numbered ? n : ''}`] = r.surface as number;
  }
  return fields;
}

/** Listings whose source does not know the construction year (it writes -1). */
const UNKNOWN_YEAR: ReadonlySet<string> = new Set(['1229']);

/** YYYY-MM-DD of an ISO date, or null. */
const day = (iso: string | null): string | null => (iso ? iso.slice(0, 10) : null);

/**
 * Whether an estate's second-source listing says it is sold under the VAT regime
 * (`financial.vat_regime`): new builds, plots and apartments for sale are.
 */
export function listingVatRegime(estate: Estate): boolean {
  const t = transactionById(estate.general.transaction.id);
  const type = typeCodeOfHeadType(estate.general.headType.id) ?? 'HOUSE';
  return (
    !(t?.rent ?? false) &&
    (estate.technical.newBuilding === true || type === 'PLOT' || type === 'APARTMENT')
  );
}

/**
 * The second-source listing of an estate (deterministic; the estate is not changed).
 * @param estate an estate with `general.guid` set (a listing is made for any estate, though)
 * @returns the listing: id `skl-{estateId}`, external_id the estate id, status and type codes from
 *   the estate's transaction and head type, subType the subtype key (e.g. 'VILLA'), and `fields`
 */
export function demoSkarabeeListing(estate: Estate): SkarabeeListing {
  const random = createRandom(`${SKARABEE_SEED}:${estate.id}`);
  const g = estate.general;
  const t = transactionById(g.transaction.id);
  const status: StatusCode = t?.status ?? 'FOR_SALE';
  const type: TypeCode = typeCodeOfHeadType(g.headType.id) ?? 'HOUSE';
  const rent = t?.rent ?? false;
  const closed = t?.closed ?? false;
  const plot = type === 'PLOT';
  const apartment = type === 'APARTMENT';
  const living = estate.dimensions.areaBuild;
  const land = estate.dimensions.areaGround;
  const price = g.price.value;
  const vat = listingVatRegime(estate);
  const environmentId = estate.environments[0]?.id;
  const hasGarden = estate.layout.some((r) => r.typeId === ROOM_GARDEN);
  const gardenSurface = estate.layout.find((r) => r.typeId === ROOM_GARDEN)?.surface ?? null;
  const year = estate.technical.constructionYear;
  const landPrice = plot ? price : vat && price !== null ? Math.round(price * 0.3) : null;
  const registration = g.registrationCost;

  const fields: SkarabeeListing['fields'] = {
    'general.dossierNumber': `D-${estate.id}`,
    'general.exclusive': g.sticker?.id === 3 || random.chance(0.2),
    'general.advertiser_id': `ADV-${random.int(100, 999)}`,
    'construction.bedrooms_count': plot ? null : g.bedroomCount,
    'construction.bathrooms_count': plot ? null : g.bathroomCount,
    'construction.living_surface': plot ? null : living,
    'construction.land_surface': apartment ? null : land,
    // The source writes an unknown year as -1 (SPEC §5: cleared, shown as "Not entered").
    'construction.construction_year': plot
      ? null
      : year === null || UNKNOWN_YEAR.has(estate.id)
        ? '-1'
        : String(year),
    'construction.facades_count': plot
      ? null
      : estate.technical.buildingType === 'OPEN'
        ? 4
        : estate.technical.buildingType === 'HALF_OPEN'
          ? 3
          : 2,
    'construction.floors_count': plot ? null : apartment ? 1 : random.int(1, 3),
    'construction.roof_type': plot || apartment ? null : random.pick(ROOFS),
    'comfort.heating': plot ? null : technical(estate, 'Heating'),
    'comfort.kitchen_type': plot ? null : technical(estate, 'Kitchen'),
    'comfort.bathroom_type': plot ? null : 'EQUIPPED',
    'comfort.glazing_type': plot ? null : technical(estate, 'Glazing'),
    'comfort.lift': plot ? null : apartment ? (estate.technical.elevator ?? false) : false,
    'comfort.alarm': plot ? null : random.chance(0.7) ? random.chance(0.3) : null,
    'comfort.swimming_pool': plot ? null : !apartment && random.chance(0.1),
    'certification.epc_value': plot ? null : estate.energy.epcValue,
    'certification.epc_number': plot || random.chance(0.25) ? null : estate.energy.epcReference,
    'certification.energy_label': plot ? null : estate.energy.energyLabel,
    'certification.e_level': estate.energy.eLevel,
    'certification.co2_emission': plot ? null : estate.energy.co2,
    // Present on every listing: the front end hides them for rent and plots (SPEC §5).
    'certification.electrical_certificate': estate.technical.certificateElectricity ?? 'UNKNOWN',
    'certification.electrical_certificate_conformity': estate.technical.certificateConformity,
    'certification.electrical_certificate_information':
      estate.technical.certificateConformity === 'INVALID'
        ? names(
            'Niet-conforme installatie: aanpassing binnen 18 maanden na verkoop.',
            'Installation non conforme : mise en conformité dans les 18 mois suivant la vente.',
            'Non-compliant installation: to be brought into line within 18 months of the sale.',
            'Nicht konforme Anlage: Anpassung binnen 18 Monaten nach dem Verkauf.',
          )
        : null,
    'certification.as_built_certificate': g.certificateAsBuilt ?? 'UNKNOWN',
    'financial.price': price,
    'financial.price_per_square_meter':
      !rent && price !== null && (plot ? land : living)
        ? Math.round(price / ((plot ? land : living) ?? 1))
        : null,
    'financial.monthly_costs': estate.technical.monthlyCost,
    'financial.cadastral_income': plot ? null : estate.ki.nonIndexed,
    'financial.vat_regime': vat,
    'financial.land_price': landPrice,
    'financial.infrastructure_price': plot && price !== null ? random.int(5, 25) * 1000 : null,
    'financial.registration_costs': rent ? null : registration,
    'notary.session_date': null,
    'notary.setting_price': null,
    'notary_cost.total':
      rent || price === null ? null : Math.round((registration ?? price * 0.12) + 2_500),
    'other.available': closed ? null : estate.technical.available,
    'other.available_at': day(estate.technical.availableDate),
    'other.garden': plot || !hasGarden ? null : random.pick(GARDENS),
    'other.garden_information': gardenSurface
      ? names(
          `Tuin van ongeveer ${gardenSurface} m²`,
          `Jardin d’environ ${gardenSurface} m²`,
          `Garden of about ${gardenSurface} m²`,
          `Garten von etwa ${gardenSurface} m²`,
        )
      : null,
    'other.environment':
      environmentId !== undefined ? (ENVIRONMENT_CODES[environmentId - 1] ?? null) : null,
    'other.distance_school': random.int(2, 40) * 50,
    'other.distance_shops': random.int(2, 40) * 50,
    'other.distance_public_transport': random.int(1, 20) * 50,
    // The SMS text in each language the source writes it in (the title of that language).
    'other.sms_text': smsText(g.title, g.reference ?? estate.id),
    'planning.destination': plot || !rent ? null : 'MAIN_RESIDENCE',
    'planning.permission': g.buildingLicense ?? random.pick(PLANNING_ANSWERS),
    'planning.most_recent_destination': random.pick(RECENT_DESTINATIONS),
    'planning.proceeding': g.townPlanningViolation === 'YES' ? 'PENDING' : 'NO',
    'planning.subdivision_permit': plot ? 'YES' : (g.allocationLicense ?? 'UNKNOWN'),
    'planning.priority_purchase': g.presaleRight ?? 'UNKNOWN',
    'flood_information.is_in_flood_area': (g.floodingParcelScore ?? 'A') > 'C',
    'flood_information.is_in_risk_zone': (g.floodingBuildingScore ?? 'A') > 'C',
    'flood_information.is_in_shore_area': false,
    'flood_information.is_in_effective_flood_area': (g.floodingParcelScore ?? 'A') > 'D',
    'media.virtual_visit_url': estate.videos.find((v) => v.typeId === 2)?.link ?? null,
    'project.project_phase': null,
    ...layoutFields(estate),
  };
  // A public sale now and then (the notary tab).
  if (!rent && !closed && !vat && random.chance(0.5)) {
    fields['notary.session_date'] = '2026-12-15';
    fields['notary.setting_price'] = price === null ? null : Math.round(price * 0.8);
  }
  return {
    id: skarabeeListingId(estate.id),
    title: { ...g.title },
    description: { ...g.description },
    short_description: { ...g.shortDescription },
    external_id: estate.id,
    status,
    type,
    subType: subTypeById(g.subType.id)?.key ?? type,
    archived: closed,
    archived_at: closed ? day(g.publicationDate) : null,
    fields,
  };
}

/**
 * The listings of every estate that has a `general.guid`, in estate order.
 * @param estates the demo estates (not changed)
 */
export function buildSkarabeeListings(estates: readonly Estate[]): SkarabeeListing[] {
  return estates.filter((e) => e.general.guid).map((e) => demoSkarabeeListing(e));
}
