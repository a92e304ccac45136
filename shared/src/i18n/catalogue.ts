/**
 * In-memory i18next catalogues: one namespace of texts in the four languages, held in an i18next
 * instance of its own and ready as soon as it is made. They serve the texts that are read
 * synchronously, in a language chosen per call rather than per page: the forms' error texts
 * (api/contract, in the browser, the site servers and the API) and the API's mails. The pages'
 * own namespaces load per remote through shared/i18n. No React here: the API loads this module.
 */
import i18next, { type i18n } from 'i18next';
import { LOCALES, type Locale } from 'shared/domain';

/** The texts of one namespace in one language, as its JSON file holds them. */
export type CatalogueTexts = Readonly<Record<string, unknown>>;

/**
 * An i18next instance holding `namespace` in the four languages (SPEC §1), its default namespace.
 * Nothing is escaped (React escapes what a page shows; JSON answers and plain-text mails must
 * not be), a missing key gives the key, and no language falls back to another.
 * @param namespace the namespace, e.g. 'forms'
 * @param texts the namespace's texts per language (its `locales/{lang}.json`)
 * @returns the instance, initialised (its `t` takes `lng`; `getFixedT(lang)` fixes one)
 */
export function textCatalogue(
  namespace: string,
  texts: Readonly<Record<Locale, CatalogueTexts>>,
): i18n {
  const instance = i18next.createInstance();
  // Resources are in memory, so `initAsync: false` makes the instance ready when init returns.
  void instance.init({
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    resources: Object.fromEntries(LOCALES.map((lang) => [lang, { [namespace]: texts[lang] }])),
  });
  return instance;
}
