/**
 * Two of each, one database: two API instances on one PostgreSQL server
 * (DATABASE_URL, each with its own connection pool and its own answer cache) answer the same, and
 * a write through one is read through the other at once, also when the other kept the answer
 * from before the write (search/answer-cache.ts).
 *
 * The writes: the agency's feed (the importer, run here through instance A's database handle as
 * `npm run import` does), a keep-me-informed subscription (made and confirmed through A, read
 * through B by its token from the confirmation mail) and a viewing appointment (booked through A:
 * B no longer offers the slot, reads the appointment, and refuses the same slot with 409). To add
 * one, add an entry to WRITES: `write` makes the change through instance A, `read` asks instance
 * B and returns what must show the change; the test checks B before (different) and after (equal
 * to `expected`). Two visitors booking one slot at the same moment, one through each instance:
 * one gets it, the other a 409 (the database's unique slot, not an instance's memory, decides).
 */
import type { FastifyInstance } from 'fastify';
import type { Agreement, Estate, EstateSearchRequest, SearchResult } from '../contract/domain';
import type { Appointment, LiveAgenda } from '../contract';
import { buildApp } from '../app';
import { generateDemoData } from '../demo/generate';
import { engagementConfig } from '../engagement/config';
import type { OutgoingMail } from '../engagement/mails';
import { importFeed } from '../feed/import';
import { describePostgres, startPostgres, type PgServer } from '../testing/postgres-server';
import { TEST_SETTINGS } from '../testing/test-app';
import type { Database } from './database';
import { migrate } from './migrate';
import { openDatabase } from './open';
import { openPostgres } from './postgres';
import { seedIfEmpty } from './seed';
import { formTokenFor } from '../testing/fixtures';

/** One API instance: its database handle (pool), app and base URL. */
interface Instance {
  db: Database;
  app: FastifyInstance;
  url: string;
}

