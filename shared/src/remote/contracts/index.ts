/**
 * The contracts between the shell and its remotes (docs/architecture.md, "The remotes"):
 * for every slot, the modules a provider of that slot exposes, whether each is a page or a
 * fragment, and the props each receives, each slot in its own file (`search.ts`, `favorites.ts`,
 * ...), so that a change to one slot's props is a change to one file; this file puts them
 * together. The shell and other teams ask for a slot's module (`'favorites/FavoriteToggle'`),
 * never for a remote's own name: the market's composition says which remote fills the slot. A
 * wrong prop on a fragment, or an exposing module whose props differ from its contract, fails
 * `tsc` on either side.
 */
import type { ComponentType } from 'react';
import { APPOINTMENTS_MODULES, type AppointmentsSlot } from './appointments';
import { DETAIL_MODULES, type DetailSlot } from './detail';
import { ENGAGEMENT_MODULES, type EngagementSlot } from './engagement';
import { FAVORITES_MODULES, type FavoritesSlot } from './favorites';
import { HOLIDAY_MODULES, type HolidaySlot } from './holiday';
import type { ModuleKind } from './page';
import { RENTAL_MODULES, type RentalSlot } from './rental';
import { SEARCH_MODULES, type SearchSlot } from './search';
import { VALUATION_MODULES, type ValuationSlot } from './valuation';

export type { AppointmentBookingProps } from './appointments';
export type { ContactFormProps, SendToFriendProps } from './engagement';
export type {
  CompareToggleProps,
  FavoriteToggleProps,
  FavoritesCountProps,
  RecentlyViewedProps,
  ViewedEstateProps,
} from './favorites';
export type {
  ModuleKind,
  PagePrepare,
  PrepareContext,
  PreparedHead,
  PrepareResult,
  RemotePageProps,
} from './page';
export type { RentalSearchProps, RentalUnitProps } from './rental';

/**
 * The modules of each slot with their props. `appointments` and `holiday` are swappable per
 * market: every provider of such a slot implements all of its modules with these props.
 */
export interface SlotContracts {
  search: SearchSlot;
  detail: DetailSlot;
  favorites: FavoritesSlot;
  engagement: EngagementSlot;
  appointments: AppointmentsSlot;
  holiday: HolidaySlot;
  rental: RentalSlot;
  valuation: ValuationSlot;
}

/** A slot of the site (a place that one remote per market fills). */
export type Slot = keyof SlotContracts;

/** A module a slot's provider exposes, asked for as `{slot}/{module}`. */
export type SlotModuleId = {
  [S in Slot]: `${S}/${Extract<keyof SlotContracts[S], string>}`;
}[Slot];

/** The props of a slot module, e.g. `PropsOf<'favorites/FavoriteToggle'>`. */
export type PropsOf<Id extends SlotModuleId> = Id extends `${infer S}/${infer M}`
  ? S extends Slot
    ? M extends keyof SlotContracts[S]
      ? SlotContracts[S][M]
      : never
    : never
  : never;

/**
 * The kind of each slot module: part of the contract, which the registry of remotes must match
 * (remotes.json; checked by shell/server/registry.test.ts). Read by the shell's registry only
 * (shared/remote/contracts, for servers and tests); shared/remote's public API leaves it out, so
 * the browser does not download it.
 */
export const SLOT_CONTRACTS = {
  search: SEARCH_MODULES,
  detail: DETAIL_MODULES,
  favorites: FAVORITES_MODULES,
  engagement: ENGAGEMENT_MODULES,
  appointments: APPOINTMENTS_MODULES,
  holiday: HOLIDAY_MODULES,
  rental: RENTAL_MODULES,
  valuation: VALUATION_MODULES,
} as const satisfies { [S in Slot]: { [M in keyof SlotContracts[S]]: ModuleKind } };

/**
 * True when `module` is one of `slot`'s modules in the contracts: `('holiday', 'RentalUnitPage')`
 * is a slot request, `('holiday', 'RentalUnit')` is not (the holiday remote's own id, which a
 * market may load while another remote fills its `holiday` slot).
 */
export function isSlotModule(slot: string, module: string): boolean {
  const modules = (SLOT_CONTRACTS as Record<string, Record<string, ModuleKind>>)[slot];
  return modules !== undefined && Object.hasOwn(modules, module);
}

type Kinds = typeof SLOT_CONTRACTS;

/** The fragments among the slot modules (what `FederatedFragment` renders). */
export type FragmentId = {
  [S in Slot]: {
    [M in keyof Kinds[S] & string]: Kinds[S][M] extends 'fragment' ? `${S}/${M}` : never;
  }[keyof Kinds[S] & string];
}[Slot];

/**
 * The type of the component a provider exposes as a slot module, e.g.
 * `export default FavoriteToggle satisfies ExposedComponent<'favorites/FavoriteToggle'>`: a
 * component whose props differ from the contract fails `tsc` in the providing package.
 */
export type ExposedComponent<Id extends SlotModuleId> = ComponentType<PropsOf<Id>>;
