/**
 * The i18next namespace of this remote ('engagement') with its texts in nl, fr, en and de, one
 * chunk per language (src/locales/{lang}.json), so a page downloads only its own language. The
 * forms' error texts come with their schemas from the API's contract (api/contract).
 */
import type { i18n } from 'i18next';
import { loadNamespace, useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';

/** Namespace of the engagement remote's texts. */
export const ENGAGEMENT_NAMESPACE = 'engagement';

/** The 'engagement' texts per language. */
export const ENGAGEMENT_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/** React hook for the exposed entries: suspends until the texts of `locale` are loaded. */
export function useEngagementTexts(locale: Locale): void {
  useNamespaces([[ENGAGEMENT_NAMESPACE, ENGAGEMENT_TEXTS]], locale);
}

/**
 * Loads the 'engagement' texts of `lang` into an i18next instance, the shared one by default
 * (tests, preloading). Rejects when the language chunk cannot be fetched.
 */
export function loadEngagementTexts(lang: Locale, instance?: i18n): Promise<void> {
  return loadNamespace(ENGAGEMENT_NAMESPACE, ENGAGEMENT_TEXTS, lang, instance);
}
