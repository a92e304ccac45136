/**
 * How long the API keeps personal data, and its erasure (the agency's decided retention periods):
 * - the outbox: a mail's body goes as soon as it is sent (outbox.ts); sent rows are deleted 30
 *   days after sending, unsent ones (failed, still retried) 30 days after queuing;
 * - send-to-a-friend requests: 30 days (they serve only the daily caps and abuse checks);
 * - contact requests, valuation requests, viewing requests, holiday enquiries and reservation
 *   requests: 12 months after receipt (a request the agency turned into a booking keeps its
 *   booking, not the visitor's request);
 * - appointments: the visitor's name, e-mail, phone and message are erased at cancellation
 *   (agenda/service.ts) and 30 days after the appointment otherwise;
 * - subscriptions: the address is erased at unsubscription, in the subscription and the outbox
 *   (`eraseFromOutbox`); a subscription never confirmed is deleted after 30 days;
 * - the rate limits' counts live at most one window, 24 hours at most (rate-limit-store.ts);
 * - on request, `eraseAddress` (the operator's `npm run erase -- address`) erases every record
 *   holding an address.
 * `runRetention` applies the periods; the housekeeping job (housekeeping.ts) runs it on a timer.
 */
import type { Database, Queryable } from '../db/database';
import { OUTBOX_KEEP_DAYS } from '../engagement/outbox';

/** The periods, in days (months for the requests). */
export const RETENTION = {
  outboxDays: OUTBOX_KEEP_DAYS,
  friendDays: 30,
  requestMonths: 12,
  appointmentDays: 30,
  unconfirmedSubscriptionDays: 30,
} as const;

/** What one retention run deleted or anonymised, per kind of record. */
export type RetentionReport = Record<string, number>;

/** Runs a statement and gives how many rows it touched (its RETURNING rows). */
async function count(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query(sql, params);
  return rows.length;
}

/**
 * Deletes the rows of a table received longer ago than a period.
 * @param period make_interval's arguments, e.g. 'days => 30'
 * @returns how many were deleted
 */
function olderThan(db: Queryable, table: string, period: string): Promise<number> {
  return count(
    db,
    `DELETE FROM ${table} WHERE created_at < now() - make_interval(${period}) RETURNING id`,
  );
}

/**
 * Deletes and anonymises what is past its period (see the module's comment), as of the
 * database's clock.
 * @returns the number of records touched per kind
 * @throws the database's error
 */
export async function runRetention(db: Queryable): Promise<RetentionReport> {
  const r = RETENTION;
  return {
    outbox: await count(
      db,
      `DELETE FROM mail_outbox
       WHERE (sent_at < now() - make_interval(days => ${r.outboxDays})
          OR (sent_at IS NULL AND created_at < now() - make_interval(days => ${r.outboxDays})))
         AND (locked_until IS NULL OR locked_until < now())
       RETURNING id`,
    ),
    friendMessages: await olderThan(db, 'friend_messages', `days => ${r.friendDays}`),
    contactRequests: await olderThan(db, 'contact_requests', `months => ${r.requestMonths}`),
    valuationRequests: await olderThan(db, 'valuation_requests', `months => ${r.requestMonths}`),
    viewingRequests: await olderThan(db, 'viewing_requests', `months => ${r.requestMonths}`),
    holidayEnquiries: await olderThan(db, 'rental_enquiries', `months => ${r.requestMonths}`),
    reservationRequests: await count(
      db,
      `DELETE FROM rental_reservations
       WHERE request IS NOT NULL AND status = 'OPTION'
         AND created_at < now() - make_interval(months => ${r.requestMonths}) RETURNING id`,
    ),
    bookedRequests: await count(
      db,
      `UPDATE rental_reservations SET request = NULL
       WHERE request IS NOT NULL AND status = 'BOOKED'
         AND created_at < now() - make_interval(months => ${r.requestMonths}) RETURNING id`,
    ),
    appointments: await count(
      db,
      `UPDATE appointments SET name = NULL, email = NULL, phone = NULL, message = NULL
       WHERE (status = 'cancelled' OR starts_at < now() - make_interval(days => ${r.appointmentDays}))
         AND (name IS NOT NULL OR email IS NOT NULL OR phone IS NOT NULL OR message IS NOT NULL)
       RETURNING id_hash`,
    ),
    unconfirmedSubscriptions: await count(
      db,
      `DELETE FROM subscriptions
       WHERE status = 'pending'
         AND created_at < now() - make_interval(days => ${r.unconfirmedSubscriptionDays})
       RETURNING id`,
    ),
  };
}

/**
 * Erases an address from the outbox: its mails not sent yet are dropped (nothing more goes to
 * it), and the sent ones keep no trace of it (recipient and headers cleared). Also the mails to
 * the agency that carry it (a request's Reply-To and text) are dropped or cleared alike.
 * @param email the address, any case
 * @returns how many rows were dropped or cleared
 */
