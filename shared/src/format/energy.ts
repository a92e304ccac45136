/**
 * Energy figures per year in the page's language (SPEC §3 units: EPC value in kWh/m²/year, total
 * EPC in kWh/year, CO2 in kg/m²/year; §9 number formats). Numbers read as Belgian Dutch ('nl-BE')
 * like every format of shared/format; the word "year" is the page language's. A subpath of its
 * own (`shared/format/energy`), so pages that show no energy figures do not load it.
 *
 * Empty values (SPEC §5: null, undefined, NaN, 0 and -1, which is cleared) give ''.
 */
import type { Locale } from '../domain';
import { formatEpc, formatNumber } from './number';

/** The word "year" of the unit suffixes, per language. */
export const YEAR_WORD: Readonly<Record<Locale, string>> = {
  nl: 'jaar',
  fr: 'an',
  en: 'year',
  de: 'Jahr',
};

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
  return shown(value) ? `${formatEpc(value)}/${YEAR_WORD[locale]}` : '';
}

/**
 * A total energy use per year: `formatEnergyPerYear(29400, 'en')` gives '29.400 kWh/year'.
 * @param value kWh per year; empty values give ''
 * @param locale the page language (the word "year")
 */
export function formatEnergyPerYear(value: number | null | undefined, locale: Locale): string {
  return shown(value) ? `${formatNumber(value)} kWh/${YEAR_WORD[locale]}` : '';
}

/**
 * A CO2 emission per year: `formatCo2PerYear(38, 'fr')` gives '38 kg/m²/an'.
 * @param value kg per m² per year; empty values give ''
 * @param locale the page language (the word "year")
 */
export function formatCo2PerYear(value: number | null | undefined, locale: Locale): string {
  return shown(value) ? `${formatNumber(value)} kg/m²/${YEAR_WORD[locale]}` : '';
}
