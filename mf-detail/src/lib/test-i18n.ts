/**
 * i18next for this remote's component tests: the shared instance initialised once in `lang`
 * (English by default) with the site options, as the shell does. Not bundled: only tests import it.
 */
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import type { Locale } from 'shared/domain';

/** Initialises the shared i18next instance (once) and switches it to `lang`. */
export async function initTestI18n(lang: Locale = 'en'): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ ...baseI18nOptions(lang, 'detail'), resources: {} });
  }
  await i18next.changeLanguage(lang);
}
