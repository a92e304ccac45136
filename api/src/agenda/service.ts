/**
 * Viewing appointments apart from HTTP (SPEC §1, §4 "Appointment lifecycle", §7
 * live-agenda): the free slots of an estate's live agenda, booking one (one booking per slot,
 * enforced by the database's unique index, so the second of two simultaneous bookings is told the
 * slot was just taken), reading and cancelling an appointment by its secret id, and the viewing
 * requests of an office without a live agenda. Every booking, cancellation and request writes its
 * mails to the outbox in the same transaction, so that none is lost when sending fails.
 *
 * Appointment ids are 192 random bits (base64url, 32 characters), sent only in the visitor's mail
 * and stored only as their SHA-256. Only open estates (for sale, to rent, for take-over) that the
 * site shows offer a booking.
 */
import type { AgendaRepresentative, Appointment, LiveAgenda } from '../contract';
import { randomBytes } from 'node:crypto';
import type { Locale } from 'shared/domain';
import type { Estate, Site } from '../contract/domain';
import {
  cancelAppointmentPath,
  confirmAppointmentPath,
  estatePath,
  type AppointmentRequest,
  VIEWING_REQUEST_DAYS_AHEAD,
  type ViewingRequest,
} from '../contract';
import { isHidden } from 'shared/estate/status';
import type { Database, DatabaseError, Queryable } from '../db/database';
import { agreementOf } from '../engagement/agreements';
import { estateSummary, type MailSite } from '../engagement/mails';
import { enqueueMail } from '../engagement/outbox';
import { tokenHash } from '../engagement/service';
import { normalizedAddress } from '../forms/guard';
import { isBelgianHoliday } from './holidays';
import {
  appointmentAgencyMail,
  appointmentBookedMail,
  appointmentCancelledMail,
  viewingRequestAgencyMail,
  viewingRequestVisitorMail,
  type AppointmentMailInput,
} from './mails';
import { agendaDays, agendaSlots, type AgendaRules, type OpeningPeriod } from './slots';

/** A new appointment id: 192 random bits, base64url (32 characters). */
export function newAppointmentId(): string {
  return randomBytes(24).toString('base64url');
}

/** An appointment id as the API hands them out (22 to 128 base64url characters accepted). */
export const APPOINTMENT_ID = /^[A-Za-z0-9_-]{22,128}$/;

/** The statuses whose estates offer a viewing (SPEC §3: the open ones). */
const OPEN_STATUSES = new Set(['FOR_SALE', 'TO_RENT', 'TAKE_OVER']);

interface AgendaRow {
  time_zone: string;
  slot_minutes: number;
  days_ahead: number;
  notice_minutes: number;
  opening_hours: OpeningPeriod[];
}

interface AppointmentRow {
  id_hash: string;
  estate_id: string;
  start_ms: number;
  end_ms: number;
  status: 'booked' | 'cancelled';
  locale: Locale;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  cancelled_at: string | null;
  time_zone: string;
  /** When a booking not yet confirmed lapses (ms), else null. */
  expires_ms: number | null;
}

/** What a booking gives. */
export type BookingOutcome =
  | { kind: 'booked'; appointment: Appointment }
  /** The estate has no agenda the site offers (none, sold, rented, hidden). */
  | { kind: 'noAgenda' }
  /** The start is not a slot of the agenda now (past, outside the hours, a holiday, too far). */
  | { kind: 'unavailable' }
  /** Someone else booked that slot first. */
  | { kind: 'taken' }
  /** The request passed every check, but its `admit` (the route's rate limits) stopped it. */
  | { kind: 'limited' }
  /**
   * The address or the estate has as many bookings waiting for confirmation as allowed; the
   * oldest of them lapses in `retryAfter` seconds.
   */
  | { kind: 'overCap'; cap: 'address' | 'estate'; retryAfter: number }
  /** The agreement version is not one of the appointment consent texts. */
  | { kind: 'agreement' };

