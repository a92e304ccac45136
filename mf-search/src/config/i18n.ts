/**
 * The i18next namespace of this remote ('search') with its texts in nl, fr, en and de, one chunk per
 * language (src/locales/{lang}.json), so a page downloads only its own language.
 */
import type { i18n } from 'i18next';
import { loadNamespace, useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, loadSharedUiTexts } from 'shared/ui';

/** Namespace of the search remote's texts. */
export const SEARCH_NAMESPACE = 'search';

/** The 'search' texts per language. */
export const SEARCH_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/**
 * React hook for the exposed entries: suspends until the 'search' and 'shared-ui' texts of `locale` are
 * loaded into the shared i18next instance.
 */
export function useSearchTexts(locale: Locale): void {
  useNamespaces(
    [
      [SEARCH_NAMESPACE, SEARCH_TEXTS],
      [SHARED_UI_NAMESPACE, SHARED_UI_TEXTS],
    ],
    locale,
  );
}

/**
 * Loads the 'search' and 'shared-ui' texts of `lang` into an i18next instance, the shared one by default
 * (tests, preloading). Rejects when a language chunk cannot be fetched.
 */
export async function loadSearchTexts(lang: Locale, instance?: i18n): Promise<void> {
  await Promise.all([
    loadNamespace(SEARCH_NAMESPACE, SEARCH_TEXTS, lang, instance),
    loadSharedUiTexts(lang, instance),
  ]);
}
