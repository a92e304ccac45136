/**
 * The live agenda's answers (SPEC §7): the free slots of an estate's agenda and a booked
 * appointment as its holder sees it. The API answers with them; both providers of the
 * appointments slot read them.
 */
import type { Locale } from 'shared/domain';

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
