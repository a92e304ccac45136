/**
 * The i18next namespace of this remote ('viewing-request') with its texts in nl, fr, en and de,
 * one chunk per language (src/locales/{lang}.json). The form's error texts come with their
 * schemas from the API's contract (api/contract).
 */
import { useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';

/** Namespace of the viewing-request remote's texts. */
export const VIEWING_REQUEST_NAMESPACE = 'viewing-request';

/** The 'viewing-request' texts per language. */
export const VIEWING_REQUEST_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/** React hook for the exposed entries: suspends until the texts of `locale` are loaded. */
export function useViewingRequestTexts(locale: Locale): void {
  useNamespaces([[VIEWING_REQUEST_NAMESPACE, VIEWING_REQUEST_TEXTS]], locale);
}
