/**
 * The energy labels of the EPC (SPEC §3 Enumerations), which the detail page, the valuation
 * form and its e-mails name.
 */
import { defineEnum, type EnumRow } from './table';

/** A row of a label that reads the same in every language. */
function sameInAll<const C extends string>(code: C, label: string): EnumRow<C> {
  return [code, label, label, label, label];
}

/**
 * Energy labels: A++, A+, A, B to G, and the combined pairs of neighbouring labels (B_A ... G_F).
 * The labels read the same in every language.
 */
export const ENERGY_LABEL = defineEnum([
  sameInAll('A_plus_plus', 'A++'),
  sameInAll('A_plus', 'A+'),
  sameInAll('A', 'A'),
  sameInAll('B', 'B'),
  sameInAll('C', 'C'),
  sameInAll('D', 'D'),
  sameInAll('E', 'E'),
  sameInAll('F', 'F'),
  sameInAll('G', 'G'),
  sameInAll('B_A', 'B-A'),
  sameInAll('C_B', 'C-B'),
  sameInAll('D_C', 'D-C'),
  sameInAll('E_D', 'E-D'),
  sameInAll('F_E', 'F-E'),
  sameInAll('G_F', 'G-F'),
]);
