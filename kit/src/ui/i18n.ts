/**
 * The i18next namespace 'shared-ui' of kit's UI components (estate card, form parts...), in nl,
 * fr, en and de, one chunk per language. Components load it themselves on first render in a
 * language, so a remote cannot forget it. The namespace keeps the name it had in shared: the
 * remotes' i18n set-ups and their tests load it by that name.
 */
import { loadNamespace, useNamespaces, useTranslation, type NamespaceLoaders } from 'shared/i18n';
import i18next, { type i18n, type TFunction } from 'i18next';
import type { Locale } from 'shared/domain';

/** The namespace of kit's UI texts. */
export const SHARED_UI_NAMESPACE = 'shared-ui';

/** The 'shared-ui' texts per language (src/ui/locales/{lang}.json). */
export const SHARED_UI_TEXTS: NamespaceLoaders = {
  nl: () => import('./locales/nl.json'),
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
};

/**
 * Loads the 'shared-ui' texts of `lang` into an i18next instance (the shared one by default).
 * Resolves when they are in; rejects when the language's chunk cannot be fetched.
 */
export function loadSharedUiTexts(lang: Locale, instance: i18n = i18next): Promise<void> {
  return loadNamespace(SHARED_UI_NAMESPACE, SHARED_UI_TEXTS, lang, instance);
}

/**
 * React hook: a translate function of 'shared-ui' fixed to `locale` (the language of the page the
 * component is in), shared by the components of the instance and remembering its texts (shared/i18n
 * `useTranslation`). Suspends until the texts of that language are loaded.
 */
export function useSharedUiT(locale: Locale): TFunction {
  const { i18n: instance, t } = useTranslation(SHARED_UI_NAMESPACE, { lng: locale });
  useNamespaces([[SHARED_UI_NAMESPACE, SHARED_UI_TEXTS]], locale, instance);
  return t;
}
