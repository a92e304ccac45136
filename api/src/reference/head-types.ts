/**
 * Head types (estate types) by id, with their SPEC §3 type code and names in four languages.
 * The ids follow SPEC §9's grouping order of estate types: 1, 3, 7, 2, 4, 6, 10, 5, 9.
 *
 * | id | key        | type code  | nl                |
 * |----|------------|------------|-------------------|
 * | 1  | HOUSE      | HOUSE      | Huis              |
 * | 2  | APARTMENT  | APARTMENT  | Appartement       |
 * | 3  | PLOT       | PLOT       | Grond             |
 * | 4  | OFFICE     | COMMERCIAL | Kantoor           |
 * | 5  | COMMERCIAL | COMMERCIAL | Handelspand       |
 * | 6  | INDUSTRIAL | COMMERCIAL | Bedrijfsgebouw    |
 * | 7  | GARAGE     | GARAGE     | Garage / parking  |
 * | 9  | PROJECT    | PROJECT    | Project           |
 * | 10 | INVESTMENT | COMMERCIAL | Opbrengsteigendom |
 *
 * This is the one derivation of a type code from `general.headType.id` (the API's head type
 * table and its second-source listings read it here); the grouping order is shared with the
 * search page (shared/estate/head-type).
 */
import type { TypeCode } from '../contract/domain';
import { TYPE_GROUP_ORDER } from 'shared/estate/head-type';
import { names, type Names } from './locales';

export interface HeadTypeRef {
  id: number;
  key: string;
  code: TypeCode;
  name: Names;
}

/** Head type ids by key, for readable code. */
export const HEAD_TYPE = {
  HOUSE: 1,
  APARTMENT: 2,
  PLOT: 3,
  OFFICE: 4,
  COMMERCIAL: 5,
  INDUSTRIAL: 6,
  GARAGE: 7,
  PROJECT: 9,
  INVESTMENT: 10,
} as const;

/** A head type id of `HEAD_TYPE`. */
export type HeadTypeId = (typeof HEAD_TYPE)[keyof typeof HEAD_TYPE];

/** The type code (SPEC §3) of each head type id. */
export const HEAD_TYPE_CODE: Readonly<Record<HeadTypeId, TypeCode>> = {
  1: 'HOUSE',
  2: 'APARTMENT',
  3: 'PLOT',
  4: 'COMMERCIAL',
  5: 'COMMERCIAL',
  6: 'COMMERCIAL',
  7: 'GARAGE',
  9: 'PROJECT',
  10: 'COMMERCIAL',
};

/**
 * The type code of a head type id (SPEC §3), e.g. 4 (office) gives 'COMMERCIAL'.
 * @param id `general.headType.id`; null, undefined or an id outside the table gives null
 */
export function typeCodeOfHeadType(id: number | null | undefined): TypeCode | null {
  return (id !== null && id !== undefined && HEAD_TYPE_CODE[id as HeadTypeId]) || null;
}

/** A head type row: its key, its type code and names. */
function headType(key: keyof typeof HEAD_TYPE, name: Names): HeadTypeRef {
  const id: HeadTypeId = HEAD_TYPE[key];
  return { id, key, code: typeCodeOfHeadType(id) as TypeCode, name };
}

/** Every head type, in id order. */
export const HEAD_TYPES: readonly HeadTypeRef[] = [
  headType('HOUSE', names('Huis', 'Maison', 'House', 'Haus')),
  headType('APARTMENT', names('Appartement', 'Appartement', 'Apartment', 'Wohnung')),
  headType('PLOT', names('Grond', 'Terrain', 'Plot', 'Grundstück')),
  headType('OFFICE', names('Kantoor', 'Bureau', 'Office', 'Büro')),
  headType('COMMERCIAL', names('Handelspand', 'Commerce', 'Retail property', 'Geschäftsimmobilie')),
  headType(
    'INDUSTRIAL',
    names('Bedrijfsgebouw', 'Bâtiment industriel', 'Industrial building', 'Gewerbehalle'),
  ),
  headType(
    'GARAGE',
    names('Garage / parking', 'Garage / parking', 'Garage / parking', 'Garage / Stellplatz'),
  ),
  headType('PROJECT', names('Project', 'Projet', 'Project', 'Projekt')),
  headType(
    'INVESTMENT',
    names('Opbrengsteigendom', 'Immeuble de rapport', 'Investment property', 'Renditeobjekt'),
  ),
];

/** Grouping order of estate types by head type id (SPEC §9), from shared/estate/head-type. */
export const HEAD_TYPE_GROUP_ORDER: readonly number[] = TYPE_GROUP_ORDER;

/**
 * The head type of an id.
 * @returns the reference row, or undefined for an unknown id
 */
export function headTypeById(id: number): HeadTypeRef | undefined {
  return HEAD_TYPES.find((t) => t.id === id);
}
