/**
 * The transactional mail outbox, so that nothing a visitor submits is lost: a request and its
 * mails are written in one database transaction (`enqueueMail` with the request's transaction);
 * the sender then delivers the due mails over SMTP, retrying a failed one later with exponential
 * backoff. After its last attempt on the backoff a mail is marked failed but not dropped: it is
 * tried again every `failedRetryMs`, and at once when another mail goes out (the SMTP server is
 * back), until 30 days after it was queued (then the retention job deletes it); `resendFailed`
 * (the operator's `npm run outbox:resend`) puts every failed mail back on the backoff now.
 *
 * Delivery is at least once, never twice where that can be told apart: a pass claims its mails
 * with a claim id and a lease (`locked_until`), and right before each SMTP send renews the lease
 * of that one mail, only if its claim is still the pass's; so a mail whose lease ran out while
 * the pass was busy with others, and which another sender took, is left to that sender. What
 * cannot be prevented: a sender that dies after the SMTP server took a mail but before the row
 * says so; once the lease expires the mail goes out again, with the same Message-ID, so the
 * receiving side can tell. Once a mail is sent, its row keeps only the sender, recipient,
 * subject, kind and times: the body, headers and attachments (with their tokens and links) are
 * cleared (`redacted: true`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import type { OutgoingMail } from './mails';

/** The kinds of mail, for the record and the logs. */
export type MailKind =
  | 'contact'
  | 'friend'
  | 'confirm'
  | 'welcome'
  | 'alert'
  // Holiday rentals: a reservation request or an enquiry, to the visitor and the agency.
  | 'reservation'
  | 'enquiry'
  // Viewing appointments: a booking and a viewing request (to the visitor and the agency), a
  // cancellation.
  | 'appointment'
  | 'appointment-agency'
  | 'appointment-cancelled'
  | 'viewing-request'
  | 'viewing-request-agency'
  // A homeowner's free valuation request: the agency's mail and the owner's confirmation.
  | 'valuation-agency'
  | 'valuation';

/**
 * Adds a mail to the outbox, inside the caller's transaction (it is sent only if that commits).
 * @returns the outbox id
 */
export async function enqueueMail(
  tx: Queryable,
  siteId: number | null,
  kind: MailKind,
  mail: OutgoingMail,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO mail_outbox (site_id, kind, recipient, message) VALUES ($1, $2, $3, $4::jsonb)
     RETURNING id::int`,
    [siteId, kind, mail.to, JSON.stringify(mail)],
  );
  return (rows[0] as { id: number }).id;
}

/**
 * How long the outbox keeps a mail (retention): a sent one from its sending, an unsent one (still
 * retried) from its queuing, in days.
 */
export const OUTBOX_KEEP_DAYS = 30;

/** What sends a mail: nodemailer's transport, or a stand-in in tests. */
export interface MailTransport {
  /**
   * Sends one mail.
   * @throws when the SMTP server cannot be reached or refuses the mail
   */
  sendMail(mail: OutgoingMail & { messageId: string }): Promise<unknown>;
}

/** How the sender works. */
export interface OutboxOptions {
  /** How often to look for due mails, in ms. */
  pollMs: number;
  /** First retry delay in ms, doubled after each failure. */
  retryBaseMs: number;
  /** Longest retry delay in ms. */
  retryMaxMs: number;
  /** Attempts on the backoff before a mail is marked failed. */
  maxAttempts: number;
  /** The delay between the tries of a failed mail, in ms (default 1 hour). */
  failedRetryMs?: number;
  /**
   * How long a claimed mail stays claimed, in ms (default 5 minutes): longer than one SMTP send
   * can take (smtp.ts's time-outs), renewed before each send.
   */
  lockMs?: number;
  /** Mails claimed per pass (default 20). */
  batch?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** A pass's outcome: mails sent, mails to retry later, mails marked failed (still retried slowly). */
export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * The delay before attempt `attempts + 1`, in ms: `base × 2^(attempts − 1)`, at most `max`.
 * @param attempts the attempts made so far (≥ 1)
 */
export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedRow {
  id: number;
  message: OutgoingMail;
  attempts: number;
}

/** The Message-ID of an outbox mail: the same on every attempt. */
function messageIdOf(id: number, mail: OutgoingMail): string {
  const from = typeof mail.from === 'string' ? mail.from : mail.from.address;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${id}@${domain}>`;
}

