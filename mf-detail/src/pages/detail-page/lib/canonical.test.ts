import type { Locale } from 'shared/domain';
import { buildEstate, buildProject, buildUnit, TRANSACTIONS } from '../../../lib/estate-fixtures';
import {
  alternatePaths,
  canonicalPath,
  detailSubject,
  redirectTarget,
  routePath,
  type DetailRoute,
  type DetailSubject,
} from './canonical';

const HIDDEN = [4, 12];

function route(locale: Locale, estateId: string, rest: Partial<DetailRoute> = {}): DetailRoute {
  return { estateId, slug: null, entityId: null, entityQuery: null, locale, ...rest };
}

/** The redirect of a route for the estate it names (as the model derives it). */
function redirectOf(r: DetailRoute, estate = buildEstate(r.estateId), parent = null) {
  const subject = detailSubject(estate, r, parent, HIDDEN);
  return redirectTarget(r, subject ? canonicalPath(subject, r.locale) : null);
}

describe('canonical path', () => {
  const house = buildEstate('12');
  const project = buildProject('50', [buildUnit('51', '50', 1, 'A1')]);
  const unit = project.children[0]!;

  it.each<[Locale, DetailSubject, string]>([
    [
      'nl',
      { kind: 'property', estate: house },
      '/nl/aanbod/12/woning-te-koop-in-veldstraat-9000-gent',
    ],
    [
      'fr',
      { kind: 'property', estate: house },
      '/fr/offre/12/maison-a-vendre-a-veldstraat-9000-gand',
    ],
    [
      'nl',
      { kind: 'project', estate: project, units: [] },
      '/nl/aanbod/50/residentie-zonneveld-in-9000-gent',
    ],
    [
      'fr',
      { kind: 'project', estate: project, units: [] },
      '/fr/offre/50/residence-zonneveld-a-9000-gand',
    ],
    [
      'nl',
      { kind: 'unit', estate: unit, project },
      '/nl/aanbod/50/residentie-zonneveld-in-9000-gent/51',
    ],
    [
      'fr',
      { kind: 'unit', estate: unit, project },
      '/fr/offre/50/residence-zonneveld-a-9000-gand/51',
    ],
  ])('in %s for a %s', (locale, subject, expected) => {
    expect(canonicalPath(subject, locale)).toBe(expected);
  });

  it('leaves the street out when the address is not visible', () => {
    const hiddenStreet = buildEstate('12');
    hiddenStreet.general.address.visible = false;
    expect(canonicalPath({ kind: 'property', estate: hiddenStreet }, 'nl')).toBe(
      '/nl/aanbod/12/woning-te-koop-in-9000-gent',
    );
  });

  it('gives the path in each of the four languages', () => {
    expect(alternatePaths({ kind: 'property', estate: house })).toEqual({
      nl: '/nl/aanbod/12/woning-te-koop-in-veldstraat-9000-gent',
      fr: '/fr/offre/12/maison-a-vendre-a-veldstraat-9000-gand',
      en: '/en/offer/12/house-for-sale-in-veldstraat-9000-ghent',
      de: '/de/angebot/12/haus-zu-verkaufen-in-veldstraat-9000-gent',
    });
  });
});

