/** The indexed columns of the `estates` table, derived from an Estate record. */
import type { Estate } from '../contract/domain';
import { transactionById } from '../reference/transactions';

/**
 * Folds a name for sorting: lower case, accents removed ("Liège" gives "liege"), so a plain
 * "C"-collation sort is alphabetical in every language and the same on PGlite and PostgreSQL.
 */
export function foldName(name: string | undefined): string | null {
  if (name === undefined || name === '') return null;
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The group key of an id (SPEC §9 grouping).
 * @param id a head type, subtype, transaction or city id, possibly missing
 * @returns the id, or null for a missing id or 0 (those estates form the group without a key,
 *   "Projecten")
 */
export function groupKey(id: number | null | undefined): number | null {
  return id === null || id === undefined || id === 0 ? null : id;
}

/**
 * One row of `estates`, named as the columns. The generated columns (head_type_rank,
 * status_rank, sub_type_key, city_key; migration 004) are not listed: the database computes them.
 */
export interface EstateRow {
  id: string;
  site_id: number;
  parent_id: string | null;
  is_project: boolean;
  head_type_id: number;
  sub_type_id: number | null;
  transaction_id: number;
  status: string;
  city_id: number | null;
  city_name_nl: string | null;
  city_name_fr: string | null;
  city_name_en: string | null;
  city_name_de: string | null;
  sub_type_name_nl: string | null;
  sub_type_name_fr: string | null;
  sub_type_name_en: string | null;
  sub_type_name_de: string | null;
  zip: string | null;
  country: string | null;
  region: string | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  area_build: number | null;
  publication_date: string;
  lat: number | null;
  lon: number | null;
  floor: number | null;
  data: Estate;
}

/** Column names and SQL types of `estates`, in insert order (used by jsonb_to_recordset). */
export const ESTATE_COLUMNS: ReadonlyArray<readonly [keyof EstateRow, string]> = [
  ['id', 'text'],
  ['site_id', 'integer'],
  ['parent_id', 'text'],
  ['is_project', 'boolean'],
  ['head_type_id', 'integer'],
  ['sub_type_id', 'integer'],
  ['transaction_id', 'integer'],
  ['status', 'text'],
  ['city_id', 'integer'],
  ['city_name_nl', 'text'],
  ['city_name_fr', 'text'],
  ['city_name_en', 'text'],
  ['city_name_de', 'text'],
  ['sub_type_name_nl', 'text'],
  ['sub_type_name_fr', 'text'],
  ['sub_type_name_en', 'text'],
  ['sub_type_name_de', 'text'],
  ['zip', 'text'],
  ['country', 'text'],
  ['region', 'text'],
  ['price', 'numeric'],
  ['bedrooms', 'integer'],
  ['bathrooms', 'integer'],
  ['area_build', 'numeric'],
  ['publication_date', 'timestamptz'],
  ['lat', 'double precision'],
  ['lon', 'double precision'],
  ['floor', 'integer'],
  ['data', 'jsonb'],
];

/**
 * The row of an estate. The stored record has `children` emptied (children are rows of their own).
 * The folded city and subtype names (sort columns, in each language, no fallback to another
 * language) are null when the estate has no city or subtype key, so those estates sort last.
 * @param siteId the owning site
 * @throws Error when the estate's transaction id is not in the transaction table
 */
export function estateRow(siteId: number, estate: Estate): EstateRow {
  const g = estate.general;
  const transaction = transactionById(g.transaction.id);
  if (!transaction)
    throw new Error(`Estate ${estate.id}: unknown transaction id ${g.transaction.id}`);
  const city = groupKey(g.address.city?.id) === null ? undefined : g.address.city;
  const subType = groupKey(g.subType?.id) === null ? undefined : g.subType;
  return {
    id: estate.id,
    site_id: siteId,
    parent_id: g.parentId,
    is_project: g.project,
    head_type_id: g.headType.id,
    sub_type_id: g.subType?.id ?? null,
    transaction_id: transaction.id,
    status: transaction.status,
    city_id: g.address.city?.id ?? null,
    city_name_nl: foldName(city?.name.nl),
    city_name_fr: foldName(city?.name.fr),
    city_name_en: foldName(city?.name.en),
    city_name_de: foldName(city?.name.de),
    sub_type_name_nl: foldName(subType?.name.nl),
    sub_type_name_fr: foldName(subType?.name.fr),
    sub_type_name_en: foldName(subType?.name.en),
    sub_type_name_de: foldName(subType?.name.de),
    zip: g.address.city?.zip ?? null,
    country: g.address.country?.id ?? null,
    region: g.address.region,
    price: g.price.value ?? g.price.priceFrom,
    bedrooms: g.bedroomCount,
    bathrooms: g.bathroomCount,
    area_build: estate.dimensions.areaBuild,
    publication_date: g.publicationDate,
    lat: g.address.geoLocation?.lat ?? null,
    lon: g.address.geoLocation?.lon ?? null,
    floor: g.floor,
    data: estate.children.length > 0 ? { ...estate, children: [] } : estate,
  };
}
