/**
 * Every test file starts with the routes its package's pages use, composed by shared/routes as the
 * site server composes them: a team's own manifest (its routes.json, read through the registry of
 * remotes) plus the other teams' page routes it declares it links to (`links` in its routes.json),
 * so that a team's tests do not depend on routes it does not use. The shell, the API and shared
 * itself compose the whole site; jest.config.cjs says which for each project (`routesUnderTest`).
 * A test of one team's routes installs its own table.
 */
import { composeRoutes, installRoutes, type TeamRoutesOf } from 'shared/routes';
import { routeManifests } from './scripts/registry.cjs';

/** What a jest project installs: the whole site, or one owner's routes and the types it links to. */
type RoutesUnderTest = 'site' | { owner?: string; links: readonly string[] };

const wanted = (globalThis as { routesUnderTest?: RoutesUnderTest }).routesUnderTest ?? 'site';

/**
 * The manifests a project's tests install: its own whole, and of every other team only the page
 * routes it links to (with their path words).
 * @throws Error naming a linked route type that no team declares
 */
function manifestsUnderTest(all: readonly TeamRoutesOf[]): TeamRoutesOf[] {
  if (wanted === 'site') return [...all];
  const declared = new Set(all.flatMap(({ routes }) => routes.pages.map((page) => page.type)));
  const unknown = wanted.links.filter((type) => !declared.has(type));
  if (unknown.length) throw new Error(`routes.json links to undeclared routes: ${unknown}`);
  return all.flatMap(({ owner, routes }) => {
    if (owner === wanted.owner) return [{ owner, routes }];
    const pages = routes.pages.filter((page) => wanted.links.includes(page.type));
    return pages.length ? [{ owner, routes: { words: routes.words, pages } }] : [];
  });
}

installRoutes(composeRoutes(manifestsUnderTest(routeManifests())));
