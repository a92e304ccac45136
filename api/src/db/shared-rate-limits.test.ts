/**
 * The rate limits of two API instances on one PostgreSQL server (rate-limit-store.ts): with a
 * limit of 3 per client address, the requests of one address alternating between instances A
 * and B are counted once, so the fourth is refused (429 with Retry-After and the route's usual
 * body) whichever instance it goes to, while another address still passes (every form sends
 * valid bodies: only accepted submissions count). So for the searches
 * and the filter options (each counted apart), every form's address limit (contact,
 * send-to-a-friend, subscription, viewing slot, viewing request, holiday reservation and
 * enquiry) and the e-mail limit. Then the table is taken away: the requests go through
 * uncounted (no 500) with a warning logged, and the counting resumes once it is back.
 *
 * The client address is X-Forwarded-For from loopback (the API trusts loopback proxies, as
 * behind the site server).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Agreement } from '../contract/domain';
import { formErrorText, type LiveAgenda, type RentalPeriod } from '../contract';
import { buildApp } from '../app';
import { engagementConfig } from '../engagement/config';
import { describePostgres, startPostgres, type PgServer } from '../testing/postgres-server';
import { TEST_SETTINGS } from '../testing/test-app';
import type { Database } from './database';
import { migrate } from './migrate';
import { openDatabase } from './open';
import { openPostgres } from './postgres';
import { seedIfEmpty } from './seed';
import { withFormToken } from '../testing/fixtures';

/** One API instance: its database handle (pool), app, and the log lines it wrote. */
interface Instance {
  name: 'A' | 'B';
  db: Database;
  app: FastifyInstance;
  log: string[];
}

/** The limit of every limiter here: 3 per window. */
const LIMIT = 3;

let nextIp = 1;
/** A client address not used before. */
const newAddress = () => `203.0.113.${nextIp++}`;

/**
 * A request from `address`, forwarded by a proxy on loopback.
 * @param options.body the body, or a function making a new one for each request
 */
async function send(
  instance: Instance,
  address: string,
  options: { method?: 'GET' | 'POST'; url: string; body?: unknown; language?: string },
): Promise<LightMyRequestResponse> {
  const given =
    typeof options.body === 'function' ? (options.body as () => unknown)() : options.body;
  // A form's body gets a form token of its site (a search's has no e-mail and gets none).
  const site = Number(/^\/sites\/(\d+)/.exec(options.url)?.[1] ?? 1);
  const body =
    given && typeof given === 'object' && 'email' in given
      ? await withFormToken(instance.db, given, site)
      : given;
  const request: InjectOptions = {
    method: options.method ?? 'POST',
    url: options.url,
    remoteAddress: '127.0.0.1',
    headers: {
      'x-forwarded-for': address,
      ...(options.language ? { 'x-language': options.language } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  };
  return instance.app.inject(request);
}

/** A limited call: its URL, a body (or a maker of one), and the body of its 429 (the route's). */
interface Limited {
  name: string;
  url: string;
  body: unknown;
  refusal: (response: LightMyRequestResponse) => void;
}

/** The 429 of the searches (@fastify/rate-limit's, through app.ts). */
const pluginRefusal = (response: LightMyRequestResponse) =>
  expect(response.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: expect.stringMatching(/^Rate limit exceeded, retry in /) as unknown,
  });

/**
 * The 429 of the engagement and agenda forms: their localized text saying when to try again
 * (asked in Dutch here).
 */
const formRefusal = (response: LightMyRequestResponse) => {
  const retryAfter = Number(response.headers['retry-after']);
  expect(response.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: formErrorText('rateLimited', 'nl', { retryAfter }),
    retryAfter,
  });
};

/** The 429 of the holiday forms: their usual refusal, RATE_LIMITED, with the localized text. */
const holidayRefusal = (response: LightMyRequestResponse) => {
  const retryAfter = Number(response.headers['retry-after']);
  expect(response.json()).toEqual({
    statusCode: 429,
    code: 'RATE_LIMITED',
    error: 'Too Many Requests',
    message: formErrorText('rateLimited', 'nl', { retryAfter }),
    retryAfter,
  });
};

/** What the form bodies need, read from the seeded database once the instances are up. */
const fx = {
  versions: {} as Record<string, string>,
  estateId: '',
  slots: [] as string[],
  period: { start: '', end: '' },
};
let nextEmail = 1;
/** An e-mail address not used before (so the e-mail limit never gets in the way). */
const newEmail = () => `shared-limit-${nextEmail++}@example.be`;
const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);
const person = () => ({ name: 'An Peeters', email: newEmail(), locale: 'nl' });

const SEARCHES: Limited[] = [
  { name: 'search', url: '/sites/1/estates', body: { query: {}, size: 0 }, refusal: pluginRefusal },
  {
    name: 'filter options',
    url: '/sites/1/estate-filters',
    body: { query: {} },
    refusal: pluginRefusal,
  },
];

