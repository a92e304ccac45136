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
 */
import type { StatusCode } from 'shared/domain';
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

/** Every transaction of the standard source, by id. */
export const TRANSACTIONS: readonly TransactionRef[] = [
  {
    id: 1,
    status: 'FOR_SALE',
    closed: false,
    rent: false,
    name: names('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
  },
  {
    id: 2,
    status: 'TO_RENT',
    closed: false,
    rent: true,
    name: names('Te huur', 'À louer', 'To rent', 'Zu vermieten'),
  },
  {
    id: 3,
    status: 'FOR_SALE',
    closed: false,
    rent: false,
    name: names('Onder optie', 'Sous option', 'Under option', 'Unter Option'),
  },
  {
    id: 4,
    status: 'TO_RENT',
    closed: false,
    rent: true,
    name: names(
      'Verhuring onder optie',
      'Location sous option',
      'Rental under option',
      'Vermietung unter Option',
    ),
  },
  {
    id: 5,
    status: 'SOLD',
    closed: true,
    rent: false,
    name: names('Verkocht', 'Vendu', 'Sold', 'Verkauft'),
  },
  {
    id: 6,
    status: 'RENTED',
    closed: true,
    rent: true,
    name: names('Verhuurd', 'Loué', 'Rented', 'Vermietet'),
  },
  {
    id: 10,
    status: 'TAKE_OVER',
    closed: false,
    rent: false,
    name: names('Over te nemen', 'À remettre', 'For take-over', 'Zu übernehmen'),
  },
  {
    id: 12,
    status: 'TAKEN_OVER',
    closed: true,
    rent: false,
    name: names('Overgenomen', 'Remis', 'Taken over', 'Übernommen'),
  },
];

/** The six status codes (SPEC §3). */
export const STATUS_CODES: readonly StatusCode[] = [
  'FOR_SALE',
  'TO_RENT',
  'TAKE_OVER',
  'SOLD',
  'RENTED',
  'TAKEN_OVER',
];

/** Grouping order of statuses by transaction id (SPEC §9); ids not listed (12) follow in id order. */
export const STATUS_GROUP_ORDER: readonly number[] = [1, 3, 2, 4, 10, 5, 6];

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
