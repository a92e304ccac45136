/**
 * The state a server-rendered page carries to the browser: the effector values of the
 * request's scope (stores with a `sid`), the page's language and the texts it used, by
 * namespace. Written by the server render as a JSON script element; read at start-up in the
 * browser, which hydrates from it instead of fetching the same data again.
 */
import type { Locale } from 'shared/domain';
import { isLocale } from 'shared/routes';
import { isRecord, stateJsonOf } from './state-element';

export { STATE_ELEMENT_ID } from './state-element';

export interface ServerState {
  lang: Locale;
  /** `serialize(scope)`: store sid to value. */
  values: Record<string, unknown>;
  /** The texts of the page's language: namespace to its texts. */
  texts: Record<string, Record<string, unknown>>;
  /** The federated modules the render used (provider ids), to load before hydrating. */
  modules: string[];
  /**
   * The remoteEntry.js URL of each provider in `modules` (provider name to URL), so that the
   * browser starts loading them as soon as its script runs (`mf/early-load.ts`). Not needed to
   * hydrate: a page written before it existed (kept by a cache) still hydrates.
   */
  entries?: Record<string, string>;
}

/**
 * The server state of a document, or null when the page was not rendered by the server or its
 * state cannot be read (then the site starts without it).
 */
export function readServerState(doc: Document): ServerState | null {
  const state = stateJsonOf(doc);
  if (
    !isRecord(state) ||
    !isLocale(state.lang) ||
    !isRecord(state.values) ||
    !isRecord(state.texts) ||
    !Object.values(state.texts).every(isRecord) ||
    !Array.isArray(state.modules) ||
    !state.modules.every((id) => typeof id === 'string')
  )
    return null;
  return state as unknown as ServerState;
}
