import type { Estate } from '../domain';
import { makeEstate } from '../../testing/estates';
import { detailPath, estateSlug, projectEntityPath, projectSlug, slugify } from './index';

/** A text empty in every language (the fixture merges, so `{}` would keep its names). */
const NONE = { nl: '', fr: '', en: '', de: '' };

/** The fixture: a villa for sale at Zandstraat, 9000 Gent. */
const villa = makeEstate({ id: '12' });

/** A project "Residentie 'De Kaai'" in 8400 Oostende with two units. */
function project(): Estate {
  return makeEstate({
    id: '20',
    general: {
      project: true,
      title: {
        nl: 'Residentie ‘De Kaai’ n.v.',
        fr: 'Résidence "Le Quai"',
        en: 'St. Peter’s “Quay”',
        de: 'Residenz De Kaai',
      },
      address: {
        city: {
          id: 8400,
          zip: '8400',
          name: { nl: 'Oostende', fr: 'Ostende', en: 'Ostend', de: 'Ostende' },
        },
      },
    },
  });
}

describe('slugify', () => {
  it('lower-cases, strips accents and joins words with single dashes', () => {
    expect(slugify('  Rue de l’Église  5 ')).toBe('rue-de-l-eglise-5');
    expect(slugify('Straße & Œuvre — Ærø')).toBe('strasse-oeuvre-aero');
    expect(slugify('--A  /  B--')).toBe('a-b');
    expect(slugify('???')).toBe('');
  });
});

describe('estateSlug (SPEC §2 Detail slugs)', () => {
  it('is subtype, transaction, "in", street, zip and city', () => {
    expect(estateSlug(villa, 'nl')).toBe('villa-te-koop-in-zandstraat-9000-gent');
    expect(estateSlug(villa, 'en')).toBe('villa-for-sale-in-zandstraat-9000-ghent');
    expect(estateSlug(villa, 'de')).toBe('villa-zu-verkaufen-in-zandstraat-9000-gent');
  });

  it('uses "a" in French, accents stripped', () => {
    expect(estateSlug(villa, 'fr')).toBe('villa-a-vendre-a-zandstraat-9000-gand');
  });

  it('strips accents of the names', () => {
    const estate = makeEstate({
      general: {
        subType: { id: 3, name: { fr: 'Maison de maître' } },
        transaction: { id: 2, name: { fr: 'À louer' } },
        address: {
          street: { street_address: { fr: 'Rue de l’Église' } },
          city: { id: 4000, zip: '4000', name: { fr: 'Liège' } },
        },
      },
    });
    expect(estateSlug(estate, 'fr')).toBe('maison-de-maitre-a-louer-a-rue-de-l-eglise-4000-liege');
  });

  it('leaves the street out when the address is not visible', () => {
    const hidden = makeEstate({ general: { address: { visible: false } } });
    expect(estateSlug(hidden, 'nl')).toBe('villa-te-koop-in-9000-gent');
  });
});

describe('projectSlug (SPEC §2 Detail slugs)', () => {
  it('is the title without quotes and dots, "in", zip and city', () => {
    expect(projectSlug(project(), 'nl')).toBe('residentie-de-kaai-nv-in-8400-oostende');
    expect(projectSlug(project(), 'en')).toBe('st-peters-quay-in-8400-ostend');
  });

  it('uses "a" in French, accents stripped', () => {
    expect(projectSlug(project(), 'fr')).toBe('residence-le-quai-a-8400-ostende');
  });
});

describe('detailPath', () => {
  it('links a property to its detail slug', () => {
    expect(detailPath(villa, 'nl')).toBe('/nl/aanbod/12/villa-te-koop-in-zandstraat-9000-gent');
    expect(detailPath(villa, 'fr')).toBe('/fr/offre/12/villa-a-vendre-a-zandstraat-9000-gand');
  });

  it('links a project to its project slug', () => {
    expect(detailPath(project(), 'de')).toBe('/de/angebot/20/residenz-de-kaai-in-8400-ostende');
  });

  it('links a unit to its project entity path when the project is given', () => {
    const unit = makeEstate({ id: '21', general: { parentId: '20' } });
    expect(detailPath(unit, 'en', project())).toBe('/en/offer/20/st-peters-quay-in-8400-ostend/21');
  });

  it('links a unit to its own detail slug without its project, or with another one', () => {
    const unit = makeEstate({ id: '21', general: { parentId: '20' } });
    expect(detailPath(unit, 'nl')).toBe('/nl/aanbod/21/villa-te-koop-in-zandstraat-9000-gent');
    expect(detailPath(unit, 'nl', makeEstate({ id: '99' }))).toBe(
      '/nl/aanbod/21/villa-te-koop-in-zandstraat-9000-gent',
    );
  });

  it('falls back to the short detail path when the slug is empty', () => {
    const bare = makeEstate({
      id: '7',
      general: {
        subType: { id: 1, name: NONE },
        transaction: { id: 1, name: NONE },
        address: { street: null, city: { id: 1, zip: '', name: NONE, alias: NONE } },
      },
    });
    expect(detailPath(bare, 'en')).toBe('/en/offer/7');
  });
});

describe('projectEntityPath (SPEC §2)', () => {
  it('is the project link plus /{entityId}', () => {
    expect(projectEntityPath(project(), '21', 'nl')).toBe(
      '/nl/aanbod/20/residentie-de-kaai-nv-in-8400-oostende/21',
    );
    expect(projectEntityPath(project(), 22, 'fr')).toBe(
      '/fr/offre/20/residence-le-quai-a-8400-ostende/22',
    );
  });
});
