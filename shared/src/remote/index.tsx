/**
 * The contract between the shell and its remotes: what an exposed page receives, the federated
 * module ids, and how one remote uses another team's exposed fragment (a favourite toggle in a
 * search card) without importing its source: through the loader the shell provides at start.
 */
import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { Locale } from '../domain';

/** Props of every exposed page component. */
export interface RemotePageProps {
  /** The language of the URL. */
  locale: Locale;
}

/** Props of the favourites team's toggle fragment (favorites/FavoriteToggle). */
export interface FavoriteToggleProps {
  /** The estate id (compared as text). */
  estateId: string;
  locale: Locale;
  /** 'icon' on cards, 'button' with its text on a detail page. */
  variant?: 'icon' | 'button';
}

/** Props of the favourites team's counter fragment (favorites/FavoritesCount). */
export interface FavoritesCountProps {
  locale: Locale;
}

/** Federated module ids by purpose: `{remote name}/{exposed module}`. */
export const REMOTE_MODULES = {
  searchPage: 'search/SearchPage',
  homePage: 'search/HomePage',
  detailPage: 'detail/DetailPage',
  favoritesPage: 'favorites/FavoritesPage',
  favoriteToggle: 'favorites/FavoriteToggle',
  favoritesCount: 'favorites/FavoritesCount',
} as const;

export type RemoteModuleId = (typeof REMOTE_MODULES)[keyof typeof REMOTE_MODULES];

type Loader = (id: string) => Promise<unknown>;
let loader: Loader | null = null;

/** The shell provides its federation loader at start (the runtime's `loadRemote`). */
export function provideRemoteLoader(load: Loader): void {
  loader = load;
}

/**
 * Loads a federated module by id, e.g. 'favorites/FavoriteToggle'.
 * Returns null when no loader was provided (a remote started alone, a unit test) or when the
 * module cannot be loaded; never throws.
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

class Quiet extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A fragment's component; its props differ per fragment and are checked at the call site. */
type AnyComponent = ComponentType<Record<string, unknown>>;
const fragments = new Map<string, LazyExoticComponent<AnyComponent>>();

function fragment(id: string): LazyExoticComponent<AnyComponent> {
  const known = fragments.get(id);
  if (known) return known;
  const created = lazy(async () => {
    const module = await loadFederatedModule<{ default?: AnyComponent }>(id);
    return { default: module?.default ?? (() => null) };
  });
  fragments.set(id, created);
  return created;
}

/**
 * Renders another team's exposed fragment, e.g.
 * `<FederatedFragment id={REMOTE_MODULES.favoriteToggle} props={{ estateId, locale }} />`.
 * While it loads, and when it cannot be loaded or crashes, `fallback` (nothing by default) is
 * shown: the page around it keeps working.
 */
export function FederatedFragment<P extends object>({
  id,
  props,
  fallback = null,
}: {
  id: RemoteModuleId;
  props: P;
  fallback?: ReactNode;
}) {
  const Fragment = fragment(id);
  return (
    <Quiet fallback={fallback}>
      <Suspense fallback={fallback}>
        <Fragment {...(props as Record<string, unknown>)} />
      </Suspense>
    </Quiet>
  );
}
