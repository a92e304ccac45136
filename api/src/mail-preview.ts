/**
 * Entry of `npm run mails`: renders every e-mail of the API in every language from the demo data
 * (mail/catalogue) into api/mail-preview/ (git-ignored): `{module}-{name}.{locale}.html` and
 * `.txt` (subject and headers on top of the text part), and an index.html linking them, for
 * review in a browser. Exit code 0 when every mail rendered, 2 otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runCommand } from './db/command';
import { installSiteRoutes } from './site-routes';
import { mailCatalogue } from './mail/catalogue';
import type { OutgoingMail } from './engagement/mails';

/** The folder the previews go to: api/mail-preview, beside dist and src. */
export const PREVIEW_DIR = path.resolve(__dirname, '..', 'mail-preview');

/** HTML-escaped text, for the index page only (the mails themselves are React's). */
const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The text file of a mail: its headers, a blank line, then its text part. */
function textFile(mail: OutgoingMail): string {
  const address = (a: OutgoingMail['from'] | undefined) =>
    a === undefined ? '' : typeof a === 'string' ? a : `${a.name} <${a.address}>`;
  const head = [
    `From: ${address(mail.from)}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${address(mail.replyTo)}`] : []),
    `Subject: ${mail.subject}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ...(mail.attachments ?? []).map((a) => `Attachment: ${a.filename} (${a.contentType})`),
  ];
  return `${head.join('\n')}\n\n${mail.text}`;
}

/**
 * Writes the previews.
 * @param dir the output folder (emptied first)
 * @returns how many mails were written
 * @throws the first rendering error
 */
export async function writeMailPreviews(dir: string = PREVIEW_DIR): Promise<number> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const rows: string[] = [];
  const catalogue = mailCatalogue();
  for (const entry of catalogue) {
    const mail = await entry.render();
    const base = `${entry.module}-${entry.name}.${entry.locale}`;
    fs.writeFileSync(path.join(dir, `${base}.html`), mail.html);
    fs.writeFileSync(path.join(dir, `${base}.txt`), textFile(mail));
    for (const attachment of mail.attachments ?? []) {
      fs.writeFileSync(path.join(dir, `${base}.${attachment.filename}`), attachment.content);
    }
    rows.push(
      `<tr><td>${escape(entry.module)}</td><td>${escape(entry.name)}</td><td>${entry.locale}</td>` +
        `<td><a href="${base}.html">${escape(mail.subject)}</a></td><td><a href="${base}.txt">text</a></td></tr>`,
    );
  }
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail previews</title></head>` +
      `<body style="font-family:sans-serif"><h1>Mail previews (${catalogue.length})</h1>` +
      `<table cellpadding="4"><tr><th>Module</th><th>Mail</th><th>Language</th><th>Subject (HTML)</th><th>Text</th></tr>` +
      `${rows.join('\n')}</table></body></html>\n`,
  );
  return catalogue.length;
}

if (require.main === module) {
  runCommand(async () => {
    installSiteRoutes();
    const count = await writeMailPreviews();
    console.log(`${count} mails written to ${path.join(PREVIEW_DIR, 'index.html')}`);
    return 0;
  });
}
