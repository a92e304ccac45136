/**
 * Remote loading for the shell: the remotes of the runtime config are registered once at start,
 * before the first load, and loaded lazily by route.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageProps } from 'shared/remote';

/** Registers every remote of the runtime config: name to mf-manifest.json URL. */
export function registerConfiguredRemotes(remotes: Record<string, string>): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

const components = new Map<string, LazyExoticComponent<ComponentType<RemotePageProps>>>();

/**
 * A lazily loaded page component of a remote, e.g. `remotePage('search/SearchPage')`. When the
 * remote cannot be loaded, the runtime plugin answers a localized notice instead; with a
 * `fallback` page given, that page is shown instead of the notice (the shell's own home page
 * when the search remote is down).
 * @throws (through Suspense) when the module resolves to nothing.
 */
export function remotePage(
  id: string,
  fallback?: ComponentType<RemotePageProps>,
): LazyExoticComponent<ComponentType<RemotePageProps>> {
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemote<{
        default: ComponentType<RemotePageProps>;
        failed?: boolean;
      }>(id);
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      if (module.failed && fallback) return { default: fallback };
      // A page whose remote is down is titled "temporarily unavailable".
      if (module.failed) {
        const notice = await import('../layout/remote-unavailable');
        return { default: notice.RemoteUnavailablePage };
      }
      return module;
    });
    components.set(id, component);
  }
  return component;
}

/** Starts loading a remote's entry and its shared modules ahead of navigation (hover, focus). */
export function preloadRemoteOf(id: string): void {
  const nameOfRemote = id.split('/')[0];
  if (!nameOfRemote) return;
  void preloadRemote([{ nameOrAlias: nameOfRemote, resourceCategory: 'sync' }]).catch(
    () => undefined,
  );
}