/** Sends a request; answers the status and the body text. */
async function call(base: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json', ...client() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const demo = generateDemoData();
const estate = demo.estates.find(
  (e) => e.general.parentId === null && !e.general.project,
) as Estate;
const byTerms = (id: string): EstateSearchRequest => ({
  query: { terms: { 'children.general.id': [id] } },
  view: 'card',
});

/** A write through instance A and what instance B must read after it. */
interface Write {
  name: string;
  write(a: Instance): Promise<void>;
  read(b: Instance): Promise<unknown>;
  expected: unknown;
}

let nextIp = 1;
/** A client address of its own per submission, so that no rate limit gets in the way. */
const client = () => ({ 'x-forwarded-for': `198.51.100.${nextIp++}` });

/** The mails instance A sent (its outbox delivered by the test). */
const sent: OutgoingMail[] = [];

/** Delivers instance A's outbox; answers the mails to `to`. */
async function mailsTo(a: Instance, to: string): Promise<OutgoingMail[]> {
  await a.app.engagement.outbox.deliverDue();
  return sent.filter((mail) => mail.to === to);
}

/** The version of a consent text of site 1 (read through `instance`). */
async function agreementVersion(instance: Instance, key: string): Promise<string> {
  const answer = await call(instance.url, 'GET', '/sites/1/agreements?locale=en');
  return (JSON.parse(answer.text) as Agreement[]).find((a) => a.key === key)?.version ?? '';
}

/** The token of the subscription (from its confirmation mail); well-formed but unknown before. */
let subscriptionToken = 'x'.repeat(43);
const subscriptionStatus = async (b: Instance) => {
  const answer = await call(b.url, 'GET', `/sites/1/subscriptions/${subscriptionToken}`);
  return answer.status === 200
    ? (JSON.parse(answer.text) as { status: string }).status
    : answer.status;
};

/** The estate with a live agenda and the slot booked through A (set by the booking's write). */
const booking = { estateId: '', start: '', appointmentId: 'x'.repeat(36) };
const slotsOf = async (instance: Instance, estateId: string) => {
  const answer = await call(instance.url, 'GET', `/sites/1/live-agenda/${estateId}`);
  return (JSON.parse(answer.text) as LiveAgenda).slots.map((slot) => slot.start);
};

/** The estates the earlier writes added (a full feed that left them out would withdraw them). */
const added: Estate[] = [];
const addedEstates = () => added;

const WRITES: Write[] = [
  {
    name: 'the feed changes an estate’s price',
    write: async (a) => {
      const changed = structuredClone(estate);
      changed.general.price.value = 424_242;
      const report = await importFeed(a.db, { site: 1, full: false, estates: [changed] });
      expect(report.estates.updated).toBe(1);
    },
    read: async (b) => {
      const answer = await call(b.url, 'POST', '/sites/1/estates', byTerms(estate.id));
      return (JSON.parse(answer.text) as SearchResult<Estate>).results[0]?.general.price.value;
    },
    expected: 424_242,
  },
  {
    name: 'the feed adds an estate',
    write: async (a) => {
      const copy = structuredClone(estate);
      copy.id = 'two-instances-1';
      copy.general.id = copy.id;
      added.push(copy);
      const report = await importFeed(a.db, { site: 1, full: false, estates: [copy] });
      expect(report.estates.added).toBe(1);
    },
    read: async (b) => (await call(b.url, 'GET', '/sites/1/estates/v2/two-instances-1')).status,
    expected: 200,
  },
  {
    name: 'a full feed withdraws an estate (a search no longer finds it)',
    write: async (a) => {
      const rest = demo.estates.filter((e) => e.id !== estate.id);
      const report = await importFeed(a.db, {
        site: 1,
        full: true,
        estates: [...rest, ...addedEstates()],
        listings: demo.skarabeeListings,
      });
      expect(report.estates.withdrawn).toBe(1);
    },
    read: async (b) => {
      const answer = await call(b.url, 'POST', '/sites/1/estates', byTerms(estate.id));
      return (JSON.parse(answer.text) as SearchResult<Estate>).total.value;
    },
    expected: 0,
  },
  {
    name: 'a visitor subscribes to alerts (pending until confirmed)',
    write: async (a) => {
      const email = 'two-instances@example.be';
      const answer = await call(a.url, 'POST', '/sites/1/subscriptions', {
        email,
        criteria: { status: 'TO_RENT', types: [], cities: [] },
        consent: true,
        agreementVersion: await agreementVersion(a, 'keep-me-informed'),
        locale: 'en',
        formToken: await formTokenFor(a.db),
      });
      expect(answer.status).toBe(202);
      const [mail] = await mailsTo(a, email);
      const token = /\/keep-me-informed\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeDefined();
      subscriptionToken = token ?? '';
    },
    read: subscriptionStatus,
    expected: 'pending',
  },
  {
    name: 'the subscription is confirmed (double opt-in)',
    write: async (a) => {
      const answer = await call(
        a.url,
        'POST',
        `/sites/1/subscriptions/${subscriptionToken}/confirm`,
        {},
      );
      expect(JSON.parse(answer.text)).toMatchObject({ confirmed: 'now' });
    },
    read: subscriptionStatus,
    expected: 'active',
  },
  {
    name: 'a visitor books a viewing slot (the other instance no longer offers it)',
    write: async (a) => {
      const answer = await call(a.url, 'POST', '/sites/1/live-agenda/reservation', {
        estateId: booking.estateId,
        start: booking.start,
        name: 'An Peeters',
        email: 'viewer@example.be',
        phone: '0470 12 34 56',
        message: '',
        consent: true,
        agreementVersion: await agreementVersion(a, 'appointment'),
        locale: 'en',
        website: '',
        formToken: await formTokenFor(a.db),
      });
      expect(answer.status).toBe(201);
      booking.appointmentId = (JSON.parse(answer.text) as Appointment).id;
    },
    read: async (b) => {
      const offered = (await slotsOf(b, booking.estateId)).includes(booking.start);
      const appointment = await call(
        b.url,
        'GET',
        `/sites/1/live-agenda/reservation/${booking.appointmentId}`,
      );
      if (offered) return { offered, appointment: appointment.status };
      const again = await call(b.url, 'POST', '/sites/1/live-agenda/reservation', {
        estateId: booking.estateId,
        start: booking.start,
        name: 'Jan Janssens',
        email: 'second@example.be',
        phone: '0470 65 43 21',
        message: '',
        consent: true,
        agreementVersion: await agreementVersion(b, 'appointment'),
        locale: 'en',
        website: '',
        formToken: await formTokenFor(b.db),
      });
      // Once the slot is gone, B must refuse it too (its database check, not only its list).
      return { offered, appointment: appointment.status, again: again.status };
    },
    expected: { offered: false, appointment: 200, again: 409 },
  },
];

/** Requests both instances must answer alike (before and after the writes). */
const SAME: [string, string, unknown?][] = [
  ['POST', '/sites/1/estates', { query: {} }],
  ['POST', '/sites/1/estates', { query: { status: ['TO_RENT'] }, groupBy: 'CITY', view: 'card' }],
  ['POST', '/sites/1/estate-filters', { query: {} }],
  ['GET', `/sites/1/estates/v2/${estate.id}`],
  ['GET', '/sites/2'],
  ['GET', '/sites/1/estates/v2/999999'],
];

describePostgres('two API instances on one PostgreSQL server', (bin) => {
  let server: PgServer | undefined;
  const instances: Instance[] = [];

  beforeAll(async () => {
    server = await startPostgres(bin);
    const admin = openPostgres(server.url('postgres'), 1);
    try {
      await admin.exec('CREATE DATABASE shared_api');
    } finally {
      await admin.close();
    }
    for (let i = 0; i < 2; i++) {
      // As server.ts does with DATABASE_URL: both migrate (the second finds nothing to do).
      const db = await openDatabase({ DATABASE_URL: server.url('shared_api') });
      await migrate(db);
      await seedIfEmpty(db);
      const app = await buildApp({
        db,
        logger: false,
        settings: TEST_SETTINGS,
        engagement: {
          config: engagementConfig({ SITE_URL: 'http://{hostname}:3000' }),
          transport: {
            sendMail: async (mail) => {
              sent.push(mail);
            },
          },
        },
      });
      const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
      instances.push({ db, app, url: `http://127.0.0.1:${port}` });
    }
    // The booking's estate: one with a live agenda (not the one the feed withdraws), a slot in
    // a few days.
    const { rows } = await instances[0]!.db.query<{ estate_id: string }>(
      'SELECT estate_id FROM agendas WHERE site_id = 1 AND estate_id <> $1 ORDER BY estate_id LIMIT 1',
      [estate.id],
    );
    booking.estateId = rows[0]?.estate_id ?? '';
    booking.start = (await slotsOf(instances[0]!, booking.estateId))[20] ?? '';
    expect(booking.start).not.toBe('');
  }, 90_000);

  afterAll(async () => {
    try {
      for (const { app, db } of instances) {
        await app.close();
        await db.close();
      }
    } finally {
      server?.stop();
    }
  }, 60_000);

  const expectSame = async () => {
    const [a, b] = instances as [Instance, Instance];
    for (const [method, url, body] of SAME) {
      const [onA, onB] = await Promise.all([
        call(a.url, method, url, body),
        call(b.url, method, url, body),
      ]);
      expect({ url, status: onB.status, text: onB.text }).toEqual({
        url,
        status: onA.status,
        text: onA.text,
      });
    }
  };

  it('answer the same', async () => {
    await expectSame();
  });

  it('let one of two simultaneous bookings of one slot through A and B through, and refuse the other with 409', async () => {
    const [a, b] = instances as [Instance, Instance];
    const start = (await slotsOf(b, booking.estateId))[30] ?? '';
    const attempt = async (instance: Instance, email: string) =>
      call(instance.url, 'POST', '/sites/1/live-agenda/reservation', {
        estateId: booking.estateId,
        start,
        name: 'An Peeters',
        email,
        phone: '0470 12 34 56',
        message: '',
        consent: true,
        agreementVersion: await agreementVersion(instance, 'appointment'),
        locale: 'en',
        website: '',
        formToken: await formTokenFor(instance.db),
      });
    const answers = await Promise.all([
      attempt(a, 'first@example.be'),
      attempt(b, 'second@example.be'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(JSON.parse(refused?.text ?? '{}')).toMatchObject({ reason: 'taken' });
    expect(await slotsOf(a, booking.estateId)).not.toContain(start);
    expect(await slotsOf(b, booking.estateId)).not.toContain(start);
  });

  it.each(WRITES.map((write) => ({ ...write, title: write.name })))(
    'read through B what was written through A: $title',
    async ({ write, read, expected }) => {
      const [a, b] = instances as [Instance, Instance];
      // B answers (and keeps) the state before the write.
      const before = await read(b);
      expect(before).not.toEqual(expected);
      await write(a);
      expect(await read(b)).toEqual(expected);
      expect(await read(a)).toEqual(expected);
      await expectSame();
    },
  );
});