/** What confirming a booking gives. */
export type ConfirmOutcome =
  | { kind: 'confirmed'; already: boolean; appointment: Appointment }
  /** No booking of that id (or one lapsed and cleaned up). */
  | { kind: 'unknown' }
  /** It was not confirmed in time: the slot is no longer held. */
  | { kind: 'lapsed' };

/** Bookings waiting for their e-mail address: how long one holds its slot, and the caps. */
export interface PendingBookings {
  /** How long an unconfirmed booking holds its slot, in ms. */
  ms: number;
  /** How many one e-mail address (normalized) and one estate may have at once. */
  caps: { perAddress: number; perUnit: number };
}

/** What a cancellation gives. */
export type CancelOutcome =
  { kind: 'cancelled'; already: boolean } | { kind: 'unknown' } | { kind: 'started' };

/** What a viewing request gives. */
export type ViewingRequestOutcome =
  | { kind: 'received' }
  | { kind: 'noEstate' }
  | { kind: 'days' }
  | { kind: 'agreement' }
  /** The request passed every check, but its `admit` (the route's rate limits) stopped it. */
  | { kind: 'limited' };

/**
 * Asked once a request has passed every check, just before it is stored: false stops it. The
 * routes count the request against their rate limits here, so that a refused one never counts.
 */
export type Admit = () => Promise<boolean>;

const admitAll: Admit = async () => true;

