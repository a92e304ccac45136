/**
 * Public API of shared/remote: the slot contracts between the shell and its remotes (which
 * modules each slot's provider exposes, their kind and props) and the way one team renders
 * another team's fragment. The registry of remotes is read by the shell (shell/server/registry.ts).
 */
export type {
  AppointmentBookingProps,
  ContactFormProps,
  ExposedComponent,
  FavoriteToggleProps,
  FavoritesCountProps,
  RecentlyViewedProps,
  ViewedEstateProps,
  CompareToggleProps,
  FragmentId,
  PagePrepare,
  PrepareContext,
  PrepareResult,
  PreparedHead,
  ModuleKind,
  PropsOf,
  RemotePageProps,
  RentalSearchProps,
  RentalUnitProps,
  SendToFriendProps,
  Slot,
  SlotContracts,
  SlotModuleId,
} from './contracts';
export { isSlotModule } from './contracts';
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
