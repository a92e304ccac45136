/**
 * EPC labels of a primary energy use (kWh/m²/year) on the scale of the estate's Belgian region
 * (SPEC §3 energy: `energyLabel` such as 'A_plus'; §9 EPC units). Belgium has three scales:
 *
 * - Flanders (EPC since 2019, labels A+ to F; no G): A+ below 0, A 0–100, B 100–200, C 200–300,
 *   D 300–400, E 400–500, F from 500. Bands are closed below: 100 is B, 500 is F.
 * - Brussels (PEB): A up to 45, B 46–95, C 96–150, D 151–210, E 211–275, F 276–345, G above 345.
 *   Bands are closed above: 45 is A, 46 is B. The official sub-levels (A++, A+, A, A-, B+, B, B-...)
 *   are folded into their letter, so a value of 0 or below is A.
 * - Wallonia (PEB): A++ 0 or below, A+ up to 45, A 45–85, B 85–170, C 170–255, D 255–340,
 *   E 340–425, F 425–510, G above 510. Bands are closed above: 45 is A+, 85 is A, 510 is F.
 *
 * Estates outside Belgium (region null) get the Flemish scale (the demo has no French, Dutch or
 * Luxembourg scale).
 */

/** The Belgian regions, each with its own EPC scale (as `general.address.region`). */
export type EpcRegion = 'FLANDERS' | 'BRUSSELS' | 'WALLONIA';

/** Every label code of the three scales, best first, as stored in `energy.energyLabel`. */
export const EPC_LABELS = ['A_plus_plus', 'A_plus', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcLabel = (typeof EPC_LABELS)[number];

/**
 * One band of a scale: values up to `max` (kWh/m²/year) get `label`; `max` itself belongs to the
 * band when `includesMax`, else to the next one. The last band of a scale has max Infinity.
 */
export interface EpcBand {
  label: EpcLabel;
  max: number;
  includesMax: boolean;
}

const below = (label: EpcLabel, max: number): EpcBand => ({ label, max, includesMax: false });
const upTo = (label: EpcLabel, max: number): EpcBand => ({ label, max, includesMax: true });

/** The scale of each region, best band first. */
export const EPC_SCALES: Readonly<Record<EpcRegion, readonly EpcBand[]>> = {
  FLANDERS: [
    below('A_plus', 0),
    below('A', 100),
    below('B', 200),
    below('C', 300),
    below('D', 400),
    below('E', 500),
    below('F', Infinity),
  ],
  BRUSSELS: [
    upTo('A', 45),
    upTo('B', 95),
    upTo('C', 150),
    upTo('D', 210),
    upTo('E', 275),
    upTo('F', 345),
    upTo('G', Infinity),
  ],
  WALLONIA: [
    upTo('A_plus_plus', 0),
    upTo('A_plus', 45),
    upTo('A', 85),
    upTo('B', 170),
    upTo('C', 255),
    upTo('D', 340),
    upTo('E', 425),
    upTo('F', 510),
    upTo('G', Infinity),
  ],
};

/**
 * The scale that applies to an estate's region.
 * @param region `general.address.region`: FLANDERS, BRUSSELS, WALLONIA, or null/other abroad
 * @returns that region's scale; the Flemish scale for null or an unknown region
 */
export function epcScaleOf(region: string | null | undefined): readonly EpcBand[] {
  return region === 'BRUSSELS' || region === 'WALLONIA' ? EPC_SCALES[region] : EPC_SCALES.FLANDERS;
}

/**
 * The label of an EPC value on the scale of a region.
 * @param epcValue primary energy use in kWh/m²/year (may be negative: A+ in Flanders, A++ in
 *   Wallonia, A in Brussels)
 * @param region `general.address.region`; null or absent means the Flemish scale (see module doc)
 * @returns the label code, e.g. 'A_plus', 'B', 'G' (never G in Flanders, never A+ in Brussels)
 */
export function epcLabelOf(epcValue: number, region?: string | null): EpcLabel {
  const scale = epcScaleOf(region);
  const band = scale.find((b) => (b.includesMax ? epcValue <= b.max : epcValue < b.max));
  return (band ?? (scale[scale.length - 1] as EpcBand)).label;
}
