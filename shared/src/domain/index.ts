/**
 * Domain types of the estate-management API (SPEC §3), shared by the API, the shell and every remote.
 * Field names follow the spec. Units: areas in m², distances in m, money in euro,
 * EPC value in kWh/m²/year, total EPC in kWh/year, CO2 in kg/m²/year.
 */

/** The four site languages (SPEC §1, §9); nl is the default. */
export type Locale = 'nl' | 'fr' | 'en' | 'de';
export const LOCALES: readonly Locale[] = ['nl', 'fr', 'en', 'de'];
export const DEFAULT_LOCALE: Locale = 'nl';

/** A text given per language; a language may be missing (shown as empty). */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Status codes (SPEC §3 Enumerations): the first three open, the last three closed. */
export type StatusCode = 'FOR_SALE' | 'TO_RENT' | 'TAKE_OVER' | 'SOLD' | 'RENTED' | 'TAKEN_OVER';

/** Type codes (SPEC §3 Enumerations). */
export type TypeCode = 'APARTMENT' | 'GARAGE' | 'PLOT' | 'COMMERCIAL' | 'HOUSE' | 'PROJECT';

export interface IdName {
  id: number;
  name: LocalizedText;
}

export interface City {
  id: number;
  zip: string;
  name: LocalizedText;
  alias?: LocalizedText;
}

export interface GeoLocation {
  lat: number;
  lon: number;
}

export interface Address {
  /** When false the street, number and exact point are not shown. */
  visible: boolean;
  street: { street_address: LocalizedText } | null;
  number: string | null;
  box: string | null;
  city: City;
  /** 'FLANDERS' | 'BRUSSELS' | 'WALLONIA' for Belgian estates. */
  region: string | null;
  country: { id: string };
  geoLocation: GeoLocation | null;
}

export interface Sticker {
  id: number;
  name: LocalizedText;
  /** Background colour, e.g. '#ffffff' (ignored when the default white, SPEC §5). */
  color: string | null;
  /** Text colour, e.g. '#000000' (ignored when the default black, SPEC §5). */
  colorText: string | null;
}

/** Prices in euro. */
export interface Price {
  value: number | null;
  priceFrom: number | null;
  groundValue: number | null;
  infrastructureValue: number | null;
  furnitureValue: number | null;
  constructionValue: number | null;
  deposit: number | null;
  period: { name: LocalizedText } | null;
}

export interface EstateGeneral {
  id: string;
  parentId: string | null;
  project: boolean;
  headType: { id: number; name?: LocalizedText };
  subType: IdName;
  title: LocalizedText;
  description: LocalizedText;
  shortDescription: LocalizedText;
  architect: { name: string } | null;
  transaction: IdName;
  reference: string | null;
  floor: number | null;
  floorId: number | null;
  entityNumber: string | null;
  buildingName: string | null;
  petsAllowed: boolean | null;
  asbestosInventory: boolean | null;
  certificateAsbestos: string | null;
  /** Present when the estate comes from the alternate source (SPEC §4). */
  guid: string | null;
  bedroomCount: number | null;
  bathroomCount: number | null;
  /** ISO 8601 date-time. */
  publicationDate: string;
  address: Address;
  sticker: Sticker | null;
  price: Price;
  // legal and fiscal
  tax: number | null;
  registrationCost: number | null;
  notarySalery: number | null;
  townPlanningValue: string | null;
  townPlanningViolation: string | null;
  buildingLicense: string | null;
  allocationLicense: string | null;
  presaleRight: string | null;
  certificateAsBuilt: string | null;
  heritageProtected: string | null;
  heritageInventoried: string | null;
  renovationObligation: string | null;
  /** Flood score letters A (best) to D or further. */
  floodingBuildingScore: string | null;
  floodingParcelScore: string | null;
}

/** Cadastral income in euro. */
export interface Ki {
  indexed: number | null;
  nonIndexed: number | null;
  communityTax: number | null;
}

export interface SalesRep {
  firstname: string;
  lastname: string;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  picture: string | null;
  description: LocalizedText | null;
}