/** The address of an estate in words; only the municipality when the site hides the street. */
export function addressText(estate: Estate, locale: Locale): string {
  const a = estate.general.address;
  const pick = (text: Partial<Record<Locale, string>> | undefined) =>
    text?.[locale] || text?.nl || '';
  const city = [a?.city?.zip, pick(a?.city?.name)].filter(Boolean).join(' ');
  if (!a?.visible) return city;
  const street = [pick(a.street?.street_address), a.number, a.box ? `bus ${a.box}` : '']
    .filter(Boolean)
    .join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/** Who shows an estate: its sales representative, else the agency. */
export function representativeOf(estate: Estate | null, site: Site): AgendaRepresentative {
  const rep = estate?.salesRep;
  if (rep)
    return {
      name: `${rep.firstname} ${rep.lastname}`.trim(),
      phone: rep.phone ?? rep.mobile ?? site.phone ?? null,
      email: rep.email ?? site.email ?? null,
    };
  return { name: site.name, phone: site.phone || null, email: site.email || null };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The appointment operations on one database. */
export class AgendaService {
  /**
   * @param mails where a site's mails come from (the engagement service's `mailSite`)
   * @param outbox the sender to wake after mails are queued
   * @param clock the current time in ms (tests pass their own)
   * @param pending how long a booking holds its slot until its e-mail address is confirmed, and
   *   how many may wait per address and per estate (default: 30 minutes, 2, 3)
   */
  constructor(
    private readonly db: Database,
    private readonly mails: { mailSite(site: Site): MailSite },
    private readonly outbox: { kick(): void },
    private readonly clock: () => number = Date.now,
    private readonly pending: PendingBookings = {
      ms: 30 * 60_000,
      caps: { perAddress: 2, perUnit: 3 },
    },
  ) {}

  /** The estate of the site that offers a viewing: shown by the site and open; else null. */
  private async openEstate(site: Site, estateId: string): Promise<Estate | null> {
    const { rows } = await this.db.query<{ data: Estate; status: string }>(
      'SELECT data, status FROM estates WHERE site_id = $1 AND id = $2',
      [site.id, estateId],
    );
    const row = rows[0];
    if (!row || !OPEN_STATUSES.has(row.status)) return null;
    if (isHidden(row.data, site.settings.hiddenStatus)) return null;
    return row.data;
  }

  private async rules(siteId: number, estateId: string, db: Queryable = this.db) {
    const { rows } = await db.query<AgendaRow>(
      `SELECT time_zone, slot_minutes, days_ahead, notice_minutes, opening_hours
       FROM agendas WHERE site_id = $1 AND estate_id = $2`,
      [siteId, estateId],
    );
    const row = rows[0];
    if (!row) return null;
    const rules: AgendaRules = {
      timeZone: row.time_zone,
      slotMinutes: row.slot_minutes,
      daysAhead: row.days_ahead,
      noticeMinutes: row.notice_minutes,
      openingHours: row.opening_hours,
    };
    return rules;
  }

  /**
   * The starts (ms) of the booked appointments of an estate from `from` (now) on; a booking
   * never confirmed in time holds nothing.
   */
  private async taken(siteId: number, estateId: string, from: number): Promise<Set<number>> {
    const { rows } = await this.db.query<{ start_ms: number }>(
      `SELECT (extract(epoch FROM starts_at) * 1000)::float8 AS start_ms FROM appointments
       WHERE site_id = $1 AND estate_id = $2 AND status = 'booked'
         AND starts_at >= to_timestamp($3::float8 / 1000)
         AND (expires_at IS NULL OR expires_at > to_timestamp($3::float8 / 1000))`,
      [siteId, estateId, from],
    );
    return new Set(rows.map((row) => row.start_ms));
  }

  /**
   * The free slots of an estate's live agenda from now on (SPEC §7 GET /live-agenda/{id}).
   * @returns the agenda, or null when the estate has none the site offers (no agenda, sold,
   *   rented, taken over, hidden, unknown)
   */
  async liveAgenda(site: Site, estateId: string): Promise<LiveAgenda | null> {
    const estate = await this.openEstate(site, estateId);
    const rules = estate ? await this.rules(site.id, estateId) : null;
    if (!estate || !rules) return null;
    const now = this.clock();
    const slots = agendaSlots(rules, now, {
      isHoliday: isBelgianHoliday,
      taken: await this.taken(site.id, estateId, now),
    });
    const days = agendaDays(rules, now);
    return {
      estateId,
      timeZone: rules.timeZone,
      slotMinutes: rules.slotMinutes,
      from: days[0] ?? '',
      to: days.at(-1) ?? '',
      representative: representativeOf(estate, site),
      slots: slots.map((slot) => ({
        start: iso(slot.start),
        end: iso(slot.end),
        date: slot.date,
        time: slot.time,
      })),
    };
  }

  /**
   * The site's mail settings and the mails' view of a stored appointment `row` (`id`: its secret
   * id), its estate read as it is now; the visitor's details are empty once erased.
   */
  private async storedMail(
    site: Site,
    row: AppointmentRow,
    id: string,
  ): Promise<{ mail: MailSite; input: AppointmentMailInput }> {
    const estate = await this.openEstateOrAny(site, row.estate_id);
    const mail = this.mails.mailSite(site);
    const visitor = {
      name: row.name ?? '',
      email: row.email ?? '',
      phone: row.phone ?? '',
      message: row.message ?? '',
    };
    return {
      mail,
      input: this.mailInput(mail, estate, site, { ...row, ...visitor }, id, row.id_hash),
    };
  }

  /** The mails' view of an appointment. */
  private mailInput(
    mail: MailSite,
    estate: Estate | null,
    site: Site,
    row: Pick<AppointmentRow, 'estate_id' | 'start_ms' | 'end_ms' | 'locale' | 'time_zone'> & {
      name: string;
      email: string;
      phone: string;
      message: string;
    },
    id: string | null,
    idHash: string,
  ): AppointmentMailInput {
    const locale = row.locale;
    const path = estatePath(locale, row.estate_id);
    const summary = estate ? estateSummary(estate, locale, mail.origin, path) : null;
    return {
      uidBase: `appointment-${idHash.slice(0, 32)}`,
      start: row.start_ms,
      end: row.end_ms,
      timeZone: row.time_zone,
      estate: {
        title: summary?.title || row.estate_id,
        address: estate ? addressText(estate, locale) : '',
        url: summary?.url ?? `${mail.origin}${path}`,
      },
      representative: representativeOf(estate, site),
      visitor: {
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        locale,
      },
      cancelUrl: id ? `${mail.origin}${cancelAppointmentPath(locale, id)}` : '',
    };
  }

  /**
   * Books a slot (SPEC §7 POST /live-agenda/reservation): checks the consent text, the estate
   * and that `start` is a slot of its agenda now, then stores the appointment and queues the
   * visitor's confirmation (with the `.ics` and cancel link) and the agency's notice, in one
   * transaction. Of two bookings of one slot, the database lets one through.
   * @param admit asked once every check has passed, before the write (see Admit); 'limited'
   *   when it answers false
   * @param options.store false for a bot's booking (its honeypot filled in): every check is made
   *   and the answer is that of a booking, with an id of no appointment, but nothing is counted,
   *   stored or mailed, so that the bot cannot tell it was found out
   */
  async book(
    site: Site,
    request: AppointmentRequest,
    admit: Admit = admitAll,
    { store = true }: { store?: boolean } = {},
  ): Promise<BookingOutcome> {
    const agreementId = await agreementOf(
      this.db,
      site.id,
      'appointment',
      request.agreementVersion,
    );
    if (agreementId === null) return { kind: 'agreement' };
    const estate = await this.openEstate(site, request.estateId);
    const rules = estate ? await this.rules(site.id, request.estateId) : null;
    if (!estate || !rules) return { kind: 'noAgenda' };
    const start = Date.parse(request.start);
    const now = this.clock();
    const slot = agendaSlots(rules, now, { isHoliday: isBelgianHoliday }).find(
      (s) => s.start === start,
    );
    if (!slot) return { kind: 'unavailable' };
    if (store && !(await admit())) return { kind: 'limited' };
    const id = newAppointmentId();
    const idHash = tokenHash(id);
    const mail = this.mails.mailSite(site);
    const input = this.mailInput(
      mail,
      estate,
      site,
      {
        estate_id: request.estateId,
        start_ms: slot.start,
        end_ms: slot.end,
        locale: request.locale,
        time_zone: rules.timeZone,
        name: request.name,
        email: request.email,
        phone: request.phone,
        message: request.message ?? '',
      },
      id,
      idHash,
    );
    input.confirm = {
      url: `${mail.origin}${confirmAppointmentPath(request.locale, id)}`,
      minutes: Math.round(this.pending.ms / 60_000),
    };
    if (store) {
      const emailKey = normalizedAddress(request.email);
      try {
        const over = await this.db.transaction(async (tx) => {
          const cap = await this.pendingCap(tx, site.id, request.estateId, emailKey, now);
          if (cap) return cap;
          // A booking of this slot never confirmed in time holds it no longer.
          await tx.query(
            `DELETE FROM appointments WHERE site_id = $1 AND estate_id = $2
               AND starts_at = to_timestamp($3::float8 / 1000) AND status = 'booked'
               AND confirmed_at IS NULL AND expires_at <= to_timestamp($4::float8 / 1000)`,
            [site.id, request.estateId, slot.start, now],
          );
          await tx.query(
            `INSERT INTO appointments (id_hash, site_id, estate_id, starts_at, ends_at, locale, name,
             email, phone, message, agreement_id, agreement_version, email_key, created_at,
             expires_at)
           VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), to_timestamp($5::float8 / 1000),
             $6, $7, $8, $9, $10, $11, $12, $13, to_timestamp($14::float8 / 1000),
             to_timestamp($15::float8 / 1000))`,
            [
              idHash,
              site.id,
              request.estateId,
              slot.start,
              slot.end,
              request.locale,
              request.name,
              request.email,
              request.phone,
              request.message || null,
              agreementId,
              request.agreementVersion,
              emailKey,
              now,
              now + this.pending.ms,
            ],
          );
          // The agency hears of it once the visitor has confirmed their address (confirm).
          await enqueueMail(tx, site.id, 'appointment', await appointmentBookedMail(mail, input));
          return null;
        });
        if (over) return over;
      } catch (error) {
        if ((error as DatabaseError).code === '23505') return { kind: 'taken' };
        throw error;
      }
      this.outbox.kick();
    }
    return {
      kind: 'booked',
      appointment: {
        id,
        estateId: request.estateId,
        start: iso(slot.start),
        end: iso(slot.end),
        timeZone: rules.timeZone,
        status: 'booked',
        cancelledAt: null,
        started: false,
        locale: request.locale,
        estate: {
          title: input.estate.title,
          address: input.estate.address,
          path: estatePath(request.locale, request.estateId),
        },
        representative: input.representative,
        confirmBy: iso(now + this.pending.ms),
      },
    };
  }

  /**
   * The cap of waiting bookings a new one would go over, in the caller's transaction: the
   * address's, then the estate's; each counted under an advisory lock of its key, so that two
   * bookings at once cannot both take the last place.
   * @returns the outcome 'overCap', or null within both caps
   */
  private async pendingCap(
    tx: Queryable,
    siteId: number,
    estateId: string,
    emailKey: string,
    now: number,
  ): Promise<Extract<BookingOutcome, { kind: 'overCap' }> | null> {
    const scopes = [
      ['address', 'email_key = $1', [emailKey], this.pending.caps.perAddress],
      [
        'estate',
        'site_id = $1 AND estate_id = $3',
        [siteId, now, estateId],
        this.pending.caps.perUnit,
      ],
    ] as const;
    for (const [cap, where, values, max] of scopes) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `booking:${cap}:${values.join(':')}`,
      ]);
      const params = cap === 'address' ? [values[0], now] : values;
      const { rows } = await tx.query<{ n: number; first: number | null }>(
        `SELECT count(*)::int AS n, (extract(epoch FROM min(expires_at)) * 1000)::float8 AS first
           FROM appointments
          WHERE ${where} AND status = 'booked' AND confirmed_at IS NULL
            AND expires_at > to_timestamp($2::float8 / 1000)`,
        [...params],
      );
      const row = rows[0] ?? { n: 0, first: null };
      if (row.n >= max) {
        const retryAfter = Math.max(1, Math.ceil(((row.first ?? now) - now) / 1000));
        return { kind: 'overCap', cap, retryAfter };
      }
    }
    return null;
  }

  /**
   * Confirms a booking's e-mail address (the link of its mail): from then on it holds its slot
   * until cancelled, and the agency's notice is queued, once.
   * @returns 'confirmed' (already: a replay) with the appointment, 'unknown' for an id of no
   *   booking of the site, 'lapsed' for one not confirmed in time
   */
  async confirm(site: Site, id: string): Promise<ConfirmOutcome> {
    if (!APPOINTMENT_ID.test(id)) return { kind: 'unknown' };
    const now = this.clock();
    const { rows } = await this.db.query<{ pending: boolean; lapsed: boolean }>(
      `SELECT confirmed_at IS NULL AS pending,
              (confirmed_at IS NULL AND expires_at <= to_timestamp($3::float8 / 1000)) AS lapsed
         FROM appointments WHERE site_id = $1 AND id_hash = $2 AND source = 'visitor'`,
      [site.id, tokenHash(id), now],
    );
    const state = rows[0];
    if (!state) return { kind: 'unknown' };
    if (state.lapsed) return { kind: 'lapsed' };
    const row = await this.find(site.id, id);
    if (!row) return { kind: 'unknown' };
    let already = !state.pending || row.status !== 'booked';
    if (!already) {
      const { mail, input } = await this.storedMail(site, row, id);
      const done = await this.db.transaction(async (tx) => {
        const { rows: updated } = await tx.query(
          `UPDATE appointments SET confirmed_at = to_timestamp($2::float8 / 1000), expires_at = NULL
            WHERE id_hash = $1 AND status = 'booked' AND confirmed_at IS NULL
              AND expires_at > to_timestamp($2::float8 / 1000)
          RETURNING id_hash`,
          [row.id_hash, now],
        );
        if (updated.length === 0) return false;
        await enqueueMail(
          tx,
          site.id,
          'appointment-agency',
          await appointmentAgencyMail(mail, input, 'booked'),
        );
        return true;
      });
      if (done) this.outbox.kick();
      already = !done;
    }
    const appointment = await this.read(site, id);
    return appointment ? { kind: 'confirmed', already, appointment } : { kind: 'lapsed' };
  }

  private async find(siteId: number, id: string): Promise<AppointmentRow | null> {
    if (!APPOINTMENT_ID.test(id)) return null;
    const { rows } = await this.db.query<AppointmentRow>(
      `SELECT a.id_hash, a.estate_id, (extract(epoch FROM a.starts_at) * 1000)::float8 AS start_ms,
         (extract(epoch FROM a.ends_at) * 1000)::float8 AS end_ms, a.status, a.locale, a.name,
         a.email, a.phone, a.message, to_json(a.cancelled_at) #>> '{}' AS cancelled_at,
         g.time_zone, CASE WHEN a.confirmed_at IS NULL
           THEN (extract(epoch FROM a.expires_at) * 1000)::float8 END AS expires_ms
       FROM appointments a JOIN agendas g USING (site_id, estate_id)
       WHERE a.site_id = $1 AND a.id_hash = $2 AND a.source = 'visitor'
         AND (a.confirmed_at IS NOT NULL OR a.expires_at > to_timestamp($3::float8 / 1000))`,
      [siteId, tokenHash(id), this.clock()],
    );
    return rows[0] ?? null;
  }

  /**
   * An appointment by its secret id (SPEC §7 GET /live-agenda/reservation/{id}), without the
   * visitor's personal details.
   * @returns null for an id of no appointment of the site (a malformed one included)
   */
  async read(site: Site, id: string): Promise<Appointment | null> {
    const row = await this.find(site.id, id);
    if (!row) return null;
    const { rows } = await this.db.query<{ data: Estate }>(
      'SELECT data FROM estates WHERE site_id = $1 AND id = $2',
      [site.id, row.estate_id],
    );
    const estate = rows[0]?.data ?? null;
    const locale = row.locale;
    const path = estatePath(locale, row.estate_id);
    const title = estate ? estateSummary(estate, locale, '', path).title : row.estate_id;
    return {
      id,
      estateId: row.estate_id,
      start: iso(row.start_ms),
      end: iso(row.end_ms),
      timeZone: row.time_zone,
      status: row.status,
      cancelledAt: row.cancelled_at,
      started: row.start_ms <= this.clock(),
      locale,
      estate: { title, address: estate ? addressText(estate, locale) : '', path },
      representative: representativeOf(estate, site),
      confirmBy: row.expires_ms === null ? null : iso(row.expires_ms),
    };
  }

  /**
   * Cancels an appointment (SPEC §7 DELETE /live-agenda/reservation/{id}): frees its slot,
   * queues the agency's notice and the visitor's confirmation (with the `.ics` that removes the
   * event), once, and erases the visitor's name, e-mail, phone and message from it. A second call finds it done; one at or after its start is refused.
   */
  async cancel(site: Site, id: string): Promise<CancelOutcome> {
    const row = await this.find(site.id, id);
    if (!row) return { kind: 'unknown' };
    if (row.status === 'cancelled') return { kind: 'cancelled', already: true };
    const now = this.clock();
    if (row.start_ms <= now) return { kind: 'started' };
    const { mail, input } = await this.storedMail(site, row, id);
    const done = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id_hash: string }>(
        // The visitor's details go with the appointment (retention): the two mails below,
        // queued in this transaction, are the last use of them.
        `UPDATE appointments SET status = 'cancelled', cancelled_at = now(),
           name = NULL, email = NULL, phone = NULL, message = NULL
         WHERE id_hash = $1 AND status = 'booked' AND starts_at > to_timestamp($2::float8 / 1000)
         RETURNING id_hash`,
        [row.id_hash, now],
      );
      if (rows.length === 0) return false;
      // The agency heard of the booking only once it was confirmed (see confirm).
      if (row.expires_ms === null)
        await enqueueMail(
          tx,
          site.id,
          'appointment-agency',
          await appointmentAgencyMail(mail, input, 'cancelled'),
        );
      if (input.visitor.email)
        await enqueueMail(
          tx,
          site.id,
          'appointment-cancelled',
          await appointmentCancelledMail(mail, input),
        );
      return true;
    });
    if (!done) return { kind: 'cancelled', already: true };
    this.outbox.kick();
    return { kind: 'cancelled', already: false };
  }

  private async openEstateOrAny(site: Site, estateId: string): Promise<Estate | null> {
    const { rows } = await this.db.query<{ data: Estate }>(
      'SELECT data FROM estates WHERE site_id = $1 AND id = $2',
      [site.id, estateId],
    );
    return rows[0]?.data ?? null;
  }

  /**
   * Stores a viewing request (the appointments slot of an office without a live agenda) and
   * queues the agency's mail and the visitor's acknowledgement, in one transaction.
   * @returns 'noEstate' when the site shows no open estate of that id, 'days' when a preferred day
   *   is before today or more than VIEWING_REQUEST_DAYS_AHEAD days ahead (Europe/Brussels),
   *   'agreement' for an unknown consent text version, 'limited' when `admit` answers false
   * @param admit asked once every check has passed, before the write (see Admit)
   */
  async viewingRequest(
    site: Site,
    request: ViewingRequest,
    admit: Admit = admitAll,
  ): Promise<ViewingRequestOutcome> {
    const agreementId = await agreementOf(
      this.db,
      site.id,
      'appointment',
      request.agreementVersion,
    );
    if (agreementId === null) return { kind: 'agreement' };
    const estate = await this.openEstate(site, request.estateId);
    if (!estate) return { kind: 'noEstate' };
    const allowed = new Set(
      agendaDays(
        { timeZone: 'Europe/Brussels', daysAhead: VIEWING_REQUEST_DAYS_AHEAD + 1 },
        this.clock(),
      ),
    );
    if (!request.preferredDays.every((day) => allowed.has(day))) return { kind: 'days' };
    if (!(await admit())) return { kind: 'limited' };
    const mail = this.mails.mailSite(site);
    const days = [...request.preferredDays].sort();
    const visitorInput = (locale: Locale) => {
      const path = estatePath(locale, request.estateId);
      const summary = estateSummary(estate, locale, mail.origin, path);
      return {
        estate: { title: summary.title, address: addressText(estate, locale), url: summary.url },
        preferredDays: days,
        dayParts: request.dayParts,
        visitor: {
          name: request.name,
          email: request.email,
          phone: request.phone ?? '',
          message: request.message ?? '',
          locale: request.locale,
        },
      };
    };
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO viewing_requests (site_id, estate_id, locale, preferred_days, day_parts, name,
           email, phone, message, agreement_id, agreement_version)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11)`,
        [
          site.id,
          request.estateId,
          request.locale,
          JSON.stringify(days),
          JSON.stringify(request.dayParts),
          request.name,
          request.email,
          request.phone || null,
          request.message || null,
          agreementId,
          request.agreementVersion,
        ],
      );
      await enqueueMail(
        tx,
        site.id,
        'viewing-request-agency',
        await viewingRequestAgencyMail(mail, visitorInput(site.settings.defaultLocale)),
      );
      await enqueueMail(
        tx,
        site.id,
        'viewing-request',
        await viewingRequestVisitorMail(mail, visitorInput(request.locale)),
      );
    });
    this.outbox.kick();
    return { kind: 'received' };
  }
}