// Only accepted submissions count (a refused one does not), so each form sends a valid body: a
// new e-mail address each time, a free slot for each booking. The holiday reservation asks for
// one free period again and again: the first gets the option, the others are counted and find it
// taken (409).
const FORMS: Limited[] = [
  {
    name: 'contact-requests',
    url: '/sites/1/contact-requests',
    body: () => ({
      ...person(),
      message: 'Can I visit?',
      consent: true,
      agreementVersion: fx.versions.contact,
    }),
    refusal: formRefusal,
  },
  {
    name: 'send-to-a-friend',
    url: '/sites/1/send-to-a-friend',
    body: () => ({
      ...person(),
      friendEmail: newEmail(),
      friendLocale: 'nl',
      estateId: fx.estateId,
    }),
    refusal: formRefusal,
  },
  {
    name: 'subscriptions',
    url: '/sites/1/subscriptions',
    body: () => ({
      email: newEmail(),
      locale: 'nl',
      criteria: { types: [], cities: [] },
      consent: true,
      agreementVersion: fx.versions['keep-me-informed'],
    }),
    refusal: formRefusal,
  },
  {
    name: 'live-agenda/reservation',
    url: '/sites/1/live-agenda/reservation',
    body: () => ({
      ...person(),
      phone: '0470 12 34 56',
      consent: true,
      estateId: fx.estateId,
      start: fx.slots.pop(),
      agreementVersion: fx.versions.appointment,
    }),
    refusal: formRefusal,
  },
  {
    name: 'viewing-requests',
    url: '/sites/1/viewing-requests',
    body: () => ({
      ...person(),
      preferredDays: [day(3)],
      dayParts: ['morning'],
      consent: true,
      estateId: fx.estateId,
      agreementVersion: fx.versions.appointment,
    }),
    refusal: formRefusal,
  },
  {
    name: 'holiday rental-units/reservation',
    // The first site takes options (the second takes enquiries only).
    url: '/sites/1/rental-units/reservation',
    body: () => ({
      ...person(),
      rentalUnitId: 503,
      arrival: fx.period.start,
      departure: fx.period.end,
      adults: 2,
      children: 0,
      pets: 0,
      phone: '0470 12 34 56',
      address: 'Kerkstraat 1, 9000 Gent',
      remarks: '',
      acceptConditions: true,
      consent: true,
    }),
    refusal: holidayRefusal,
  },
  {
    name: 'holiday rental-units/enquiry',
    url: '/sites/2/rental-units/enquiry',
    body: () => ({
      ...person(),
      rentalUnitId: 801,
      arrival: day(30),
      departure: day(37),
      persons: 2,
      phone: '0470 12 34 56',
      message: 'Is the garden fenced?',
      consent: true,
    }),
    refusal: holidayRefusal,
  },
];

