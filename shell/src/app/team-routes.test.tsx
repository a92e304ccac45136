/**
 * A route a team adds in its own package only (its routes.json) is served by the composed site:
 * the registry reads it, the site's table composes it, the market's config routes it to the
 * team's page, links and the language switch build it, and the sitemap lists it. Nothing of the
 * shell names it: this fails if the shell needs its own list of the teams' routes.
 */
import { matchRoutes } from 'react-router-dom';
import type { RemoteRegistry } from '../../server/registry';
import type { SiteSitemap } from 'api/contract/sitemap';
import {
  buildPath,
  composeRoutes,
  installedRoutes,
  installRoutes,
  parsePath,
  switchLocalePath,
  type RouteType,
  type TeamRoutes,
} from 'shared/routes';
import { remotes, routeManifests } from '../../../scripts/registry.cjs';
import { compositionConfig } from '../../server/markets';
import { sitemapPages } from '../../server/sitemaps';
import { siteRoutes, type RouteHandle } from './app';

jest.mock('../mf/remotes', () => ({ remotePage: jest.fn() }));

/** The favourites team's manifest with one more route, as the team would add it. */
function withSharedList(routes: TeamRoutes): TeamRoutes {
  const shared = { nl: 'gedeeld', fr: 'partages', en: 'shared', de: 'geteilt' };
  return {
    ...routes,
    words: {
      nl: { ...routes.words.nl, shared: shared.nl },
      fr: { ...routes.words.fr, shared: shared.fr },
      en: { ...routes.words.en, shared: shared.en },
      de: { ...routes.words.de, shared: shared.de },
    },
    pages: [
      ...routes.pages,
      { type: 'sharedFavorites', pattern: '{favorites}/{shared}', page: 'FavoritesPage' },
    ],
    sitemap: [...(routes.sitemap ?? []), { route: 'sharedFavorites' }],
  };
}

const SITE = installedRoutes();
afterAll(() => installRoutes(SITE));

describe('a route added only in a team’s package', () => {
  const registry: RemoteRegistry = {
    remotes: remotes().map((remote) =>
      remote.name === 'favorites' && remote.routes
        ? { ...remote, routes: withSharedList(remote.routes) }
        : remote,
    ),
  };
  beforeAll(() => {
    installRoutes(
      composeRoutes(
        routeManifests().map((manifest) =>
          manifest.owner === 'favorites'
            ? { ...manifest, routes: withSharedList(manifest.routes) }
            : manifest,
        ),
      ),
    );
  });
  const config = compositionConfig(
    { name: 'test', hostnames: ['localhost'], slots: { favorites: 'favorites' } },
    [{ name: 'favorites', url: 'http://localhost:3003' }],
    registry,
  );

  it("is routed to the team's page in every language", () => {
    expect(config.pages).toEqual([
      { id: 'favorites/FavoritesPage', routes: ['favorites', 'sharedFavorites'] },
      { id: 'favorites/ComparePage', routes: ['compare'] },
    ]);
    for (const path of [
      '/nl/favorieten/gedeeld',
      '/fr/favoris/partages',
      '/de/favoriten/geteilt',
    ]) {
      const leaf = matchRoutes(siteRoutes(config.pages, path), path)?.at(-1);
      expect((leaf?.route.handle as RouteHandle | undefined)?.page).toBe('favorites/FavoritesPage');
    }
  });

  it('is linked, read back and switched to another language', () => {
    // A route this test's team adds: not among the generated types, but installed.
    expect(buildPath('sharedFavorites' as RouteType, 'en')).toBe('/en/favorites/shared');
    expect(parsePath('/en/favorites/shared')).toEqual({
      lang: 'en',
      type: 'sharedFavorites',
      params: {},
    });
    expect(switchLocalePath('/nl/favorieten/gedeeld', 'fr')).toBe('/fr/favoris/partages');
  });

  it('is listed in the sitemap of a market that has the team', () => {
    const sitemap: SiteSitemap = { estates: [], landingPages: [] };
    expect(sitemapPages(sitemap, config).map((page) => page.paths.de)).toContain(
      '/de/favoriten/geteilt',
    );
    expect(
      sitemapPages(sitemap, { pages: [], remotes: {} }).map((page) => page.paths.de),
    ).not.toContain('/de/favoriten/geteilt');
  });
});
