/**
 * The words of the API's e-mails: the `mail` namespace of i18next, one JSON file per language
 * next to this module (`locales/{nl,fr,en,de}.json`), in its own i18next instance. The site's
 * pages load their namespaces per remote through shared/i18n; the API renders mails on the
 * server, in the reader's language and not the page's, so it keeps one instance with the four
 * languages in memory and asks it for a fixed language per mail.
 *
 * Counts use i18next's plural keys (`nights_one`, `nights_other`: the CLDR rules of
 * Intl.PluralRules, so French takes the singular for 0 and 1). French elision before a vowel
 * ("d'Immo Zonneveld") is an i18next context: `key_vowel`, chosen by `elisionContext`, so the
 * other languages (which have no such key) keep their one text.
 */
import type { TFunction } from 'i18next';
import type { Locale } from 'shared/domain';
import { textCatalogue } from 'shared/i18n/catalogue';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

/** The namespace of the mail texts. */
export const MAIL_NAMESPACE = 'mail';

const instance = textCatalogue(MAIL_NAMESPACE, { nl, fr, en, de });

/**
 * The translate function of the mail texts in one language.
 * @param locale the reader's language
 * @returns i18next's `t`, fixed to `locale` and the `mail` namespace (a missing key gives the key)
 */
export function mailT(locale: Locale): TFunction {
  return instance.getFixedT(locale, MAIL_NAMESPACE);
}

/**
 * The i18next context of a text placed after a word that elides before a vowel (French "de",
 * "que"): 'vowel' when `text` starts with a vowel (accented or not), else undefined (no context).
 * @param text a name or title that follows the word, e.g. 'Immo Zonneveld'
 */
export function elisionContext(text: string): 'vowel' | undefined {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(text.trim()) ? 'vowel' : undefined;
}
