/**
 * The site's one i18next instance: initialised by the shell with the language of the URL and its
 * own namespace 'shell'; the site phrases of the API go into namespace 'site'.
 */
import i18next from 'i18next';
import {
  baseI18nOptions,
  initReactI18next,
  loadNamespace,
  type NamespaceLoaders,
} from 'shared/i18n';
import type { Locale, Translations } from 'shared/domain';

export const SHELL_NAMESPACE = 'shell';
export const SITE_NAMESPACE = 'site';

/** The shell's own texts per language (src/locales/{lang}.json), one chunk each. */
export const SHELL_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/**
 * Initialises i18next for the shell in `lang` with the texts a server render used (`texts`,
 * namespace to texts: they travel in the page), and loads the shell's texts of that language
 * unless they are among them (the layout loads another language's when the visitor switches).
 * Resolves when ready; rejects when the texts cannot be fetched.
 */
export async function initI18n(
  lang: Locale,
  texts: Record<string, Record<string, unknown>> = {},
): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      ...baseI18nOptions(lang, SHELL_NAMESPACE),
      ns: [SHELL_NAMESPACE, SITE_NAMESPACE],
      resources: {},
    });
  }
  addTexts(lang, texts);
  if (!i18next.hasResourceBundle(lang, SHELL_NAMESPACE))
    await loadNamespace(SHELL_NAMESPACE, SHELL_TEXTS, lang);
}

/** Stores the API's site phrases of one language (flat keys with dots) in namespace 'site'. */
export function addSitePhrases(lang: Locale, phrases: Translations): void {
  i18next.addResourceBundle(lang, SITE_NAMESPACE, phrases, true, true);
}

/**
 * Adds texts of one language, by namespace, that a server render used (they travel in the page),
 * so the browser renders the same texts at once; a namespace already there is left as it is.
 */
export function addTexts(lang: Locale, texts: Record<string, Record<string, unknown>>): void {
  for (const [namespace, resources] of Object.entries(texts)) {
    if (!i18next.hasResourceBundle(lang, namespace))
      i18next.addResourceBundle(lang, namespace, resources, true, false);
  }
}
