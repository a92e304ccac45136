/**
 * Data fetched for one estate of the detail page (its contact, collections, second-source
 * listing, similar estates), tagged with the estate's id so that a later page never shows what
 * was fetched for an earlier one.
 */
import type { Estate, Locale } from 'shared/domain';

/** The estate a detail page shows (a property, a project, or a unit) and the page's language. */
export interface ShownEstate {
  estate: Estate;
  locale: Locale;
}

/** Data fetched for the estate whose id (as text, SPEC §3) is `estateId`. */
export interface ForEstate<T> {
  estateId: string;
  data: T;
}

/**
 * The data of `tagged` when it belongs to the estate `shownId`, else `empty` (no estate shown,
 * nothing fetched yet, or fetched for another estate).
 */
export function dataFor<T>(tagged: ForEstate<T> | null, shownId: string | null, empty: T): T {
  return tagged !== null && shownId !== null && tagged.estateId === shownId ? tagged.data : empty;
}
