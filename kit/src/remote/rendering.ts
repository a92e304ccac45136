/**
 * How a render of the page reaches the remotes (server-side rendering): which module a
 * slot module id stands for in this render, and the emotion caches of this render. In the browser
 * the defaults apply (the federation runtime's slot plugin resolves the market's slots; one
 * emotion cache per team for the page's life); the site server provides one per request (the
 * market of the request; fresh caches, so that every page's HTML carries its own styles).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EmotionCache } from '@emotion/cache';

export interface RemoteRendering {
  /**
   * The federated module id to load for a slot module id, e.g. 'appointments/AppointmentBooking'
   * to 'viewing-request/AppointmentBooking' on a market whose appointments slot that remote fills.
   */
  resolve(id: string): string;
  /** The emotion caches of this render by key, or null for the page's own (the browser). */
  caches: Map<string, EmotionCache> | null;
  /** True while rendering on the server. */
  server: boolean;
  /**
   * On the server, the federated modules the render used (by resolved id), which the page tells
   * the browser to load before it hydrates.
   */
  used?: Set<string>;
  /**
   * On the server, true for a module whose provider this server does not render (a market takes
   * it from another deployment): its part is left to the browser.
   */
  browserOnly?: (id: string) => boolean;
}

/**
 * Why a server render left a part to the browser: its provider is deployed elsewhere for this
 * market (`elsewhere`, by the market's composition: nothing is wrong), or its code could not be
 * loaded on the server (`unavailable`: a remote's server build down or failing).
 */
export type LeftToBrowserReason = 'elsewhere' | 'unavailable';

/**
 * The error a server render throws inside a part's Suspense boundary to leave that part to the
 * browser (React sends the boundary's fallback and renders the part after hydration). It says
 * which part (`page`: a routed page, the page's main content; `fragment`: a part inside a page)
 * and why, so the shell can tell a page that is not whole from one composed that way.
 */
export class LeftToBrowserError extends Error {
  readonly part: 'page' | 'fragment';
  readonly reason: LeftToBrowserReason;
  constructor(id: string, part: 'page' | 'fragment', reason: LeftToBrowserReason) {
    super(`${part === 'page' ? 'Page' : 'Fragment'} ${id} is rendered in the browser only`);
    this.name = 'LeftToBrowserError';
    this.part = part;
    this.reason = reason;
  }
}

/**
 * The part and reason of an error thrown by a server render to leave a part to the browser, or
 * null for any other error. Read from the error's fields, not its class: each remote's build may
 * carry its own copy of this module.
 */
export function leftToBrowser(
  error: unknown,
): { part: 'page' | 'fragment'; reason: LeftToBrowserReason } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, part, reason } = error as Partial<LeftToBrowserError>;
  if (name !== 'LeftToBrowserError') return null;
  if (
    (part !== 'page' && part !== 'fragment') ||
    (reason !== 'elsewhere' && reason !== 'unavailable')
  )
    return null;
  return { part, reason };
}

/**
 * A part the server leaves to the browser because this market takes its provider from another
 * deployment: throwing inside its Suspense boundary makes React send the boundary's fallback and
 * render the part in the browser after hydration.
 */
export function BrowserOnly({
  id,
  part = 'fragment',
}: {
  id: string;
  part?: 'page' | 'fragment';
}): never {
  throw new LeftToBrowserError(id, part, 'elsewhere');
}

/** The browser's rendering: ids kept (the runtime plugin resolves them), page-long caches. */
export const BROWSER_RENDERING: RemoteRendering = {
  resolve: (id) => id,
  caches: null,
  server: false,
};

/** The context through which the shell gives a render its `RemoteRendering`. */
export const RemoteRenderingContext = createContext<RemoteRendering>(BROWSER_RENDERING);

/** The `RemoteRendering` of the render this component is in. */
export function useRemoteRendering(): RemoteRendering {
  return useContext(RemoteRenderingContext);
}

const noSubscription = () => () => undefined;

/**
 * Whether this render may show what only the browser knows (local storage: the favourites, a
 * draft): false on the server and while React hydrates the server's HTML, true in every render
 * after (React renders once more right after hydration). Parts of the page hydrate one Suspense
 * boundary at a time, and a store read from local storage by one that hydrated first would make a
 * later one differ from its HTML: such a part renders the server's answer until this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * True inside a part that hydrates when visible and loads its fragments then (kit's
 * `HydrateWhenVisible` provides it): a federated fragment there is not among the modules the
 * browser loads before the page hydrates.
 */
export const HydrationDeferredContext = createContext(false);

/** Whether this render is inside a part that hydrates when visible and loads its fragments late. */
export function useHydrationDeferred(): boolean {
  return useContext(HydrationDeferredContext);
}
