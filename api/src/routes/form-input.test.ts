/**
 * Text no visitor types, in every form of the API: a NUL character in an e-mail field and a lone
 * surrogate (half a UTF-16 character, "\ud800" in JSON) in a free-text field. PostgreSQL holds
 * neither (the insert of the request or of its mail in the outbox fails), so each must be a 400
 * naming the field in the request's language, with nothing stored and nothing queued.
 */
import type { Agreement, Estate } from '../contract/domain';
import { formErrorText } from '../contract';
import { engagementConfig } from '../engagement/config';
import { formTokenFor } from '../testing/fixtures';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../testing/test-app';

let t: TestApp;
let nextIp = 1;
/** A client address of its own per request, so that no rate limit gets in the way. */
const client = () => ({ 'x-forwarded-for': `192.0.2.${nextIp++}` });

beforeAll(async () => {
  t = await startTestApp(TEST_SETTINGS, {
    engagement: {
      config: engagementConfig({ SITE_URL: 'http://{hostname}:3000' }),
      transport: { sendMail: async () => undefined },
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const TABLES = [
  'mail_outbox',
  'contact_requests',
  'friend_messages',
  'subscriptions',
  'appointments',
  'viewing_requests',
  'rental_reservations',
  'rental_enquiries',
];

/** The rows of every table a form writes to. */
async function rows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows: found } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    );
    counts[table] = found[0]?.n ?? 0;
  }
  return counts;
}

async function version(key: string): Promise<string> {
  const answer = await t.request<Agreement[]>('GET', '/sites/1/agreements?locale=en');
  return answer.body.find((a) => a.key === key)?.version ?? '';
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);

/** A valid body of each engagement and appointment form (fields checked by the schema). */
async function engagementForms(): Promise<[string, string, Record<string, unknown>][]> {
  const estate = t.data.estates.find(
    (e) => e.general.transaction.id === 1 && e.general.parentId === null,
  ) as Estate;
  const common = { locale: 'de', formToken: await formTokenFor(t.db) };
  const person = { name: 'An Peeters', email: 'an@example.be' };
  return [
    [
      '/sites/1/contact-requests',
      'message',
      {
        ...common,
        ...person,
        message: 'Can I visit?',
        consent: true,
        agreementVersion: await version('contact'),
      },
    ],
    [
      '/sites/1/send-to-a-friend',
      'message',
      {
        ...common,
        ...person,
        friendEmail: 'els@example.be',
        friendLocale: 'en',
        message: 'Look!',
        estateId: estate.id,
      },
    ],
    [
      '/sites/1/subscriptions',
      'email',
      {
        ...common,
        email: 'an@example.be',
        criteria: { types: [], cities: [] },
        consent: true,
        agreementVersion: await version('keep-me-informed'),
      },
    ],
    [
      '/sites/1/live-agenda/reservation',
      'message',
      {
        ...common,
        ...person,
        phone: '0470 12 34 56',
        message: 'The garden too, please.',
        consent: true,
        estateId: estate.id,
        start: `${day(2)}T09:00:00.000Z`,
        agreementVersion: await version('appointment'),
      },
    ],
    [
      '/sites/1/viewing-requests',
      'message',
      {
        ...common,
        ...person,
        preferredDays: [day(3)],
        dayParts: ['morning'],
        phone: '',
        message: 'Mornings suit me.',
        consent: true,
        estateId: estate.id,
        agreementVersion: await version('appointment'),
      },
    ],
  ];
}

describe('a NUL in an e-mail or a lone surrogate in a text: 400 naming the field', () => {
  it('in the contact, friend, subscription, booking and viewing request forms', async () => {
    const before = await rows();
    const expected = (field: string) =>
      formErrorText(field.toLowerCase().includes('email') ? 'email' : 'invalid', 'de');
    for (const [path, textField, body] of await engagementForms()) {
      const cases: [string, unknown][] = [
        ['email', 'an\u0000@example.be'],
        ['email', 'an@example.be\u0000'],
        [textField, textField === 'email' ? 'an\ud800@example.be' : 'Hallo \ud800 Welt'],
        ['name', 'An \udc00 Peeters'],
      ];
      if (path.endsWith('send-to-a-friend')) cases.push(['friendEmail', 'els\u0000@example.be']);
      for (const [field, value] of cases) {
        if (!(field in body)) continue;
        const answer = await t.request<{ fields?: Record<string, string>; message?: string }>(
          'POST',
          path,
          { headers: client(), body: { ...body, [field]: value } },
        );
        expect([path, field, answer.status]).toEqual([path, field, 400]);
        expect([path, answer.body.fields]).toEqual([path, { [field]: expected(field) }]);
      }
    }
    expect(await rows()).toEqual(before);
  });

  it('in the holiday reservation and enquiry forms', async () => {
    const before = await rows();
    const contact = {
      name: 'An Peeters',
      email: 'an@example.be',
      phone: '+32 470 12 34 56',
      locale: 'fr',
    };
    const forms: [string, string, Record<string, unknown>][] = [
      [
        '/sites/1/rental-units/reservation',
        'remarks',
        {
          ...contact,
          rentalUnitId: 501,
          arrival: '2027-03-06',
          departure: '2027-03-13',
          adults: 2,
          children: 0,
          pets: 0,
          address: 'Kerkstraat 1, 9000 Gent',
          remarks: 'Tard',
          acceptConditions: true,
          consent: true,
        },
      ],
      [
        '/sites/1/rental-units/enquiry',
        'message',
        {
          ...contact,
          rentalUnitId: 501,
          arrival: '2027-03-06',
          departure: '2027-03-13',
          persons: 2,
          message: 'Bonjour',
          consent: true,
        },
      ],
    ];
    for (const [path, textField, body] of forms) {
      for (const [field, value, code] of [
        ['email', 'an\u0000@example.be', 'email'],
        [textField, 'Bonjour \ud800', 'invalid'],
        ['name', 'An \udfff', 'invalid'],
      ] as const) {
        const answer = await t.request<{
          code?: string;
          errors?: { field: string; code: string; message: string }[];
        }>('POST', path, { headers: client(), body: { ...body, [field]: value } });
        expect([path, field, answer.status, answer.body.code]).toEqual([
          path,
          field,
          400,
          'VALIDATION',
        ]);
        expect(answer.body.errors?.map((e) => [e.field, e.code])).toEqual([[field, code]]);
        expect(answer.body.errors?.[0]?.message).toMatch(
          code === 'email' ? /adresse e-mail/ : /caractère non valable/,
        );
      }
    }
    expect(await rows()).toEqual(before);
  });
});
