/**
 * The texts of the shell's content pages (about us) in namespace 'shell-content',
 * one chunk per language, loaded by those pages only: the layout, on every page's first load,
 * does not carry them.
 */
import { useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';

/** Namespace of the content pages' texts. */
export const CONTENT_NAMESPACE = 'shell-content';

/** The content pages' texts per language. */
export const CONTENT_TEXTS: NamespaceLoaders = {
  nl: () => import('./locales/nl.json'),
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
};

/** Suspends until the content pages' texts of `lang` are loaded. */
export function useContentTexts(lang: Locale): void {
  useNamespaces([[CONTENT_NAMESPACE, CONTENT_TEXTS]], lang);
}