/** Dimensions: areas in m², widths and depths in m. */
export interface Dimensions {
  areaGround: number | null;
  areaBuild: number | null;
  areaBuildable: number | null;
  widthHouse: number | null;
  widthGround: number | null;
  depthHouse: number | null;
  depthGround: number | null;
  depthGroundFloor: number | null;
  depthFloor: number | null;
  commentArea: LocalizedText | null;
}

/** Energy performance: epcValue kWh/m²/year, epcValueTotal kWh/year, co2 kg/m²/year. */
export interface Energy {
  epcValue: number | null;
  epcValueTotal: number | null;
  epbReference: string | null;
  epcReference: string | null;
  /** E.g. 'A_plus', 'B', 'B_A' (SPEC §3). */
  energyLabel: string | null;
  customEpcLabel: string | null;
  eLevel: number | null;
  kLevel: number | null;
  co2: number | null;
  shared: boolean | null;
}

export interface Technical {
  newBuilding: boolean | null;
  constructionYear: number | null;
  renovationYear: number | null;
  /** OPEN, HALF_OPEN or CLOSED. */
  buildingType: string | null;
  /** Condition code, e.g. GOOD_CONDITION. */
  condition: string | null;
  available: string | null;
  /** ISO date. */
  availableDate: string | null;
  furniture: boolean | null;
  petsAllowed: boolean | null;
  /** Euro per month. */
  monthlyCost: number | null;
  directionGarden: string | null;
  oLevelSensitivity: string | null;
  oLevelZone: string | null;
  certificateConformity: string | null;
  certificateElectricity: string | null;
  elevator: boolean | null;
}

/** A room of the layout; typeId uses SPEC §3's room type ids (bedroom 1, bathroom 5...). Surface in m². */
export interface Room {
  typeId: number;
  name: LocalizedText;
  floor: number | null;
  count: number;
  surface: number | null;
  comment: LocalizedText | null;
  common: boolean;
  sort: number;
}

export interface Facility {
  id: number;
  name: LocalizedText;
  value: string | null;
}

export interface BuildTechnical {
  criteria: LocalizedText;
  value: string | null;
  comment: LocalizedText | null;
}

export interface EstateFile {
  type: string;
  link: string;
  comment: LocalizedText | null;
}

/** A picture: `file` full size, `thumbnail` 370x250; sorted by index. */
export interface Picture {
  file: string;
  thumbnail: string;
  index: number;
  width?: number;
  height?: number;
}

/** A video or virtual visit: typeId above 0; 2 is the main tour link. */
export interface Video {
  typeId: number;
  link: string;
}

export interface ExtraField {
  extra_field_autoid: number;
  type: 'TEXT' | 'BIGTEXT' | string;
  value: string | null;
  value_lang_string: LocalizedText | null;
}

/** An estate (listing) record of the standard source (SPEC §3). The id is compared as a string. */
export interface Estate {
  id: string;
  general: EstateGeneral;
  ki: Ki;
  salesRep: SalesRep | null;
  dimensions: Dimensions;
  energy: Energy;
  technical: Technical;
  layout: Room[];
  facilities: Facility[];
  buildTechnicals: BuildTechnical[];
  files: EstateFile[];
  pictures: Picture[];
  videos: Video[];
  environments: IdName[];
  rentalOptions: IdName[];
  extraFields: ExtraField[];
  /** Units of a project, sorted by floor. */
  children: Estate[];
  /** Estate collection ids this estate refers to. */
  collections: number[];
}

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

/**
 * The kinds of holiday rental periods, with the Belgian coast's customs (SPEC §3 Rental unit,
 * periods): WEEK Friday to Friday (7 nights), MIDWEEK Monday to Friday (4 nights), WEEKEND
 * Friday to Monday (3 nights), LONG_WEEKEND around a public holiday (4 nights).
 */
export type RentalPeriodType = 'WEEK' | 'MIDWEEK' | 'WEEKEND' | 'LONG_WEEKEND';
export const RENTAL_PERIOD_TYPES: readonly RentalPeriodType[] = [
  'WEEK',
  'MIDWEEK',
  'WEEKEND',
  'LONG_WEEKEND',
];
/** The price season of a period: school holidays are HIGH. */
export type RentalSeason = 'LOW' | 'MID' | 'HIGH';
/**
 * The availability of a period: FREE, OPTION (a reservation request holds it until the agency
 * confirms), BOOKED. A period overlapping a held one is held too (a booked week takes its weekend).
 */
