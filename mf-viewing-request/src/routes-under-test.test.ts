/**
 * The team's tests run with its own routes and the other teams' route types it declares it links
 * to (routes.json `links`), not the whole site's: a link to an undeclared page fails here first.
 */
import { buildPath, installedRoutes } from 'shared/routes';
import manifest from '../routes.json';

describe("the viewing-request team's test routes", () => {
  it('are its own and those it links to, no other', () => {
    const installed = installedRoutes().pages.map((page) => page.type);
    const expected = [...manifest.pages.map((page) => page.type), ...manifest.links];
    expect([...installed].sort()).toEqual([...new Set(expected)].sort());
    expect(installed).not.toContain('search');
  });

  it('build a linked page and answer "/" for one the team does not link to', () => {
    expect(buildPath('contact', 'en')).toBe('/en/contact');
    expect(buildPath('search', 'en')).toBe('/');
  });
});
