/**
 * Head types (estate types) by id and the type code each one stands for (SPEC §3 type: APARTMENT,
 * GARAGE, PLOT, COMMERCIAL, HOUSE, PROJECT), and their grouping order (SPEC §9). The one
 * derivation of a type code from `general.headType.id`: the API's head type table, its
 * second-source listings and the site's grouping read it here. Runtime imports: none (types
 * only), so the API can load it.
 *
 * | id | head type  | type code  |
 * |----|------------|------------|
 * | 1  | HOUSE      | HOUSE      |
 * | 2  | APARTMENT  | APARTMENT  |
 * | 3  | PLOT       | PLOT       |
 * | 4  | OFFICE     | COMMERCIAL |
 * | 5  | COMMERCIAL | COMMERCIAL |
 * | 6  | INDUSTRIAL | COMMERCIAL |
 * | 7  | GARAGE     | GARAGE     |
 * | 9  | PROJECT    | PROJECT    |
 * | 10 | INVESTMENT | COMMERCIAL |
 */
import type { TypeCode } from '../domain';

/** Head type ids by name. */
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
 * Order of the type groups by head type id (SPEC §9): 1, 3, 7, 2, 4, 6, 10, 5, 9; other ids
 * follow, ascending.
 */
export const TYPE_GROUP_ORDER: readonly number[] = [1, 3, 7, 2, 4, 6, 10, 5, 9];

/**
 * The type code of a head type id (SPEC §3), e.g. 4 (office) gives 'COMMERCIAL'.
 * @param id `general.headType.id`; null, undefined or an id outside the table gives null
 */
export function typeCodeOfHeadType(id: number | null | undefined): TypeCode | null {
  return (id !== null && id !== undefined && HEAD_TYPE_CODE[id as HeadTypeId]) || null;
}