export type RentalPeriodStatus = 'FREE' | 'OPTION' | 'BOOKED';

/** A period a rental unit can be rented for (SPEC §3 Rental unit, periods). */
export interface RentalPeriod {
  id: number;
  rentalUnitId: number;
  type: RentalPeriodType;
  /** Arrival date (ISO yyyy-mm-dd, inclusive). */
  start: string;
  /** Departure date (ISO yyyy-mm-dd, the morning after the last night). */
  end: string;
  /** Number of nights (end - start). */
  nights: number;
  season: RentalSeason;
  /** The rent of the period in euro (costs and deposit apart). */
  price: number;
  status: RentalPeriodStatus;
}

/** One photo of a rental unit in its three sizes: paths under the API (GET /rental-units/photo/{a}/{b}). */
export interface RentalPhoto {
  original: string;
  medium: string;
  thumbnail: string;
}

/** Costs of a stay besides the rent, in euro. */
export interface RentalCosts {
  /** Refundable deposit, per stay. */
  deposit: number;
  /** Final cleaning, per stay. */
  cleaning: number;
  /** Energy (electricity, heating, water), per night. */
  energyPerNight: number;
}

/** A holiday rental unit (SPEC §3 Rental unit). */
export interface RentalUnit {
  id: number;
  photos: RentalPhoto[];
  general: {
    description: LocalizedText;
    descriptionShort: LocalizedText;
    /** The area: the Belgian coast or the Ardennes. */
    location: IdName;
    /** The municipality. */
    city: IdName & { zip: string };
    /** The most persons (adults and children) the unit takes. */
    maxOccupation: number;
    /** The kind of unit: apartment, studio, holiday home, villa, chalet. */
    subKind: IdName;
    garage: boolean;
    /** Floor of an apartment (0 = ground floor); null for a house. */
    floor: number | null;
    building: { name: string } | null;
    rentalName: LocalizedText;
    /** Flemish tourism registration number (Toerisme Vlaanderen), on coast units; null elsewhere. */
    tourismRegistration: string | null;
  };
  rooms: { bedrooms: number; bathrooms: number };
  costs: RentalCosts;
  /**
   * The periods from today on (GET /rental-units/{id}); empty in search results, which carry
   * `lowestPrice` instead.
   */
  periods: RentalPeriod[];
  /**
   * In search results: the lowest rent (euro) among the free periods matching the search (its
   * period type and arrival date), with that period's type; null when none is free.
   */
  lowestPrice?: { price: number; type: RentalPeriodType } | null;
}

/** A form's token (GET /sites/{siteId}/form-token): the API measures the fill time from it. */
export interface FormTokenAnswer {
  token: string;
  /** The least time between its issue and the submission, in ms. */
  minFillMs: number;
  /** The longest, in ms. */
  maxAgeMs: number;
}

/** Site settings carried on the event bus (SPEC §3 Settings). */
/**
 * The legal mentions a Belgian estate agent shows on every page of its site (Royal Decree of
 * 29 June 2018 on the code of ethics, art. 6; Code of Economic Law, art. III.74): identity,
 * company number, licence number and supervisor, professional liability insurance, and the code
 * of ethics it is bound by.
 */
export interface AgencyLegal {
  /** The company's legal name with its form per language, e.g. 'Immo Zonneveld BV' / '… SRL'. */
  legalName: LocalizedText;
  /** The company number of the Crossroads Bank for Enterprises (KBO/BCE), e.g. '0712.345.678'. */
  companyNumber: string;
  /** The agent's number with the BIV/IPI, e.g. '512 345'. */
  bivNumber: string;
  /** The supervising body (BIV/IPI): its name, postal address and website per language. */
  supervisor: { name: LocalizedText; address: LocalizedText; url: LocalizedText };
  /** The professional liability insurer and the policy number. */
  insurer: string;
  policy: string;
  /** The code of ethics: its title and where to read it, per language. */
  ethics: { label: LocalizedText; url: LocalizedText };
}

export interface SiteSettings {
  /** Transaction ids whose estates and map markers are never shown (SPEC §5). */
  hiddenStatus: number[];
  defaultLocale: Locale;
  locales: Locale[];
  /** The agency's legal mentions (shown in the footer of every page), when the site has them. */
  legal?: AgencyLegal;
}

