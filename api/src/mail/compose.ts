/**
 * The two kinds of mail a visitor's request makes, written once for every module that sends them
 * (agenda, holiday rentals, valuation):
 * - to the visitor, in their language, to the address they typed, which nobody has verified: it
 *   opens with the greeting of ./unverified (no name when the name holds a link), and the blocks
 *   repeat what the visitor typed only through that mail's `copy`;
 * - to the agency, in the site's default language, to the site's own address, replying to the
 *   visitor, with everything the visitor typed.
 * A module says only what its mail holds (subject and blocks); who it goes to, in which language,
 * and how it is rendered (./document) are decided here.
 */
import type { TFunction } from 'i18next';
import type { Locale } from 'shared/domain';
import {
  mailbox,
  type MailAttachment,
  type MailSite,
  type OutgoingMail,
} from '../engagement/mails';
import { renderMail, type MailBlock } from './document';
import { mailT } from './i18n';
import { unverifiedCopy, type UnverifiedCopy } from './unverified';

/** What a mail says: its subject and body, and the files sent with it. */
export interface MailContent {
  subject: string;
  blocks: readonly MailBlock[];
  attachments?: MailAttachment[];
}

/** The words of one mail: its language and that language's `mail` translator. */
export interface MailWords {
  locale: Locale;
  t: TFunction;
}

/** The words of a visitor's mail, and the filter of what the visitor typed (./unverified). */
export interface VisitorMailWords extends MailWords {
  copy: UnverifiedCopy;
}

/** The person who wrote in: their name, e-mail address and language. */
export interface MailVisitor {
  name: string;
  email: string;
  locale: Locale;
}

/**
 * A mail to the visitor: in their language, to their (unverified) address, opening with the
 * greeting, then the blocks `compose` gives. `compose` must pass every text the visitor typed
 * through `copy.text` and place `copy.notice()` where the mail says something was left out.
 * @param from the site and sender
 * @param visitor who wrote in
 * @param compose the subject, blocks (after the greeting) and attachments, from the mail's words
 * @returns the rendered mail
 * @throws what `compose` throws (e.g. an `.ics` that cannot be made)
 */
export async function visitorMail(
  from: MailSite,
  visitor: MailVisitor,
  compose: (words: VisitorMailWords) => MailContent,
): Promise<OutgoingMail> {
  const locale = visitor.locale;
  const copy = unverifiedCopy(locale);
  // The greeting goes through the filter before compose, as the mails always did: `notice()`
  // then also covers a name that was left out.
  const greeting = copy.greeting(visitor.name);
  const { subject, blocks, attachments } = compose({ locale, t: mailT(locale), copy });
  return renderMail(
    from,
    locale,
    visitor.email,
    subject,
    [{ kind: 'text', text: greeting }, ...blocks],
    attachments ? { attachments } : {},
  );
}

/**
 * A mail to the agency about a visitor's request: in the site's default language, to the site's
 * address, with Reply-To the visitor (their name made safe for a header by `mailbox`).
 * @param from the site and sender
 * @param visitor who wrote in (the reply goes to them)
 * @param compose the subject and blocks, from the mail's words
 * @returns the rendered mail
 */
export async function agencyMail(
  from: MailSite,
  visitor: Pick<MailVisitor, 'name' | 'email'>,
  compose: (words: MailWords) => MailContent,
): Promise<OutgoingMail> {
  const locale = from.site.settings.defaultLocale;
  const { subject, blocks } = compose({ locale, t: mailT(locale) });
  return renderMail(from, locale, from.site.email, subject, blocks, {
    replyTo: mailbox(visitor.name, visitor.email),
  });
}
