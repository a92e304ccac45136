/**
 * Remote loading for the shell: the market's composition (from the runtime config) is registered
 * once at start, before the first load: its providers with their manifests, and the slot plugin
 * that maps each slot to its provider. Pages load lazily by route.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemotePageProps, SlotModuleId } from 'shared/remote';
import { resolveSlotRequest, slotPlugin } from './slot-plugin';

/** A market's composition as the runtime config gives it. */
export interface Composition {
  /** Provider (remote) name to its mf-manifest.json URL. */
  remotes: Record<string, string>;
  /** Slot to provider name. */
  slots: Record<string, string>;
}

let registeredSlots: Readonly<Record<string, string>> = {};

/** Registers the market's providers (name to manifest URL) and the plugin that resolves slots. */
export function registerComposition({ remotes, slots }: Composition): void {
  registeredSlots = slots;
  registerPlugins([slotPlugin(slots)]);
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

const components = new Map<string, LazyExoticComponent<ComponentType<RemotePageProps>>>();

/**
 * A lazily loaded page of a slot, e.g. `remotePage('search/SearchPage')`. When the provider
 * cannot be loaded, the runtime plugin answers a localized notice instead; with a `fallback` page
 * given, that page is shown instead of the notice (the shell's own home page when the search
 * remote is down).
 * @throws (through Suspense) when the module resolves to nothing.
 */
export function remotePage(
  id: SlotModuleId,
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

/**
 * Starts loading the provider of a slot module (its remote entry and shared modules) ahead of
 * navigation, e.g. when a link to that page is hovered or focused. Never throws.
 */
export function preloadSlotModule(id: SlotModuleId): void {
  const provider = resolveSlotRequest(id, registeredSlots).split('/')[0];
  if (!provider) return;
  void preloadRemote([{ nameOrAlias: provider, resourceCategory: 'sync' }]).catch(() => undefined);
}