export interface Site {
  id: number;
  hostname: string;
  name: string;
  email: string;
  phone: string;
  address: LocalizedText;
  settings: SiteSettings;
}

export interface NavigationItem {
  id: number;
  label: LocalizedText;
  /**
   * A route type of the route table with its parameters, or an absolute URL. `localizedParams`
   * gives a language its own parameters (a landing page's segments), `params` the others.
   */
  route:
    | {
        type: string;
        params?: Record<string, string>;
        localizedParams?: Partial<Record<Locale, Record<string, string>>>;
      }
    | { url: string };
  children: NavigationItem[];
}

export interface NavigationMenu {
  name: string;
  items: NavigationItem[];
}

export interface Page {
  id: number;
  url: LocalizedText;
  title: LocalizedText;
  body: LocalizedText;
}

/**
 * A landing page of the site (SPEC §7 GET /estate-pages/{a}/{b}): content and a predefined estate
 * search, e.g. "new builds in Gent", shown at `/{lang}/{discover}/{a}/{b}` with the two path
 * segments of its language.
 */
export interface EstatePage {
  id: number;
  /** The two path segments per language, e.g. nl `{ a: 'nieuwbouw', b: 'gent' }`. */
  slugs: Record<Locale, { a: string; b: string }>;
  title: LocalizedText;
  /** Meta description per language. */
  description: LocalizedText;
  /** The introduction, HTML per language (the site sanitises it). */
  body: LocalizedText;
  /** The predefined search (SPEC §9 filter keys), sent as the query of POST /estates. */
  query: EstateQuery;
}

export interface EntityItem {
  id: number;
  values: Record<string, unknown>;
}
export interface Entity {
  name: string;
  items?: EntityItem[];
}

/** Phrases of one language: key to text. */
export type Translations = Record<string, string>;

/**
 * A consent text of the site (SPEC §7 GET /agreements?locale=), in the asked language: what a
 * form shows next to its consent checkbox. `key` names the form it belongs to
 * ('contact', 'keep-me-informed'); `version` changes whenever the text does, and a form sends
 * back the version the visitor agreed to (the proof of consent keeps it).
 */
export interface Agreement {
  id: number;
  key: string;
  version: string;
  title: string;
  body: string;
  required: boolean;
}

/**
 * What a keep-me-informed subscription follows: the search's own filters. `status` one
 * open status (none: any), `types` head type ids, `cities` municipality ids, prices in euro
 * (monthly rent for TO_RENT), `bedrooms` at least this many (6: six or more). shared/forms
 * validates it.
 */
export interface SubscriptionCriteria {
  status?: 'FOR_SALE' | 'TO_RENT' | 'TAKE_OVER';
  types: number[];
  cities: number[];
  priceMin?: number;
  priceMax?: number;
  bedrooms?: number;
}

/** A subscription as its token's holder sees it: never the whole e-mail address. */
export interface SubscriptionView {
  status: 'pending' | 'active' | 'unsubscribed';
  locale: Locale;
  /** The address in part, e.g. 'a•••@example.be'; null once unsubscribed. */
  emailHint: string | null;
  /** Null once unsubscribed. */
  criteria: SubscriptionCriteria | null;
  /** ISO 8601 date-times. */
  createdAt: string;
  confirmedAt: string | null;
}

/** The answer of a confirmation: the subscription, and whether it was confirmed now or before. */
export interface SubscriptionConfirmation {
  subscription: SubscriptionView;
  confirmed: 'now' | 'already';
}

/** The answer of an unsubscription: `already` when it had been done before. */
export interface UnsubscribeAnswer {
  status: 'unsubscribed';
  already: boolean;
}

/** The answer of an accepted form (contact, send-to-a-friend, subscribe). */
export interface FormAnswer {
  received: boolean;
}

