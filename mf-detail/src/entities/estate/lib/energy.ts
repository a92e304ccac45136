/**
 * Energy figures per year in the page's language (SPEC §3 units: EPC value in kWh/m²/year, total
 * EPC in kWh/year, CO2 in kg/m²/year; §9 number formats). Numbers read as Belgian Dutch ('nl-BE')
 * like every format of shared/format; the word "year" is the page language's (the field labels'
 * `value.year`). Only the detail
 * page shows energy figures.
 *
 * Empty values (SPEC §5: null, undefined, NaN, 0 and -1, which is cleared) give ''.
 */
import type { Locale } from 'shared/domain';
import { formatNumber } from 'shared/format';
import { formatEpc } from '#detail/lib/format';
import { fieldLabel } from './field-labels';

/** The word "year" of the unit suffixes in `locale` ('jaar', 'an', 'year', 'Jahr'). */
function yearWord(locale: Locale): string {
  return fieldLabel('value.year', locale);
}

/**
 * The per-year suffix of a total energy use (SPEC §9 " kWh/jaar" in Dutch) in `locale`.
 * @returns e.g. ' kWh/year' (en), ' kWh/an' (fr)
 */
export function perYearSuffix(locale: Locale): string {
  return ` kWh/${yearWord(locale)}`;
}

/** True for a value to show: a finite number other than 0 and -1 (SPEC §5). */
function shown(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0 && value !== -1;
}

/**
 * An EPC value per year: `formatEpcPerYear(245, 'en')` gives '245 kWh/m²/year' ('jaar' in nl).
 * @param value kWh per m² per year; empty values give ''
 * @param locale the page language (the word "year")
 */
export function formatEpcPerYear(value: number | null | undefined, locale: Locale): string {
  return shown(value) ? `${formatEpc(value)}/${yearWord(locale)}` : '';
}

/**
 * A total energy use per year (SPEC §3 total EPC, §9 per year " kWh/jaar"):
 * `formatEnergyPerYear(32400, 'nl')` gives '32.400 kWh/jaar', 'en' '32.400 kWh/year'.
 * @param value kWh per year; empty values give ''
 * @param locale the page language (the word "year", perYearSuffix)
 * @param decimals the largest number of decimals, 0 to 7 (default 0)
 * @throws RangeError for `decimals` outside 0 to 7
 */
export function formatEnergyPerYear(
  value: number | null | undefined,
  locale: Locale,
  decimals = 0,
): string {
  return shown(value) ? `${formatNumber(value, decimals)}${perYearSuffix(locale)}` : '';
}

/**
 * A CO2 emission per year: `formatCo2PerYear(38, 'fr')` gives '38 kg/m²/an'.
 * @param value kg per m² per year; empty values give ''
 * @param locale the page language (the word "year")
 */
export function formatCo2PerYear(value: number | null | undefined, locale: Locale): string {
  return shown(value) ? `${formatNumber(value)} kg/m²/${yearWord(locale)}` : '';
}
