/**
 * The snapshot test of one module's mails, in each language, as the demo data renders them
 * (./catalogue): subject, recipient, Reply-To, headers, attachments, text part and the HTML's
 * links are pinned, so a change of words, plural forms or links shows in review. The HTML layout
 * itself is not pinned (`npm run mails` writes it for a look). Called from a jest test file.
 * @param module the module whose mails are pinned
 */
import { mailCatalogue, mailLinks, type CatalogueMail } from './catalogue';

export function describeMailSnapshots(module: CatalogueMail['module']): void {
  const mails = mailCatalogue().filter((mail) => mail.module === module);
  describe(`${module} mails`, () => {
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
}
