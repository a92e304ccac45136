/**
 * The four site languages (SPEC §1, §9). The api may import only types from `shared`, so the
 * runtime list lives here and is checked against the shared `Locale` type.
 */
import type { Locale } from 'shared/domain';

/** The site languages in their canonical order; nl is the default (SPEC §9). */
export const LANGS = ['nl', 'fr', 'en', 'de'] as const satisfies readonly Locale[];

/** The default language (SPEC §9). */
export const DEFAULT_LANG: Locale = 'nl';

/** A text in every one of the four languages (reference tables always fill all four). */
export type Names = Record<Locale, string>;

/**
 * True when `value` is one of the four site languages.
 * @param value any value, e.g. a header or a path parameter
 */
export function isLang(value: unknown): value is Locale {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/**
 * Builds a `Names` record from four strings in the order nl, fr, en, de.
 * @returns `{ nl, fr, en, de }`
 */
export function names(nl: string, fr: string, en: string, de: string): Names {
  return { nl, fr, en, de };
}
