/**
 * Price steps offered by the price filter (SPEC §3 Filter data `prices`), in euro.
 * Sale prices are totals, rent prices per month.
 */

/** Price steps for sale and take-over searches, in euro. */
export const SALE_PRICE_STEPS: readonly number[] = [
  50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 600_000,
  700_000, 800_000, 900_000, 1_000_000, 1_250_000, 1_500_000, 2_000_000, 3_000_000,
];

/** Price steps for rent searches, in euro per month. */
export const RENT_PRICE_STEPS: readonly number[] = [
  250, 500, 600, 700, 800, 900, 1_000, 1_250, 1_500, 1_750, 2_000, 2_500, 3_000, 4_000, 5_000,
];

/**
 * The steps of a ladder needed to cover prices up to `max`: every step below `max` and the
 * first step at or above it.
 * @param steps an ascending ladder in euro
 * @param max the highest price present, in euro; null keeps the whole ladder
 * @returns the trimmed ladder (never empty when `steps` is not)
 */
export function trimLadder(steps: readonly number[], max: number | null): number[] {
  if (max === null || !Number.isFinite(max)) return [...steps];
  const out: number[] = [];
  for (const step of steps) {
    out.push(step);
    if (step >= max) break;
  }
  return out;
}
