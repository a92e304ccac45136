/**
 * Public API of kit/remote: the React machinery of remote loading. `FederatedFragment` renders
 * another team's exposed module with the props of its slot contract (the contracts are
 * shared/remote's), on the server and in the browser; the rendering contexts say whether a part
 * renders on the server, hydrates or is left to the browser; `TeamRoot` gives a team's tree its
 * own style cache; `ErrorBoundary` keeps a failing fragment from taking its page down; and
 * `yieldToBrowser` gives the browser a task between two steps of start-up; `useQueryStringPage`
 * wires a page whose search is its query string to its model. Its React contexts
 * must be one instance in the page: kit is a federation singleton, provided by the shell.
 */
export {
  FederatedFragment,
  forgetFragmentsOf,
  loadFederatedModule,
  preloadedComponent,
  preloadFederatedModules,
  prepareFederatedModule,
  provideRemoteLoader,
} from './fragment';
export {
  BrowserOnly,
  BROWSER_RENDERING,
  HydrationDeferredContext,
  leftToBrowser,
  LeftToBrowserError,
  RemoteRenderingContext,
  useHydrated,
  useRemoteRendering,
  type LeftToBrowserReason,
  type RemoteRendering,
} from './rendering';
export { TeamRoot, useTeamCache } from './team-root';
export { ErrorBoundary } from './error-boundary';
export { yieldToBrowser } from './yield-plugin';
export {
  useQueryStringPage,
  type QueryStringPageEvents,
  type QueryStringWriter,
} from './query-string-page';
