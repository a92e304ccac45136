/**
 * i18next for this remote's component tests: the shared instance initialised once with the site
 * options, as the shell does, and this remote's texts loaded in every language. Only tests import it.
 */
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next, loadNamespace } from 'shared/i18n';
import { LOCALES } from 'shared/domain';
import { RENTAL_NAMESPACE, RENTAL_TEXTS } from '../entities/rental-unit';
import { HOLIDAY_NAMESPACE, HOLIDAY_TEXTS } from '../config/i18n';

/** Initialises the shared i18next instance (once) with the 'holiday' and 'rental' texts. */
export async function initTestI18n(): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .init({ ...baseI18nOptions('en', 'holiday'), resources: {} });
  }
  await Promise.all(
    LOCALES.flatMap((lang) => [
      loadNamespace(HOLIDAY_NAMESPACE, HOLIDAY_TEXTS, lang),
      loadNamespace(RENTAL_NAMESPACE, RENTAL_TEXTS, lang),
    ]),
  );
}
