/**
 * The i18next namespaces of this remote's pages, one chunk per language: 'holiday-enquiry' (the
 * enquiry form) and kit/ui's 'shared-ui'. The holiday team's `rental` fragments load their own.
 */
import { useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { SHARED_UI_NAMESPACE, SHARED_UI_TEXTS } from 'kit/ui';

/** Namespace of this remote's texts (src/locales/{lang}.json). */
export const ENQUIRY_NAMESPACE = 'holiday-enquiry';

/** The 'holiday-enquiry' texts per language. */
export const ENQUIRY_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/**
 * React hook of the exposed pages: suspends until the 'holiday-enquiry' and 'shared-ui' texts
 * of `locale` are loaded into the shared i18next instance.
 */
export function useEnquiryTexts(locale: Locale): void {
  useNamespaces(
    [
      [ENQUIRY_NAMESPACE, ENQUIRY_TEXTS],
      [SHARED_UI_NAMESPACE, SHARED_UI_TEXTS],
    ],
    locale,
  );
}
