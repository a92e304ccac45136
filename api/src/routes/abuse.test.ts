/**
 * The forms against abuse, with limits low enough to reach: send-to-a-friend (a fixed subject,
 * no links, daily caps per sender and per client address, the recipient's limit whatever its
 * case or `+tag`), the caps of one e-mail address across all forms, and the holiday forms
 * (honeypot, form token, per-address limits, options per unit, options that lapse).
 */
import type { Estate, SearchResult } from '../contract/domain';
import type { RentalPeriod, RentalUnit } from '../contract';
import { engagementConfig } from '../engagement/config';
import type { OutgoingMail } from '../engagement/mails';
import { withFormToken } from '../testing/fixtures';
import {
  deliverOutbox,
  startTestApp,
  TEST_NOW,
  TEST_SETTINGS,
  type TestApp,
} from '../testing/test-app';

let t: TestApp;
const sent: OutgoingMail[] = [];
let nextIp = 1;
/** A client address of its own. */
const ip = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  t = await startTestApp(TEST_SETTINGS, {
    engagement: {
      config: {
        ...engagementConfig({ SITE_URL: 'http://{hostname}:3000' }),
        ipLimit: 1000,
        emailLimit: 3,
        friendDailyPerSender: 2,
        friendDailyPerIp: 3,
        mailHourlyPerAddress: 4,
        mailDailyPerAddress: 100,
        holidayOptionsPerUnit: 2,
        // The caps of options waiting for their address have tests of their own (holds.test.ts).
        pendingHoldsPerAddress: 1000,
        pendingHoldsPerUnit: 1000,
      },
      transport: {
        sendMail: async (mail) => {
          sent.push(mail);
        },
      },
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Answer = {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  retryAfter?: number;
  id?: string;
  status?: string;
};

const post = async (path: string, body: Record<string, unknown>, from = ip(), site = 1) =>
  t.request<Answer>('POST', path, {
    headers: { 'x-forwarded-for': from },
    body: await withFormToken(t.db, body, site),
  });

const estate = () =>
  t.data.estates.find(
    (e) => e.general.transaction.id === 1 && e.general.parentId === null,
  ) as Estate;

let nextSender = 1;
const friend = (change: Record<string, unknown> = {}, from = ip()) =>
  post(
    '/sites/1/send-to-a-friend',
    {
      friendEmail: `friend.${nextSender}@example.be`,
      friendLocale: 'nl',
      name: 'An Peeters',
      email: `sender.${nextSender++}@example.be`,
      message: 'Mooi huis, kijk eens!',
      estateId: estate().id,
      locale: 'en',
      ...change,
    },
    from,
  );

/**
 * The mails sent to `recipient`, once the outbox has delivered what is due. Read as the transport
 * got them: the outbox clears a sent mail's text (it may hold tokens), and its delivery loop may
 * have sent one before the test reads it.
 */
async function mailsTo(recipient: string): Promise<OutgoingMail[]> {
  await deliverOutbox(t);
  return sent.filter((mail) => mail.to === recipient);
}

describe('send-to-a-friend is no relay', () => {
  it("mails a fixed subject naming the site; the sender's name is only in the body", async () => {
    expect((await friend({ friendEmail: 'els@example.be', name: 'Cheap Meds' })).status).toBe(202);
    const [mail] = await mailsTo('els@example.be');
    expect(mail?.subject).toBe('Een pand van Immo Zonneveld voor u');
    expect(mail?.text).toContain(
      'Cheap Meds denkt dat dit pand van Immo Zonneveld u kan interesseren.',
    );
  });

  it('refuses a web or e-mail address in the name or the message, in the language of the page', async () => {
    const inName = await friend({ name: 'Cheap meds at evil.example', locale: 'fr' });
    expect(inName.status).toBe(400);
    expect(inName.body.fields).toEqual({
      name: 'Les adresses web et e-mail ne sont pas admises ici.',
    });
    const inMessage = await friend({ message: 'Buy now: https://evil.example/x' });
    expect(inMessage.status).toBe(400);
    expect(inMessage.body.fields).toEqual({
      message: 'Web and e-mail addresses are not allowed here.',
    });
    expect(await mailsTo('friend.x@example.be')).toEqual([]);
  });

  it("counts a recipient's limit whatever the case and +tag of its address", async () => {
    const statuses: number[] = [];
    for (const friendEmail of [
      'victim+1@example.be',
      'Victim+2@Example.be',
      'VICTIM@example.be',
      'victim+4@example.be',
    ]) {
      statuses.push((await friend({ friendEmail })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('caps one sender address per day, whatever the client address', async () => {
    const email = 'busy.sender@example.be';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await friend({ email })).status);
    expect(statuses).toEqual([202, 202, 429]);
    const refused = await friend({ email: 'Busy.Sender+x@example.be' });
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfter).toBeGreaterThan(23 * 3600);
  });

  it('caps one client address per day, whatever the sender', async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await friend({}, from)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('one e-mail address across all forms', () => {
  it('is capped per hour, whichever forms it goes through', async () => {
    const email = 'everywhere@example.be';
    const agreements = await t.request<{ key: string; version: string }[]>(
      'GET',
      '/sites/1/agreements?locale=en',
    );
    const version = (key: string) => agreements.body.find((a) => a.key === key)?.version;
    const contact = () =>
      post('/sites/1/contact-requests', {
        name: 'An Peeters',
        email,
        message: 'Can I visit?',
        consent: true,
        agreementVersion: version('contact'),
        locale: 'en',
      });
    const subscription = () =>
      post('/sites/1/subscriptions', {
        email: 'Everywhere+alerts@example.be',
        criteria: { types: [], cities: [] },
        consent: true,
        agreementVersion: version('keep-me-informed'),
        locale: 'en',
      });
    const enquiry = () =>
      post(
        '/sites/2/rental-units/enquiry',
        {
          rentalUnitId: 801,
          arrival: '2027-07-10',
          departure: '2027-07-17',
          persons: 2,
          name: 'An Peeters',
          email,
          phone: '0470 12 34 56',
          message: 'Is the garden fenced?',
          consent: true,
          locale: 'en',
        },
        ip(),
        2,
      );
    const statuses = [
      (await contact()).status,
      (await subscription()).status,
      (await enquiry()).status,
      (await contact()).status,
    ];
    expect(statuses).toEqual([202, 202, 201, 202]);
    const over = await enquiry();
    expect([over.status, over.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect((await subscription()).status).toBe(429);
  });
});

describe('the holiday forms', () => {
  let unit: RentalUnit;
  let weeks: RentalPeriod[] = [];

  beforeAll(async () => {
    const units = await t.request<SearchResult<RentalUnit>>('POST', '/sites/1/rental-units', {
      body: { size: 100 },
    });
    unit = units.body.results[3] as RentalUnit;
    const periods = await t.request<RentalPeriod[]>(
      'GET',
      `/sites/1/rental-units/${unit.id}/periods`,
    );
    weeks = periods.body.filter((p) => p.type === 'WEEK' && p.status === 'FREE');
  });

  let nextGuest = 1;
  const reservation = (week: RentalPeriod, change: Record<string, unknown> = {}) => ({
    rentalUnitId: unit.id,
    arrival: week.start,
    departure: week.end,
    adults: 1,
    children: 0,
    pets: 0,
    name: 'An Peeters',
    email: `guest.${nextGuest++}@example.be`,
    phone: '0470 12 34 56',
    address: 'Kerkstraat 1, 9000 Gent',
    remarks: '',
    acceptConditions: true,
    consent: true,
    locale: 'en',
    ...change,
  });
  const statusOf = async (week: RentalPeriod) =>
    (await t.request<RentalPeriod[]>('GET', `/sites/1/rental-units/${unit.id}/periods`)).body.find(
      (p) => p.id === week.id,
    )?.status;

  it('answer a filled-in honeypot as accepted and hold nothing', async () => {
    const week = weeks[0] as RentalPeriod;
    const answer = await post(
      '/sites/1/rental-units/reservation',
      reservation(week, { website: 'http://spam.example' }),
    );
    expect([answer.status, answer.body.status]).toEqual([201, 'OPTION']);
    expect(await statusOf(week)).toBe('FREE');
    const { rows } = await t.db.query('SELECT 1 FROM rental_reservations WHERE id = $1', [
      answer.body.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('refuse a request without a form token, or with a fresh one, in its language', async () => {
    const week = weeks[0] as RentalPeriod;
    const missing = await post(
      '/sites/1/rental-units/reservation',
      reservation(week, { locale: 'fr', formToken: undefined }),
    );
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      400,
      'FORM_TOKEN_MISSING',
      'Ce formulaire n’a pas pu être vérifié. Rechargez la page et envoyez-le à nouveau.',
    ]);
    const token = await t.request<{ token: string }>('GET', '/sites/1/form-token');
    const fast = await post('/sites/1/rental-units/enquiry', {
      rentalUnitId: unit.id,
      arrival: week.start,
      departure: week.end,
      persons: 1,
      name: 'An Peeters',
      email: 'fast@example.be',
      phone: '0470 12 34 56',
      message: '',
      consent: true,
      locale: 'de',
      formToken: token.body.token,
    });
    expect([fast.status, fast.body.code]).toEqual([400, 'FORM_TOO_FAST']);
    expect(await statusOf(week)).toBe('FREE');
  });

  it('let one address put at most 2 options on a unit an hour, by e-mail or by client address', async () => {
    const [a, b, c, d, e] = weeks as [
      RentalPeriod,
      RentalPeriod,
      RentalPeriod,
      RentalPeriod,
      RentalPeriod,
    ];
    const email = 'hoarder@example.be';
    const byEmail = [
      (await post('/sites/1/rental-units/reservation', reservation(a, { email }))).status,
      (
        await post(
          '/sites/1/rental-units/reservation',
          reservation(b, { email: 'Hoarder+2@example.be' }),
        )
      ).status,
      (await post('/sites/1/rental-units/reservation', reservation(c, { email }))).status,
    ];
    expect(byEmail).toEqual([201, 201, 429]);
    expect(await statusOf(c)).toBe('FREE');
    const from = ip();
    const byIp = [
      (await post('/sites/1/rental-units/reservation', reservation(c), from)).status,
      (await post('/sites/1/rental-units/reservation', reservation(d), from)).status,
      (await post('/sites/1/rental-units/reservation', reservation(e), from)).status,
    ];
    expect(byIp).toEqual([201, 201, 429]);
    expect(await statusOf(e)).toBe('FREE');
  });

  it('let an option lapse after its time: shown free at once, requested again, its nights released', async () => {
    const week = weeks[6] as RentalPeriod;
    const email = 'lapsing@example.be';
    const first = await post('/sites/1/rental-units/reservation', reservation(week, { email }));
    expect(first.status).toBe(201);
    expect(await statusOf(week)).toBe('OPTION');
    // Confirmed by the link of its mail, it holds for 48 hours.
    await deliverOutbox(t);
    const mail = sent.find((m) => m.to === email);
    const token = /\?option=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const confirmed = await t.request('POST', `/sites/1/rental-units/reservation/${token}/confirm`);
    expect(confirmed.status).toBe(200);
    const { rows } = await t.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
       FROM rental_reservations WHERE id = $1`,
      [first.body.id],
    );
    expect(rows[0]?.hours).toBe(48);
    // The API's clock is the test's (TEST_NOW): the option lapsed a second before it.
    await t.db.query(
      `UPDATE rental_reservations SET expires_at = $2::timestamptz - interval '1 second' WHERE id = $1`,
      [first.body.id, TEST_NOW.toISOString()],
    );
    expect(await statusOf(week)).toBe('FREE');
    const search = await t.request<SearchResult<RentalUnit>>('POST', '/sites/1/rental-units', {
      body: { search: { periodType: 'WEEK', arrival: week.start }, size: 100 },
    });
    expect(search.body.results.some((u) => u.id === unit.id)).toBe(true);
    const run = await t.app.forms.housekeeping.run();
    expect(run.lapsedOptions).toBe(1);
    const nights = await t.db.query('SELECT 1 FROM rental_unit_nights WHERE reservation_id = $1', [
      first.body.id,
    ]);
    expect(nights.rows).toEqual([]);
    const second = await post('/sites/1/rental-units/reservation', reservation(week));
    expect(second.status).toBe(201);
    expect(await statusOf(week)).toBe('OPTION');
  });

  it('take a lapsed option’s nights for a new request even before the job has run', async () => {
    const week = weeks[7] as RentalPeriod;
    const first = await post('/sites/1/rental-units/reservation', reservation(week));
    await t.db.query(
      `UPDATE rental_reservations SET expires_at = $2::timestamptz - interval '1 second' WHERE id = $1`,
      [first.body.id, TEST_NOW.toISOString()],
    );
    const second = await post('/sites/1/rental-units/reservation', reservation(week));
    expect(second.status).toBe(201);
  });

  it('limit enquiries per e-mail address, whatever its case and +tag', async () => {
    const week = weeks[9] as RentalPeriod;
    const enquiry = (email: string) =>
      post('/sites/1/rental-units/enquiry', {
        rentalUnitId: unit.id,
        arrival: week.start,
        departure: week.end,
        persons: 1,
        name: 'An Peeters',
        email,
        phone: '0470 12 34 56',
        message: '',
        consent: true,
        locale: 'nl',
      });
    const statuses = [];
    for (const email of [
      'ask@example.be',
      'Ask+1@example.be',
      'ask+2@example.be',
      'ASK@example.be',
    ])
      statuses.push((await enquiry(email)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
