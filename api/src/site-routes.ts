/**
 * The site's addresses for the links of the API's mails (a listing, an estate, a subscription,
 * an appointment): every team's routes, read from its own package (routes.json) through the
 * registry of remotes, composed and installed as the site server does.
 */
import { composeRoutes, installRoutes } from 'shared/routes';
import { routeManifests } from '../../scripts/registry.cjs';

/**
 * Installs the site's composed routes for shared/routes' `buildPath` in this process.
 * @throws Error when the teams' manifests disagree (shared/routes routeProblems)
 */
export function installSiteRoutes(): void {
  installRoutes(composeRoutes(routeManifests()));
}
