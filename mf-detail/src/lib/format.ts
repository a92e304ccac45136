/**
 * The detail page's unit formats of SPEC §9 (EPC, litres, sizes, distances, price per m²,
 * percentages, the EPC bar), built on shared/format's Belgian number and money formats.
 * Empty inputs (null, undefined, NaN, ±Infinity) give '' instead of throwing.
 */
import { formatMoney, formatNumber } from 'shared/format';

/** Unit suffixes of SPEC §9, appended as written (some with a leading space, some without). */
export const UNIT_SUFFIX = {
  /** EPC value in kWh/m² (per year). */
  epc: ' kWh/m²',
  // Per year " kWh/jaar" is the Dutch one of four: perYearSuffix of the detail's energy figures.
  /** Liquids in litres, e.g. a fuel tank: no space. */
  liquid: 'l',
  /** Sizes (widths, depths, distances) in m. */
  size: ' m',
  /** Distances of a kilometre or more, in km. */
  distance: ' km',
  /** Price per square metre. */
  pricePerSquareMeter: ' /m²',
  /** Percentages: no space. */
  percentage: '%',
} as const;

/** `formatNumber(value, decimals)` followed by `suffix`, or '' for an empty value. */
function withSuffix(value: number | null | undefined, decimals: number, suffix: string): string {
  const number = formatNumber(value, decimals);
  return number === '' ? '' : `${number}${suffix}`;
}

/**
 * An EPC value (SPEC §3, §9): the energy use in kWh/m²/year, shown as '245 kWh/m²'.
 * @param value kWh per m² per year; empty values give ''
 * @param decimals the largest number of decimals, 0 to 7 (default 0)
 * @throws RangeError for `decimals` outside 0 to 7
 */
export function formatEpc(value: number | null | undefined, decimals = 0): string {
  return withSuffix(value, decimals, UNIT_SUFFIX.epc);
}

/**
 * A liquid volume in litres (SPEC §9), without a space: '3.000l'.
 * @param value litres; empty values give ''
 * @param decimals the largest number of decimals, 0 to 7 (default 0)
 * @throws RangeError for `decimals` outside 0 to 7
 */
export function formatLiquid(value: number | null | undefined, decimals = 0): string {
  return withSuffix(value, decimals, UNIT_SUFFIX.liquid);
}

/**
 * A size (width, depth or distance) in m (SPEC §3, §9): '8,5 m'.
 * @param value metres; empty values give ''
 * @param decimals the largest number of decimals, 0 to 7 (default 2)
 * @throws RangeError for `decimals` outside 0 to 7
 */
export function formatSize(value: number | null | undefined, decimals = 2): string {
  return withSuffix(value, decimals, UNIT_SUFFIX.size);
}

/**
 * A distance (to a school, shops, transport): in m below a kilometre ('750 m'), else in km with
 * at most one decimal ('1,2 km', '12 km'), in the site's number format.
 * @param metres the distance in metres; empty values give ''
 */
export function formatDistance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres)) return '';
  return Math.abs(metres) < 1000
    ? withSuffix(Math.round(metres), 0, UNIT_SUFFIX.size)
    : withSuffix(metres / 1000, 1, UNIT_SUFFIX.distance);
}

/**
 * A price per square metre (SPEC §9): the money format of `formatMoney` followed by ' /m²',
 * e.g. '€ 2.500 /m²' or '€ 2.345,68 /m²'.
 * @param value euro per m²; empty values give ''
 */
export function formatPricePerSquareMeter(value: number | null | undefined): string {
  const money = formatMoney(value);
  return money === '' ? '' : `${money}${UNIT_SUFFIX.pricePerSquareMeter}`;
}

/**
 * A percentage (SPEC §9), without a space: `formatPercentage(21)` gives '21%'. The value is
 * already a percentage (21 for 21 %), not a fraction.
 * @param value the percentage; empty values give ''
 * @param decimals the largest number of decimals, 0 to 7 (default 2)
 * @throws RangeError for `decimals` outside 0 to 7
 */
export function formatPercentage(value: number | null | undefined, decimals = 2): string {
  return withSuffix(value, decimals, UNIT_SUFFIX.percentage);
}

/** The EPC value that fills the EPC bar completely (SPEC §9), in kWh/m²/year. */
export const EPC_BAR_MAX = 700;

/**
 * The width of the EPC bar (SPEC §9): the EPC value divided by 700, as a percentage from 0 to 100
 * (350 gives 50, 700 and above give 100, negative values give 0).
 * @param value the EPC value in kWh/m²/year; null, undefined or NaN gives 0
 * @returns a number from 0 to 100
 */
export function epcBarPercentage(value: number | null | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, (value / EPC_BAR_MAX) * 100));
}
