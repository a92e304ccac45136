/**
 * The answers of the engagement team's site endpoints that only its pages read: a subscription as
 * its token's holder sees it, its confirmation and unsubscription, and an appointment's
 * cancellation.
 */
import type { Locale } from 'shared/domain';
import type { Appointment } from 'api/contract/agenda';

/**
 * What a keep-me-informed subscription follows: the search's own filters. `status` one
 * open status (none: any), `types` head type ids, `cities` municipality ids, prices in euro
 * (monthly rent for TO_RENT), `bedrooms` at least this many (6: six or more). The API's contract
 * validates it.
 */
export interface SubscriptionCriteria {
  status?: 'FOR_SALE' | 'TO_RENT' | 'TAKE_OVER';
  types: number[];
  cities: number[];
  priceMin?: number;
  priceMax?: number;
  bedrooms?: number;
}

/** A subscription as its token's holder sees it: never the whole e-mail address. */
export interface SubscriptionView {
  status: 'pending' | 'active' | 'unsubscribed';
  locale: Locale;
  /** The address in part, e.g. 'a•••@example.be'; null once unsubscribed. */
  emailHint: string | null;
  /** Null once unsubscribed. */
  criteria: SubscriptionCriteria | null;
  /** ISO 8601 date-times. */
  createdAt: string;
  confirmedAt: string | null;
}

/** The answer of a confirmation: the subscription, and whether it was confirmed now or before. */
export interface SubscriptionConfirmation {
  subscription: SubscriptionView;
  confirmed: 'now' | 'already';
}

/** The answer of an unsubscription: `already` when it had been done before. */
export interface UnsubscribeAnswer {
  status: 'unsubscribed';
  already: boolean;
}

/** The answer of `DELETE /live-agenda/reservation/{id}`: cancelled now, or `already` before. */
export interface CancelAppointmentAnswer {
  status: 'cancelled';
  already: boolean;
}

/** The answer of a booking's confirmation: the appointment, confirmed now or before. */
export interface AppointmentConfirmation {
  appointment: Appointment;
  confirmed: 'now' | 'already';
}
