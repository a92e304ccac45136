/**
 * Public API of shared/enums: the enumerations of SPEC §3 as typed tables (codes in display order,
 * labels in nl, fr, en and de) and `enumLabel`.
 */
export { defineEnum, mergeEnums, tableLabel } from './table';
export type { EnumCode, EnumLabels, EnumRow, EnumTable } from './table';
export {
  STATUS,
  ESTATE_TYPE,
  APARTMENT_SUBTYPE,
  GARAGE_SUBTYPE,
  PLOT_SUBTYPE,
  COMMERCIAL_SUBTYPE,
  HOUSE_SUBTYPE,
  SUBTYPES_BY_TYPE,
  SUBTYPE,
} from './listing';
export type {
  SubtypedType,
  SubtypeCode,
  ApartmentSubtypeCode,
  GarageSubtypeCode,
  PlotSubtypeCode,
  CommercialSubtypeCode,
  HouseSubtypeCode,
} from './listing';
export {
  CONDITION,
  CONSTRUCTION_TYPE,
  ROOF,
  HEATING,
  KITCHEN,
  BATHROOM,
  CARPENTRY,
  GLAZING,
  LUXURY_LEVEL,
  COMMON_METER,
  COMMON_HEATING,
  METER_TYPE,
  CONFORMITY,
  ELECTRICITY_CERTIFICATION,
  FLOODING,
  ENERGY_LABEL,
} from './building';
export {
  DESTINATION,
  ENVIRONMENT,
  FREE_ON,
  GARDEN,
  GEO_PRECISION_NAME,
  GEO_PRECISION,
  ORIENTATION,
  PLANNING,
  RECENT_DESTINATION,
  COUNTRY_CODES,
  COUNTRY,
} from './location';
export type { CountryCode } from './location';
export { ENUMS, enumLabel } from './registry';
export type { EnumName } from './registry';
