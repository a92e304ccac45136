/**
 * The `valuation` slot: a homeowner's free valuation request (`/{lang}/{valuation}`). A market
 * without this slot has neither the page nor a link to it.
 */
import type { ModuleKinds, RemotePageProps } from './page';

/** The modules of the `valuation` slot with their props. */
export interface ValuationSlot {
  ValuationPage: RemotePageProps;
}

/** The kind of each module of the `valuation` slot. */
export const VALUATION_MODULES = {
  ValuationPage: 'page',
} as const satisfies ModuleKinds<ValuationSlot>;
