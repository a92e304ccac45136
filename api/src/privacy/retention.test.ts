/**
 * The retention periods and the erasure of an address: what the housekeeping job deletes or
 * anonymises (records made old by moving their dates back), the unsubscription that erases the
 * address from the outbox too, the cancellation that anonymises an appointment, and the
 * operator's erasure of every record holding an address.
 */
import type { Appointment, LiveAgenda } from '../contract';
import type { Agreement } from '../contract/domain';
import { engagementConfig } from '../engagement/config';
import { parseEraseArgs } from '../erase';
import { withFormToken } from '../testing/fixtures';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../testing/test-app';
import { eraseAddress, runRetention } from './retention';

let t: TestApp;
let nextIp = 1;
const sent: { to: string; text: string }[] = [];

beforeAll(async () => {
  t = await startTestApp(TEST_SETTINGS, {
    engagement: {
      config: engagementConfig({ SITE_URL: 'http://{hostname}:3000' }),
      transport: {
        sendMail: async (mail) => {
          sent.push({ to: String(mail.to), text: String(mail.text) });
        },
      },
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const post = async (path: string, body: Record<string, unknown>) =>
  t.request<Appointment & { received?: boolean }>('POST', path, {
    headers: { 'x-forwarded-for': `192.0.2.${nextIp++}` },
    body: await withFormToken(t.db, body),
  });

let versions: Record<string, string> = {};
beforeAll(async () => {
  const answer = await t.request<Agreement[]>('GET', '/sites/1/agreements?locale=en');
  versions = Object.fromEntries(answer.body.map((a) => [a.key, a.version]));
});

const contact = (email: string, message = 'Can I visit?') =>
  post('/sites/1/contact-requests', {
    name: 'An Peeters',
    email,
    message,
    consent: true,
    agreementVersion: versions.contact,
    locale: 'en',
  });
const friend = (email: string, friendEmail: string) =>
  post('/sites/1/send-to-a-friend', {
    friendEmail,
    friendLocale: 'en',
    name: 'An Peeters',
    email,
    estateId: t.data.estates.find((e) => e.general.transaction.id === 1 && !e.general.parentId)?.id,
    locale: 'en',
  });
const subscribe = (email: string) =>
  post('/sites/1/subscriptions', {
    email,
    criteria: { types: [], cities: [] },
    consent: true,
    agreementVersion: versions['keep-me-informed'],
    locale: 'en',
  });
const enquiry = (email: string) =>
  post('/sites/1/rental-units/enquiry', {
    rentalUnitId: 501,
    arrival: '2027-07-10',
    departure: '2027-07-17',
    persons: 2,
    name: 'An Peeters',
    email,
    phone: '0470 12 34 56',
    message: '',
    consent: true,
    locale: 'en',
  });
let nextSlot = 20;
async function book(email: string) {
  const { rows } = await t.db.query<{ estate_id: string }>(
    'SELECT estate_id FROM agendas WHERE site_id = 1 ORDER BY estate_id',
  );
  for (const { estate_id: estateId } of rows) {
    const agenda = await t.request<LiveAgenda>('GET', `/sites/1/live-agenda/${estateId}`);
    const slot = agenda.status === 200 ? agenda.body.slots[nextSlot++] : undefined;
    if (!slot) continue;
    return post('/sites/1/live-agenda/reservation', {
      estateId,
      start: slot.start,
      name: 'An Peeters',
      email,
      phone: '0470 12 34 56',
      message: 'The garden too, please.',
      consent: true,
      agreementVersion: versions.appointment,
      locale: 'en',
    });
  }
  throw new Error('no live agenda with free slots');
}

const countWhere = async (table: string, where: string, params: unknown[] = []) =>
  (
    await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
      params,
    )
  ).rows[0]?.n ?? 0;

describe('the retention periods', () => {
  it('keep what is within its period and delete or anonymise what is past it', async () => {
    expect((await contact('recent@example.be')).status).toBe(202);
    expect((await contact('old@example.be')).status).toBe(202);
    expect((await friend('old@example.be', 'old.friend@example.be')).status).toBe(202);
    expect((await friend('recent@example.be', 'recent.friend@example.be')).status).toBe(202);
    expect((await subscribe('pending.old@example.be')).status).toBe(202);
    expect((await enquiry('old@example.be')).status).toBe(201);
    expect((await book('old@example.be')).status).toBe(201);
    await t.app.engagement.outbox.deliverDue();
    const old = `'old@example.be', 'old.friend@example.be'`;
    await t.db.exec(`
      UPDATE contact_requests SET created_at = now() - interval '13 months' WHERE email = 'old@example.be';
      UPDATE friend_messages SET created_at = now() - interval '31 days' WHERE sender_email = 'old@example.be';
      UPDATE subscriptions SET created_at = now() - interval '31 days' WHERE email = 'pending.old@example.be';
      UPDATE rental_enquiries SET created_at = now() - interval '13 months' WHERE request ->> 'email' = 'old@example.be';
      UPDATE appointments SET starts_at = now() - interval '31 days', ends_at = now() - interval '31 days' + interval '30 minutes' WHERE email = 'old@example.be';
      UPDATE mail_outbox SET sent_at = now() - interval '31 days' WHERE recipient IN (${old});
    `);
    const report = await runRetention(t.db);
    expect(report).toMatchObject({
      contactRequests: 1,
      friendMessages: 1,
      unconfirmedSubscriptions: 1,
      holidayEnquiries: 1,
      appointments: 1,
    });
    expect(report.outbox).toBeGreaterThanOrEqual(2);
    expect(await countWhere('contact_requests', `email = 'old@example.be'`)).toBe(0);
    expect(await countWhere('contact_requests', `email = 'recent@example.be'`)).toBe(1);
    expect(await countWhere('friend_messages', `sender_email = 'recent@example.be'`)).toBe(1);
    expect(await countWhere('mail_outbox', `recipient IN (${old})`)).toBe(0);
    expect(await countWhere('mail_outbox', `recipient = 'recent.friend@example.be'`)).toBe(1);
    expect(await countWhere('appointments', `name IS NOT NULL AND starts_at < now()`)).toBe(0);
    expect(await countWhere('subscriptions', `email = 'pending.old@example.be'`)).toBe(0);
    // A second run finds nothing more to do.
    expect(Object.values(await runRetention(t.db)).every((n) => n === 0)).toBe(true);
  });

  it('deletes a failed mail 30 days after it was queued, not before', async () => {
    await t.db.exec(`
      INSERT INTO mail_outbox (site_id, kind, recipient, message, failed_at, next_attempt_at, created_at)
      VALUES (1, 'contact', 'failed.young@example.be', '{}'::jsonb, now(), now() + interval '1 hour', now() - interval '29 days'),
             (1, 'contact', 'failed.old@example.be', '{}'::jsonb, now(), now() + interval '1 hour', now() - interval '31 days');
    `);
    await runRetention(t.db);
    expect(await countWhere('mail_outbox', `recipient = 'failed.young@example.be'`)).toBe(1);
    expect(await countWhere('mail_outbox', `recipient = 'failed.old@example.be'`)).toBe(0);
  });
});

describe('erasure', () => {
  it('unsubscribing erases the address in the subscription and in the outbox', async () => {
    const email = 'leaving@example.be';
    expect((await subscribe(email)).status).toBe(202);
    await t.app.engagement.outbox.deliverDue();
    const mail = sent.find((m) => m.to === email);
    const token = /\/keep-me-informed\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(await countWhere('mail_outbox', 'recipient = $1', [email])).toBe(1);
    const answer = await t.request('DELETE', `/sites/1/subscriptions/${token}`);
    expect(answer.status).toBe(200);
    expect(await countWhere('subscriptions', 'email = $1', [email])).toBe(0);
    expect(
      await countWhere('mail_outbox', 'recipient = $1 OR message::text LIKE $2', [
        email,
        `%${email}%`,
      ]),
    ).toBe(0);
  });

  it('a cancelled appointment keeps no name, e-mail, phone or message', async () => {
    const booked = await book('cancelling@example.be');
    expect(booked.status).toBe(201);
    const cancelled = await t.request(
      'DELETE',
      `/sites/1/live-agenda/reservation/${booked.body.id}`,
    );
    expect(cancelled.status).toBe(200);
    const { rows } = await t.db.query(
      `SELECT name, email, phone, message FROM appointments WHERE status = 'cancelled'
       AND cancelled_at IS NOT NULL ORDER BY cancelled_at DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ name: null, email: null, phone: null, message: null });
    // The cancellation's mail to the visitor was queued before the details went.
    expect(
      await countWhere(
        'mail_outbox',
        `recipient = 'cancelling@example.be' AND kind = 'appointment-cancelled'`,
      ),
    ).toBe(1);
  });

  it("the operator's erasure removes every record holding an address, whatever its case", async () => {
    const email = 'forget.me@example.be';
    expect((await contact(email, 'Please call me.')).status).toBe(202);
    expect((await friend(email, 'a.friend@example.be')).status).toBe(202);
    expect((await friend('someone@example.be', email)).status).toBe(202);
    expect((await subscribe(email)).status).toBe(202);
    expect((await enquiry(email)).status).toBe(201);
    const booked = await book(email);
    expect(booked.status).toBe(201);
    // Confirmed, the booking's notice to the agency (replying to the address) is queued too.
    const confirmed = `/sites/1/live-agenda/reservation/${booked.body.id}/confirm`;
    expect((await t.request('POST', confirmed)).status).toBe(200);
    const report = await eraseAddress(t.db, 'Forget.Me@Example.be');
    expect(report).toMatchObject({
      contactRequests: 1,
      friendMessages: 2,
      subscriptions: 1,
      holidayEnquiries: 1,
      appointments: 1,
    });
    // At least the four mails to the address itself (friend, subscription, enquiry, booking);
    // the agency's mails about it count too while they are unsent (a sent one keeps no body).
    expect(report.outbox).toBeGreaterThanOrEqual(4);
    const everywhere = [
      ['contact_requests', 'email'],
      ['friend_messages', 'sender_email'],
      ['friend_messages', 'friend_email'],
      ['subscriptions', 'email'],
      ['appointments', 'email'],
      ['mail_outbox', 'recipient'],
    ];
    for (const [table, column] of everywhere)
      expect([table, await countWhere(table as string, `lower(${column}) = $1`, [email])]).toEqual([
        table,
        0,
      ]);
    expect(await countWhere('mail_outbox', 'lower(message::text) LIKE $1', [`%${email}%`])).toBe(0);
    expect(await countWhere('rental_enquiries', `request ->> 'email' = $1`, [email])).toBe(0);
    await expect(eraseAddress(t.db, 'nobody')).rejects.toThrow(/not an e-mail address/);
  });

  it('reads the command line of npm run erase', () => {
    expect(parseEraseArgs(['an@example.be'])).toEqual({ email: 'an@example.be', json: false });
    expect(parseEraseArgs(['--json', 'an@example.be'])).toEqual({
      email: 'an@example.be',
      json: true,
    });
    expect(() => parseEraseArgs([])).toThrow(/usage: npm run erase/);
    expect(() => parseEraseArgs(['a', 'b'])).toThrow(/usage/);
  });
});
