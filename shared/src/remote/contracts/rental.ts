/**
 * The `rental` slot: the holiday team's rental views, which every provider of `holiday` shows
 * alike (the same units, search and unit facts); a provider adds how a visitor books or asks.
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../domain';
import type { RentalUnit } from 'api/contract';
import type { ModuleKinds } from './page';

/**
 * Props of the holiday team's rental search fragment (rental/RentalSearch): the search of
 * `/{lang}/{holiday}` with its filters, cards and "more", for another provider of the `holiday`
 * slot to show in its own page.
 */
export interface RentalSearchProps {
  locale: Locale;
}

/**
 * Props of the holiday team's rental unit fragment (rental/RentalUnit): a unit's page
 * `/{lang}/{holiday}/{rentalUnitId}` with its photos, facts and costs, and beside them what the
 * hosting provider offers to book or ask (`booking`).
 */
export interface RentalUnitProps {
  locale: Locale;
  /** The id of the URL (`rentalUnitId`), as text. */
  id: string;
  /** What the host offers beside the unit once it is loaded (an enquiry form, a calendar). */
  booking: (unit: RentalUnit) => ReactNode;
}

/** The modules of the `rental` slot with their props. */
export interface RentalSlot {
  RentalSearch: RentalSearchProps;
  RentalUnit: RentalUnitProps;
}

/** The kind of each module of the `rental` slot. */
export const RENTAL_MODULES = {
  RentalSearch: 'fragment',
  RentalUnit: 'fragment',
} as const satisfies ModuleKinds<RentalSlot>;