describePostgres('the rate limits of two API instances on one PostgreSQL server', (bin) => {
  let server: PgServer | undefined;
  const instances: Instance[] = [];

  beforeAll(async () => {
    server = await startPostgres(bin);
    const admin = openPostgres(server.url('postgres'), 1);
    try {
      await admin.exec('CREATE DATABASE shared_limits');
    } finally {
      await admin.close();
    }
    for (const name of ['A', 'B'] as const) {
      const db = await openDatabase({ DATABASE_URL: server.url('shared_limits') });
      await migrate(db);
      await seedIfEmpty(db);
      const log: string[] = [];
      const app = await buildApp({
        db,
        logger: { level: 'warn', stream: { write: (line) => log.push(line) } },
        settings: { ...TEST_SETTINGS, searchRateLimit: { max: LIMIT, windowMs: 60_000 } },
        engagement: {
          config: {
            ...engagementConfig({ SITE_URL: 'http://{hostname}:3000' }),
            ipLimit: LIMIT,
            emailLimit: LIMIT,
            // The options one address may put on a unit have a test of their own (abuse.test.ts).
            holidayOptionsPerUnit: 100,
            // So have the caps of holds waiting for their address (holds.test.ts).
            pendingHoldsPerAddress: 100,
            pendingHoldsPerUnit: 100,
          },
          transport: { sendMail: async () => undefined },
        },
      });
      instances.push({ name, db, app, log });
    }
    const [a] = instances as [Instance];
    const get = async <T>(url: string) =>
      (await send(a, newAddress(), { method: 'GET', url })).json() as T;
    for (const agreement of await get<Agreement[]>('/sites/1/agreements?locale=en'))
      fx.versions[agreement.key] = agreement.version;
    const { rows } = await a.db.query<{ estate_id: string }>(
      'SELECT estate_id FROM agendas WHERE site_id = 1 ORDER BY estate_id LIMIT 1',
    );
    fx.estateId = rows[0]?.estate_id ?? '';
    fx.slots = (await get<LiveAgenda>(`/sites/1/live-agenda/${fx.estateId}`)).slots.map(
      (slot) => slot.start,
    );
    const periods = await get<RentalPeriod[]>('/sites/1/rental-units/503/periods');
    fx.period = periods.find((period) => period.status === 'FREE') ?? fx.period;
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

  /** Instance A, then B, alternating; or B first. */
  const alternating = (first: 'A' | 'B') => {
    const [a, b] = instances as [Instance, Instance];
    const order = first === 'A' ? [a, b] : [b, a];
    return (i: number) => order[i % 2] as Instance;
  };

  /** Sends LIMIT + 1 requests of `call` from one address alternating; answers the last. */
  async function overTheLimit(call: Limited, first: 'A' | 'B', address = newAddress()) {
    const through = alternating(first);
    const statuses: string[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= LIMIT; i++) {
      last = await send(through(i), address, { url: call.url, body: call.body, language: 'nl' });
      statuses.push(`${through(i).name} ${last.statusCode}`);
    }
    return { statuses, last: last as LightMyRequestResponse, address };
  }

  const cases = [...SEARCHES, ...FORMS].flatMap((call) =>
    (['A', 'B'] as const).map((first) => ({
      ...call,
      first,
      fourth: first === 'A' ? 'B' : 'A',
    })),
  );

  it.each(cases)(
    '$name: 3 requests of one address through A and B in turn, the 4th refused through $fourth',
    async (call) => {
      const { statuses, last, address } = await overTheLimit(call, call.first);
      expect(statuses.slice(0, LIMIT).some((status) => status.endsWith(' 429'))).toBe(false);
      expect(statuses.slice(0, LIMIT).some((status) => status.endsWith(' 500'))).toBe(false);
      expect(statuses[LIMIT]).toBe(`${call.fourth} 429`);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      call.refusal(last);
      // Refused through the other instance too; another address still passes through both.
      const again = await send(alternating(call.first)(LIMIT + 1), address, call);
      expect(again.statusCode).toBe(429);
      const other = newAddress();
      for (const instance of instances) {
        const answer = await send(instance, other, call);
        expect([instance.name, answer.statusCode]).not.toEqual([instance.name, 429]);
      }
    },
  );

  it('lets exactly 3 of 8 simultaneous searches of one address through, 4 sent to each instance', async () => {
    const address = newAddress();
    const [search] = SEARCHES as [Limited];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(alternating('A')(i), address, search)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('counts the searches and the filter options apart, as one instance does', async () => {
    const address = newAddress();
    const [search, filters] = SEARCHES as [Limited, Limited];
    expect((await overTheLimit(search, 'A', address)).statuses[LIMIT]).toBe('B 429');
    const [a] = instances as [Instance];
    expect((await send(a, address, filters)).statusCode).toBe(200);
  });

  it('limits one e-mail address to 3 contact requests, whatever the client address and instance', async () => {
    const [a] = instances as [Instance];
    const agreements = await send(a, newAddress(), {
      method: 'GET',
      url: '/sites/1/agreements?locale=en',
    });
    const version = (agreements.json() as Agreement[]).find((x) => x.key === 'contact')?.version;
    const contact = {
      name: 'An Peeters',
      email: 'shared-limit@example.be',
      message: 'Can I visit on Saturday?',
      consent: true,
      agreementVersion: version,
      locale: 'nl',
    };
    const through = alternating('B');
    const statuses: string[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= LIMIT; i++) {
      last = await send(through(i), newAddress(), {
        url: '/sites/1/contact-requests',
        body: contact,
      });
      statuses.push(`${through(i).name} ${last.statusCode}`);
    }
    expect(statuses).toEqual(['B 202', 'A 202', 'B 202', 'A 429']);
    formRefusal(last as LightMyRequestResponse);
  });

  it('lets the requests through uncounted, with a warning, while the counts cannot be written; counts again after', async () => {
    const [a, b] = instances as [Instance, Instance];
    await a.db.exec('ALTER TABLE rate_limits RENAME TO rate_limits_away');
    const [search, form] = [SEARCHES[0], FORMS[0]] as [Limited, Limited];
    try {
      const address = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++) {
        statuses.push((await send(alternating('A')(i), address, search)).statusCode);
        statuses.push((await send(alternating('A')(i), address, form)).statusCode);
      }
      expect(statuses).toEqual(Array.from({ length: LIMIT + 2 }, () => [200, 202]).flat());
      for (const instance of [a, b]) {
        const warnings = instance.log
          .map((line) => JSON.parse(line) as { level: number; msg: string; limiter?: string })
          .filter((line) => line.msg.startsWith('rate limit not counted'));
        // One warning a minute at most, naming the limiter (never the client's key).
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toMatchObject({ level: 40, limiter: 'POST /sites/:siteId/estates' });
      }
    } finally {
      await a.db.exec('ALTER TABLE rate_limits_away RENAME TO rate_limits');
    }
    const { statuses } = await overTheLimit(search, 'B');
    expect(statuses).toEqual(['B 200', 'A 200', 'B 200', 'A 429']);
  });
});
