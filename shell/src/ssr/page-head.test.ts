import type { Site } from 'shared/domain';
import { structuredDataProblems } from 'shared/testing/structured-data';
import { pageHead } from './page-head';

const site: Site = {
  id: 1,
  hostname: 'localhost',
  name: 'Immo Zonneveld',
  email: 'info@immo-zonneveld.be',
  phone: '+32 9 123 45 67',
  address: {
    nl: 'Korenmarkt 12, 9000 Gent',
    fr: 'Korenmarkt 12, 9000 Gand',
    en: 'Korenmarkt 12, 9000 Ghent',
    de: 'Korenmarkt 12, 9000 Gent',
  },
  settings: { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl', 'fr', 'en', 'de'] },
};
const context = { site, lang: 'en' as const, origin: 'https://www.agency.be', isHome: false };
const typesOf = (data: object[] | undefined) =>
  (data ?? []).map((d) => (d as { '@type': string })['@type']);

describe('pageHead', () => {
  it('gives the home page the agency with its address', () => {
    const head = pageHead(
      { title: 'Find your home', canonical: '/en/' },
      {},
      { ...context, isHome: true },
    );
    expect(typesOf(head.structuredData)).toEqual(['RealEstateAgent']);
    const [agent] = head.structuredData ?? [];
    expect(structuredDataProblems(agent)).toEqual([]);
    expect(agent).toMatchObject({
      url: 'https://www.agency.be/en/',
      address: { addressLocality: 'Ghent', postalCode: '9000' },
    });
  });

  it('adds a two-step trail to a page without one, and keeps a team’s own', () => {
    const listing = pageHead(
      { title: 'Houses for sale', canonical: '/en/offer?trans=kopen' },
      { structuredData: [{ '@context': 'https://schema.org', '@type': 'ItemList' }] },
      context,
    );
    expect(typesOf(listing.structuredData)).toEqual(['ItemList', 'BreadcrumbList']);
    const trail = listing.structuredData?.[1];
    expect(structuredDataProblems(trail)).toEqual([]);
    expect(trail).toMatchObject({
      itemListElement: [
        { name: 'Immo Zonneveld', item: 'https://www.agency.be/en/' },
        { name: 'Houses for sale', item: 'https://www.agency.be/en/offer?trans=kopen' },
      ],
    });
    const own = { '@type': 'BreadcrumbList', itemListElement: [] };
    const detail = pageHead(
      { title: 'Villa', canonical: '/en/offer/1/villa' },
      { structuredData: [own], image: '/a.svg' },
      context,
    );
    expect(detail.structuredData).toEqual([own]);
    expect(detail.image).toBe('/a.svg');
  });

  it('writes nothing more on a noindex page', () => {
    const meta = { title: 'Page not found', noindex: true };
    expect(
      pageHead(meta, { structuredData: [{}], image: '/a.svg' }, { ...context, isHome: true }),
    ).toBe(meta);
  });
});
