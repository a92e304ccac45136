/**
 * The viewing-appointment endpoints over HTTP (SPEC §7 live-agenda): the slots of the
 * demo agendas, booking (mails with the .ics and cancel link through the outbox), two bookings
 * of one slot at the same moment, every refused input, reading and cancelling (twice, after the
 * start, unknown ids), the rate limit, and viewing requests. Mails go to a recording transport;
 * the clock of the API is the test's (time zones, daylight saving and holidays are in
 * agenda/slots.test.ts).
 */
import type { Appointment, LiveAgenda } from '../contract';
import type { Agreement, Estate } from '../contract/domain';
import { engagementConfig } from '../engagement/config';
import type { OutgoingMail } from '../engagement/mails';
import { formTokenFor } from '../testing/fixtures';
import { deliverOutbox, startTestApp, TEST_SETTINGS, type TestApp } from '../testing/test-app';

let t: TestApp;
let now = Date.now();
const sent: OutgoingMail[] = [];
let nextIp = 1;
/** A client address of its own, so that one test's submissions never limit another's. */
const client = () => ({ 'x-forwarded-for': `198.51.100.${nextIp++}` });
let nextMail = 1;
const freshEmail = () => `visitor.${nextMail++}@example.be`;

beforeAll(async () => {
  t = await startTestApp(TEST_SETTINGS, {
    agendaClock: () => now,
    engagement: {
      // The caps of unconfirmed bookings have tests of their own (holds.test.ts).
      config: engagementConfig({
        SITE_URL: 'http://{hostname}:3000',
        HOLD_PENDING_PER_ADDRESS: '1000',
        HOLD_PENDING_PER_UNIT: '1000',
      }),
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

beforeEach(() => {
  now = Date.now();
});

let seen = 0;
/** Delivers the outbox and answers the mails sent since the last call. */
async function mails(): Promise<OutgoingMail[]> {
  await deliverOutbox(t);
  const fresh = sent.slice(seen);
  seen = sent.length;
  return fresh;
}

/** Estates of site 1 with a demo agenda, in id order. */
async function agendaEstates(): Promise<string[]> {
  const { rows } = await t.db.query<{ estate_id: string }>(
    'SELECT estate_id FROM agendas WHERE site_id = 1 ORDER BY estate_id',
  );
  return rows.map((row) => row.estate_id);
}

async function agendaOf(estateId: string) {
  return t.request<LiveAgenda & { message?: string }>('GET', `/sites/1/live-agenda/${estateId}`);
}

async function appointmentVersion(): Promise<string> {
  const answer = await t.request<Agreement[]>('GET', '/sites/1/agreements?locale=en');
  return answer.body.find((a) => a.key === 'appointment')?.version ?? '';
}

type Answer = Appointment & {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  reason?: string;
  received?: boolean;
};

async function book(body: Record<string, unknown>, headers: Record<string, string> = client()) {
  return t.request<Answer>('POST', '/sites/1/live-agenda/reservation', {
    headers,
    body: {
      name: 'An Peeters',
      email: freshEmail(),
      phone: '0470 12 34 56',
      message: 'I would like to see the garden too.',
      consent: true,
      agreementVersion: await appointmentVersion(),
      locale: 'en',
      website: '',
      formToken: await formTokenFor(t.db),
      ...body,
    },
  });
}

const brussels = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

describe('GET /sites/{siteId}/live-agenda/{estateId}', () => {
  it('has demo agendas for most open estates of both sites, none for sold or rented ones', async () => {
    const { rows } = await t.db.query<{ site_id: number; open: number; with_agenda: number }>(
      `SELECT e.site_id, count(*)::int AS open, count(a.estate_id)::int AS with_agenda
       FROM estates e LEFT JOIN agendas a ON a.site_id = e.site_id AND a.estate_id = e.id
       WHERE e.status IN ('FOR_SALE', 'TO_RENT', 'TAKE_OVER') AND NOT e.is_project
       GROUP BY e.site_id ORDER BY e.site_id`,
    );
    expect(rows.map((row) => row.site_id)).toEqual([1, 2]);
    for (const row of rows) {
      expect(row.with_agenda / row.open).toBeGreaterThan(0.6);
      expect(row.with_agenda).toBeLessThan(row.open);
    }
    const { rows: closed } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM agendas a JOIN estates e ON e.site_id = a.site_id AND e.id = a.estate_id
       WHERE e.status IN ('SOLD', 'RENTED', 'TAKEN_OVER')`,
    );
    expect(closed[0]?.n).toBe(0);
  });

  it('answers 30-minute free slots in the opening hours for four weeks, in Brussels time', async () => {
    const [estateId] = await agendaEstates();
    const answer = await agendaOf(estateId ?? '');
    expect(answer.status).toBe(200);
    const agenda = answer.body;
    expect(agenda).toMatchObject({ estateId, timeZone: 'Europe/Brussels', slotMinutes: 30 });
    expect(agenda.representative.name).not.toBe('');
    expect(agenda.slots.length).toBeGreaterThan(100);
    const starts = agenda.slots.map((s) => Date.parse(s.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now + 60 * 60_000);
    expect(Math.max(...starts)).toBeLessThan(now + 29 * 24 * 3600_000);
    for (const slot of agenda.slots) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
      // `date` and `time` are the start in Brussels, whatever the time of year.
      const [day, time] = brussels(slot.start).split(', ');
      expect(`${slot.date} ${slot.time}`).toBe(`${day?.split('/').reverse().join('-')} ${time}`);
      const weekday = new Date(`${slot.date}T12:00:00Z`).getUTCDay();
      expect(weekday).not.toBe(0);
      if (weekday === 6) expect(slot.time >= '10:00' && slot.time < '12:30').toBe(true);
      else
        expect(
          (slot.time >= '09:30' && slot.time < '12:30') ||
            (slot.time >= '14:00' && slot.time < '18:00'),
        ).toBe(true);
    }
  });

  it('leaves out the slots already taken', async () => {
    const [estateId] = await agendaEstates();
    const { rows } = await t.db.query<{ start: string }>(
      `SELECT to_json(starts_at) #>> '{}' AS start FROM appointments
       WHERE site_id = 1 AND estate_id = $1 AND status = 'booked' AND starts_at > now() + interval '2 hours'`,
      [estateId],
    );
    expect(rows.length).toBeGreaterThan(0);
    const free = new Set(
      (await agendaOf(estateId ?? '')).body.slots.map((s) => Date.parse(s.start)),
    );
    for (const row of rows) expect(free.has(Date.parse(row.start))).toBe(false);
  });

  it('answers 404 for a sold estate, one without agenda, an unknown one, and 400 for a bad id', async () => {
    const sold = t.data.estates.find((e) => e.general.transaction.id === 5) as Estate;
    expect((await agendaOf(sold.id)).status).toBe(404);
    const withAgenda = new Set(await agendaEstates());
    const without = t.data.estates.find(
      (e) => e.general.transaction.id === 1 && e.general.parentId === null && !withAgenda.has(e.id),
    ) as Estate;
    expect((await agendaOf(without.id)).status).toBe(404);
    expect((await agendaOf('999999')).status).toBe(404);
    expect((await agendaOf('bad%20id')).status).toBe(400);
    expect((await t.request('GET', '/sites/99/live-agenda/1001')).status).toBe(404);
  });
});

describe('POST /sites/{siteId}/live-agenda/reservation', () => {
  it('books a free slot: 201, the slot is gone, the visitor gets the confirmation link, the .ics and the cancel link, the agency a notice once confirmed', async () => {
    await mails();
    const [, estateId] = await agendaEstates();
    const slot = (await agendaOf(estateId ?? '')).body.slots[3];
    const email = freshEmail();
    const answer = await book({ estateId, start: slot?.start, email });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      estateId,
      start: slot?.start,
      end: slot?.end,
      status: 'booked',
      started: false,
      timeZone: 'Europe/Brussels',
    });
    // At least 128 random bits: 32 base64url characters are 192.
    expect(answer.body.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const after = (await agendaOf(estateId ?? '')).body.slots.map((s) => s.start);
    expect(after).not.toContain(slot?.start);

    const sentNow = await mails();
    const visitor = sentNow.find((m) => m.to === email) as OutgoingMail;
    expect(visitor.subject).toMatch(
      /^Your viewing on \w+day, \d{1,2} \w+ \d{4}, \d\d:\d\d–\d\d:\d\d$/,
    );
    expect(visitor.text).toContain(`http://localhost:3000/en/cancel-appointment/${answer.body.id}`);
    expect(visitor.text).toContain(`${slot?.time}–`);
    const ics = visitor.attachments?.[0];
    expect(ics?.filename).toBe('viewing.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const dtstart = (slot?.start ?? '').replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
    expect(ics?.content).toContain(`DTSTART:${dtstart}`);
    expect(ics?.content).toContain('STATUS:CONFIRMED');
    expect(visitor.text).toContain(
      `http://localhost:3000/en/cancel-appointment/${answer.body.id}?confirm=1`,
    );
    expect(sentNow.filter((m) => m.to !== email)).toEqual([]);
    const confirmed = await t.request<{ confirmed: string; appointment: Appointment }>(
      'POST',
      `/sites/1/live-agenda/reservation/${answer.body.id}/confirm`,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed).toBe('now');
    expect(confirmed.body.appointment.confirmBy).toBeNull();
    const agency = (await mails()).find((m) => m.to !== email) as OutgoingMail;
    expect(agency.to).toBe(t.data.site.email);
    expect(agency.replyTo).toEqual({ name: 'An Peeters', address: email });
    expect(agency.text).toContain('0470 12 34 56');
  });

  it('lets one of two simultaneous bookings of one slot through and tells the other it was just taken', async () => {
    const [, , estateId] = await agendaEstates();
    const slot = (await agendaOf(estateId ?? '')).body.slots[5];
    const [a, b] = await Promise.all([
      book({ estateId, start: slot?.start, locale: 'fr' }),
      book({ estateId, start: slot?.start, locale: 'fr' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.reason).toBe('taken');
    expect(refused.body.message).toBe(
      'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez-en un autre.',
    );
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM appointments WHERE site_id = 1 AND estate_id = $1
         AND starts_at = $2::timestamptz AND status = 'booked'`,
      [estateId, slot?.start],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("refuses a past slot, a time off the slots, another agenda's slot and an estate without agenda", async () => {
    const [estateId, other] = await agendaEstates();
    const slot = (await agendaOf(estateId ?? '')).body.slots[0];
    const start = Date.parse(slot?.start ?? '');
    const past = new Date(start - 7 * 24 * 3600_000).toISOString();
    const off = new Date(start + 10 * 60_000).toISOString();
    const far = new Date(start + 35 * 24 * 3600_000).toISOString();
    for (const when of [past, off, far]) {
      const answer = await book({ estateId, start: when, locale: 'nl' });
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.start).toBe(
        'Dit tijdstip is niet (meer) beschikbaar. Kies een ander tijdstip.',
      );
    }
    // An agenda of its own hours (Wednesdays 14:00–15:00): the other agenda's slot is not one.
    await t.db.query(
      `UPDATE agendas SET opening_hours = '[{"weekday": 3, "from": "14:00", "to": "15:00"}]'
       WHERE site_id = 1 AND estate_id = $1`,
      [other],
    );
    const mondayMorning = (await agendaOf(estateId ?? '')).body.slots.find(
      (s) => new Date(`${s.date}T12:00:00Z`).getUTCDay() === 1 && s.time === '09:30',
    );
    expect((await book({ estateId: other, start: mondayMorning?.start })).status).toBe(400);
    const sold = t.data.estates.find((e) => e.general.transaction.id === 5) as Estate;
    expect((await book({ estateId: sold.id, start: slot?.start })).status).toBe(404);
  });

  it('refuses bad input with one text per field in the visitor language, and stores nothing', async () => {
    const [estateId] = await agendaEstates();
    const slot = (await agendaOf(estateId ?? '')).body.slots[0];
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Vul dit veld in.'],
      [{ email: 'an@' }, 'email', 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.be.'],
      [{ phone: '' }, 'phone', 'Vul dit veld in.'],
      [{ phone: '12' }, 'phone', expect.stringContaining('telefoonnummer') as unknown as string],
      [
        { consent: false },
        'consent',
        expect.stringContaining('privacyverklaring') as unknown as string,
      ],
      [{ start: '' }, 'start', 'Maak een keuze.'],
      [{ start: 'tomorrow' }, 'start', expect.stringContaining('niet (meer)') as unknown as string],
      [{ estateId: '../1' }, 'estateId', 'Deze waarde is niet geldig.'],
      [{ message: 'x'.repeat(2001) }, 'message', 'Dit is te lang: hoogstens 2000 tekens.'],
      [{ name: 'A\u0000B' }, 'name', 'Deze waarde is niet geldig.'],
      [{ extra: 1 }, 'extra', 'Dit veld hoort niet bij dit formulier.'],
      // One-line fields: no line break (a fake line in the agency's mail), no bidi override.
      [{ name: 'An\r\nTelefoon: 0800 666 666' }, 'name', 'Deze waarde is niet geldig.'],
      [{ name: 'An \u202eenehcS' }, 'name', 'Deze waarde is niet geldig.'],
      [
        { phone: '0470 12\n34 56' },
        'phone',
        expect.stringContaining('telefoonnummer') as unknown as string,
      ],
      [
        { agreementVersion: 'old' },
        'agreementVersion',
        expect.stringContaining('opnieuw') as unknown as string,
      ],
    ];
    for (const [change, field, text] of cases) {
      const answer = await book({ estateId, start: slot?.start, locale: 'nl', ...change });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.fields?.[field]).toEqual(text);
    }
    const notJson = await t.request('POST', '/sites/1/live-agenda/reservation', {
      body: 'not json',
      headers: { 'content-type': 'application/json', ...client() },
    });
    expect(notJson.status).toBe(400);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('answers a bot exactly as a booking, refuses a form sent too fast, and keeps the slot free', async () => {
    const [estateId] = await agendaEstates();
    const slot = (await agendaOf(estateId ?? '')).body.slots[1];
    await mails();
    const appointments = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM appointments',
    );
    const bot = await book({ estateId, start: slot?.start, website: 'spam.example' });
    const person = await book({
      estateId,
      start: (await agendaOf(estateId ?? '')).body.slots[2]?.start,
    });
    expect(bot.status).toBe(person.status);
    expect(bot.status).toBe(201);
    expect(Object.keys(bot.body).sort()).toEqual(Object.keys(person.body).sort());
    expect(bot.body).toMatchObject({ estateId, start: slot?.start, status: 'booked' });
    expect(bot.headers.get('cache-control')).toBe('private, no-store');
    // Nothing of the bot's is kept or mailed, and its id leads nowhere.
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments');
    expect(after.rows[0]?.n).toBe((appointments.rows[0]?.n ?? 0) + 1);
    // The person's booking: the visitor's mail (the agency's waits for the confirmation).
    expect(await mails()).toHaveLength(1);
    const read = await t.request('GET', `/sites/1/live-agenda/reservation/${bot.body.id}`);
    expect([read.status, read.headers.get('cache-control')]).toEqual([404, 'private, no-store']);
    const fresh = await t.request<{ token: string }>('GET', '/sites/1/form-token');
    const fast = await book({ estateId, start: slot?.start, formToken: fresh.body.token });
    expect([fast.status, fast.body.code]).toEqual([400, 'FORM_TOO_FAST']);
    expect((await agendaOf(estateId ?? '')).body.slots[1]?.start).toBe(slot?.start);
  });

  it('limits the bookings of one e-mail address (429 with Retry-After, localized); refused ones do not count', async () => {
    const [estateId] = await agendaEstates();
    const email = freshEmail();
    const off = new Date(Date.now() - 3600_000).toISOString();
    // A past slot, a bad field, an unknown consent text: refused, and not counted.
    for (const wrong of [{ start: off }, { name: '\u200b' }, { agreementVersion: '1999-01' }])
      expect((await book({ estateId, email, ...wrong })).status).toBe(400);
    const [fourth, ...slots] = (await agendaOf(estateId ?? '')).body.slots.slice(-4);
    for (const slot of slots)
      expect((await book({ estateId, start: slot.start, email })).status).toBe(201);
    const limited = await book({ estateId, start: fourth?.start, email, locale: 'de' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3540);
    expect(limited.body.message).toBe(
      'Sie haben dieses Formular zu oft gesendet. Bitte versuchen Sie es in 60 Minuten erneut.',
    );
    // Refused all the same, and not booked.
    expect((await agendaOf(estateId ?? '')).body.slots.map((slot) => slot.start)).toContain(
      fourth?.start,
    );
    await mails();
  });
});

describe('reading and cancelling an appointment', () => {
  async function booked(index: number) {
    const estates = await agendaEstates();
    const estateId = estates[4] ?? '';
    const slot = (await agendaOf(estateId)).body.slots[index];
    const answer = await book({ estateId, start: slot?.start, locale: 'nl' });
    expect(answer.status).toBe(201);
    const confirmed = await t.request(
      'POST',
      `/sites/1/live-agenda/reservation/${answer.body.id}/confirm`,
    );
    expect(confirmed.status).toBe(200);
    return { id: answer.body.id, estateId, slot };
  }

  it('shows the appointment without personal details; 404 for an unknown or malformed id', async () => {
    const { id, estateId, slot } = await booked(0);
    const read = await t.request<Appointment>('GET', `/sites/1/live-agenda/reservation/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      estateId,
      start: slot?.start,
      status: 'booked',
      cancelledAt: null,
      started: false,
      locale: 'nl',
    });
    expect(read.body.estate.path).toBe(`/nl/aanbod/${estateId}`);
    expect(JSON.stringify(read.body)).not.toContain('example.be');
    expect(JSON.stringify(read.body)).not.toContain('0470');
    const unknown = 'A'.repeat(32);
    expect((await t.request('GET', `/sites/1/live-agenda/reservation/${unknown}`)).status).toBe(
      404,
    );
    expect((await t.request('GET', '/sites/1/live-agenda/reservation/x')).status).toBe(404);
    expect((await t.request('GET', `/sites/2/live-agenda/reservation/${id}`)).status).toBe(404);
    expect(
      (await t.request('GET', `/sites/1/live-agenda/reservation/${'a'.repeat(201)}`)).status,
    ).toBe(400);
  });

  it('cancels once, frees the slot, tells the agency and the visitor; a second time says so', async () => {
    const { id, estateId, slot } = await booked(1);
    await mails();
    const first = await t.request<{ status: string; already: boolean }>(
      'DELETE',
      `/sites/1/live-agenda/reservation/${id}`,
    );
    expect(first).toMatchObject({ status: 200, body: { status: 'cancelled', already: false } });
    expect((await agendaOf(estateId)).body.slots.map((s) => s.start)).toContain(slot?.start);
    const sentNow = await mails();
    expect(sentNow).toHaveLength(2);
    expect(sentNow.map((m) => m.to)).toEqual(
      expect.arrayContaining([
        t.data.site.email,
        expect.stringMatching(/^visitor\.\d+@example\.be$/),
      ]),
    );
    const visitor = sentNow.find((m) => m.to !== t.data.site.email);
    expect(visitor?.subject).toMatch(/^Uw bezichtiging op .* is geannuleerd$/);
    expect(visitor?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    const agency = sentNow.find((m) => m.to === t.data.site.email);
    expect(agency?.subject).toMatch(/^Bezichtiging geannuleerd: /);

    const second = await t.request<{ already: boolean }>(
      'DELETE',
      `/sites/1/live-agenda/reservation/${id}`,
    );
    expect(second).toMatchObject({ status: 200, body: { already: true } });
    expect(await mails()).toEqual([]);
    const read = await t.request<Appointment>('GET', `/sites/1/live-agenda/reservation/${id}`);
    expect(read.body).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    // The freed slot can be booked again.
    expect((await book({ estateId, start: slot?.start })).status).toBe(201);
  });

  it('refuses a cancellation once the appointment has started, in the language asked for', async () => {
    const { id, slot } = await booked(2);
    now = Date.parse(slot?.start ?? '') + 60_000;
    const late = await t.request<{ reason: string; message: string }>(
      'DELETE',
      `/sites/1/live-agenda/reservation/${id}`,
      { headers: { 'x-language': 'de' } },
    );
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('started');
    expect(late.body.message).toMatch(/^Dieser Termin hat bereits begonnen/);
    const read = await t.request<Appointment>('GET', `/sites/1/live-agenda/reservation/${id}`);
    expect(read.body).toMatchObject({ status: 'booked', started: true });
  });

  it('answers 404 when cancelling an unknown id', async () => {
    const unknown = 'B'.repeat(32);
    expect((await t.request('DELETE', `/sites/1/live-agenda/reservation/${unknown}`)).status).toBe(
      404,
    );
  });
});

describe('POST /sites/{siteId}/viewing-requests', () => {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);

  async function ask(body: Record<string, unknown>) {
    const estate = t.data.estates.find(
      (e) => e.general.transaction.id === 2 && e.general.parentId === null,
    ) as Estate;
    return t.request<{ fields?: Record<string, string>; received?: boolean }>(
      'POST',
      '/sites/1/viewing-requests',
      {
        headers: client(),
        body: {
          estateId: estate.id,
          preferredDays: [day(3), day(5)],
          dayParts: ['morning', 'evening'],
          name: 'Jan Janssens',
          email: freshEmail(),
          phone: '',
          message: '',
          consent: true,
          agreementVersion: await appointmentVersion(),
          locale: 'fr',
          formToken: await formTokenFor(t.db),
          ...body,
        },
      },
    );
  }

  it('stores the request and mails the agency and the visitor', async () => {
    await mails();
    const email = freshEmail();
    const answer = await ask({ email });
    expect(answer).toMatchObject({ status: 202, body: { received: true } });
    const sentNow = await mails();
    const visitor = sentNow.find((m) => m.to === email);
    expect(visitor?.subject).toMatch(/^Votre demande de visite de /);
    expect(visitor?.text).toMatch(/matin, soir/);
    const agency = sentNow.find((m) => m.to === t.data.site.email);
    expect(agency?.replyTo).toEqual({ name: 'Jan Janssens', address: email });
    expect(agency?.text).toContain('voormiddag, avond');
    const { rows } = await t.db.query<{ preferred_days: string[] }>(
      'SELECT preferred_days FROM viewing_requests WHERE email = $1',
      [email],
    );
    expect(rows[0]?.preferred_days).toEqual([day(3), day(5)]);
  });

  it('refuses past or far days, no day part, bad days and an unknown estate', async () => {
    expect((await ask({ preferredDays: [day(-2)] })).body.fields?.preferredDays).toBe(
      'Cette valeur n’est pas valide.',
    );
    expect((await ask({ preferredDays: [day(90)] })).status).toBe(400);
    expect((await ask({ preferredDays: [] })).body.fields?.preferredDays).toBe('Faites un choix.');
    expect((await ask({ dayParts: [] })).body.fields?.dayParts).toBe('Faites un choix.');
    expect((await ask({ dayParts: ['night'] })).status).toBe(400);
    expect((await ask({ preferredDays: ['2026-02-30'] })).status).toBe(400);
    expect((await ask({ estateId: '999999' })).status).toBe(404);
  });
});
