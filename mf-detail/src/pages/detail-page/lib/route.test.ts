import type { Locale } from 'shared/domain';
import { buildEstate, buildProject, buildUnit } from '#detail/lib/test-estates';
import { canonicalPath, projectViewModel } from '#detail/entities/project-view-model';
import {
  detailQueryRoute,
  detailQueryTarget,
  redirectTarget,
  routePath,
  unitIdOf,
  type DetailRoute,
} from './route';

const HIDDEN = [4, 12];

function route(locale: Locale, estateId: string, rest: Partial<DetailRoute> = {}): DetailRoute {
  return { estateId, slug: null, entityId: null, entityQuery: null, locale, ...rest };
}

/** The redirect of a route for the estate it names (as the page model derives it). */
function redirectOf(r: DetailRoute, estate = buildEstate(r.estateId), parent = null) {
  const view = projectViewModel(estate, unitIdOf(r), parent, HIDDEN);
  return redirectTarget(r, view ? canonicalPath(view, r.locale) : null);
}

describe('redirect decision', () => {
  it('is null before the route or the canonical path is known', () => {
    expect(redirectTarget(null, '/nl/aanbod/12/x')).toBeNull();
    expect(redirectTarget(route('nl', '12'), null)).toBeNull();
  });

  describe.each<[Locale, string, string]>([
    ['nl', 'woning-te-koop-in-schoolstraat-9000-gent', 'residentie-zonnehof-in-9000-gent'],
    ['fr', 'maison-a-vendre-a-schoolstraat-9000-gand', 'residence-zonnehof-a-9000-gand'],
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

describe('detailQueryTarget: /{lang}/detail (SPEC §2)', () => {
  it.each([
    ['?id=1173', 'en', '/en/offer/1173'],
    ['id=1173', 'fr', '/fr/offre/1173'],
    ['?estateId=1078&entity=1090', 'de', '/de/angebot/1078?entity=1090'],
    ['?estate=1078&unit=1090', 'nl', '/nl/aanbod/1078?entity=1090'],
    ['?id=%20&estateId=12', 'en', '/en/offer/12'],
    ['', 'en', '/en/offer'],
    ['?q=villa', 'nl', '/nl/aanbod'],
    ['?id=../../admin', 'en', '/en/offer'],
    ['?id=1173&entity=<script>', 'en', '/en/offer/1173'],
  ] as const)('%s in %s goes to %s', (search, locale, target) => {
    expect(detailQueryTarget(search, locale)).toBe(target);
  });
});

describe('detailQueryRoute: the detail route /{lang}/detail stands for', () => {
  it('is the short detail route of the query, a unit as its ?entity=', () => {
    expect(detailQueryRoute('?estateId=1078&unit=1090', 'de')).toEqual({
      estateId: '1078',
      slug: null,
      entityId: null,
      entityQuery: '1090',
      locale: 'de',
    });
    expect(detailQueryRoute('?id=1173', 'en')).toMatchObject({
      estateId: '1173',
      entityQuery: null,
    });
  });

  it('is null without a usable estate id', () => {
    expect(detailQueryRoute('', 'en')).toBeNull();
    expect(detailQueryRoute('?id=../../admin', 'en')).toBeNull();
  });
});
