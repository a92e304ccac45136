/**
 * The estate search of the API (SPEC §7 search calls, §9 grouping and sorting): requests,
 * filters, answers, and the site's city suggestions.
 */
import type { Estate, IdName, StatusCode } from './estate';
import type { LocalizedText } from 'shared/domain';

/** Answer of every search call (SPEC §7). */
export interface SearchResult<T> {
  total: { value: number };
  results: T[];
}

/**
 * The size of one group of a grouped estate search, over all matching estates (not only the page):
 * `key` is the group key as text (headType id for TYPE, subType id for SUBTYPE, transaction id for
 * STATUS, city id for CITY), '' for the estates without one (the group "Projecten", SPEC §9).
 */
export interface GroupCount {
  key: string;
  count: number;
}

/**
 * Answer of `POST /estates` (SPEC §7): total and results, and, when the request has a `groupBy`,
 * the size of every group in display order (SPEC §9 orders; "Projecten" last).
 */
export interface EstateSearchResult extends SearchResult<Estate> {
  groups?: GroupCount[];
}

/** Sort fields (SPEC §7): grouping fields and the visitor's sort types. */
export type SortField =
  | 'children.general.headType.id'
  | 'children.general.subType.id'
  | 'children.general.transaction.id'
  | 'children.general.address.city.name'
  | 'children.general.price.value'
  | 'children.general.publicationDate';
export type SortOrder = 'ASC' | 'DESC';
export interface SortClause {
  field: SortField;
  order: SortOrder;
}
export type GroupingKind = 'TYPE' | 'SUBTYPE' | 'STATUS' | 'CITY';
export type SortType = 'price' | 'city' | 'date' | 'type';

/**
 * The estate search query (SPEC §9 filter keys). Lists hold ids as numbers (type = headType id,
 * subType id, transaction id, city id) or country codes. Prices in euro. Empty keys are removed
 * before sending.
 */
export interface EstateQuery {
  status?: StatusCode[];
  transaction?: number[];
  city?: number[];
  type?: number[];
  subType?: number[];
  country?: string[];
  'price-min'?: number;
  'price-max'?: number;
  /** Exact bedroom counts; 6 means 6 or more (SPEC §9). */
  bedrooms?: number[];
  'bed-min'?: number;
  /** '{number}km;{lat};{lon}' (SPEC §5); anything else is ignored. */
  geo_range?: string;
  /** Terms query, e.g. { 'children.general.id': ['12', '13'] } for favourites (SPEC §4). */
  terms?: { 'children.general.id'?: string[] };
  /** Exclude estates with these transaction ids (the site's hiddenStatus). */
  hiddenStatus?: number[];
  /** Include project units (children) as results; default false. */
  includeUnits?: boolean;
}

/**
 * How much of each estate a search answers (a lighter answer when a page needs less):
 * - 'full' (default): the whole record, as GET /estates/v2/{id} without children;
 * - 'card': what a card, a list, a map marker or a favourite reads, about a third of the record:
 *   the same Estate shape with the other parts emptied (general.description and
 *   general.shortDescription `{}`, salesRep null, layout, facilities, buildTechnicals, files,
 *   videos, environments, rentalOptions, extraFields and children `[]`) and only the main
 *   picture (the lowest index). A detail page reads the full record (GET /estates/v2/{id}).
 */
export type EstateView = 'full' | 'card';

/** Body of POST /estates (SPEC §7). */
export interface EstateSearchRequest {
  query: EstateQuery;
  sort?: SortClause[];
  groupBy?: GroupingKind;
  from?: number;
  size?: number;
  /** The part of each estate answered; 'full' by default (see EstateView). */
  view?: EstateView;
}

export interface Location {
  id: number;
  zip: string;
  name: LocalizedText;
  alias?: LocalizedText;
  lat: number;
  lon: number;
}

/** Estate filter options (SPEC §3 Filter data). Prices in euro. */
export interface EstateFilters {
  headTypes: IdName[];
  subTypes: (IdName & { headTypeId: number })[];
  bedrooms: number[];
  locations: Location[];
  prices: number[];
  transactions: IdName[];
  countries: { id: string; name: LocalizedText }[];
}

/** One answer row of the site's city search, GET `/{lang}/ajax/search-city?q={text}` (SPEC §2). */
export interface CitySuggestion {
  /** The city (location) id of the estate filters. */
  id: number;
  zip: string;
  /** The name in the page's language. */
  name: string;
  /** Display label, e.g. "Gent (9000)". */
  label: string;
  lat: number;
  lon: number;
}
