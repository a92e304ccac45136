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
 */
import type { TypeCode } from 'shared/domain';
import { names, type Names } from './locales';

export interface HeadTypeRef {
  id: number;
  key: string;
  code: TypeCode;
  name: Names;
}

/** Every head type, in id order. */
export const HEAD_TYPES: readonly HeadTypeRef[] = [
  { id: 1, key: 'HOUSE', code: 'HOUSE', name: names('Huis', 'Maison', 'House', 'Haus') },
  {
    id: 2,
    key: 'APARTMENT',
    code: 'APARTMENT',
    name: names('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
  },
  { id: 3, key: 'PLOT', code: 'PLOT', name: names('Grond', 'Terrain', 'Plot', 'Grundstück') },
  { id: 4, key: 'OFFICE', code: 'COMMERCIAL', name: names('Kantoor', 'Bureau', 'Office', 'Büro') },
  {
    id: 5,
    key: 'COMMERCIAL',
    code: 'COMMERCIAL',
    name: names('Handelspand', 'Commerce', 'Retail property', 'Geschäftsimmobilie'),
  },
  {
    id: 6,
    key: 'INDUSTRIAL',
    code: 'COMMERCIAL',
    name: names('Bedrijfsgebouw', 'Bâtiment industriel', 'Industrial building', 'Gewerbehalle'),
  },
  {
    id: 7,
    key: 'GARAGE',
    code: 'GARAGE',
    name: names('Garage / parking', 'Garage / parking', 'Garage / parking', 'Garage / Stellplatz'),
  },
  {
    id: 9,
    key: 'PROJECT',
    code: 'PROJECT',
    name: names('Project', 'Projet', 'Project', 'Projekt'),
  },
  {
    id: 10,
    key: 'INVESTMENT',
    code: 'COMMERCIAL',
    name: names('Opbrengsteigendom', 'Immeuble de rapport', 'Investment property', 'Renditeobjekt'),
  },
];

/** Grouping order of estate types by head type id (SPEC §9). */
export const HEAD_TYPE_GROUP_ORDER: readonly number[] = [1, 3, 7, 2, 4, 6, 10, 5, 9];

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

/**
 * The head type of an id.
 * @returns the reference row, or undefined for an unknown id
 */
export function headTypeById(id: number): HeadTypeRef | undefined {
  return HEAD_TYPES.find((t) => t.id === id);
}
