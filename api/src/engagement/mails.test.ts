/**
 * The display names of the mails' headers: whatever a visitor calls themselves (or an agency
 * its site), the Reply-To (and From) that nodemailer writes reads back as that name and that
 * address. The mail is built as nodemailer builds it for SMTP, and its headers are read with
 * nodemailer's own address parser, as a mail client would.
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Site } from '../contract/domain';
import type { Database } from '../db/database';
import { engagementConfig } from './config';
import { makeEstate } from 'shared/testing/estates';
import { contactAgencyMail, estateSummary, type MailSite, type OutgoingMail } from './mails';
import { EngagementService } from './service';

const site = {
  id: 1,
  name: 'Immo Zonneveld',
  hostname: 'zonneveld.example.test',
  email: 'info@zonneveld.example.test',
  phone: '09 123 45 67',
  address: { nl: 'Kerkstraat 1, 9000 Gent' },
  settings: { defaultLocale: 'nl' },
} as unknown as Site;

const from: MailSite = {
  site,
  origin: 'http://zonneveld.example.test:3000',
  from: '"Immo Zonneveld" <no-reply@zonneveld.example.test>',
};

/** The message as nodemailer writes it for SMTP. */
async function raw(mail: OutgoingMail): Promise<string> {
  const message = await new MailComposer(mail).compile().build();
  return message.toString('utf8');
}

/** A header of a raw message, unfolded ('' when absent). */
function header(message: string, name: string): string {
  const head = message.slice(0, message.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** The bytes of an RFC 2047 word's data ('B': base64, 'Q': '_' a space, '=XX' a byte). */
function wordBytes(encoding: string, data: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(data, 'base64');
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === '_') bytes.push(0x20);
    else if (data[i] === '=') {
      bytes.push(parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(data.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

/** The text of RFC 2047 encoded words (UTF-8), as a mail client shows a name. */
function decodeWords(text: string): string {
  // Adjacent encoded words are one text (the white space between them is not part of it).
  return text.replace(/(?:=\?utf-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(/=\?utf-8\?([QB])\?([^?]*)\?=/gi)].map((m) => wordBytes(m[1]!, m[2]!)),
    ).toString('utf8'),
  );
}

/** The addresses of an address header, as a mail client reads them. */
function addresses(value: string): { name: string; address: string }[] {
  return (addressparser(value, { flatten: true }) as { name: string; address: string }[]).map(
    (a) => ({ name: decodeWords(a.name), address: a.address }),
  );
}

const NAMES = [
  'x\\',
  'An "the boss" Peeters',
  'x\\" <attacker@evil.test>, "y',
  'Marie <Dubois>',
  'Peeters, An',
  'An; Jan',
  'Zoë Dupont-Müller',
  'Ђорђе Јовановић',
  'Jean (Johnny) O\'Neil: \\"x\\"',
];

describe('the Reply-To of a mail to the agency', () => {
  it.each(NAMES)("answers the visitor's own address for the name %j", async (name) => {
    const email = 'visitor.1@example.test';
    const mail = await contactAgencyMail(
      from,
      { name, email, message: 'Hello', locale: 'en', phone: '' },
      null,
    );
    const replyTo = addresses(header(await raw(mail), 'Reply-To'));
    expect(replyTo).toEqual([{ name, address: email }]);
  });

  it('writes a name on one line: line breaks and control characters become spaces', async () => {
    const mail = await contactAgencyMail(
      from,
      {
        name: 'An\r\nBcc: victim@evil.test\u0007',
        email: 'an@example.test',
        message: 'Hi',
        locale: 'en',
      },
      null,
    );
    const message = await raw(mail);
    expect(header(message, 'Bcc')).toBe('');
    expect(addresses(header(message, 'Reply-To'))).toEqual([
      { name: 'An Bcc: victim@evil.test', address: 'an@example.test' },
    ]);
  });
});

describe('the From of a mail', () => {
  it("is the agency's name and no-reply address, whatever the name", async () => {
    const service = new EngagementService({} as Database, engagementConfig({}), {
      kick: () => undefined,
    });
    for (const name of NAMES) {
      const sender = service.mailSite({ ...site, name } as Site);
      const mail = await contactAgencyMail(
        sender,
        { name: 'An', email: 'an@example.test', message: 'Hi', locale: 'en' },
        null,
      );
      expect(addresses(header(await raw(mail), 'From'))).toEqual([
        { name, address: 'no-reply@zonneveld.example.test' },
      ]);
    }
  });

  it('is MAIL_FROM as written when it is set', () => {
    const service = new EngagementService(
      {} as Database,
      engagementConfig({ MAIL_FROM: 'Agency <mail@agency.test>' }),
      { kick: () => undefined },
    );
    expect(service.mailSite(site).from).toBe('Agency <mail@agency.test>');
  });
});

describe("an estate's picture in a mail", () => {
  const withThumbnail = (thumbnail: string) =>
    makeEstate({ pictures: [{ file: thumbnail, thumbnail, index: 1, width: 370, height: 250 }] });

  it("is the API's asset on the site's origin", () => {
    const estate = withThumbnail('/assets/pictures/7/1-370x250.webp');
    expect(estateSummary(estate, 'nl', from.origin, '/nl/aanbod/7').picture).toBe(
      'http://zonneveld.example.test:3000/assets/pictures/7/1-370x250.webp',
    );
  });

  it('is left out when its URL cannot be read', () => {
    expect(estateSummary(withThumbnail('http://'), 'en', from.origin, '/en/offer/7').picture).toBe(
      null,
    );
  });

  it("is a feed's absolute URL as it is", () => {
    const estate = withThumbnail('https://photos.example.test/7/1.jpg');
    expect(estateSummary(estate, 'fr', from.origin, '/fr/offre/7').picture).toBe(
      'https://photos.example.test/7/1.jpg',
    );
  });
});
