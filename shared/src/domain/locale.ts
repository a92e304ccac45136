/**
 * The site languages and texts per language (SPEC §1, §9), shared by the API, the shell and every
 * remote.
 */

/** The four site languages (SPEC §1, §9); nl is the default. */
export type Locale = 'nl' | 'fr' | 'en' | 'de';
export const LOCALES: readonly Locale[] = ['nl', 'fr', 'en', 'de'];
export const DEFAULT_LOCALE: Locale = 'nl';

/** A text given per language; a language may be missing (shown as empty). */
export type LocalizedText = Partial<Record<Locale, string>>;
