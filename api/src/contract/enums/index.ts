/**
 * Public API of api/contract/enums: the typed tables of SPEC §3 (codes in display order, labels in nl,
 * fr, en and de) with the helpers a team defines its own tables with, and the enumerations more
 * than one team names (status, type, energy label) with `enumLabel`.
 */
export { defineEnum, enumLookup, mergeEnums, tableLabel } from './table';
export type { EnumCode, EnumLabels, EnumRow, EnumTable } from './table';
export { STATUS, ESTATE_TYPE } from './listing';
export { ENERGY_LABEL } from './energy';
export { ENUMS, enumLabel } from './registry';
export type { EnumName } from './registry';
