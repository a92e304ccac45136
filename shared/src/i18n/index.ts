/**
 * i18next helpers shared by the shell and the remotes. The shell initialises the one i18next
 * instance (a federation singleton) with the language of the URL; each remote adds its own
 * namespace with `registerNamespace`. A missing key logs a warning and shows the key (SPEC §8).
 */
import i18next, { type i18n, type InitOptions } from 'i18next';
import type { Locale } from '../domain';
import { LOCALES } from 'shared/domain';

/** Resources of one namespace: language to a nested key/text object. */
export type NamespaceResources = Record<Locale, Record<string, unknown>>;

/** Logs a missing translation key as a warning (SPEC §8). */
export function warnMissingKey(languages: readonly string[], namespace: string, key: string): void {
  console.warn(`Missing translation key "${namespace}:${key}" for ${languages.join(', ')}`);
}

/**
 * The i18next options every instance of the site uses: no fallback language, so a missing key
 * shows the key itself; missing keys reported through `warnMissingKey`.
 */
export function baseI18nOptions(lng: Locale, defaultNS: string): InitOptions {
  return {
    lng,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    defaultNS,
    ns: [defaultNS],
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => warnMissingKey(lngs, ns, key),
    returnNull: false,
    react: { useSuspense: false },
  };
}

/**
 * Adds a namespace's resources for every language to an i18next instance (the shared one by
 * default), once; later calls for the same namespace do nothing. Returns the namespace name.
 */
export function registerNamespace(
  namespace: string,
  resources: NamespaceResources,
  instance: i18n = i18next,
): string {
  for (const lang of LOCALES) {
    if (!instance.hasResourceBundle(lang, namespace)) {
      instance.addResourceBundle(lang, namespace, resources[lang], true, false);
    }
  }
  return namespace;
}

/*
 * React bindings (react-i18next), re-exported from here so every package binds to the one
 * react-i18next of the page (`shared/*` is a federation singleton) and webpack can tree-shake
 * the parts the site does not use (Trans and its HTML parser).
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
