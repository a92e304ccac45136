/**
 * The shell's own pages (legal pages, about us) as a route table: what the browser
 * routes before the market's composed table arrives with its runtime config, or when it cannot
 * be read. Declared in shell/routes.json, as each team declares its own in its package.
 */
import { composeRoutes, type RouteTable, type TeamRoutes } from 'shared/routes';
import manifest from '../../routes.json';

/** The route table of the shell's own pages only. */
export const SHELL_ROUTE_TABLE: RouteTable = composeRoutes([
  { owner: 'shell', routes: manifest as TeamRoutes },
]);
