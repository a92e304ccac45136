/**
 * The i18next namespace 'rental' of the rental views (search page, card, unit view), in
 * nl, fr, en and de, one chunk per language, loaded by the components themselves.
 */
import type { TFunction } from 'i18next';
import { useNamespaces, useTranslation, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';

/** The namespace of the rental texts. */
export const RENTAL_NAMESPACE = 'rental';

/** The 'rental' texts per language (./locales/{lang}.json). */
export const RENTAL_TEXTS: NamespaceLoaders = {
  nl: () => import('./locales/nl.json'),
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
};

/**
 * React hook: a translate function of 'rental' fixed to `locale`, remembering its texts (shared/i18n
 * `useTranslation`); suspends until the texts of that language are loaded.
 */
export function useRentalT(locale: Locale): TFunction {
  const { i18n: instance, t } = useTranslation(RENTAL_NAMESPACE, { lng: locale });
  useNamespaces([[RENTAL_NAMESPACE, RENTAL_TEXTS]], locale, instance);
  return t;
}
