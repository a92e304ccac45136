/**
 * Status codes, transaction ids and the states derived from them (SPEC §3 status, §4 "Sold and
 * rent states by transaction id", §5 visibility, §9 grouping order). The one table of the site:
 * the API (its transaction table, search filters and schemas) and every front end read it here.
 * Runtime imports: none (types only), so the API can load it.
 */
import type { Estate, StatusCode } from '../domain';

/** Transaction ids of the site and the API (one fixed table). */
export const TRANSACTION_ID = {
  FOR_SALE: 1,
  TO_RENT: 2,
  /** For sale, under option. */
  FOR_SALE_UNDER_OPTION: 3,
  /** To rent, under option. */
  TO_RENT_UNDER_OPTION: 4,
  SOLD: 5,
  RENTED: 6,
  TAKE_OVER: 10,
  TAKEN_OVER: 12,
} as const;

/**
 * The six status codes of SPEC §3, open ones first: FOR_SALE, TO_RENT, TAKE_OVER, then SOLD,
 * RENTED, TAKEN_OVER. The one list: filters, schemas and label tables follow it.
 */
export const STATUS_CODES = [
  'FOR_SALE',
  'TO_RENT',
  'TAKE_OVER',
  'SOLD',
  'RENTED',
  'TAKEN_OVER',
] as const satisfies readonly StatusCode[];

/** The transaction ids of each status (SPEC §3 status): an option stays FOR_SALE or TO_RENT. */
export const STATUS_TRANSACTION_IDS: Readonly<Record<StatusCode, number[]>> = {
  FOR_SALE: [TRANSACTION_ID.FOR_SALE, TRANSACTION_ID.FOR_SALE_UNDER_OPTION],
  TO_RENT: [TRANSACTION_ID.TO_RENT, TRANSACTION_ID.TO_RENT_UNDER_OPTION],
  TAKE_OVER: [TRANSACTION_ID.TAKE_OVER],
  SOLD: [TRANSACTION_ID.SOLD],
  RENTED: [TRANSACTION_ID.RENTED],
  TAKEN_OVER: [TRANSACTION_ID.TAKEN_OVER],
};

/** The open statuses (SPEC §3): the estate is still on offer. */
export const OPEN_STATUSES: readonly StatusCode[] = STATUS_CODES.slice(0, 3);
/** The closed statuses (SPEC §3): the estate is sold, rented or taken over. */
export const CLOSED_STATUSES: readonly StatusCode[] = STATUS_CODES.slice(3);

/** The two sources of estates (SPEC §4): the standard one, and the alternate one (`general.guid`). */
export type EstateSource = 'standard' | 'alternate';

/** Transaction ids that mean sold, per source (SPEC §4). */
export const SOLD_TRANSACTION_IDS: Readonly<Record<EstateSource, readonly number[]>> = {
  standard: [5, 6],
  alternate: [1, 6, 7],
};
/** Transaction ids of a rent, per source (SPEC §4). */
export const RENT_TRANSACTION_IDS: Readonly<Record<EstateSource, readonly number[]>> = {
  standard: [2, 4, 6, 8],
  alternate: [2, 4, 6, 8, 10],
};

/**
 * Order of the status groups by transaction id (SPEC §9): 1, 3, 2, 4, 10, 5, 6; other ids follow,
 * ascending.
 */
export const STATUS_GROUP_ORDER: readonly number[] = [1, 3, 2, 4, 10, 5, 6];

/**
 * True when a transaction id is a rent in `source` (SPEC §4): 2, 4, 6 and 8 for the standard
 * source; 2, 4, 6, 8 and 10 for the alternate source.
 * @param id a transaction id; null or undefined is not a rent
 */
export function isRentTransaction(
  id: number | null | undefined,
  source: EstateSource = 'standard',
): boolean {
  return id !== null && id !== undefined && RENT_TRANSACTION_IDS[source].includes(Number(id));
}

/** True when a status code is closed (SOLD, RENTED, TAKEN_OVER; SPEC §3). */
export function isClosedStatus(status: StatusCode | null | undefined): boolean {
  return status !== null && status !== undefined && CLOSED_STATUSES.includes(status);
}

/**
 * The status of a transaction id (SPEC §3 status codes): 1 and 3 FOR_SALE, 2 and 4 TO_RENT,
 * 5 SOLD, 6 RENTED, 10 TAKE_OVER, 12 TAKEN_OVER.
 * @param id a transaction id; null, undefined or an id outside the table gives null
 * @returns the status code, or null
 */
