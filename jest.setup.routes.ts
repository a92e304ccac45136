/**
 * Every test file starts with the site's routes installed as the site server installs them: each
 * team's manifest from its own package (routes.json, read through the registry of remotes),
 * composed by shared/routes. A test of one team's routes installs its own table.
 */
import { composeRoutes, installRoutes } from 'shared/routes';
import { routeManifests } from './scripts/registry.cjs';

installRoutes(composeRoutes(routeManifests()));
