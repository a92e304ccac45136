/**
 * The registry of remotes (`remotes.json` at the repository root): one entry per remote
 * package, read by the workspaces check, ESLint, jest, the build, type-check and bench scripts, the
 * site server and the shell's router, with each team's routes from its own package
 * (`routes.json`, attached by the reader). This module holds its types and the readings the site
 * server and the tests make of it; the browser gets what it needs (the market's routed pages and
 * the composed route table) through `/config.json`. It never imports the file itself (each reader
 * does).
 */
import type { RouteName, TeamRoutes } from 'shared/routes';
import {
  SLOT_CONTRACTS,
  type ModuleKind,
  type Slot,
  type SlotModuleId,
} from 'shared/remote/contracts';

/** One exposed module of a remote: the slot module it implements and its kind. */
export interface ExposedModuleEntry {
  /** The slot whose contract the module implements, e.g. 'favorites'. */
  slot: Slot;
  kind: ModuleKind;
}

/** One remote package. */
export interface RegisteredRemote {
  /** Federation name, unique, e.g. 'search' (a provider name in a market's composition). */
  name: string;
  /** Package folder at the repository root, e.g. 'mf-search'. */
  folder: string;
  /** Port of its static server in development (`MF_<NAME>_PORT` overrides it). */
  port: number;
  /** Its Fastify plugin of `/{lang}/ajax/*` endpoints, relative to the folder, if it has one. */
  server?: string;
  /** Exposed module name (e.g. 'SearchPage', file `src/exposes/search-page.tsx`) to its entry. */
  exposes: Record<string, ExposedModuleEntry>;
  /**
   * The routes the team declares in its own package (`routes.json` beside its package.json):
   * words, page patterns with the exposed page serving each, endpoints and sitemap entries. Not
   * written in remotes.json: the registry's reader attaches it.
   */
  routes?: TeamRoutes;
}

/** The registry file's shape. */
export interface RemoteRegistry {
  remotes: RegisteredRemote[];
}

/** A page of a slot and the route types it serves (SPEC §2 routes). */
export interface RoutedPage {
  id: SlotModuleId;
  routes: RouteName[];
}

/**
 * The routed pages of the slots in `slots` (all slots when absent), once each (two providers of
 * one slot implement the same contract, so they serve the same routes), in registry order, with
 * the route types each serves as the teams declare them (their routes' `page`).
 */
export function routedPages(registry: RemoteRegistry, slots?: readonly string[]): RoutedPage[] {
  const pages = new Map<string, RoutedPage>();
  for (const remote of registry.remotes) {
    for (const route of remote.routes?.pages ?? []) {
      const entry = route.page === undefined ? undefined : remote.exposes[route.page];
      if (!entry || entry.kind !== 'page') continue;
      if (slots && !slots.includes(entry.slot)) continue;
      const id = `${entry.slot}/${route.page}` as SlotModuleId;
      const known = pages.get(id)?.routes ?? [];
      pages.set(id, { id, routes: known.includes(route.type) ? known : [...known, route.type] });
    }
  }
  return [...pages.values()];
}

/** The names of the remotes able to fill `slot` (their exposes name it), in registry order. */
export function providersOf(registry: RemoteRegistry, slot: string): string[] {
  return registry.remotes
    .filter((remote) => Object.values(remote.exposes).some((entry) => entry.slot === slot))
    .map((remote) => remote.name);
}

/**
 * Checks a registry against the slot contracts: every remote that names a slot exposes all of that
 * slot's modules, of the contract's kind, and nothing the contract does not know; names, folders
 * and ports are unique. Returns the problems found, as sentences (none: an empty list).
 */
export function registryProblems(registry: RemoteRegistry): string[] {
  const problems: string[] = [];
  const seen = { name: new Set<string>(), folder: new Set<string>(), port: new Set<number>() };
  for (const remote of registry.remotes) {
    for (const key of ['name', 'folder', 'port'] as const) {
      const value = remote[key];
      if ((seen[key] as Set<typeof value>).has(value))
        problems.push(`${key} ${value} is used twice`);
      (seen[key] as Set<typeof value>).add(value);
    }
    if (!/^mf-[a-z0-9-]+$/.test(remote.folder))
      problems.push(`${remote.name}: folder ${remote.folder} is not an mf-* package`);
    const slots = new Set(Object.values(remote.exposes).map((entry) => entry.slot));
    for (const slot of slots) {
      const contract = (SLOT_CONTRACTS as Record<string, Record<string, ModuleKind>>)[slot];
      if (!contract) {
        problems.push(`${remote.name}: slot ${slot} has no contract in shared/remote`);
        continue;
      }
      for (const [module, kind] of Object.entries(contract)) {
        const entry = remote.exposes[module];
        if (!entry || entry.slot !== slot)
          problems.push(`${remote.name}: slot ${slot} needs ${module}, which it does not expose`);
        else if (entry.kind !== kind)
          problems.push(`${remote.name}: ${module} is a ${kind} in the ${slot} contract`);
      }
    }
    for (const [module, entry] of Object.entries(remote.exposes)) {
      const contract = (SLOT_CONTRACTS as Record<string, Record<string, ModuleKind>>)[entry.slot];
      if (contract && !(module in contract))
        problems.push(`${remote.name}: ${module} is not in the ${entry.slot} contract`);
    }
    for (const route of remote.routes?.pages ?? []) {
      const entry = route.page === undefined ? undefined : remote.exposes[route.page];
      if (!entry)
        problems.push(`${remote.name}: route ${route.type} names no exposed page (${route.page})`);
      else if (entry.kind !== 'page')
        problems.push(`${remote.name}: fragment ${route.page} cannot serve routes`);
    }
  }
  return problems;
}
