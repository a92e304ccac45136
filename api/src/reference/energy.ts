/**
 * The EPC label of a specific primary energy use (Flemish scale, kWh/m²/year):
 * A+ below 0, A 0-100, B 100-200, C 200-300, D 300-400, E 400-500, F from 500.
 * Intervals are half-open: 100 is B, 500 is F. The demo applies this one scale to every region.
 */

/** Label codes of the scale, best first, as stored in `energy.energyLabel` (SPEC §3). */
export const EPC_LABELS = ['A_plus', 'A', 'B', 'C', 'D', 'E', 'F'] as const;
export type EpcLabel = (typeof EPC_LABELS)[number];

/**
 * The label of an EPC value.
 * @param epcValue primary energy use in kWh/m²/year (may be negative for A+)
 * @returns the label code, e.g. 'A_plus', 'B'
 */
export function epcLabelOf(epcValue: number): EpcLabel {
  if (epcValue < 0) return 'A_plus';
  const band = Math.floor(epcValue / 100);
  return EPC_LABELS[Math.min(band + 1, EPC_LABELS.length - 1)] ?? 'F';
}
