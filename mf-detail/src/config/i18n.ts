/**
 * The i18next namespace of this remote ('detail') with its texts in nl, fr, en and de, one chunk per
 * language (src/locales/{lang}.json), so a page downloads only its own language.
 */
import type { i18n } from 'i18next';
import { loadNamespace, useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';

/** Namespace of the detail remote's texts, equal to its federation name. */
export const DETAIL_NAMESPACE = 'detail';

/** The 'detail' texts per language. */
export const DETAIL_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/**
 * React hook for the exposed entries: suspends until the 'detail' texts of `locale` are
 * loaded into the shared i18next instance.
 */
export function useDetailTexts(locale: Locale): void {
  useNamespaces([[DETAIL_NAMESPACE, DETAIL_TEXTS]], locale);
}

/**
 * Loads the 'detail' texts of `lang` into an i18next instance, the shared one by default
 * (tests, preloading). Rejects when a language chunk cannot be fetched.
 */
export async function loadDetailTexts(lang: Locale, instance?: i18n): Promise<void> {
  await Promise.all([loadNamespace(DETAIL_NAMESPACE, DETAIL_TEXTS, lang, instance)]);
}