export async function eraseFromOutbox(db: Queryable, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if (address === '') return 0;
  const holds = `(lower(recipient) = $1 OR strpos(lower(message::text), $1) > 0)`;
  const dropped = await count(
    db,
    `DELETE FROM mail_outbox WHERE sent_at IS NULL AND ${holds} RETURNING id`,
    [address],
  );
  const cleared = await count(
    db,
    `UPDATE mail_outbox SET recipient = '',
       message = jsonb_build_object('subject', message -> 'subject', 'redacted', true, 'erased', true)
     WHERE sent_at IS NOT NULL AND ${holds} RETURNING id`,
    [address],
  );
  return dropped + cleared;
}

/**
 * Erases every record holding an e-mail address (a data subject's request): requests, messages
 * and subscriptions are deleted, appointments anonymised, holiday bookings keep the booking
 * without the request, and the outbox is cleared of it; in one transaction.
 * @param email the address (compared without case)
 * @returns the number of records erased per kind
 * @throws Error for an empty address; the database's error
 */
export async function eraseAddress(db: Database, email: string): Promise<RetentionReport> {
  const address = email.trim().toLowerCase();
  if (!address.includes('@')) throw new Error(`not an e-mail address: ${JSON.stringify(email)}`);
  return db.transaction(async (tx) => {
    const p = [address];
    return {
      contactRequests: await count(
        tx,
        `DELETE FROM contact_requests WHERE lower(email) = $1 RETURNING id`,
        p,
      ),
      valuationRequests: await count(
        tx,
        `DELETE FROM valuation_requests WHERE lower(email) = $1 RETURNING id`,
        p,
      ),
      friendMessages: await count(
        tx,
        `DELETE FROM friend_messages WHERE lower(sender_email) = $1 OR lower(friend_email) = $1
         RETURNING id`,
        p,
      ),
      subscriptions: await count(
        tx,
        `DELETE FROM subscriptions WHERE lower(email) = $1 RETURNING id`,
        p,
      ),
      viewingRequests: await count(
        tx,
        `DELETE FROM viewing_requests WHERE lower(email) = $1 RETURNING id`,
        p,
      ),
      appointments: await count(
        tx,
        `UPDATE appointments SET name = NULL, email = NULL, phone = NULL, message = NULL
         WHERE lower(email) = $1 RETURNING id_hash`,
        p,
      ),
      holidayEnquiries: await count(
        tx,
        `DELETE FROM rental_enquiries WHERE lower(request ->> 'email') = $1 RETURNING id`,
        p,
      ),
      reservationRequests: await count(
        tx,
        `DELETE FROM rental_reservations
         WHERE status = 'OPTION' AND lower(request ->> 'email') = $1 RETURNING id`,
        p,
      ),
      bookedRequests: await count(
        tx,
        `UPDATE rental_reservations SET request = NULL
         WHERE status = 'BOOKED' AND lower(request ->> 'email') = $1 RETURNING id`,
        p,
      ),
      outbox: await eraseFromOutbox(tx, address),
    };
  });
}

/**
 * Lets go of the holiday options that have lapsed at `now`: deletes the nights they held (so the
 * period can be requested again), keeping a confirmed request for its retention period; an option
 * never confirmed goes whole (its address was never shown to be the visitor's). Deletes the
 * viewing bookings never confirmed in time too (they hold their slot no longer). Writes only when
 * there is such an option (a write bumps the data version the site's pages are kept by).
 * @returns how many options lapsed
 */
export async function releaseLapsedOptions(db: Database, now = new Date()): Promise<number> {
  const at = [now.toISOString()];
  await db.query(
    `DELETE FROM appointments
     WHERE confirmed_at IS NULL AND expires_at IS NOT NULL AND expires_at <= $1::timestamptz`,
    at,
  );
  const lapsed = `SELECT 1 FROM rental_reservations r
                  WHERE r.expires_at <= $1::timestamptz
                    AND (r.confirmed_at IS NULL
                      OR EXISTS (SELECT 1 FROM rental_unit_nights n WHERE n.reservation_id = r.id))`;
  const { rows } = await db.query(`SELECT EXISTS (${lapsed}) AS any`, at);
  if (!(rows[0] as { any: boolean }).any) return 0;
  return db.transaction(async (tx) => {
    const unconfirmed = await count(
      tx,
      `DELETE FROM rental_reservations
       WHERE confirmed_at IS NULL AND expires_at <= $1::timestamptz RETURNING id`,
      at,
    );
    const confirmed = await count(
      tx,
      `WITH gone AS (
         DELETE FROM rental_unit_nights n USING rental_reservations r
         WHERE r.id = n.reservation_id AND r.expires_at <= $1::timestamptz
         RETURNING n.reservation_id)
       SELECT DISTINCT reservation_id FROM gone`,
      at,
    );
    return unconfirmed + confirmed;
  });
}

/**
 * When the next holiday option lapses.
 * @returns its time in ms since the epoch, or null when no option is pending
 */
export async function nextOptionLapse(db: Queryable): Promise<number | null> {
  const { rows } = await db.query<{ at: number | null }>(
    `SELECT (extract(epoch FROM min(r.expires_at)) * 1000)::float8 AS at
     FROM rental_reservations r
     WHERE r.expires_at > now()
       AND EXISTS (SELECT 1 FROM rental_unit_nights n WHERE n.reservation_id = r.id)`,
  );
  return rows[0]?.at ?? null;
}
