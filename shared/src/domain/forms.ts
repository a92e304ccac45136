/**
 * What the site's forms exchange with the API besides their own schemas (SPEC §7): the consent
 * texts, the answer of an accepted form, and the live agenda's slots and appointments, which
 * both providers of the appointments slot and the API share.
 */
import type { Locale } from './locale';

/**
 * A consent text of the site (SPEC §7 GET /agreements?locale=), in the asked language: what a
 * form shows next to its consent checkbox. `key` names the form it belongs to
 * ('contact', 'keep-me-informed'); `version` changes whenever the text does, and a form sends
 * back the version the visitor agreed to (the proof of consent keeps it).
 */
export interface Agreement {
  id: number;
  key: string;
  version: string;
  title: string;
  body: string;
  required: boolean;
}

/** The answer of an accepted form (contact, send-to-a-friend, subscribe). */
export interface FormAnswer {
  received: boolean;
}

/**
 * A free viewing slot of a live agenda (SPEC §7 GET /live-agenda/{id}): its start and
 * end as instants (ISO 8601, UTC), and its day and time of day in the agenda's time zone.
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
 * An estate's live agenda (SPEC §7 GET /sites/{siteId}/live-agenda/{estateId}): the
 * free slots from now to `to`, in time order.
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
 * A booked viewing (SPEC §7 GET /live-agenda/reservation/{id}), as the holder of its
 * id sees it: never the visitor's personal details.
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
