/**
 * Public API of shared/remote: the slot contracts between the shell and its remotes (which
 * modules each slot's provider exposes, their kind and props). The way one team renders another
 * team's fragment is kit's (kit/remote); the registry of remotes is read by the shell
 * (shell/server/registry.ts).
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
