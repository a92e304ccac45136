/**
 * The i18next namespace of this remote ('favorites') with its texts in nl, fr, en and de, one chunk per
 * language (src/locales/{lang}.json), so a page downloads only its own language.
 */
import type { i18n } from 'i18next';
import { loadNamespace, useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, loadSharedUiTexts } from 'kit/ui';

/** Namespace of the favourites remote's texts. */
export const FAVORITES_NAMESPACE = 'favorites';

/** The 'favorites' texts per language. */
export const FAVORITES_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/**
 * React hook for the exposed entries: suspends until the 'favorites' and 'shared-ui' texts of `locale` are
 * loaded into the shared i18next instance.
 */
export function useFavoritesTexts(locale: Locale): void {
  useNamespaces(
    [
      [FAVORITES_NAMESPACE, FAVORITES_TEXTS],
      [SHARED_UI_NAMESPACE, SHARED_UI_TEXTS],
    ],
    locale,
  );
}

/**
 * Loads the 'favorites' and 'shared-ui' texts of `lang` into an i18next instance, the shared one by default
 * (tests, preloading). Rejects when a language chunk cannot be fetched.
 */
export async function loadFavoritesTexts(lang: Locale, instance?: i18n): Promise<void> {
  await Promise.all([
    loadNamespace(FAVORITES_NAMESPACE, FAVORITES_TEXTS, lang, instance),
    loadSharedUiTexts(lang, instance),
  ]);
}
