/** @jest-environment node */
/**
 * Each agenda mail in each language, as the demo data renders it (mail/catalogue): its subject,
 * text part, links and headers are pinned, so a change of words, plural forms or links shows in
 * review. The HTML layout itself is not pinned (see `npm run mails` to look at it).
 */
import { mailCatalogue, mailLinks } from '../mail/catalogue';

const mails = mailCatalogue().filter((mail) => mail.module === 'agenda');

describe('agenda mails', () => {
  it.each(mails.map((mail) => [`${mail.name} (${mail.locale})`, mail] as const))(
    '%s',
    async (_, entry) => {
      const mail = await entry.render();
      expect({
        subject: mail.subject,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        headers: mail.headers ?? {},
        attachments: (mail.attachments ?? []).map((a) => `${a.filename} (${a.contentType})`),
        text: mail.text,
        links: mailLinks(mail.html),
      }).toMatchSnapshot();
    },
  );
});
