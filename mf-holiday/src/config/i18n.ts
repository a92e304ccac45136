/**
 * The i18next namespaces of this remote's pages and fragments, one chunk per language: 'holiday'
 * (the availability calendar, price summary and reservation form), 'rental' (the rental views of
 * widgets/rental, which the `rental` fragments show on other providers' pages too) and kit/ui's
 * 'shared-ui'.
 */
import { useNamespaces, type NamespaceLoaders } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { SHARED_UI_NAMESPACE, SHARED_UI_TEXTS } from 'kit/ui';
import { RENTAL_NAMESPACE, RENTAL_TEXTS } from '../entities/rental-unit';

/** Namespace of this remote's texts (src/locales/{lang}.json). */
export const HOLIDAY_NAMESPACE = 'holiday';

/** The 'holiday' texts per language. */
export const HOLIDAY_TEXTS: NamespaceLoaders = {
  nl: () => import('../locales/nl.json'),
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

/**
 * React hook of the exposed pages: suspends until the 'holiday', 'rental' and 'shared-ui' texts
 * of `locale` are loaded into the shared i18next instance.
 */
export function useHolidayTexts(locale: Locale): void {
  useNamespaces(
    [
      [HOLIDAY_NAMESPACE, HOLIDAY_TEXTS],
      [RENTAL_NAMESPACE, RENTAL_TEXTS],
      [SHARED_UI_NAMESPACE, SHARED_UI_TEXTS],
    ],
    locale,
  );
}

/**
 * React hook of the exposed `rental` fragments: suspends until the 'rental' and 'shared-ui' texts
 * of `locale` are loaded (the host page loads its own).
 */
export function useRentalTexts(locale: Locale): void {
  useNamespaces(
    [
      [RENTAL_NAMESPACE, RENTAL_TEXTS],
      [SHARED_UI_NAMESPACE, SHARED_UI_TEXTS],
    ],
    locale,
  );
}
