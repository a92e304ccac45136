/**
 * The free valuation request over HTTP: stored with its consent version, two mails through the
 * outbox (the agency's with Reply-To the owner, the owner's confirmation in their language),
 * every bad field named in the visitor's language, the bot checks, the limits, the retention.
 */
import type { Agreement } from '../contract/domain';
import { engagementConfig } from '../engagement/config';
import type { MailAddress, OutgoingMail } from '../engagement/mails';
import { eraseAddress, runRetention } from '../privacy/retention';
import { formTokenFor } from '../testing/fixtures';
import { deliverOutbox, startTestApp, TEST_SETTINGS, type TestApp } from '../testing/test-app';

let t: TestApp;
const sent: OutgoingMail[] = [];
let nextIp = 1;
const client = () => ({ 'x-forwarded-for': `198.51.100.${nextIp++}` });

beforeAll(async () => {
  t = await startTestApp(TEST_SETTINGS, {
    engagement: {
      config: engagementConfig({ SITE_URL: 'http://{hostname}:3000' }),
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

/**
 * The mails sent from `sent[since]` on, once the outbox has delivered every mail due. The
 * outbox's own loop may send them before this is called, so `since` is read before the request.
 */
async function deliveredSince(since: number): Promise<OutgoingMail[]> {
  await deliverOutbox(t);
  return sent.slice(since);
}

async function version(): Promise<string> {
  const answer = await t.request<Agreement[]>('GET', '/sites/1/agreements?locale=fr');
  return answer.body.find((a) => a.key === 'valuation')?.version ?? '';
}

async function valuation(change: Record<string, unknown> = {}, headers = client()) {
  return t.request<{ fields?: Record<string, string>; message?: string; received?: boolean }>(
    'POST',
    '/sites/1/valuation-requests',
    {
      headers,
      body: {
        street: 'Kerkstraat',
        houseNumber: '12',
        postalCode: '9000',
        municipality: 'Gent',
        kind: 'HOUSE',
        livingArea: 145,
        bedrooms: 3,
        epcLabel: 'B',
        description: 'Gerenoveerd in 2019.',
        intent: 'SELL',
        timeframe: 'MONTHS_6',
        name: 'Marie Dubois',
        email: `owner.${nextIp}@example.be`,
        phone: '0470 12 34 56',
        contactMoment: 'evening',
        consent: true,
        agreementVersion: await version(),
        locale: 'fr',
        website: '',
        formToken: await formTokenFor(t.db),
        ...change,
      },
    },
  );
}

describe('POST /sites/{siteId}/valuation-requests', () => {
  it('offers its consent text in four languages', async () => {
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      const answer = await t.request<Agreement[]>('GET', `/sites/1/agreements?locale=${locale}`);
      const text = answer.body.find((a) => a.key === 'valuation');
      expect(text?.body).toMatch(/\S{10,}/);
    }
  });

  it('stores the request and mails the agency (Reply-To the owner) and the owner in French', async () => {
    const since = sent.length;
    const answer = await valuation({ email: 'marie.dubois@example.be' });
    expect(answer.status).toBe(202);
    const { rows } = await t.db.query<{ municipality: string; living_area: number }>(
      `SELECT municipality, living_area FROM valuation_requests WHERE email = 'marie.dubois@example.be'`,
    );
    expect(rows).toEqual([{ municipality: 'Gent', living_area: 145 }]);
    const mails = await deliveredSince(since);
    const agency = mails.find((m) => m.to !== 'marie.dubois@example.be');
    const owner = mails.find((m) => m.to === 'marie.dubois@example.be');
    expect((agency?.replyTo as MailAddress).address).toBe('marie.dubois@example.be');
    expect(agency?.subject).toContain('9000 Gent');
    expect(agency?.text).toContain('145 m²');
    expect(agency?.text).toContain('Gerenoveerd in 2019.');
    expect(owner?.subject).toMatch(/estimation gratuite/);
    expect(owner?.text).toContain('Kerkstraat 12, 9000 Gent');
    expect(owner?.text).toContain('Maison');
    expect(owner?.text).toContain('Soir');
    expect(owner?.html).toContain('lang="fr"');
  });

  it('names each bad field in the visitor language, and stores nothing', async () => {
    const before = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM valuation_requests',
    );
    const answer = await valuation({ postalCode: '12', kind: 'CASTLE', phone: '', locale: 'nl' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      postalCode: 'Vul een Belgische postcode van vier cijfers in, zoals 9000.',
      kind: 'Maak een keuze.',
      phone: 'Vul dit veld in.',
    });
    const after = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM valuation_requests',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('refuses NUL bytes, lone surrogates and an unknown consent version as field errors', async () => {
    expect((await valuation({ street: 'a\u0000b' })).status).toBe(400);
    expect((await valuation({ description: '\ud800' })).status).toBe(400);
    const old = await valuation({ agreementVersion: '1999-01' });
    expect(old.status).toBe(400);
    expect(old.body.fields).toHaveProperty('agreementVersion');
  });

  it('answers a bot (honeypot) as accepted and stores nothing; refuses a missing token', async () => {
    const bot = await valuation({ website: 'http://spam.example', email: 'bot@example.be' });
    expect(bot.status).toBe(202);
    const { rows } = await t.db.query(
      `SELECT 1 FROM valuation_requests WHERE email = 'bot@example.be'`,
    );
    expect(rows).toHaveLength(0);
    expect((await valuation({ formToken: undefined })).status).toBe(400);
  });

  it('limits one address to 3 requests, then answers 429 with Retry-After', async () => {
    const email = 'busy.owner@example.be';
    for (let i = 0; i < 3; i++) expect((await valuation({ email })).status).toBe(202);
    const over = await valuation({ email });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is deleted after 12 months, and on an erasure request', async () => {
    await valuation({ email: 'old.owner@example.be' });
    await valuation({ email: 'erase.me@example.be' });
    await t.db.exec(
      `UPDATE valuation_requests SET created_at = now() - interval '13 months' WHERE email = 'old.owner@example.be'`,
    );
    const report = await runRetention(t.db);
    expect(report.valuationRequests).toBe(1);
    expect((await eraseAddress(t.db, 'ERASE.me@example.be')).valuationRequests).toBe(1);
    const { rows } = await t.db.query(
      `SELECT 1 FROM valuation_requests WHERE email IN ('old.owner@example.be', 'erase.me@example.be')`,
    );
    expect(rows).toHaveLength(0);
  });
});
