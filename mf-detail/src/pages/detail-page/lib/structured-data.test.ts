import type { Locale } from 'shared/domain';
import { demoEstate, DEMO_ESTATE, TRANSACTIONS } from 'shared/testing/estates';
import { structuredDataProblems } from 'shared/testing/structured-data';
import { projectViewModel } from '#detail/entities/project-view-model';
import { detailHead } from './structured-data';

const ORIGIN = 'https://www.agency.be';
const SITE = { name: 'Immo Zonneveld' };

function headOf(estateId: string, unitId: string | null = null, locale: Locale = 'en') {
  const view = projectViewModel(demoEstate(estateId), unitId, null, [4, 12]);
  if (!view) throw new Error(`no view of ${estateId}`);
  return { view, head: detailHead(view, locale, ORIGIN, SITE) };
}

describe('detailHead', () => {
  it('describes a property: listing, offer in euro in stock, address, geo position, floor size', () => {
    const { head, view } = headOf(DEMO_ESTATE.houseForSale);
    const [listing, trail] = head.structuredData ?? [];
    expect(structuredDataProblems(listing)).toEqual([]);
    expect(structuredDataProblems(trail)).toEqual([]);
    const estate = view.estate;
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      url: expect.stringMatching(/^https:\/\/www\.agency\.be\/en\/offer\/1493\//),
      offers: {
        '@type': 'Offer',
        price: 560000,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      mainEntity: {
        '@type': 'House',
        address: {
          '@type': 'PostalAddress',
          streetAddress: expect.stringContaining('Schoolstraat 3'),
          postalCode: estate.general.address.city.zip,
          addressCountry: 'BE',
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: estate.general.address.geoLocation?.lat,
          longitude: estate.general.address.geoLocation?.lon,
        },
        floorSize: {
          '@type': 'QuantitativeValue',
          value: estate.dimensions.areaBuild,
          unitCode: 'MTK',
        },
      },
    });
    // The first picture, for link previews and preloaded.
    expect(head.image).toBe(head.preloadImage);
    expect(head.image).toMatch(/^\/assets\/pictures\/1493\//);
    expect((listing as { image: string[] }).image[0]).toBe(`${ORIGIN}${head.image}`);
  });

  it('gives the trail home, the listing of its transaction, the estate', () => {
    const { head } = headOf(DEMO_ESTATE.houseForSale);
    const trail = head.structuredData?.[1] as { itemListElement: { name: string; item: string }[] };
    expect(trail.itemListElement.map((step) => step.item)).toEqual([
      `${ORIGIN}/en/`,
      `${ORIGIN}/en/offer?trans=kopen`,
      expect.stringMatching(/\/en\/offer\/1493\//),
    ]);
    expect(trail.itemListElement[0]?.name).toBe('Immo Zonneveld');
  });

  it('hides the price of a sold estate and marks it sold out', () => {
    const estate = demoEstate(DEMO_ESTATE.houseForSale);
    estate.general.transaction = TRANSACTIONS.SOLD;
    const view = projectViewModel(estate, null, null, [])!;
    const listing = detailHead(view, 'nl', ORIGIN, SITE).structuredData?.[0];
    expect(structuredDataProblems(listing)).toEqual([]);
    expect((listing as { offers: object }).offers).not.toHaveProperty('price');
    expect(listing).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('gives a project an aggregate offer over its visible units, a unit its project in the trail', () => {
    const project = headOf(DEMO_ESTATE.project);
    const listing = project.head.structuredData?.[0];
    expect(structuredDataProblems(listing)).toEqual([]);
    const units = project.view.kind === 'project' ? project.view.units : [];
    expect(listing).toMatchObject({
      offers: { '@type': 'AggregateOffer', offerCount: units.length, priceCurrency: 'EUR' },
    });
    const unitId = String(units[0]?.id);
    const unit = headOf(DEMO_ESTATE.project, unitId, 'fr');
    const [unitListing, trail] = unit.head.structuredData ?? [];
    expect(structuredDataProblems(unitListing)).toEqual([]);
    expect(structuredDataProblems(trail)).toEqual([]);
    expect(unitListing).toMatchObject({
      url: expect.stringMatching(new RegExp(`^${ORIGIN}/fr/offre/1022/[^/]+/${unitId}$`)),
    });
    const steps = (trail as { itemListElement: { item: string }[] }).itemListElement;
    expect(steps.at(-2)?.item).toMatch(/\/fr\/offre\/1022\/[^/]+$/);
  });
});
