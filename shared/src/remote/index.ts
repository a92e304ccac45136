/**
 * Public API of shared/remote: the slot contracts between the shell and its remotes (which
 * modules each slot's provider exposes, their kind and props) and the way one team renders
 * another team's fragment. The registry of remotes is read through shared/registry.
 */
export { SLOT_CONTRACTS } from './contracts';
export type {
  AppointmentBookingProps,
  ContactFormProps,
  ExposedComponent,
  FavoriteToggleProps,
  FavoritesCountProps,
  FragmentId,
  ModuleKind,
  PropsOf,
  RemotePageProps,
  SendToFriendProps,
  Slot,
  SlotContracts,
  SlotModuleId,
} from './contracts';
export { FederatedFragment, loadFederatedModule, provideRemoteLoader } from './fragment';
