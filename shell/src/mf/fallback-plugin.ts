/**
 * Module Federation runtime plugin: when a remote module cannot be loaded (its entry
 * is down, or it throws while loading), `loadRemote` answers a fallback module instead of failing
 * the page. For a page (one of the market's routed pages, from the registry of remotes through
 * `/config.json`), the fallback's default export is a
 * localized "temporarily unavailable" notice; a fragment inside another team's page (a favourite
 * toggle) simply renders nothing. Second of the three failure layers (the visitor's retry, this
 * plugin, the error boundary).
 *
 * The plugin runs inside the federation runtime, before the shared modules are negotiated, so it
 * imports the notice (React, i18next) only when a failure happens, through a dynamic import.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isComposedPage } from './composition';

/** The runtime plugin factory (webpack's runtimePlugins entry calls the default export). */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  // A module the page asks for twice (its code fetched early, then loaded to hydrate) is said once.
  const said = new Set<string>();
  return {
    name: 'agency-fallback-plugin',
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      if (!said.has(args.id)) {
        said.add(args.id);
        console.error(`Remote module ${args.id} could not be loaded`, args.error);
      }
      if (!isComposedPage(args.id)) return { __esModule: true, default: () => null, failed: true };
      const { RemoteUnavailable } = await import('../layout/remote-unavailable');
      return { __esModule: true, default: RemoteUnavailable, failed: true };
    },
  };
}
