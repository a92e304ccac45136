/**
 * The first thing `main.js` does on a page the server rendered (in the task after the one that ran
 * it): it starts loading the federated modules the server render used (the page's remote and its
 * fragments), so that their `remoteEntry.js` and chunks are fetched and compiled while the shell's
 * own start-up evaluates React and the other libraries, not one after another once it is done (the
 * listing's remote code arrived about 0.5 s after `main.js` on a slowed phone). Nothing is evaluated here: the hydration
 * evaluates the modules later, each in a task of its own (`preloadFederatedModules`).
 *
 * It imports only the federation runtime: it runs before any shared module is negotiated.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRecord } from '../ssr/state-element';
import { providerOf } from './module-id';

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

/**
 * Registers the providers of the page's modules and asks the runtime for each module's code
 * without evaluating it (`loadFactory: false`). A module whose provider is not in `entries`, and a
 * state without `modules` and `entries` (a page the server did not render, an older page, corrupt
 * JSON), start nothing; a load that fails is left to the hydration, which tries again and shows
 * the part's fallback.
 * @param state the page's state JSON (`stateJsonOf`): `modules`, provider ids such as
 *   'search/SearchPage', and `entries`, provider name to its remoteEntry.js URL
 * @returns the ids whose loading started
 */
export function startLoadingPageModules(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return [];
  const { modules, entries } = state as { modules?: unknown; entries?: unknown };
  if (!Array.isArray(modules) || !isStringRecord(entries)) return [];
  const ids = modules.filter(
    (id): id is string => typeof id === 'string' && Object.hasOwn(entries, providerOf(id)),
  );
  const providers = new Set(ids.map(providerOf));
  if (providers.size === 0) return [];
  registerRemotes([...providers].map((name) => ({ name, entry: entries[name]! })));
  for (const id of ids)
    void loadRemote(id, { loadFactory: false, from: 'runtime' }).catch(() => undefined);
  return ids;
}
