import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const page = {
    url: 'https://www.agency.be/nl/aanbod/12/huis-te-koop-gent',
    title: 'Huis & tuin #1',
    mailBody:
      'Bekijk dit pand eens: Huis & tuin #1\nhttps://www.agency.be/nl/aanbod/12/huis-te-koop-gent',
  };

  it('carries the canonical URL, encoded, in each link', () => {
    const links = shareLinks(page);
    const encoded = encodeURIComponent(page.url);
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent('Huis & tuin #1')}%20${encoded}`,
    );
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${page.title} ${page.url}`);
    expect(new URL(links.facebook).searchParams.get('u')).toBe(page.url);
  });

  it('writes an e-mail whose title cannot cut its address', () => {
    const mail = new URL(shareLinks(page).email);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('');
    expect(mail.searchParams.get('subject')).toBe('Huis & tuin #1');
    expect(mail.searchParams.get('body')).toBe(page.mailBody);
  });
});