export function statusOfTransaction(id: number | null | undefined): StatusCode | null {
  if (id === null || id === undefined) return null;
  for (const [status, ids] of Object.entries(STATUS_TRANSACTION_IDS)) {
    if (ids.includes(Number(id))) return status as StatusCode;
  }
  return null;
}

/** The transaction id of an estate (`general.transaction.id`), or null when it has none. */
function transactionIdOf(estate: Estate): number | null {
  const id = estate.general?.transaction?.id;
  return id === null || id === undefined ? null : Number(id);
}

/**
 * True when the estate comes from the alternate source: its `general.guid` is a non-empty
 * string (SPEC §3, §4).
 */
export function isAlternateSource(estate: Estate): boolean {
  const guid = estate.general?.guid;
  return typeof guid === 'string' && guid !== '';
}

/** The source of an estate (SPEC §4): alternate when `general.guid` is set. */
function sourceOf(estate: Estate): EstateSource {
  return isAlternateSource(estate) ? 'alternate' : 'standard';
}

/**
 * True when the estate is sold, by its transaction id (SPEC §4): ids 5 and 6 for the standard
 * source; ids 1, 6 and 7 for the alternate source (`general.guid` present).
 * @param estate an estate; one without a transaction is not sold
 */
export function isSold(estate: Estate): boolean {
  const id = transactionIdOf(estate);
  return id !== null && SOLD_TRANSACTION_IDS[sourceOf(estate)].includes(id);
}

/**
 * True when the estate is a rent, by its transaction id (SPEC §4): ids 2, 4, 6 and 8 for the
 * standard source; 2, 4, 6, 8 and 10 for the alternate source (`general.guid` present).
 * @param estate an estate; one without a transaction is not a rent
 */
export function isRent(estate: Estate): boolean {
  return isRentTransaction(transactionIdOf(estate), sourceOf(estate));
}

/**
 * True when the price of the estate is not shown (SPEC §2: hidden when sold): it is sold
 * (`isSold`), or, for the standard source, its status is closed (SOLD, RENTED, TAKEN_OVER).
 * @param estate an estate
 */
export function isPriceHidden(estate: Estate): boolean {
  if (isSold(estate)) return true;
  if (isAlternateSource(estate)) return false;
  return isClosedStatus(statusOfTransaction(transactionIdOf(estate)));
}

/** URL `trans` values (SPEC §9) and the status each stands for (SPEC §4 Filter). */
const TRANS_STATUS = { kopen: 'FOR_SALE', huren: 'TO_RENT' } as const;

/** A URL `trans` value (SPEC §9). */
export type TransQuery = keyof typeof TRANS_STATUS;

/**
 * The status of a URL `trans` value (SPEC §4 Filter): 'kopen' gives FOR_SALE, 'huren' TO_RENT.
 * @param trans the query value, compared without case and surrounding spaces
 * @returns the status, or null for any other value (it is then ignored)
 */
export function transFromQuery(trans: string | null | undefined): 'FOR_SALE' | 'TO_RENT' | null {
  const key = trans?.trim().toLowerCase();
  return key === 'kopen' || key === 'huren' ? TRANS_STATUS[key] : null;
}

/**
 * The URL `trans` value of a status, the reverse of `transFromQuery` (SPEC §4, §9): FOR_SALE
 * gives 'kopen', TO_RENT 'huren'.
 * @returns the query value, or null for a status without one
 */
export function transToQuery(status: StatusCode | null | undefined): TransQuery | null {
  if (status === 'FOR_SALE') return 'kopen';
  if (status === 'TO_RENT') return 'huren';
  return null;
}

/**
 * True when the estate is never shown (SPEC §5): its status id (`general.transaction.id`) is in
 * the site's hiddenStatus list.
 * @param estate an estate (or a map marker's estate)
 * @param hiddenStatus transaction ids from the site settings
 */
export function isHidden(estate: Estate, hiddenStatus: readonly number[]): boolean {
  const id = transactionIdOf(estate);
  return id !== null && hiddenStatus.some((hidden) => Number(hidden) === id);
}

/**
 * The estates that may be shown (SPEC §5), in their given order: those whose status id is not
 * in hiddenStatus.
 * @param list estates
 * @param hiddenStatus transaction ids from the site settings
 * @returns a new list; the estates themselves are not copied
 */
export function visibleEstates<T extends Estate>(
  list: readonly T[],
  hiddenStatus: readonly number[],
): T[] {
  return list.filter((estate) => !isHidden(estate, hiddenStatus));
}
