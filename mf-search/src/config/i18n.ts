/**
 * The i18next namespaces of this remote, with their texts in nl, fr, en and de, one chunk per
 * language, so a page downloads only its own language: 'search' (the listing page, and the
 * filter texts the home page shares), 'search-home' (the rest of the home page) and
 * 'search-estate-page' (the landing pages).
 */
import type { i18n } from 'i18next';
import { loadNamespace, useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, loadSharedUiTexts } from 'kit/ui';

/** Namespace of the search remote's texts (src/locales/{lang}.json). */
export const SEARCH_NAMESPACE = 'search';
/** Namespace of the home page's own texts (src/locales/home/{lang}.json), keys 'home.*'. */
export const SEARCH_HOME_NAMESPACE = 'search-home';

/** Namespace of the landing pages' texts (src/locales/estate-page/{lang}.json). */
export const SEARCH_ESTATE_PAGE_NAMESPACE = 'search-estate-page';

/** The 'search' texts per language. */
export const SEARCH_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/** The 'search-home' texts per language. */
export const SEARCH_HOME_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/home/nl.json'),
  fr: () => import('../locales/home/fr.json'),
  en: () => import('../locales/home/en.json'),
  de: () => import('../locales/home/de.json'),
};

/** The 'search-estate-page' texts per language. */
export const SEARCH_ESTATE_PAGE_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/estate-page/nl.json'),
  fr: () => import('../locales/estate-page/fr.json'),
  en: () => import('../locales/estate-page/en.json'),
  de: () => import('../locales/estate-page/de.json'),
};

/**
 * React hook for the landing page's exposed entry: suspends until the 'search-estate-page' and
 * 'shared-ui' texts of `locale` are loaded into the shared i18next instance.
 */
export function useEstatePageTexts(locale: Locale): void {
  useNamespaces(
    [
      [SEARCH_ESTATE_PAGE_NAMESPACE, SEARCH_ESTATE_PAGE_TEXTS],
      [SHARED_UI_NAMESPACE, SHARED_UI_TEXTS],
    ],
    locale,
  );
}

/**
 * React hook for the listing page's exposed entry: suspends until the 'search' and 'shared-ui'
 * texts of `locale` are loaded into the shared i18next instance.
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
 * React hook for the home page's exposed entry: suspends until the 'search', 'search-home' and
 * 'shared-ui' texts of `locale` are loaded into the shared i18next instance.
 */
export function useHomeTexts(locale: Locale): void {
  useNamespaces(
    [
      [SEARCH_NAMESPACE, SEARCH_TEXTS],
      [SEARCH_HOME_NAMESPACE, SEARCH_HOME_TEXTS],
      [SHARED_UI_NAMESPACE, SHARED_UI_TEXTS],
    ],
    locale,
  );
}

/**
 * Loads all texts of this remote ('search', 'search-home', 'search-estate-page', 'shared-ui') in `lang` into an i18next
 * instance, the shared one by default (tests, preloading). Rejects when a chunk cannot be fetched.
 */
export async function loadSearchTexts(lang: Locale, instance?: i18n): Promise<void> {
  await Promise.all([
    loadNamespace(SEARCH_NAMESPACE, SEARCH_TEXTS, lang, instance),
    loadNamespace(SEARCH_HOME_NAMESPACE, SEARCH_HOME_TEXTS, lang, instance),
    loadNamespace(SEARCH_ESTATE_PAGE_NAMESPACE, SEARCH_ESTATE_PAGE_TEXTS, lang, instance),
    loadSharedUiTexts(lang, instance),
  ]);
}