/** Delivers the outbox: on a timer once started, and at once when `kick`ed. */
export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<DeliveryResult> | null = null;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly options: OutboxOptions,
  ) {}

  /** Starts looking for due mails every `pollMs` (the timer does not keep the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops the timer and waits for the pass under way, if any. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running?.catch(() => undefined);
  }

  /** Asks for a pass now (after a request queued mails); passes never overlap. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.deliverDue().catch((error: unknown) =>
      this.options.log?.error({ err: error }, 'mail outbox pass failed'),
    );
  }

  /**
   * One pass: claims the due mails and sends each; a failed one is retried after its backoff, or
   * marked failed after its last attempt. Waits for a pass already under way instead of starting
   * a second one.
   * @returns how many were sent, left for a retry and given up
   * @throws the database's error when the outbox cannot be read
   */
  deliverDue(): Promise<DeliveryResult> {
    if (this.running) return this.running;
    const pass = this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    this.running = pass;
    return pass;
  }

  private async pass(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
    const {
      lockMs = 300_000,
      batch = 20,
      maxAttempts,
      retryBaseMs,
      retryMaxMs,
      failedRetryMs = 3_600_000,
    } = this.options;
    const claim = randomUUID();
    const { rows } = await this.db.query<ClaimedRow>(
      `UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $1::float8 / 1000),
         attempts = attempts + 1, claim_id = $3
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now()
           AND created_at > now() - make_interval(days => ${OUTBOX_KEEP_DAYS})
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id::int, message, attempts`,
      [lockMs, batch, claim],
    );
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      // The lease of this mail, renewed just before its send: only while the claim is still ours
      // (another sender may have taken it once an earlier send of this pass outlasted the lease).
      const { rows: held } = await this.db.query(
        `UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $3::float8 / 1000)
         WHERE id = $1 AND claim_id = $2 AND sent_at IS NULL RETURNING id`,
        [row.id, claim, lockMs],
      );
      if (held.length === 0) continue;
      try {
        await this.transport.sendMail({
          ...row.message,
          messageId: messageIdOf(row.id, row.message),
        });
        // A sent mail keeps no secret: its text, HTML, headers and attachments hold subscription
        // tokens, confirm, edit and unsubscribe links and appointment cancel links, which would
        // otherwise stay readable in the table for good. The record keeps who it was from and
        // to, its subject, kind and times.
        await this.db.query(
          `UPDATE mail_outbox SET sent_at = now(), locked_until = NULL, last_error = NULL,
             claim_id = NULL,
             message = jsonb_build_object('from', message -> 'from', 'to', message -> 'to',
               'subject', message -> 'subject', 'redacted', true)
           WHERE id = $1`,
          [row.id],
        );
        result.sent += 1;
      } catch (error) {
        const last = row.attempts >= maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        await this.db.query(
          `UPDATE mail_outbox SET locked_until = NULL, last_error = $2, claim_id = NULL,
             next_attempt_at = now() + make_interval(secs => $3::float8 / 1000),
             failed_at = CASE WHEN $4::boolean THEN coalesce(failed_at, now()) END
           WHERE id = $1`,
          [
            row.id,
            message.slice(0, 500),
            last ? failedRetryMs : backoffMs(row.attempts, retryBaseMs, retryMaxMs),
            last,
          ],
        );
        if (last) {
          result.failed += 1;
          this.options.log?.error(
            { outboxId: row.id, err: message },
            'mail failed its last attempt: tried again later, and as soon as a mail goes out',
          );
        } else {
          result.retried += 1;
          this.options.log?.warn(
            { outboxId: row.id, err: message },
            'mail not sent, retrying later',
          );
        }
      }
    }
    if (result.sent > 0 && (await this.wakeFailed()) > 0) this.again = true;
    return result;
  }

  /**
   * A mail went out, so the SMTP server is back: the failed mails are due now instead of at
   * their next slow try.
   * @returns how many were made due
   */
  private async wakeFailed(): Promise<number> {
    const { rows } = await this.db.query(
      `UPDATE mail_outbox SET next_attempt_at = now()
       WHERE sent_at IS NULL AND failed_at IS NOT NULL AND next_attempt_at > now()
         AND (locked_until IS NULL OR locked_until < now())
       RETURNING id`,
    );
    return rows.length;
  }
}

/**
 * Puts every failed mail back on its backoff, due now (the operator's `npm run outbox:resend`,
 * after an SMTP outage longer than the retries): attempts start again from 0.
 * @returns how many mails were put back
 */
export async function resendFailed(db: Queryable): Promise<number> {
  const { rows } = await db.query(
    `UPDATE mail_outbox SET failed_at = NULL, attempts = 0, next_attempt_at = now(),
       last_error = NULL
     WHERE sent_at IS NULL AND failed_at IS NOT NULL RETURNING id`,
  );
  return rows.length;
}
