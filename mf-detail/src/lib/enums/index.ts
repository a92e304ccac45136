/**
 * The enumerations of SPEC §3 the detail page names, by name: api/contract/enums' (status, type,
 * energy label) and the detail page's own (subtypes, building, place), with their label lookup.
 */
import { ENUMS as SHARED_ENUMS, enumLookup } from 'api/contract/enums';
import {
  BATHROOM,
  CARPENTRY,
  COMMON_HEATING,
  COMMON_METER,
  CONDITION,
  CONFORMITY,
  CONSTRUCTION_TYPE,
  ELECTRICITY_CERTIFICATION,
  FLOODING,
  GLAZING,
  HEATING,
  KITCHEN,
  LUXURY_LEVEL,
  METER_TYPE,
  ROOF,
} from './building';
import {
  APARTMENT_SUBTYPE,
  COMMERCIAL_SUBTYPE,
  GARAGE_SUBTYPE,
  HOUSE_SUBTYPE,
  PLOT_SUBTYPE,
  SUBTYPE,
} from './subtypes';
import {
  COUNTRY,
  DESTINATION,
  ENVIRONMENT,
  FREE_ON,
  GARDEN,
  GEO_PRECISION,
  ORIENTATION,
  PLANNING,
  RECENT_DESTINATION,
} from './location';

export * from './building';
export * from './subtypes';
export * from './location';

/** The enumerations of SPEC §3 the detail page names, by name. */
export const ENUMS = {
  ...SHARED_ENUMS,
  subtype: SUBTYPE,
  apartmentSubtype: APARTMENT_SUBTYPE,
  garageSubtype: GARAGE_SUBTYPE,
  plotSubtype: PLOT_SUBTYPE,
  commercialSubtype: COMMERCIAL_SUBTYPE,
  houseSubtype: HOUSE_SUBTYPE,
  condition: CONDITION,
  constructionType: CONSTRUCTION_TYPE,
  roof: ROOF,
  heating: HEATING,
  kitchen: KITCHEN,
  bathroom: BATHROOM,
  carpentry: CARPENTRY,
  glazing: GLAZING,
  luxuryLevel: LUXURY_LEVEL,
  commonMeter: COMMON_METER,
  commonHeating: COMMON_HEATING,
  meterType: METER_TYPE,
  conformity: CONFORMITY,
  electricityCertification: ELECTRICITY_CERTIFICATION,
  flooding: FLOODING,
  destination: DESTINATION,
  environment: ENVIRONMENT,
  freeOn: FREE_ON,
  garden: GARDEN,
  geoPrecision: GEO_PRECISION,
  orientation: ORIENTATION,
  country: COUNTRY,
  planning: PLANNING,
  recentDestination: RECENT_DESTINATION,
} as const;

/** The name of an enumeration of ENUMS. */
export type EnumName = keyof typeof ENUMS;

/**
 * The label of an enumeration value in a language (SPEC §3 Enumerations), e.g.
 * `enumLabel('condition', 'GOOD_CONDITION', 'fr')` gives 'Bon état'; numeric codes (geoPrecision)
 * may be given as number or text; '' when the code is empty or unknown or has no label in
 * `locale` (see api/contract/enums enumLookup).
 */
export const enumLabel = enumLookup<EnumName>(ENUMS);
