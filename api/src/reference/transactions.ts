/**
 * The transaction table the whole site depends on (SPEC §3 Enumerations, §4 "Sold and rent states
 * by transaction id", §9 grouping order). A status code filter maps to these ids.
 *
 * | id | status     | nl                    | note                                  |
 * |----|------------|-----------------------|---------------------------------------|
 * | 1  | FOR_SALE   | Te koop               |                                       |
 * | 2  | TO_RENT    | Te huur               |                                       |
 * | 3  | FOR_SALE   | Onder optie           | sale under option                     |
 * | 4  | TO_RENT    | Verhuring onder optie | rent under option (hidden on the demo)|
 * | 5  | SOLD       | Verkocht              |                                       |
 * | 6  | RENTED     | Verhuurd              |                                       |
 * | 10 | TAKE_OVER  | Over te nemen         |                                       |
 * | 12 | TAKEN_OVER | Overgenomen           | hidden on the demo site               |
 *
 * The ids, their status codes, the closed statuses and the rent ids come from the site's one
 * table, shared/estate/status (SPEC §3, §4); this file adds the names.
 */
import type { StatusCode } from '../contract/domain';
import {
  STATUS_CODES as SHARED_STATUS_CODES,
  STATUS_GROUP_ORDER as SHARED_STATUS_GROUP_ORDER,
  TRANSACTION_ID,
  isClosedStatus,
  isRentTransaction,
  statusOfTransaction,
} from 'shared/estate/status';
import { names, type Names } from './locales';

export interface TransactionRef {
  id: number;
  status: StatusCode;
  /** True for the closed statuses SOLD, RENTED, TAKEN_OVER. */
  closed: boolean;
  /** True for rent transactions (SPEC §4 standard source rent ids 2, 4, 6, 8). */
  rent: boolean;
  name: Names;
}

/** A transaction of the standard source: its id and names; status, closed and rent derived. */
function transaction(id: number, name: Names): TransactionRef {
  const status = statusOfTransaction(id);
  if (!status) throw new Error(`Transaction ${id} is not in the transaction table`);
  return { id, status, closed: isClosedStatus(status), rent: isRentTransaction(id), name };
}

/** Every transaction of the standard source, by id. */
export const TRANSACTIONS: readonly TransactionRef[] = [
  transaction(TRANSACTION_ID.FOR_SALE, names('Te koop', 'À vendre', 'For sale', 'Zu verkaufen')),
  transaction(TRANSACTION_ID.TO_RENT, names('Te huur', 'À louer', 'To rent', 'Zu vermieten')),
  transaction(
    TRANSACTION_ID.FOR_SALE_UNDER_OPTION,
    names('Onder optie', 'Sous option', 'Under option', 'Unter Option'),
  ),
  transaction(
    TRANSACTION_ID.TO_RENT_UNDER_OPTION,
    names(
      'Verhuring onder optie',
      'Location sous option',
      'Rental under option',
      'Vermietung unter Option',
    ),
  ),
  transaction(TRANSACTION_ID.SOLD, names('Verkocht', 'Vendu', 'Sold', 'Verkauft')),
  transaction(TRANSACTION_ID.RENTED, names('Verhuurd', 'Loué', 'Rented', 'Vermietet')),
  transaction(
    TRANSACTION_ID.TAKE_OVER,
    names('Over te nemen', 'À remettre', 'For take-over', 'Zu übernehmen'),
  ),
  transaction(TRANSACTION_ID.TAKEN_OVER, names('Overgenomen', 'Remis', 'Taken over', 'Übernommen')),
];

/** The six status codes (SPEC §3), from shared/estate/status. */
export const STATUS_CODES: readonly StatusCode[] = SHARED_STATUS_CODES;

/** Grouping order of statuses by transaction id (SPEC §9), from shared/estate/status. */
export const STATUS_GROUP_ORDER: readonly number[] = SHARED_STATUS_GROUP_ORDER;

/**
 * The transaction of an id.
 * @returns the reference row, or undefined for an unknown id
 */
export function transactionById(id: number): TransactionRef | undefined {
  return TRANSACTIONS.find((t) => t.id === id);
}

/**
 * Transaction ids of a list of status codes, e.g. `['FOR_SALE']` gives `[1, 3]`.
 * @returns the ids in table order, without duplicates
 */
export function transactionIdsForStatuses(statuses: readonly StatusCode[]): number[] {
  return TRANSACTIONS.filter((t) => statuses.includes(t.status)).map((t) => t.id);
}
