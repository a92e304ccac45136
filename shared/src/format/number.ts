/**
 * Number formats of SPEC §9, built on Intl. Every format reads as Belgian Dutch ('nl-BE'),
 * whatever the page language: a dot as thousands separator and a comma as decimal mark.
 * Empty inputs (null, undefined, NaN, ±Infinity) give '' instead of throwing.
 */

/** The Intl locale of every number and date format (SPEC §9), regardless of the page language. */
export const FORMAT_LOCALE = 'nl-BE';

/** The largest number of decimals `formatNumber` accepts (SPEC §5: 0 to 7). */
export const MAX_DECIMALS = 7;

/** Unit suffixes of SPEC §9, appended as written (some with a leading space, some without). */
export const UNIT_SUFFIX = {
  /** Surfaces in m². */
  surface: ' m²',
  /** EPC value in kWh/m² (per year). */
  epc: ' kWh/m²',
  // Per year " kWh/jaar" is the Dutch one of four: PER_YEAR_SUFFIX of the detail page's energy figures.
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

/** Prefix of every money amount (SPEC §9). */
export const MONEY_PREFIX = '€ ';

const formatters = new Map<string, Intl.NumberFormat>();

/** A cached nl-BE number format with `min`..`max` decimals. */
function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(FORMAT_LOCALE, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    formatters.set(key, format);
  }
  return format;
}

/** True when `value` is a finite number that can be formatted. */
function isFormattable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Throws a RangeError unless `decimals` is a whole number from 0 to 7 (SPEC §5). */
function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(
      `decimals must be a whole number from 0 to ${MAX_DECIMALS}, got ${String(decimals)}`,
    );
  }
}

/**
 * Formats a number the Belgian way (SPEC §9): `formatNumber(1234567.891, 2)` gives '1.234.567,89'.
 * @param value the number; null, undefined, NaN or an infinite value gives ''
 * @param decimals the largest number of decimals shown, 0 to 7 (default 0); the value is
 *   rounded to it and trailing zeros are dropped ('8,5', not '8,50')
 * @returns the formatted number, or '' for an empty value
 * @throws RangeError when `decimals` is not a whole number from 0 to 7 (SPEC §5)
 */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  checkDecimals(decimals);
  return isFormattable(value) ? numberFormat(0, decimals).format(value) : '';
}

/**
 * Formats an amount in euro (SPEC §9): `€ 1.234.567` for whole euros, otherwise exactly two
 * decimals after a comma (`€ 1.234,50`).
 * @param value the amount in euro; null, undefined or NaN gives ''
 * @returns '€ ' followed by the amount, or ''
 */
export function formatMoney(value: number | null | undefined): string {
  if (!isFormattable(value)) return '';
  const decimals = Number.isInteger(value) ? 0 : 2;
  return `${MONEY_PREFIX}${numberFormat(decimals, decimals).format(value)}`;
}

/** `formatNumber(value, decimals)` followed by `suffix`, or '' for an empty value. */
function withSuffix(value: number | null | undefined, decimals: number, suffix: string): string {
  const number = formatNumber(value, decimals);
  return number === '' ? '' : `${number}${suffix}`;
}

/**
 * A surface in m² (SPEC §9): `formatSurface(1250.5)` gives '1.250,5 m²'.
 * @param value the area in m²; empty values give ''
 * @param decimals the largest number of decimals, 0 to 7 (default 2)
 * @throws RangeError for `decimals` outside 0 to 7
 */
export function formatSurface(value: number | null | undefined, decimals = 2): string {
  return withSuffix(value, decimals, UNIT_SUFFIX.surface);
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
