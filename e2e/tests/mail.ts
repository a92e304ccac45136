/**
 * The mails the site sent, read from MailDev's REST API (`GET /api/email` on the e2e site's port
 * + 51), for the journeys that follow a form to its mail.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { SITE_PORT } from './markets-file';

/** MailDev's web port. */
export const MAILDEV = `http://127.0.0.1:${SITE_PORT + 51}`;

/** A mail as MailDev gives it. */
export interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

/** A fresh e-mail address for one journey (and for each of its retries). */
export const address = (name: string): string =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.be`;

/**
 * Waits (up to 20 s) for the mail to `to` whose subject matches and, when given, whose text
 * contains `about`: the agency's address receives the mails of every journey and of their
 * retries, so a journey names what tells its own mail apart (the visitor's address).
 */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  about?: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${MAILDEV}/api/email`)).json()) as Mail[];
        found = mails.find(
          (mail) =>
            mail.to.some((t) => t.address.toLowerCase() === to.toLowerCase()) &&
            subject.test(mail.subject) &&
            (about === undefined || mail.text.includes(about)),
        );
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The mails to `to` MailDev holds. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const mails = (await (await request.get(`${MAILDEV}/api/email`)).json()) as Mail[];
  return mails.filter((mail) => mail.to.some((t) => t.address === to));
}

/**
 * The path (and query) of the first link in a mail's text that contains `part`; the link must
 * lead to `host` (the e2e site's, `localhost:{SITE_PORT}`, unless another site sent the mail).
 * @throws when the mail has no such link
 */
export function linkIn(mail: Mail, part: string, host = `localhost:${SITE_PORT}`): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(part));
  if (!url) throw new Error(`no link with ${part} in ${mail.text}`);
  const parsed = new URL(url);
  expect(parsed.host).toBe(host);
  return `${parsed.pathname}${parsed.search}`;
}
