/**
 * Module Federation runtime plugin: when a remote module cannot be loaded (its manifest or entry
 * is down, or it throws while loading), `loadRemote` answers a fallback module whose default
 * export is a localized "temporarily unavailable" notice, instead of failing the page.
 * Second of the three failure layers (retry, this plugin, the error boundary around each slot).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from '../layout/remote-unavailable';

/** The runtime plugin factory (webpack's runtimePlugins entry calls the default export). */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-fallback-plugin',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${args.id} could not be loaded`, args.error);
      return { __esModule: true, default: RemoteUnavailable, failed: true };
    },
  };
}
