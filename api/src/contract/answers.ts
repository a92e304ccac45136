/**
 * What the API answers its form, appointment and subscription endpoints with, typed once: the
 * route handlers answer with these types and the teams' site calls read them (`api/contract`).
 * - a form accepted (contact, send-to-a-friend, keep-me-informed, valuation, viewing request);
 * - the live agenda: an estate's free slots, a booked appointment as the holder of its secret id
 *   sees it, its confirmation and its cancellation;
 * - a keep-me-informed subscription as the holder of its token sees it, its confirmation and its
 *   unsubscription.
 * The holiday rental answers are in ./rentals.
 */
import type { Locale } from 'shared/domain';
import type { AlertCriteria } from './engagement';

/** The answer of an accepted form (202): `received` is true, for a bot's submission too. */
export interface FormAnswer {
  received: boolean;
}

/**
 * A free viewing slot of a live agenda (GET /live-agenda/{estateId}): its start and end as
 * instants (ISO 8601, UTC), and its day and time of day in the agenda's time zone.
 */
export interface AgendaSlot {
  /** e.g. '2026-12-01T08:30:00.000Z'. */
  start: string;
  end: string;
  /** The day in the agenda's time zone, 'YYYY-MM-DD'. */
  date: string;
  /** The start's time of day in the agenda's time zone, 'HH:MM' (24 h). */
  time: string;
}

/** Who shows the estate: its sales representative, else the agency itself. */
export interface AgendaRepresentative {
  name: string;
  phone: string | null;
  email: string | null;
}

/**
 * An estate's live agenda (GET /sites/{siteId}/live-agenda/{estateId}): the free slots from now
 * to `to`, in time order.
 */
export interface LiveAgenda {
  estateId: string;
  /** IANA time zone of the agenda's days and times: 'Europe/Brussels'. */
  timeZone: string;
  /** The length of a slot, in minutes (30). */
  slotMinutes: number;
  /** The first and last day the agenda covers, 'YYYY-MM-DD' in its time zone. */
  from: string;
  to: string;
  representative: AgendaRepresentative;
  slots: AgendaSlot[];
}

/**
 * A booked viewing (GET /live-agenda/reservation/{id}; also the answer of a booking, 201), as the
 * holder of its id sees it: never the visitor's personal details.
 */
export interface Appointment {
  /** The secret id of the cancel link (at least 128 random bits, base64url). */
  id: string;
  estateId: string;
  start: string;
  end: string;
  timeZone: string;
  status: 'booked' | 'cancelled';
  /** When it was cancelled (ISO 8601), or null. */
  cancelledAt: string | null;
  /** True once its start time has passed: it can no longer be cancelled. */
  started: boolean;
  /** The language the visitor booked in. */
  locale: Locale;
  /** The estate in the appointment's language: its title, address and detail page path. */
  estate: { title: string; address: string; path: string };
  representative: AgendaRepresentative;
  /**
   * While the visitor has not confirmed their e-mail address: when the booking lapses and frees
   * its slot (ISO 8601); null once confirmed.
   */
  confirmBy?: string | null;
}

/** The answer of a booking's confirmation (its mail's link): the appointment, now or before. */
export interface AppointmentConfirmation {
  appointment: Appointment;
  confirmed: 'now' | 'already';
}

/** The answer of `DELETE /live-agenda/reservation/{id}`: cancelled now, or `already` before. */
export interface CancelAppointmentAnswer {
  status: 'cancelled';
  already: boolean;
}

/** A keep-me-informed subscription as its token's holder sees it: never the whole address. */
export interface SubscriptionView {
  status: 'pending' | 'active' | 'unsubscribed';
  locale: Locale;
  /** The address in part, e.g. 'a•••@example.be'; null once unsubscribed. */
  emailHint: string | null;
  /** The criteria the alerts follow; null once unsubscribed. */
  criteria: AlertCriteria | null;
  /** ISO 8601 date-times. */
  createdAt: string;
  confirmedAt: string | null;
}

/** The answer of a subscription's confirmation: the subscription, confirmed now or before. */
export interface SubscriptionConfirmation {
  subscription: SubscriptionView;
  confirmed: 'now' | 'already';
}

/** The answer of an unsubscription: `already` when it had been done before. */
export interface UnsubscribeAnswer {
  status: 'unsubscribed';
  already: boolean;
}
