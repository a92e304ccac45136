/**
 * The `holiday` slot, swappable per market: the rental-unit search (`/{lang}/{holiday}`) and a
 * rental unit's page.
 */
import type { ModuleKinds, RemotePageProps } from './page';

/** The modules of the `holiday` slot with their props. */
export interface HolidaySlot {
  HolidaySearchPage: RemotePageProps;
  RentalUnitPage: RemotePageProps;
}

/** The kind of each module of the `holiday` slot. */
export const HOLIDAY_MODULES = {
  HolidaySearchPage: 'page',
  RentalUnitPage: 'page',
} as const satisfies ModuleKinds<HolidaySlot>;
