/**
 * Route types are a union: `RouteType` is generated from the teams' routes.json files, `tsc`
 * refuses a route no team declares (the `@ts-expect-error` lines below fail the type-check when a
 * name is accepted), and at run time in tests and development an unknown one throws.
 */
import { buildPath, installedRoutes, isRouteType, ROUTE_TYPES, type RouteType } from './index';

describe('RouteType', () => {
  it('lists exactly the route types of the routes.json files (node scripts/route-types.mjs)', () => {
    // The jest setup installs the table composed from every team's routes.json, as the site does.
    const declared = [...new Set(installedRoutes().pages.map((page) => page.type))];
    expect([...ROUTE_TYPES]).toEqual(declared);
  });

  it('does not compile for a route no team declares', () => {
    // @ts-expect-error 'no-such-route' is not a RouteType
    expect(() => buildPath('no-such-route', 'nl')).toThrow('Unknown route type "no-such-route"');
    // @ts-expect-error a misspelt route type
    expect(() => buildPath('favourites', 'en')).toThrow('Unknown route type');
    // @ts-expect-error a route type is not any text
    const anyText: RouteType = 'search-page';
    expect(isRouteType(anyText)).toBe(false);
    const declared: RouteType[] = ['search', 'detailSlug', 'holiday', 'aboutUs'];
    expect(
      declared.map((type) => buildPath(type, 'en', { estateId: 1, slug: 's', rentalUnitId: 2 })),
    ).toEqual(['/en/offer', '/en/offer/1/s', '/en/holiday/2', '/en/about-us']);
  });

  it('is told from other text at run time by isRouteType', () => {
    expect(ROUTE_TYPES.every((type) => isRouteType(type))).toBe(true);
    expect(isRouteType('no-such-route')).toBe(false);
    expect(isRouteType(undefined)).toBe(false);
  });
});
