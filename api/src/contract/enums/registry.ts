/**
 * The enumerations of SPEC §3 that more than one team names (status, type, energy label) by
 * name, and their label lookup. The detail page's own tables (subtypes, building, place) are
 * mf-detail's, which looks them up alike.
 */
import { ENERGY_LABEL } from './energy';
import { ESTATE_TYPE, STATUS } from './listing';
import { enumLookup } from './table';

/** The shared enumerations of SPEC §3 by name. */
export const ENUMS = {
  status: STATUS,
  type: ESTATE_TYPE,
  energyLabel: ENERGY_LABEL,
} as const;

/** The name of an enumeration of ENUMS. */
export type EnumName = keyof typeof ENUMS;

/**
 * The label of an enumeration value in a language (SPEC §3 Enumerations), e.g.
 * `enumLabel('type', 'HOUSE', 'fr')` gives 'Maison'; '' when the code is empty or unknown or has
 * no label in `locale` (see enumLookup).
 */
export const enumLabel = enumLookup<EnumName>(ENUMS);
