/**
 * Localized texts (SPEC §3): a text given per language.
 */
import type { Locale, LocalizedText } from '../domain';

/**
 * The text of a localized text in one language, with no fallback to another language (SPEC §3,
 * §5: a missing label shows as empty).
 * @param text the text per language; null or undefined gives ''
 * @param locale the language to pick
 * @returns the text in `locale`, or '' when it is missing
 */
export function localized(text: LocalizedText | null | undefined, locale: Locale): string {
  return text?.[locale] ?? '';
}

const collators = new Map<string, Intl.Collator>();

/**
 * Compares two texts in the alphabetical order of a language (for sorting names of types, cities,
 * municipalities). One `Intl.Collator` per language, made once: `String.localeCompare` with a
 * locale builds a new one on every call, which made sorting a page's options cost milliseconds.
 * @param locale the language whose order applies (e.g. 'nl': "IJzer" sorts as in Dutch)
 * @returns a comparison function for `Array.prototype.sort`: negative, 0 or positive
 */
export function textOrder(locale: Locale): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator.compare;
}

/**
 * A label followed by its colon, as the language writes it: French puts a non-breaking space
 * before the colon ("Téléphone :"), so the colon never starts a line of its own; the other
 * languages put none ("Phone:"). For labels a component composes with a value ("Phone: …"),
 * where the label is a translation and the colon is not.
 * @param label the translated label, e.g. 'Téléphone'
 * @param locale the page's language
 * @returns e.g. 'Téléphone\u00a0:' in French, 'Phone:' in English
 */
export function labelled(label: string, locale: Locale): string {
  return locale === 'fr' ? `${label}\u00a0:` : `${label}:`;
}
