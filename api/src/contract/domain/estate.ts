/**
 * The estate record of the estate-management API (SPEC §3 Estate, Second listing data model), with
 * its collections and its sales contact. Field names follow the spec. Units: areas in m²,
 * distances in m, money in euro, EPC value in kWh/m²/year, total EPC in kWh/year, CO2 in
 * kg/m²/year.
 */
import type { LocalizedText } from 'shared/domain';

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

export interface EstateCollection {
  id: number;
  name: LocalizedText;
  estateIds: string[];
  /** The collection's estates the site has, in `estateIds` order, with their titles. */
  estates?: { id: string; title: LocalizedText }[];
}

export interface ContactInfo {
  firstname: string;
  lastname: string;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  picture: string | null;
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
