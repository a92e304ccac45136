/**
 * Module Federation runtime plugin: when a remote module cannot be loaded (its manifest or entry
 * is down, or it throws while loading), `loadRemote` answers a fallback module whose default
 * export is a localized "temporarily unavailable" notice, instead of failing the page.
 * Second of the three failure layers (the visitor's retry, this plugin, the error boundary).
 *
 * The plugin runs inside the federation runtime, before the shared modules are negotiated, so it
 * imports the notice (React, i18next) only when a failure happens, through a dynamic import.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The runtime plugin factory (webpack's runtimePlugins entry calls the default export). */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-fallback-plugin',
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${args.id} could not be loaded`, args.error);
      // A fragment inside another team's page (a favourite toggle) simply disappears.
      if (!/Page$/.test(args.id)) return { __esModule: true, default: () => null, failed: true };
      const { RemoteUnavailable } = await import('../layout/remote-unavailable');
      return { __esModule: true, default: RemoteUnavailable, failed: true };
    },
  };
}
