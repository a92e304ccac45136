/** @jest-environment node */
import { demoSite } from '../demo/content';
import { agencyMail, visitorMail } from './compose';

const from = { site: demoSite(), origin: 'http://localhost:3000', from: 'info@immo-zonneveld.be' };
const visitor = { name: 'An\nPeeters', email: 'an@example.be', locale: 'fr' as const };

describe('visitorMail', () => {
  it('writes to the visitor in their language, greeting them first', async () => {
    const mail = await visitorMail(from, visitor, ({ locale, t }) => ({
      subject: `subject ${locale}`,
      blocks: [{ kind: 'text', text: t('holiday.view') }],
    }));
    expect(mail.to).toBe('an@example.be');
    expect(mail.subject).toBe('subject fr');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.attachments).toBeUndefined();
    const greeting = mail.text.indexOf('An\nPeeters');
    expect(greeting).toBeGreaterThanOrEqual(0);
    expect(greeting).toBeLessThan(mail.text.indexOf('Voir la location'));
  });

  it('leaves out a name with a link and says so where the mail puts the notice', async () => {
    const mail = await visitorMail(
      from,
      { ...visitor, name: 'see www.example.com' },
      ({ copy }) => ({ subject: 's', blocks: copy.notice() }),
    );
    expect(mail.text).not.toContain('example.com');
    expect(mail.text).toMatch(/^Bonjour,\n/);
    expect(mail.text).toContain('Une partie de ce que vous avez écrit');
    const plain = await visitorMail(from, visitor, ({ copy }) => ({
      subject: 's',
      blocks: copy.notice(),
    }));
    expect(plain.text).not.toContain('Une partie de ce que vous avez écrit');
  });

  it('sends the attachments compose gives', async () => {
    const file = { filename: 'a.ics', content: 'x', contentType: 'text/calendar' };
    const mail = await visitorMail(from, visitor, () => ({
      subject: 's',
      blocks: [],
      attachments: [file],
    }));
    expect(mail.attachments).toEqual([file]);
  });
});

describe('agencyMail', () => {
  it("writes to the site's address in its default language, replying to the visitor", async () => {
    const mail = await agencyMail(from, visitor, ({ locale }) => ({
      subject: `subject ${locale}`,
      blocks: [],
    }));
    expect(mail.to).toBe(from.site.email);
    expect(mail.subject).toBe(`subject ${from.site.settings.defaultLocale}`);
    // The display name is one line (mailbox), whatever the visitor typed.
    expect(mail.replyTo).toEqual({ name: 'An Peeters', address: 'an@example.be' });
  });
});