export interface EstateCollection {
  id: number;
  name: LocalizedText;
  estateIds: string[];
  /** The collection's estates the site has, in `estateIds` order, with their titles. */
  estates?: { id: string; title: LocalizedText }[];
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

export interface ContactInfo {
  firstname: string;
  lastname: string;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  picture: string | null;
}

/**
 * A free viewing slot of a live agenda (SPEC §7 GET /live-agenda/{id}): its start and
 * end as instants (ISO 8601, UTC), and its day and time of day in the agenda's time zone.
 */
export interface AgendaSlot {
  /** e.g. '2026-12-01T08:30:00.000Z'. */
  start: string;
  end: string;
  /** The day in the agenda's time zone, 'YYYY-MM-DD'. */
  date: string;
  /** The start's time of day in the agenda's time zone, 'HH:MM' (24 h). */
  time: string;
}

/** Who shows the estate: its sales representative, else the agency itself. */
export interface AgendaRepresentative {
  name: string;
  phone: string | null;
  email: string | null;
}

/**
 * An estate's live agenda (SPEC §7 GET /sites/{siteId}/live-agenda/{estateId}): the
 * free slots from now to `to`, in time order.
 */
export interface LiveAgenda {
  estateId: string;
  /** IANA time zone of the agenda's days and times: 'Europe/Brussels'. */
  timeZone: string;
  /** The length of a slot, in minutes (30). */
  slotMinutes: number;
  /** The first and last day the agenda covers, 'YYYY-MM-DD' in its time zone. */
  from: string;
  to: string;
  representative: AgendaRepresentative;
  slots: AgendaSlot[];
}

/**
 * A booked viewing (SPEC §7 GET /live-agenda/reservation/{id}), as the holder of its
 * id sees it: never the visitor's personal details.
 */
export interface Appointment {
  /** The secret id of the cancel link (at least 128 random bits, base64url). */
  id: string;
  estateId: string;
  start: string;
  end: string;
  timeZone: string;
  status: 'booked' | 'cancelled';
  /** When it was cancelled (ISO 8601), or null. */
  cancelledAt: string | null;
  /** True once its start time has passed: it can no longer be cancelled. */
  started: boolean;
  /** The language the visitor booked in. */
  locale: Locale;
  /** The estate in the appointment's language: its title, address and detail page path. */
  estate: { title: string; address: string; path: string };
  representative: AgendaRepresentative;
}

/** The answer of `DELETE /live-agenda/reservation/{id}`: cancelled now, or `already` before. */
export interface CancelAppointmentAnswer {
  status: 'cancelled';
  already: boolean;
}

/** Second-source listing (SPEC §3 Second listing data model): dotted keys to values. */
export interface SkarabeeListing {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  short_description: LocalizedText;
  external_id: string;
  status: StatusCode;
  type: TypeCode;
  subType: string;
  archived: boolean;
  archived_at: string | null;
  /**
   * Dotted keys to values: a string (often an enumeration code), a number, a boolean, null (not
   * entered), or a free text per language (an SMS text, a description).
   */
  fields: Record<string, string | number | boolean | null | LocalizedText>;
}

// Client state (SPEC §3 Favorites, Estate list and Filter state) is private to the team that
// owns it: FavoritesState in mf-favorites (entities/favorite), EstateListState, FilterState and
// FilterQuery in mf-search (entities/estate-list, entities/filter).

/** What a sitemap entry is: a property, a project (parent estate) or a unit of one. */
export type SitemapKind = 'estate' | 'project' | 'unit';

/**
 * One estate page of a site's sitemap (API `GET /sites/{siteId}/sitemap`).
 * `slugs` are the detail slugs per language (SPEC §2 Detail slugs; a unit carries its project's,
 * its path being the project's plus its id; '' when the names give none); `lastChange` is when
 * the record (for a project: it or one of its units) last changed, ISO 8601.
 */
export interface SitemapEstate {
  id: string;
  kind: SitemapKind;
  /** The project of a unit; null for a property or a project. */
  parentId: string | null;
  slugs: Record<Locale, string>;
  lastChange: string;
}

/** A landing page of a site's sitemap: its two path segments per language. */
export interface SitemapLandingPage {
  id: number;
  slugs: Record<Locale, { a: string; b: string }>;
}

/**
 * The sitemap answer of a site: its visible estates (hiddenStatus left out), by id, and its
 * landing pages (SPEC §7 estate-pages), by id.
 */
export interface SiteSitemap {
  estates: SitemapEstate[];
  landingPages: SitemapLandingPage[];
}
