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
