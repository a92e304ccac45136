/**
 * The registry of remotes (`remotes.json` at the repository root, issue 10): one entry per remote
 * package, read by the workspaces check, ESLint, jest, the build, type-check and bench scripts, the
 * site server and the shell's router. This module holds its types and the pure readings the shell
 * and the site server make of it; it never imports the file itself (each reader does).
 */
import type { RouteType } from 'shared/routes';
import { SLOT_CONTRACTS, type ModuleKind, type Slot, type SlotModuleId } from '../remote/contracts';

/** One exposed module of a remote: the slot module it implements and, for a page, its routes. */
export interface ExposedModuleEntry {
  /** The slot whose contract the module implements, e.g. 'favorites'. */
  slot: Slot;
  kind: ModuleKind;
  /** The route types a page serves (shared/routes); none for a fragment. */
  routes?: RouteType[];
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
}

/** The registry file's shape. */
export interface RemoteRegistry {
  remotes: RegisteredRemote[];
}

/** A page of a slot and the route types it serves. */
export interface RoutedPage {
  id: SlotModuleId;
  routes: RouteType[];
}

/**
 * The routed pages of every slot, once each (two providers of one slot implement the same
 * contract, so they serve the same routes), in registry order.
 */
export function routedPages(registry: RemoteRegistry): RoutedPage[] {
  const pages = new Map<string, RoutedPage>();
  for (const remote of registry.remotes) {
    for (const [module, entry] of Object.entries(remote.exposes)) {
      if (entry.kind !== 'page' || !entry.routes?.length) continue;
      const id = `${entry.slot}/${module}` as SlotModuleId;
      const known = pages.get(id);
      pages.set(id, { id, routes: [...new Set([...(known?.routes ?? []), ...entry.routes])] });
    }
  }
  return [...pages.values()];
}

/**
 * The kind of a federated module id, asked either by slot (`'favorites/FavoriteToggle'`) or by
 * a provider's own name (`'favorites/FavoriteToggle'`, `'viewing-request/CancelAppointmentPage'`):
 * 'page' or 'fragment' as the registry says, or undefined for an id it does not know.
 */
export function kindOf(registry: RemoteRegistry, id: string): ModuleKind | undefined {
  const [prefix, module] = id.split('/');
  if (!prefix || !module) return undefined;
  for (const remote of registry.remotes) {
    const entry = remote.exposes[module];
    if (entry && (entry.slot === prefix || remote.name === prefix)) return entry.kind;
  }
  return undefined;
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
      if (entry.kind === 'fragment' && entry.routes?.length)
        problems.push(`${remote.name}: fragment ${module} cannot serve routes`);
    }
  }
  return problems;
}
