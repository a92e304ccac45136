/**
 * Number formats of SPEC §9, built on Intl. Every format reads as Belgian Dutch ('nl-BE'),
 * whatever the page language: a dot as thousands separator and a comma as decimal mark.
 * Empty inputs (null, undefined, NaN, ±Infinity) give '' instead of throwing.
 */

/** The Intl locale of every number and date format (SPEC §9), regardless of the page language. */
export const FORMAT_LOCALE = 'nl-BE';

/** The largest number of decimals `formatNumber` accepts (SPEC §5: 0 to 7). */
export const MAX_DECIMALS = 7;

/** Unit suffix of a surface (SPEC §9); the other units are the detail page's own formats. */
export const UNIT_SUFFIX = {
  /** Surfaces in m². */
  surface: ' m²',
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
