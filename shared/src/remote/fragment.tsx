/**
 * How one team uses another team's exposed fragment (a favourite toggle in a search card) without
 * importing its source: through the federation loader the shell provides at start, by slot module
 * id (`'favorites/FavoriteToggle'`), which the market's composition resolves to its provider.
 */
import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { FragmentId, PropsOf, SlotModuleId } from './contracts';

type Loader = (id: SlotModuleId) => Promise<unknown>;
let loader: Loader | null = null;

/** The shell provides its federation loader at start (the runtime's `loadRemote`). */
export function provideRemoteLoader(load: Loader): void {
  loader = load;
}

/**
 * Loads a federated module by slot module id, e.g. 'favorites/FavoriteToggle'.
 * Returns null when no loader was provided (a remote started alone, a unit test) or when the
 * module cannot be loaded; never throws.
 */
export async function loadFederatedModule<T>(id: SlotModuleId): Promise<T | null> {
  if (!loader) return null;
  try {
    return ((await loader(id)) as T | null) ?? null;
  } catch (error) {
    console.error(`Federated module ${id} could not be loaded`, error);
    return null;
  }
}

const fragments = new Map<FragmentId, LazyExoticComponent<ComponentType<object>>>();

function fragment(id: FragmentId): ComponentType<object> {
  const known = fragments.get(id);
  if (known) return known;
  const created = lazy(async () => {
    const module = await loadFederatedModule<{ default?: ComponentType<object> }>(id);
    return { default: module?.default ?? (() => null) };
  });
  fragments.set(id, created);
  return created;
}

/**
 * Renders another team's exposed fragment with the props its contract (shared/remote's
 * `SlotContracts`) gives it, e.g.
 * `<FederatedFragment id="favorites/FavoriteToggle" props={{ estateId, locale }} />`; a wrong
 * prop fails `tsc`. While it loads, and when it cannot be loaded or crashes, `fallback` (nothing
 * by default) is shown: the page around it keeps working.
 */
export function FederatedFragment<Id extends FragmentId>({
  id,
  props,
  fallback = null,
}: {
  id: Id;
  props: PropsOf<Id>;
  fallback?: ReactNode;
}) {
  const Fragment = fragment(id);
  return (
    <ErrorBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <Fragment {...(props as object)} />
      </Suspense>
    </ErrorBoundary>
  );
}
