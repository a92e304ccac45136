/**
 * What a mail to an address the site has not verified may repeat of what a visitor typed. Every
 * form sends its confirmation to the address given in it, which nobody has proven to be the
 * visitor's own: repeating the visitor's words there would let anyone make the agency mail a
 * stranger a link of their choice. So a text with a web or e-mail address in it (the one rule of
 * contract/fields.ts `hasLink`, the rule send-to-a-friend refuses such texts by) is left out of that
 * mail, and the mail says that something was left out; the agency's own copy keeps everything.
 *
 * Left out rather than refused: a visitor whose street is written "St.Amandsberg" or whose
 * remarks name their own website loses nothing and is not stopped (the agency gets every word),
 * while the stranger gets no link.
 */
import type { Locale } from 'shared/domain';
import { hasLink } from '../contract';
import type { MailBlock } from './document';
import { mailT } from './i18n';

/** The visitor's texts for one mail to an unverified address (see the module's comment). */
export interface UnverifiedCopy {
  /**
   * A text the visitor typed, as the mail may repeat it.
   * @param value the text ('' or undefined for none)
   * @returns the text, or '' when it holds a web or e-mail address (a row with '' is left out)
   */
  text(value: string | undefined): string;
  /**
   * The greeting of the mail: "Dear {name}," with the visitor's name, or the greeting without a
   * name when the name holds a web or e-mail address.
   */
  greeting(name: string): string;
  /**
   * The paragraph saying that part of what the visitor wrote is not repeated and that the agency
   * received all of it: one text block when `text` or `greeting` left something out, else none.
   * Call it after the mail's texts have been through `text` and `greeting`.
   */
  notice(): MailBlock[];
}

/**
 * The texts of one mail to an unverified address, in the reader's language.
 * @param locale the language of the mail
 * @returns the helpers of UnverifiedCopy, which remember whether anything was left out
 */
export function unverifiedCopy(locale: Locale): UnverifiedCopy {
  const t = mailT(locale);
  let withheld = false;
  const text = (value: string | undefined): string => {
    if (!value) return '';
    if (!hasLink(value)) return value;
    withheld = true;
    return '';
  };
  return {
    text,
    greeting: (name) => {
      const shown = text(name);
      return shown ? t('common.greetingName', { name: shown }) : t('common.greeting');
    },
    notice: () => (withheld ? [{ kind: 'text', text: t('common.withheld') }] : []),
  };
}
