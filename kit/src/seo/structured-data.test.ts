import { structuredDataProblems } from 'shared/testing/structured-data';
import { breadcrumbList, itemList, realEstateAgent } from './structured-data';

describe('structured data builders', () => {
  it('builds the agency with its address read from the site text', () => {
    const agent = realEstateAgent(
      {
        name: 'Immo Zonneveld',
        email: 'info@immo-zonneveld.be',
        phone: '+32 9 123 45 67',
        address: {
          nl: 'Korenmarkt 12, 9000 Gent',
          fr: 'Korenmarkt 12, 9000 Gand',
          en: 'Korenmarkt 12, 9000 Ghent',
          de: 'Korenmarkt 12, 9000 Gent',
        },
      },
      'fr',
      'https://www.agency.be/fr/',
    );
    expect(structuredDataProblems(agent)).toEqual([]);
    expect(agent).toMatchObject({
      '@type': 'RealEstateAgent',
      url: 'https://www.agency.be/fr/',
      address: {
        streetAddress: 'Korenmarkt 12',
        postalCode: '9000',
        addressLocality: 'Gand',
        addressCountry: 'BE',
      },
    });
  });

  it('keeps an address that does not read as "street, zip city" whole', () => {
    const agent = realEstateAgent(
      { name: 'A', email: '', phone: '', address: { nl: 'Markt', fr: '', en: '', de: '' } },
      'en',
      'https://a.be/en/',
    );
    expect((agent as { address?: unknown }).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Markt',
      addressCountry: 'BE',
    });
    expect(structuredDataProblems(agent)).toEqual([]);
  });

  it('numbers breadcrumbs and list items from 1 with absolute URLs', () => {
    const trail = breadcrumbList(
      [
        { name: 'Immo', url: '/en/' },
        { name: 'For sale', url: '/en/offer?trans=kopen' },
      ],
      'https://a.be',
    );
    expect(structuredDataProblems(trail)).toEqual([]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Immo', item: 'https://a.be/en/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'For sale',
        item: 'https://a.be/en/offer?trans=kopen',
      },
    ]);
    const list = itemList(['/en/offer/1/a', 'https://b.be/x'], 'https://a.be');
    expect(structuredDataProblems(list)).toEqual([]);
    expect(list).toMatchObject({
      numberOfItems: 2,
      itemListElement: [
        { position: 1, url: 'https://a.be/en/offer/1/a' },
        { position: 2, url: 'https://b.be/x' },
      ],
    });
  });

  it('finds what the check is for: a missing property, a wrong value, an unknown property', () => {
    expect(structuredDataProblems({ '@type': 'ItemList', itemListElement: [] })).toEqual([
      '$: needs @context https://schema.org',
    ]);
    expect(
      structuredDataProblems({
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: 'Villa',
        url: '/relative',
        offers: { '@type': 'Offer', priceCurrency: 'USD', availability: 'InStock', colour: 1 },
      }),
    ).toEqual([
      '$.url: not a valid value: "/relative"',
      '$.offers.priceCurrency: not a valid value: "USD"',
      '$.offers.availability: not a valid value: "InStock"',
      '$.offers: Offer has no property colour',
    ]);
  });
});