describe('detail subject', () => {
  it('is a property, a project with visible units by floor, or a unit', () => {
    const house = buildEstate('12');
    expect(detailSubject(house, route('nl', '12'), null, HIDDEN)).toEqual({
      kind: 'property',
      estate: house,
    });

    const a2 = buildUnit('52', '50', 2, 'A2');
    const a0 = buildUnit('51', '50', 0, 'A0');
    const hidden = buildUnit('53', '50', 1, 'A1', {
      general: { transaction: TRANSACTIONS.toRentOption },
    });
    const project = buildProject('50', [a2, hidden, a0]);
    expect(detailSubject(project, route('nl', '50'), null, HIDDEN)).toEqual({
      kind: 'project',
      estate: project,
      units: [a0, a2],
    });
    expect(
      detailSubject(project, route('nl', '50', { slug: 's', entityId: '52' }), null, HIDDEN),
    ).toEqual({
      kind: 'unit',
      estate: a2,
      project,
    });
  });

  it('is null (not found) for a hidden estate, a hidden unit or an unknown unit', () => {
    const project = buildProject('50', [
      buildUnit('51', '50', 1, 'A1', {
        general: { transaction: { id: 12, name: { nl: 'Overgenomen' } } },
      }),
    ]);
    expect(
      detailSubject(
        buildEstate('12', { general: { transaction: TRANSACTIONS.toRentOption } }),
        route('nl', '12'),
        null,
        HIDDEN,
      ),
    ).toBeNull();
    expect(
      detailSubject(project, route('nl', '50', { entityQuery: '51' }), null, HIDDEN),
    ).toBeNull();
    expect(
      detailSubject(project, route('nl', '50', { entityQuery: '99' }), null, HIDDEN),
    ).toBeNull();
    expect(detailSubject(null, route('nl', '50'), null, HIDDEN)).toBeNull();
  });

  it('is a unit under its project when a unit is opened by its own id and the project is known', () => {
    const unit = buildUnit('51', '50', 1, 'A1');
    const project = buildProject('50', [unit]);
    expect(detailSubject(unit, route('nl', '51'), project, HIDDEN)).toEqual({
      kind: 'unit',
      estate: unit,
      project,
    });
    expect(detailSubject(unit, route('nl', '51'), null, HIDDEN)).toEqual({
      kind: 'property',
      estate: unit,
    });
  });
});

describe('redirect decision', () => {
  it('is null before the route or the canonical path is known', () => {
    expect(redirectTarget(null, '/nl/aanbod/12/x')).toBeNull();
    expect(redirectTarget(route('nl', '12'), null)).toBeNull();
  });

  describe.each<[Locale, string, string]>([
    ['nl', 'woning-te-koop-in-veldstraat-9000-gent', 'residentie-zonneveld-in-9000-gent'],
    ['fr', 'maison-a-vendre-a-veldstraat-9000-gand', 'residence-zonneveld-a-9000-gand'],
  ])('in %s', (locale, houseSlug, projectSlug) => {
    const house = buildEstate('12');
    const project = buildProject('50', [buildUnit('51', '50', 1, 'A1')]);
    const canonicalHouse = routePath(route(locale, '12', { slug: houseSlug }));
    const canonicalProject = routePath(route(locale, '50', { slug: projectSlug }));
    const canonicalUnit = routePath(route(locale, '50', { slug: projectSlug, entityId: '51' }));

    it('sends a property without a slug, or with a wrong one, to its slug', () => {
      expect(redirectOf(route(locale, '12'), house)).toBe(canonicalHouse);
      expect(redirectOf(route(locale, '12', { slug: 'old-slug' }), house)).toBe(canonicalHouse);
      expect(redirectOf(route(locale, '12', { slug: houseSlug }), house)).toBeNull();
    });

    it('sends a project without a slug, or with a wrong one, to its slug', () => {
      expect(redirectOf(route(locale, '50'), project)).toBe(canonicalProject);
      expect(redirectOf(route(locale, '50', { slug: houseSlug }), project)).toBe(canonicalProject);
      expect(redirectOf(route(locale, '50', { slug: projectSlug }), project)).toBeNull();
    });

    it('sends a unit with a wrong project slug, or in the ?entity= form, to its path under the project', () => {
      expect(redirectOf(route(locale, '50', { slug: 'x', entityId: '51' }), project)).toBe(
        canonicalUnit,
      );
      expect(redirectOf(route(locale, '50', { entityQuery: '51' }), project)).toBe(canonicalUnit);
      expect(
        redirectOf(route(locale, '50', { slug: projectSlug, entityId: '51' }), project),
      ).toBeNull();
    });

    it('does not redirect a unit that does not exist (not found)', () => {
      expect(
        redirectOf(route(locale, '50', { slug: projectSlug, entityId: '99' }), project),
      ).toBeNull();
    });
  });
});
