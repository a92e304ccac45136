/**
 * How one team uses another team's exposed fragment (a favourite toggle in a search card) without
 * importing its source: through the federation loader the shell provides at start, by slot module
 * id (`'favorites/FavoriteToggle'`), which the market's composition resolves to its provider.
 */
import {
  memo,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from './error-boundary';
import type {
  FragmentId,
  PagePrepare,
  PrepareContext,
  PrepareResult,
  PropsOf,
} from 'shared/remote';
import {
  BrowserOnly,
  LeftToBrowserError,
  useHydrationDeferred,
  useRemoteRendering,
} from './rendering';

/** Loads a federated module by id (the shell gives the federation runtime's `loadRemote`). */
type Loader = (id: string) => Promise<unknown>;
let loader: Loader | null = null;

/** The shell provides its federation loader at start (the runtime's `loadRemote`). */
export function provideRemoteLoader(load: Loader): void {
  loader = load;
}

/**
 * Loads a federated module by id, e.g. 'favorites/FavoriteToggle' (a slot module, which the
 * market's composition resolves) or a provider's own id. Returns null when no loader was provided
 * (a remote started alone, a unit test) or when the module cannot be loaded; never throws.
 */
export async function loadFederatedModule<T>(id: string): Promise<T | null> {
  if (!loader) return null;
  try {
    return ((await loader(id)) as T | null) ?? null;
  } catch (error) {
    console.error(`Federated module ${id} could not be loaded`, error);
    return null;
  }
}

/**
 * Runs the server preparation of another team's fragment (its module's `prepare`, on the market's
 * provider of `id`), for a page whose content is that fragment: the page then arrives with the
 * fragment's data, as if the fragment were the page. Answers what that preparation answers
 * (a 404 for a unit that does not exist), nothing when the module has no preparation or cannot
 * be loaded (the browser then loads the data).
 */
export async function prepareFederatedModule(
  id: FragmentId,
  context: PrepareContext,
): Promise<PrepareResult | void> {
  const module = await loadFederatedModule<{ prepare?: PagePrepare; failed?: boolean }>(
    context.resolve(id),
  );
  if (!module || module.failed || typeof module.prepare !== 'function') return;
  return module.prepare(context);
}

const fragments = new Map<string, LazyExoticComponent<ComponentType<object>>>();

/** Federated modules loaded before the page hydrates, by id (see `preloadFederatedModules`). */
const preloaded = new Map<string, { default?: unknown; failed?: boolean }>();

/**
 * Loads federated modules (ids as the server render resolved them) before the page hydrates, so
 * that each part the server rendered hydrates at once rather than after its code arrives. A
 * module that cannot be loaded is left out (its part renders when it can).
 */
export async function preloadFederatedModules(ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const module = await loadFederatedModule<{ default?: unknown; failed?: boolean }>(id);
      if (module?.default && !module.failed) preloaded.set(id, module);
    }),
  );
}

/** The default export of a module loaded by `preloadFederatedModules`, if it was. */
export function preloadedComponent<P>(id: string): ComponentType<P> | undefined {
  return preloaded.get(id)?.default as ComponentType<P> | undefined;
}

/**
 * The lazy component of a federated module id (as resolved for this render). On the server a
 * fragment that cannot be loaded throws, so that React leaves its boundary to the browser (which
 * renders it, or nothing); in the browser it renders nothing.
 */
function fragment(id: string, server: boolean): ComponentType<object> {
  const key = `${server ? 'server' : 'browser'}|${id}`;
  const known = fragments.get(key);
  if (known) return known;
  const created = lazy(async () => {
    const module = await loadFederatedModule<{ default?: ComponentType<object>; failed?: boolean }>(
      id,
    );
    if (server && (!module?.default || module.failed)) {
      // The next render tries again (the remote may be back by then).
      if (fragments.get(key) === created) fragments.delete(key);
      throw new LeftToBrowserError(id, 'fragment', 'unavailable');
    }
    return { default: module?.default ?? (() => null) };
  });
  fragments.set(key, created);
  return created;
}

/** Forgets the loaded fragments of a remote (its new build was deployed): `provider/...` ids. */
export function forgetFragmentsOf(provider: string): void {
  for (const key of fragments.keys()) {
    if (key.split('|')[1]?.startsWith(`${provider}/`)) fragments.delete(key);
  }
}

/** True when two fragment elements' props are alike: same id and fallback, shallowly equal props. */
function sameFragment(
  a: { id: string; props: object; fallback?: ReactNode },
  b: { id: string; props: object; fallback?: ReactNode },
): boolean {
  if (a.id !== b.id || a.fallback !== b.fallback) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(before);
  return (
    keys.length === Object.keys(after).length &&
    keys.every((key) => Object.is(before[key], after[key]))
  );
}

/** The fragment in its error boundary and Suspense (see FederatedFragment). */
function FederatedFragmentBoundary<Id extends FragmentId>({
  id,
  props,
  fallback = null,
}: {
  id: Id;
  props: PropsOf<Id>;
  fallback?: ReactNode;
}) {
  const { resolve, server, used, browserOnly } = useRemoteRendering();
  const resolved = resolve(id);
  // Loaded before the page hydrates, unless its part hydrates only when visible.
  if (!useHydrationDeferred()) used?.add(resolved);
  const Fragment = preloadedComponent<object>(resolved) ?? fragment(resolved, server);
  if (server && browserOnly?.(resolved))
    return (
      <Suspense fallback={fallback}>
        <BrowserOnly id={resolved} />
      </Suspense>
    );
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <Fragment {...(props as object)} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Renders another team's exposed fragment with the props its contract (shared/remote's
 * `SlotContracts`) gives it, e.g.
 * `<FederatedFragment id="favorites/FavoriteToggle" props={{ estateId, locale }} />`; a wrong
 * prop fails `tsc`. While it loads, and when it cannot be loaded or crashes, `fallback` (nothing
 * by default) is shown: the page around it keeps working.
 *
 * Memoized on its id and the values of its props (a new `props` object with the same values does
 * not re-render it): a fragment whose server HTML still waits to hydrate in the background must
 * not receive an update from a parent that merely re-rendered, which would make React hydrate it
 * (and every such fragment of the page) at once in one long task that blocks the browser.
 */
export const FederatedFragment = memo(
  FederatedFragmentBoundary,
  sameFragment,
) as typeof FederatedFragmentBoundary;
