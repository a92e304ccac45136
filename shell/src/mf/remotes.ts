/**
 * Remote loading for the shell: the market's composition (from the runtime config) is registered
 * once at start, before the first load: its providers with their entries, and the slot plugin
 * that maps each slot to its provider. Pages load lazily by route.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { type RemotePageProps } from 'shared/remote';
import { LeftToBrowserError } from 'kit/remote';
import type { RuntimeConfig } from '../../server/runtime-config';
import { installRoutes } from 'shared/routes';
import { setComposedPages } from './composition';
import { slotPlugin } from './slot-plugin';

/** A market's composition as the runtime config gives it. */
export type Composition = Pick<RuntimeConfig, 'remotes' | 'slots' | 'pages' | 'routes'>;

/**
 * Registers the market's providers (name to remoteEntry.js URL), the plugin that resolves slots,
 * which slot modules are pages (for the fallback plugin), and the site's composed routes (every
 * team's, for the shell's router and every link the remotes build). A provider already registered
 * at the same URL (by `early-load.ts`) is kept with what it has loaded: registering it again
 * would make the runtime drop its container and fetch it anew.
 */
export function registerComposition({ remotes, slots, pages, routes }: Composition): void {
  // Without the composed table the shell keeps the one it has (its own pages' at start-up).
  if (routes) installRoutes(routes);
  setComposedPages(pages.map((page) => page.id));
  registerPlugins([slotPlugin(slots)]);
  const registered = new Map(
    (getInstance()?.options.remotes ?? []).map((remote) => [
      remote.name,
      'entry' in remote ? remote.entry : undefined,
    ]),
  );
  // The runtime keeps a relative URL as an absolute one.
  const absolute = (url: string) => new URL(url, window.location.href).href;
  const changed = Object.entries(remotes).filter(([name, entry]) => {
    const known = registered.get(name);
    return known === undefined || absolute(known) !== absolute(entry);
  });
  if (changed.length > 0) {
    registerRemotes(
      changed.map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
  }
}

const components = new Map<string, LazyExoticComponent<ComponentType<RemotePageProps>>>();

/**
 * A lazily loaded page, by the federated module id to load (a slot module, or the provider's own
 * id as a server render resolves it), e.g. `remotePage('search/SearchPage')`. When the provider
 * cannot be loaded, the runtime plugin answers a localized notice instead; with a `fallback` page
 * given, that page is shown instead of the notice (the shell's own home page when the search
 * remote is down). On the server (`server`) a page that cannot be loaded throws instead, so that
 * React leaves it to the browser, which renders it (or its notice) after hydration.
 * @throws (through Suspense) when the module resolves to nothing.
 */
export function remotePage(
  id: string,
  {
    server = false,
    fallback,
  }: { server?: boolean; fallback?: ComponentType<RemotePageProps> } = {},
): LazyExoticComponent<ComponentType<RemotePageProps>> {
  const key = `${server ? 'server' : 'browser'}|${id}`;
  let component = components.get(key);
  if (!component) {
    const created = lazy(async () => {
      const module = await loadRemote<{
        default: ComponentType<RemotePageProps>;
        failed?: boolean;
      }>(id);
      if (server && (!module?.default || module.failed)) {
        // The next render tries again (the remote may be back by then).
        if (components.get(key) === created) components.delete(key);
        throw new LeftToBrowserError(id, 'page', 'unavailable');
      }
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      if (module.failed && fallback) return { default: fallback };
      // A page whose remote is down is titled "temporarily unavailable".
      if (module.failed) {
        const notice = await import('../layout/remote-unavailable');
        return { default: notice.RemoteUnavailablePage };
      }
      return module;
    });
    components.set(key, created);
    component = created;
  }
  return component;
}

/** Forgets the loaded pages of a remote (its new build was deployed): `provider/...` ids. */
export function forgetPagesOf(provider: string): void {
  for (const key of components.keys()) {
    if (key.split('|')[1]?.startsWith(`${provider}/`)) components.delete(key);
  }
}
