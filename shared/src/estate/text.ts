/**
 * Short texts made from an estate's fields: the card title (SPEC §2) and the energy label
 * (SPEC §3 energy). The title's wording in each language is the 'estate' i18next catalogue
 * (`locales/{nl,fr,en,de}.json`).
 */
import type { Estate, Locale } from '../domain';
import { localized } from 'shared/format';
import type { TFunction } from 'i18next';
import { textCatalogue } from '../i18n/catalogue';
import { memoizedT } from '../i18n/memo';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

let estateT: TFunction | null = null;

/**
 * The translate function of the 'estate' texts (its calls give `lng`), made at its first use (a
 * page that shows no title pays nothing) and remembering its texts: the catalogue never changes,
 * and every card of a listing asks for a title, on the server and again in the browser.
 */
function estateTexts(): TFunction {
  estateT ??= memoizedT(textCatalogue('estate', { nl, fr, en, de }).getFixedT(null, 'estate'));
  return estateT;
}

/**
 * The name of the estate's city (SPEC §3 general.address.city) in `locale`: its name, else its
 * alias.
 * @returns the name, '' when the estate has no city or no name for it in `locale`
 */
export function cityNameOf(estate: Estate, locale: Locale): string {
  const city = estate.general?.address?.city;
  if (!city) return '';
  return localized(city.name, locale) || localized(city.alias, locale);
}

/**
 * The card title of an estate (SPEC §2 Listing search page): the subtype, "in" and the city,
 * e.g. 'Villa in Gent', 'Villa à Gand'. Without a subtype name its head type's ('Project in
 * Gent'); with only one of the type and the city, that one alone.
 * @param estate an estate
 * @param locale the page language
 * @returns the title, '' when the estate has neither a subtype name nor a city name
 */
export function estateTitle(estate: Estate, locale: Locale): string {
  const subtype =
    localized(estate.general?.subType?.name, locale) ||
    localized(estate.general?.headType?.name, locale);
  const city = cityNameOf(estate, locale);
  if (!subtype || !city) return subtype || city;
  return estateTexts()('title', { lng: locale, subtype, city });
}

/**
 * The text of an energy label code (SPEC §3: energyLabel 'A_plus'): '_plus' becomes '+' and any
 * other '_' a dash: 'A_plus' gives 'A+', 'A_plus_plus' 'A++', 'B_A' 'B-A', 'C' 'C'.
 * @param code the label code; null, undefined or '' gives ''
 */
export function energyLabelText(code: string | null | undefined): string {
  if (!code) return '';
  return code.replace(/_plus/gi, '+').replace(/_/g, '-');
}
