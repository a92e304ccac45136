/**
 * No lockout by strangers (holiday options and viewing bookings): a hold waits for its e-mail
 * address for HOLD_PENDING_MINUTES (30) at most, the confirmation link makes it hold, a lapsed
 * one frees its period or slot for everyone, one address and one unit or estate have at most
 * HOLD_PENDING_PER_ADDRESS (2) and HOLD_PENDING_PER_UNIT (3) holds waiting, and a site that takes
 * holiday enquiries only refuses options sent straight to the API. The clocks of the holiday
 * routes and of the agenda are the test's: time moves by setting them, never by waiting.
 */
import type { Appointment, LiveAgenda, RentalPeriod, ReservationRequest } from '../contract';
import { engagementConfig } from '../engagement/config';
import { TEST_NOW, startTestApp, type TestApp } from '../testing/test-app';
import { formTokenFor, withFormToken } from '../testing/fixtures';

let t: TestApp;
/** The holiday routes' clock (ms). */
let rentalNow = TEST_NOW.getTime();
/** The agenda's clock (ms): its slots are counted from it. */
let agendaNow = Date.now();
const MINUTES_30 = 30 * 60_000;

beforeAll(async () => {
  t = await startTestApp(undefined, {
    clock: () => new Date(rentalNow),
    agendaClock: () => agendaNow,
    engagement: {
      // The pending holds' defaults (30 minutes, 2 per address, 3 per unit or estate); every other
      // limit out of the way, so that only these stand between a bot and the calendar.
      config: {
        ...engagementConfig({ SITE_URL: 'http://{hostname}:3000' }),
        ipLimit: 10_000,
        emailLimit: 10_000,
        mailHourlyPerAddress: 10_000,
        mailDailyPerAddress: 10_000,
        mailHourlyPerClient: 10_000,
        mailDailyPerClient: 10_000,
        mailHourlyPerSite: 10_000,
        holidayOptionsPerUnit: 10_000,
      },
      transport: { sendMail: () => Promise.reject(new Error('no SMTP server in tests')) },
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let nextIp = 1;
/** Each request from a client address of its own (the API trusts the loopback proxy). */
const client = () => ({ 'x-forwarded-for': `203.0.113.${nextIp++ % 250}` });

type Refusal = { code?: string; reason?: string; message?: string; retryAfter?: number };

/** A unit of a site with its periods as the API shows them now. */
async function unitOf(siteId: number, index = 0) {
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id FROM rental_units WHERE site_id = $1 ORDER BY id LIMIT 1 OFFSET $2',
    [siteId, index],
  );
  return rows[0]!.id;
}

const periodsOf = async (unitId: number, siteId = 1) =>
  (await t.request<RentalPeriod[]>('GET', `/sites/${siteId}/rental-units/${unitId}/periods`)).body;

function reservation(
  unitId: number,
  period: Pick<RentalPeriod, 'start' | 'end'>,
  email: string,
  locale: ReservationRequest['locale'] = 'en',
): ReservationRequest {
  return {
    rentalUnitId: unitId,
    arrival: period.start,
    departure: period.end,
    adults: 2,
    children: 0,
    pets: 0,
    name: 'An Peeters',
    email,
    phone: '+32 470 12 34 56',
    address: 'Kerkstraat 1, 9000 Gent',
    remarks: '',
    acceptConditions: true,
    consent: true,
    locale,
  };
}

const reserve = async (body: ReservationRequest, siteId = 1) =>
  t.request<Refusal & { id?: string; confirmBy?: string }>(
    'POST',
    `/sites/${siteId}/rental-units/reservation`,
    { headers: client(), body: await withFormToken(t.db, body, siteId) },
  );

/** The token of the confirmation link in the last mail to an address. */
async function optionToken(email: string): Promise<string> {
  const { rows } = await t.db.query<{ text: string }>(
    "SELECT message->>'text' AS text FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1",
    [email],
  );
  const token = /\?option=([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

const confirmOption = (token: string, language = 'en') =>
  t.request<Refusal & { confirmed?: string }>(
    'POST',
    `/sites/1/rental-units/reservation/${token}/confirm`,
    { headers: { 'x-language': language } },
  );

const freeShare = (periods: RentalPeriod[], ids: ReadonlySet<number>) =>
  periods.filter((p) => ids.has(p.id) && p.status === 'FREE').length / ids.size;

describe('holiday options wait for their e-mail address', () => {
  it('100 requests from 50 addresses leave at least 90 % of a unit’s periods free, and all of them after 30 minutes', async () => {
    const unitId = await unitOf(1, 3);
    const before = await periodsOf(unitId);
    const free = before.filter((p) => p.status === 'FREE');
    const freeIds = new Set(free.map((p) => p.id));
    expect(free.length).toBeGreaterThanOrEqual(50);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const period = free[i % free.length]!;
      const email = `bot.${i % 50}@example.be`;
      statuses.push((await reserve(reservation(unitId, period, email))).status);
    }
    // Three holds wait at most on one unit; the rest is refused (429, or 409 for a period
    // overlapping one of those three).
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.every((s) => [201, 409, 429].includes(s))).toBe(true);
    expect(freeShare(await periodsOf(unitId), freeIds)).toBeGreaterThanOrEqual(0.9);
    rentalNow += MINUTES_30 + 1000;
    expect(freeShare(await periodsOf(unitId), freeIds)).toBe(1);
    // The housekeeping run deletes the lapsed requests whole: their addresses were never shown.
    await t.app.forms.housekeeping.run();
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rental_reservations WHERE rental_unit_id = $1 AND request->>'email' LIKE 'bot.%'",
      [unitId],
    );
    expect(rows[0]?.n).toBe(0);
  }, 120_000);

  it('holds the period once the link of the mail is followed, for the option’s 48 hours', async () => {
    const unitId = await unitOf(1, 5);
    const period = (await periodsOf(unitId)).find(
      (p) => p.status === 'FREE' && p.start >= '2026-12-01',
    )!;
    const email = 'marie.confirm@example.be';
    const answer = await reserve(reservation(unitId, period, email));
    expect(answer.status).toBe(201);
    expect(Date.parse(answer.body.confirmBy ?? '')).toBe(rentalNow + MINUTES_30);
    expect((await periodsOf(unitId)).find((p) => p.id === period.id)?.status).toBe('OPTION');
    const token = await optionToken(email);
    rentalNow += 10 * 60_000;
    const confirmed = await confirmOption(token);
    expect([confirmed.status, confirmed.body.confirmed]).toEqual([200, 'now']);
    const again = await confirmOption(token);
    expect([again.status, again.body.confirmed]).toEqual([200, 'already']);
    rentalNow += MINUTES_30;
    await t.app.forms.housekeeping.run();
    expect((await periodsOf(unitId)).find((p) => p.id === period.id)?.status).toBe('OPTION');
    rentalNow += 48 * 3_600_000;
    expect((await periodsOf(unitId)).find((p) => p.id === period.id)?.status).toBe('FREE');
  });

  it('frees a period whose option was not confirmed in 30 minutes: someone else gets it, the late link is refused in the page’s language', async () => {
    const unitId = await unitOf(1, 6);
    const period = (await periodsOf(unitId)).find((p) => p.status === 'FREE')!;
    expect((await reserve(reservation(unitId, period, 'late@example.be'))).status).toBe(201);
    const token = await optionToken('late@example.be');
    const taken = await reserve(reservation(unitId, period, 'second@example.be'));
    expect(taken.status).toBe(409);
    rentalNow += MINUTES_30;
    expect((await periodsOf(unitId)).find((p) => p.id === period.id)?.status).toBe('FREE');
    const lapsed = await confirmOption(token, 'nl');
    expect([lapsed.status, lapsed.body.code]).toEqual([410, 'OPTION_LAPSED']);
    expect(lapsed.body.message).toMatch(/^Deze aanvraag is niet op tijd bevestigd/);
    expect((await reserve(reservation(unitId, period, 'second@example.be'))).status).toBe(201);
    await t.app.forms.housekeeping.run();
    const unknown = await confirmOption(token, 'fr');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'OPTION_UNKNOWN']);
    expect(unknown.body.message).toMatch(/^Ce lien de confirmation est inconnu/);
    expect((await confirmOption('x'.repeat(43))).status).toBe(404);
  });

  it('lets one address have 2 options waiting and one unit 3, then answers 429 with Retry-After, localized', async () => {
    rentalNow += 60 * 60_000;
    const unitA = await unitOf(1, 8);
    const unitB = await unitOf(1, 9);
    const freeA = (await periodsOf(unitA)).filter((p) => p.status === 'FREE' && p.type === 'WEEK');
    const freeB = (await periodsOf(unitB)).filter((p) => p.status === 'FREE' && p.type === 'WEEK');
    const email = 'V.ictim+1@gmail.com';
    expect((await reserve(reservation(unitA, freeA[0]!, email))).status).toBe(201);
    rentalNow += 5 * 60_000;
    // Another spelling of the same Gmail mailbox counts as the same address.
    expect((await reserve(reservation(unitB, freeB[0]!, 'victim@googlemail.com'))).status).toBe(
      201,
    );
    const third = await reserve(reservation(unitB, freeB[1]!, 'vic.tim+2@gmail.com', 'de'));
    expect([third.status, third.body.code]).toEqual([429, 'PENDING_PER_ADDRESS']);
    expect(Number(third.headers.get('retry-after'))).toBe(25 * 60);
    expect(third.body.retryAfter).toBe(25 * 60);
    expect(third.body.message).toMatch(/versuchen Sie es in 25 Minuten erneut\.$/);
    // The unit: one more (unit B has one waiting), then the cap of 3.
    expect((await reserve(reservation(unitB, freeB[2]!, 'b1@example.be'))).status).toBe(201);
    expect((await reserve(reservation(unitB, freeB[3]!, 'b2@example.be'))).status).toBe(201);
    const over = await reserve(reservation(unitB, freeB[4]!, 'b3@example.be', 'fr'));
    expect([over.status, over.body.code]).toEqual([429, 'PENDING_PER_UNIT']);
    expect(over.body.message).toMatch(/^Trop de demandes attendent déjà une confirmation/);
    // A confirmed option no longer waits: its address may ask again.
    await confirmOption(await optionToken('b1@example.be'));
    expect((await reserve(reservation(unitB, freeB[4]!, 'b3@example.be'))).status).toBe(201);
  });

  it("moves its unit's availability version, its site's, and not the version of every page", async () => {
    const unitId = await unitOf(1, 11);
    const other = await unitOf(1, 12);
    type Version = { version: string; rental?: string };
    const versions = async () =>
      Promise.all(
        [`rentalUnit=${unitId}`, `rentalUnit=${other}`, 'rentalSite=1', ''].map(
          async (query) => (await t.request<Version>('GET', `/data-version?${query}`)).body,
        ),
      );
    const before = await versions();
    const period = (await periodsOf(unitId)).find((p) => p.status === 'FREE')!;
    expect((await reserve(reservation(unitId, period, 'versions@example.be'))).status).toBe(201);
    const after = await versions();
    expect(after.map((v) => v.version)).toEqual(before.map((v) => v.version));
    expect(Number(after[0]!.rental)).toBeGreaterThan(Number(before[0]!.rental));
    expect(after[1]!.rental).toBe(before[1]!.rental);
    expect(Number(after[2]!.rental)).toBeGreaterThan(Number(before[2]!.rental));
    expect(after[3]).toEqual({ version: before[3]!.version });
  });

  it('refuses an option on a site that takes enquiries only, sent straight to the API', async () => {
    const site = await t.request<{ settings: { holidayBookings?: string } }>('GET', '/sites/2');
    expect(site.body.settings.holidayBookings).toBe('enquiries');
    const unitId = await unitOf(2);
    const period = (await periodsOf(unitId, 2)).find((p) => p.status === 'FREE')!;
    const refused = await reserve(reservation(unitId, period, 'an@example.be', 'fr'), 2);
    expect([refused.status, refused.body.code]).toEqual([422, 'ENQUIRIES_ONLY']);
    expect(refused.body.message).toMatch(/^Cette agence ne prend pas d’options/);
    expect((await periodsOf(unitId, 2)).find((p) => p.id === period.id)?.status).toBe('FREE');
  });
});

describe('viewing bookings wait for their e-mail address', () => {
  let estates: string[] = [];
  beforeAll(async () => {
    const { rows } = await t.db.query<{ estate_id: string }>(
      'SELECT estate_id FROM agendas WHERE site_id = 1 ORDER BY estate_id',
    );
    estates = rows.map((row) => row.estate_id);
  });

  const agendaOf = async (estateId: string) =>
    (await t.request<LiveAgenda>('GET', `/sites/1/live-agenda/${estateId}`)).body;

  async function book(estateId: string, start: string, email: string, locale = 'en') {
    const { rows } = await t.db.query<{ version: string }>(
      "SELECT version FROM agreements WHERE site_id = 1 AND key = 'appointment' ORDER BY id DESC LIMIT 1",
    );
    return t.request<Appointment & Refusal>('POST', '/sites/1/live-agenda/reservation', {
      headers: client(),
      body: {
        estateId,
        start,
        name: 'An Peeters',
        email,
        phone: '0470 12 34 56',
        message: '',
        consent: true,
        agreementVersion: rows[0]?.version ?? '',
        locale,
        website: '',
        formToken: await formTokenFor(t.db),
      },
    });
  }

  const confirm = (id: string) =>
    t.request<{ confirmed?: string; reason?: string; message?: string }>(
      'POST',
      `/sites/1/live-agenda/reservation/${id}/confirm`,
      { headers: { 'x-language': 'de' } },
    );

  it('100 bookings from 50 addresses leave at least 90 % of an estate’s slots free, and all of them after 30 minutes', async () => {
    const estateId = estates[6]!;
    const slots = (await agendaOf(estateId)).slots.slice(-100);
    expect(slots.length).toBeGreaterThanOrEqual(50);
    const starts = new Set(slots.map((s) => s.start));
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const slot = slots[i % slots.length]!;
      statuses.push((await book(estateId, slot.start, `bot.${i % 50}@example.be`)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.every((s) => [201, 409, 429].includes(s))).toBe(true);
    const freeNow = (await agendaOf(estateId)).slots.filter((s) => starts.has(s.start));
    expect(freeNow.length / starts.size).toBeGreaterThanOrEqual(0.9);
    agendaNow += MINUTES_30 + 1000;
    const freeLater = (await agendaOf(estateId)).slots.filter((s) => starts.has(s.start));
    expect(freeLater.length).toBe(starts.size);
  }, 120_000);

  it('keeps a confirmed booking, frees an unconfirmed one after 30 minutes, and caps the waiting ones', async () => {
    const estateId = estates[7]!;
    const slots = (await agendaOf(estateId)).slots.slice(-10);
    const kept = await book(estateId, slots[0]!.start, 'keeper@example.be');
    const lapsing = await book(estateId, slots[1]!.start, 'lapser@example.be');
    expect([kept.status, lapsing.status]).toEqual([201, 201]);
    expect(kept.body.confirmBy).toBe(new Date(agendaNow + MINUTES_30).toISOString());
    const confirmed = await confirm(kept.body.id);
    expect([confirmed.status, confirmed.body.confirmed]).toEqual([200, 'now']);
    expect((await confirm(kept.body.id)).body.confirmed).toBe('already');
    // The estate: the address's cap first (2 waiting), then the estate's (3 waiting).
    await book(estateId, slots[2]!.start, 'lapser@example.be');
    const third = await book(estateId, slots[3]!.start, 'lapser@example.be', 'nl');
    expect([third.status, third.body.reason]).toEqual([429, 'pendingPerAddress']);
    expect(Number(third.headers.get('retry-after'))).toBe(30 * 60);
    expect(third.body.message).toMatch(/^Dit e-mailadres heeft al boekingen/);
    expect((await book(estateId, slots[3]!.start, 'other@example.be')).status).toBe(201);
    const full = await book(estateId, slots[4]!.start, 'fourth@example.be', 'fr');
    expect([full.status, full.body.reason]).toEqual([429, 'pendingPerEstate']);
    expect(full.body.message).toMatch(/^Trop de réservations attendent déjà/);

    agendaNow += MINUTES_30;
    const free = new Set((await agendaOf(estateId)).slots.map((s) => s.start));
    expect(free.has(slots[0]!.start)).toBe(false);
    expect(free.has(slots[1]!.start)).toBe(true);
    const late = await confirm(lapsing.body.id);
    expect([late.status, late.body.reason]).toEqual([410, 'lapsed']);
    expect(late.body.message).toMatch(/^Diese Buchung wurde nicht rechtzeitig bestätigt/);
    expect((await book(estateId, slots[1]!.start, 'taker@example.be')).status).toBe(201);
    // The lapsed booking is gone: its link now leads nowhere.
    expect((await confirm(lapsing.body.id)).status).toBe(404);
  });

  it('tells the agency nothing of a booking cancelled before it was confirmed', async () => {
    const estateId = estates[8]!;
    const slot = (await agendaOf(estateId)).slots.at(-1)!;
    const booked = await book(estateId, slot.start, 'changed.mind@example.be');
    expect(booked.status).toBe(201);
    const cancelled = await t.request(
      'DELETE',
      `/sites/1/live-agenda/reservation/${booked.body.id}`,
    );
    expect(cancelled.status).toBe(200);
    const { rows } = await t.db.query<{ kind: string }>(
      "SELECT kind FROM mail_outbox WHERE message::text LIKE '%changed.mind@example.be%' ORDER BY id",
    );
    expect(rows.map((row) => row.kind)).toEqual(['appointment', 'appointment-cancelled']);
  });
});
