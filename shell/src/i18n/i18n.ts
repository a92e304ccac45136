/**
 * The site's one i18next instance: initialised by the shell with the language of the URL and its
 * own namespace 'shell'; the site phrases of the API go into namespace 'site'.
 */
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import type { Locale, Translations } from 'shared/domain';
import nl from '../locales/nl.json';
import fr from '../locales/fr.json';
import en from '../locales/en.json';
import de from '../locales/de.json';

export const SHELL_NAMESPACE = 'shell';
export const SITE_NAMESPACE = 'site';

/** Initialises i18next for the shell in `lang`. Resolves when ready. */
export async function initI18n(lang: Locale): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    ...baseI18nOptions(lang, SHELL_NAMESPACE),
    ns: [SHELL_NAMESPACE, SITE_NAMESPACE],
    resources: {
      nl: { [SHELL_NAMESPACE]: nl },
      fr: { [SHELL_NAMESPACE]: fr },
      en: { [SHELL_NAMESPACE]: en },
      de: { [SHELL_NAMESPACE]: de },
    },
  });
}

/** Stores the API's site phrases of one language (flat keys with dots) in namespace 'site'. */
export function addSitePhrases(lang: Locale, phrases: Translations): void {
  i18next.addResourceBundle(lang, SITE_NAMESPACE, phrases, true, true);
}
