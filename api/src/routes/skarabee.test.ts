/**
 * Second-source listings, estate documents and tours, and collection estates over real HTTP
 * against an in-memory PGlite seeded with the demo data.
 */
import type { LocalizedText } from 'shared/domain';
import type { Estate, EstateCollection, SkarabeeListing } from '../contract/domain';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const listings = () => t.data.skarabeeListings;
const estate = (id: string) => t.data.estates.find((e) => e.id === id) as Estate;

describe('demo second-source listings', () => {
  it('has one listing per estate with a guid, generated from that estate', () => {
    const withGuid = t.data.estates.filter((e) => e.general.guid);
    expect(listings().map((l) => l.external_id)).toEqual(withGuid.map((e) => e.id));
    for (const listing of listings()) {
      const e = estate(listing.external_id);
      expect(listing.title).toEqual(e.general.title);
      expect(listing.fields['financial.price']).toBe(e.general.price.value);
    }
  });

  it('contains the cases the front end needs (demo/skarabee.ts lists their ids)', () => {
    const byId = (id: string) => listings().find((l) => l.external_id === id);
    expect(listings().filter((l) => l.status === 'TO_RENT').length).toBeGreaterThan(0);
    expect(listings().filter((l) => l.status === 'RENTED').length).toBeGreaterThan(0);
    expect(byId('1150')?.status).toBe('TO_RENT');
    expect(byId('1101')?.status).toBe('RENTED');
    expect(byId('1228')?.type).toBe('PLOT');
    expect(estate('1228').general.guid).toBe('skb-1228-5a1e0b7c');
    expect(estate('1228').general.transaction.id).toBe(3);
    expect(byId('1133')?.fields['financial.vat_regime']).toBe(true);
    expect(byId('1228')?.fields['financial.vat_regime']).toBe(true);
    expect(byId('1183')?.fields['certification.epc_number']).toBeNull();
    expect(byId('1228')?.fields['comfort.heating']).toBeNull();
    expect(byId('1229')?.fields['construction.construction_year']).toBe('-1');
    expect(byId('1394')?.fields['layout.bedroom5']).toEqual(expect.any(Number));
    for (const listing of listings()) {
      expect(listing.fields).toHaveProperty(['general.advertiser_id']);
      expect(listing.fields).toHaveProperty(['other.distance_public_transport']);
      expect(Object.values(listing.fields)).toContain(null);
    }
  });
});

describe('GET /sites/{siteId}/estates/skarabee/{id}', () => {
  it('answers the listing by the estate guid and by its own id', async () => {
    const expected = listings().find((l) => l.external_id === '1228') as SkarabeeListing;
    const byGuid = await t.request<SkarabeeListing>(
      'GET',
      '/sites/1/estates/skarabee/skb-1228-5a1e0b7c',
    );
    expect(byGuid.status).toBe(200);
    expect(byGuid.body).toEqual(expected);
    const byOwnId = await t.request<SkarabeeListing>('GET', '/sites/1/estates/skarabee/skl-1228');
    expect(byOwnId.status).toBe(200);
    expect(byOwnId.body).toEqual(expected);
  });

  it('keeps null, boolean and number field values as they are', async () => {
    const rent = listings().find((l) => l.status === 'TO_RENT') as SkarabeeListing;
    const answer = await t.request<SkarabeeListing>('GET', `/sites/1/estates/skarabee/${rent.id}`);
    expect(answer.body.fields).toEqual(rent.fields);
    expect(answer.body.status).toBe('TO_RENT');
  });

  it('answers 404 for an unknown id or site', async () => {
    expect((await t.request('GET', '/sites/1/estates/skarabee/skb-unknown')).status).toBe(404);
    expect((await t.request('GET', '/sites/1/estates/skarabee/1228')).status).toBe(404);
    expect((await t.request('GET', '/sites/9/estates/skarabee/skl-1228')).status).toBe(404);
  });
});

describe('estate documents and tours', () => {
  it('gives files to about 60% of the estates, linked to generated assets', () => {
    const pdf = (e: (typeof t.data.estates)[number]) =>
      e.files.filter((f) => f.link.endsWith('.pdf'));
    const withFiles = t.data.estates.filter((e) => pdf(e).length > 0);
    const share = withFiles.length / t.data.estates.length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.7);
    for (const file of t.data.estates.flatMap((e) => e.files)) {
      expect(['PLAN', 'EPC', 'BROCHURE']).toContain(file.type);
      expect(file.link).toMatch(
        /^\/assets\/files\/\d+\/((plan|epc|brochure)\.pdf|floorplan-[12]\.svg)$/,
      );
      expect(file.comment?.de).toBeTruthy();
    }
    // Floor plans drawn as images: houses (two floors) and apartments (one) only.
    const planned = t.data.estates.filter((e) => e.files.some((f) => f.link.endsWith('.svg')));
    expect(planned.length).toBeGreaterThan(10);
    for (const estate of planned) {
      const plans = estate.files.filter((f) => f.link.endsWith('.svg'));
      expect(plans.every((f) => f.type === 'PLAN')).toBe(true);
      expect(plans).toHaveLength(estate.general.headType.id === 1 ? 2 : 1);
    }
    const links = t.data.estates.flatMap((e) => e.videos.map((v) => v.link));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/assets\/(tours|videos)\/\d+\.html$/);
  });

  it('serves the files as one-page PDFs', async () => {
    const file = t.data.estates.flatMap((e) => e.files).find((f) => f.link.endsWith('.pdf'));
    for (const path of [file?.link ?? '', `/sites/1${file?.link ?? ''}`]) {
      const answer = await fetch(`${t.url}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      const text = Buffer.from(await answer.arrayBuffer()).toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
    }
    expect((await fetch(`${t.url}/assets/files/1001/unknown.pdf`)).status).toBe(404);
  });

  it('serves the floor plans as SVG images', async () => {
    const plan = t.data.estates.flatMap((e) => e.files).find((f) => f.link.endsWith('.svg'));
    const answer = await fetch(`${t.url}${plan?.link ?? ''}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await answer.text()).toMatch(/^<svg /);
    expect((await fetch(`${t.url}/assets/files/1001/floorplan-3.svg`)).status).toBe(404);
  });

  it('serves tour and video pages in four languages', async () => {
    const tour = t.data.estates.flatMap((e) => e.videos).find((v) => v.typeId === 2);
    const answer = await fetch(`${t.url}${tour?.link ?? ''}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await answer.text();
    for (const text of [
      'Virtueel bezoek',
      'Visite virtuelle',
      'Virtual tour',
      'Virtueller Rundgang',
    ])
      expect(html).toContain(text);
  });
});

describe('GET /sites/{siteId}/estate-collections/{id}', () => {
  it('answers the ids and titles of its estates, in estateIds order', async () => {
    const answer = await t.request<
      EstateCollection & { estates: { id: string; title: LocalizedText }[] }
    >('GET', '/sites/1/estate-collections/2');
    expect(answer.status).toBe(200);
    const collection = t.data.collections.find((c) => c.id === 2) as EstateCollection;
    expect(answer.body.estateIds).toEqual(collection.estateIds);
    expect(answer.body.estates).toEqual(
      collection.estateIds.map((id) => ({ id, title: estate(id).general.title })),
    );
  });
});
