/**
 * The engagement endpoints over HTTP: agreements, contact requests, send-to-a-friend,
 * subscriptions (create, confirm, read, change, cancel), the alerts run and the publication of an
 * estate, with every bad input, the bot checks and the rate limits. Mails go to a recording
 * transport; the outbox's retries against a real SMTP server are in engagement/outbox.test.ts.
 */
import type { Agreement, Estate } from '../contract/domain';
import { engagementConfig } from '../engagement/config';
import type { OutgoingMail } from '../engagement/mails';
import { formTokenFor } from '../testing/fixtures';
import { deliverOutbox, startTestApp, TEST_SETTINGS, type TestApp } from '../testing/test-app';

const ADMIN = 'test-admin-token';
const admin = { authorization: `Bearer ${ADMIN}` };

let t: TestApp;
const sent: OutgoingMail[] = [];
let nextIp = 1;
/** A client address of its own, so that one test's submissions never limit another's. */
const client = () => ({ 'x-forwarded-for': `203.0.113.${nextIp++}` });

beforeAll(async () => {
  t = await startTestApp(TEST_SETTINGS, {
    engagement: {
      config: engagementConfig({ ADMIN_TOKEN: ADMIN, SITE_URL: 'http://{hostname}:3000' }),
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

let seen = 0;
/** Delivers the outbox and answers the mails sent since the last call. */
async function mails(): Promise<OutgoingMail[]> {
  await deliverOutbox(t);
  const fresh = sent.slice(seen);
  seen = sent.length;
  return fresh;
}

/** The rows of an outbox or request table. */
async function count(table: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

const visible = () =>
  t.data.estates.find(
    (e) => e.general.transaction.id === 1 && e.general.parentId === null && e.pictures.length > 0,
  ) as Estate;
const hidden = () =>
  t.data.estates.find((e) => e.general.transaction.id === 4 && e.general.address.city) as Estate;

async function version(key: string): Promise<string> {
  const answer = await t.request<Agreement[]>('GET', '/sites/1/agreements?locale=en');
  return answer.body.find((a) => a.key === key)?.version ?? '';
}

async function contact(body: Record<string, unknown> = {}, headers = client()) {
  return t.request<{ fields?: Record<string, string>; message?: string }>(
    'POST',
    '/sites/1/contact-requests',
    {
      headers,
      body: {
        name: 'An Peeters',
        email: `an.${nextIp}@example.be`,
        message: 'Can I visit on Saturday?',
        consent: true,
        agreementVersion: await version('contact'),
        locale: 'en',
        formToken: await formTokenFor(t.db),
        ...body,
      },
    },
  );
}

describe('GET /sites/{siteId}/agreements', () => {
  it('gives the current consent text of each form in the language asked for, with its version', async () => {
    const en = await t.request<Agreement[]>('GET', '/sites/1/agreements?locale=en');
    expect(en.status).toBe(200);
    expect(en.body.map((a) => [a.key, a.version, a.required])).toEqual([
      ['contact', '2026-01', true],
      ['keep-me-informed', '2026-01', true],
      ['appointment', '2026-12', true],
      ['valuation', '2026-12', true],
    ]);
    expect(en.body[0]?.body).toContain('Immo Zonneveld uses my details');
    const fr = await t.request<Agreement[]>('GET', '/sites/2/agreements?locale=fr');
    expect(fr.body[1]?.body).toMatch(/^Je souhaite recevoir des e-mails de l'agence Immo Ardennes/);
  });

  it('answers 400 for an unknown language and 404 for an unknown site', async () => {
    expect((await t.request('GET', '/sites/1/agreements?locale=es')).status).toBe(400);
    expect((await t.request('GET', '/sites/99/agreements?locale=en')).status).toBe(404);
  });
});

describe('POST /sites/{siteId}/contact-requests', () => {
  it('stores the request and mails the agency, multipart, replying to the visitor', async () => {
    const estate = visible();
    const before = await count('contact_requests');
    const answer = await contact({ estateId: estate.id, phone: '+32 470 12 34 56' });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ received: true });
    expect(await count('contact_requests')).toBe(before + 1);
    const mail = (await mails()).find(
      (m) => typeof m.replyTo === 'object' && m.replyTo.address.startsWith('an.'),
    );
    expect(mail).toMatchObject({
      to: 'info@immo-zonneveld.be',
      from: { name: 'Immo Zonneveld', address: 'no-reply@localhost' },
      replyTo: { name: 'An Peeters', address: expect.stringMatching(/^an\./) },
      subject: 'Nieuwe vraag via de website van Immo Zonneveld',
    });
    expect(mail?.text).toContain('Can I visit on Saturday?');
    expect(mail?.text).toContain(`http://localhost:3000/nl/aanbod/${estate.id}`);
    expect(mail?.text).toContain('Korenmarkt 12, 9000 Gent');
    expect(mail?.html).toMatch(/<html [^>]*lang="nl"/);
  });

  it('escapes what the visitor typed in the HTML part', async () => {
    expect((await contact({ message: '<script>alert(1)</script>' })).status).toBe(202);
    const mail = (await mails()).find((m) => m.text.includes('<script>'));
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it('names each missing field in the language of the request', async () => {
    const answer = await t.request<{ fields: Record<string, string>; message: string }>(
      'POST',
      '/sites/1/contact-requests',
      { headers: client(), body: { locale: 'fr', formToken: await formTokenFor(t.db) } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      name: 'Veuillez remplir ce champ.',
      email: 'Veuillez remplir ce champ.',
      message: 'Veuillez remplir ce champ.',
      agreementVersion: expect.any(String),
    });
    expect(answer.body.message).toBe('Veuillez remplir ce champ.');
  });

  it.each([
    [{ email: 'an@home' }, 'email', 'Enter a valid e-mail address, such as name@example.com.'],
    [{ phone: '123' }, 'phone', expect.stringContaining('valid phone number')],
    [{ message: 'x'.repeat(2001) }, 'message', 'This is too long: 2000 characters at most.'],
    [{ consent: false }, 'consent', 'Please agree to the privacy statement to send this form.'],
    [{ estateId: 'a/b' }, 'estateId', 'This value is not valid.'],
    [{ extra: 'field' }, 'extra', 'This field is not part of this form.'],
    [{ locale: 'es' }, 'locale', 'Deze waarde is niet geldig.'],
  ])('refuses %j with a 400 naming %s', async (change, field, text) => {
    const answer = await contact(change);
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toEqual(text);
  });

  it('refuses a consent text version the site never had, asking to reload', async () => {
    const answer = await contact({ agreementVersion: '1999-01' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      agreementVersion: 'The consent text has changed. Please reload the page.',
    });
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await t.request('POST', '/sites/1/contact-requests', {
      headers: { ...client(), 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(answer.status).toBe(400);
  });

  it('answers a bot as if accepted and keeps nothing: honeypot filled in', async () => {
    const requests = await count('contact_requests');
    const outbox = await count('mail_outbox');
    expect((await contact({ website: 'https://spam.example' })).body).toEqual({ received: true });
    expect(await count('contact_requests')).toBe(requests);
    expect(await count('mail_outbox')).toBe(outbox);
  });

  it("measures the fill time itself: a browser's elapsedMs is no longer a field, a fresh token is too young", async () => {
    const requests = await count('contact_requests');
    const told = await contact({ formToken: undefined, elapsedMs: 5000 });
    expect(told.status).toBe(400);
    const issued = await t.request<{ token: string; minFillMs: number; maxAgeMs: number }>(
      'GET',
      '/sites/1/form-token',
    );
    expect(issued.status).toBe(200);
    expect(issued.headers.get('cache-control')).toBe('private, no-store');
    expect(issued.body).toEqual({
      token: expect.any(String),
      minFillMs: 1000,
      maxAgeMs: 3_600_000,
    });
    const fast = await contact({ formToken: issued.body.token });
    expect([fast.status, fast.body]).toEqual([
      400,
      {
        statusCode: 400,
        code: 'FORM_TOO_FAST',
        error: 'Bad Request',
        message: 'This form was sent very quickly. Please check it and send it again.',
        fields: { '': 'This form was sent very quickly. Please check it and send it again.' },
      },
    ]);
    expect(await count('contact_requests')).toBe(requests);
  });

  it('accepts a form sent 1.2 s after its token was issued (a browser that filled it in at once), refuses one at 0.5 s', async () => {
    const tokens = t.app.forms.guard.tokens;
    expect(tokens.minFillMs).toBe(1000);
    const requests = await count('contact_requests');
    const quick = await contact({ formToken: await tokens.issue(1, Date.now() - 1200) });
    expect(quick.status).toBe(202);
    expect(await count('contact_requests')).toBe(requests + 1);
    const inhuman = await contact({ formToken: await tokens.issue(1, Date.now() - 500) });
    expect([inhuman.status, (inhuman.body as { code?: string }).code]).toEqual([
      400,
      'FORM_TOO_FAST',
    ]);
    expect(await count('contact_requests')).toBe(requests + 1);
  });

  it.each([
    ['missing', undefined, 'FORM_TOKEN_MISSING'],
    ['not a token', 'abc', 'FORM_TOKEN_INVALID'],
    ['forged (its time made older)', 'forge', 'FORM_TOKEN_INVALID'],
    ["another site's", 'site2', 'FORM_TOKEN_INVALID'],
    ['too old', 'old', 'FORM_TOKEN_EXPIRED'],
  ])('refuses a submission whose token is %s, in its language', async (_name, kind, code) => {
    const tokens = t.app.forms.guard.tokens;
    const token =
      kind === 'forge'
        ? (await formTokenFor(t.db)).replace(/^[0-9a-z]+/, (Date.now() - 120_000).toString(36))
        : kind === 'site2'
          ? await formTokenFor(t.db, 2)
          : kind === 'old'
            ? await tokens.issue(1, Date.now() - tokens.maxAgeMs - 1000)
            : kind;
    const answer = await contact({ formToken: token, locale: 'de' });
    expect(answer.status).toBe(400);
    expect((answer.body as { code?: string }).code).toBe(code);
    expect(answer.body.message).toMatch(/Formular/);
  });

  it('limits one address to 10 submissions in its window, with Retry-After, others go on', async () => {
    const headers = client();
    for (let i = 0; i < 10; i++) {
      expect((await contact({ email: `limit${i}@example.be` }, headers)).status).toBe(202);
    }
    const [requests, outbox] = [await count('contact_requests'), await count('mail_outbox')];
    const over = await contact({ email: 'limit-x@example.be', locale: 'de' }, headers);
    expect(over.status).toBe(429);
    // Refused is not kept: no request stored, no mail queued.
    expect([await count('contact_requests'), await count('mail_outbox')]).toEqual([
      requests,
      outbox,
    ]);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(over.body.message).toBe(
      `Sie haben dieses Formular zu oft gesendet. Bitte versuchen Sie es in ${Math.ceil(retryAfter / 60)} Minuten erneut.`,
    );
    expect((await contact({ email: 'limit-y@example.be' })).status).toBe(202);
    await mails();
  });

  it('limits one e-mail address to 3 submissions an hour, whatever the client address', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await contact({ email: 'Same@Example.be' })).status).toBe(202);
    }
    const requests = await count('contact_requests');
    expect((await contact({ email: 'same@example.be ' })).status).toBe(429);
    expect(await count('contact_requests')).toBe(requests);
    await mails();
  });

  it('counts only accepted submissions against the limits, and says when to try again', async () => {
    const headers = client();
    const email = 'corrects@example.be';
    // Refused for their fields (an unknown consent text version included): none of them counts.
    for (const wrong of [
      { name: '\u200b' },
      { message: '' },
      { consent: false },
      { agreementVersion: '1999-01' },
      { email: `${email}\u0000` },
    ]) {
      expect((await contact({ email, ...wrong }, headers)).status).toBe(400);
    }
    for (let i = 0; i < 3; i++) expect((await contact({ email }, headers)).status).toBe(202);
    const over = await contact({ email }, headers);
    expect(over.status).toBe(429);
    // The e-mail address's window is an hour (FORM_RATE_LIMIT_EMAIL_WINDOW_MS), opened just now.
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3540);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.body).toMatchObject({
      retryAfter,
      message: 'You have sent this form too often. Please try again in 60 minutes.',
    });
    const fr = await contact({ email, locale: 'fr' }, client());
    expect(fr.body.message).toBe(
      'Vous avez envoyé ce formulaire trop souvent. Réessayez dans 60 minutes.',
    );
    await mails();
  });

  it('answers 404 for an unknown site', async () => {
    expect((await t.request('POST', '/sites/99/contact-requests', { body: {} })).status).toBe(404);
  });
});

describe('POST /sites/{siteId}/send-to-a-friend', () => {
  const friend = (estateId: string, change: Record<string, unknown> = {}) =>
    t.request<{ fields?: Record<string, string> }>('POST', '/sites/1/send-to-a-friend', {
      headers: client(),
      body: {
        friendEmail: `friend.${nextIp}@example.be`,
        friendLocale: 'fr',
        name: 'An',
        email: `an.${nextIp}@example.be`,
        message: 'Look at this one!',
        estateId,
        locale: 'en',
        formToken: token,
        ...change,
      },
    });
  let token = '';
  beforeAll(async () => {
    token = await formTokenFor(t.db);
  });

  it("mails the friend the estate's title, picture, price and link in the friend's language", async () => {
    const estate = visible();
    expect((await friend(estate.id)).status).toBe(202);
    const mail = (await mails()).find((m) => m.to.startsWith('friend.'));
    expect(mail?.subject).toBe('Un bien à découvrir chez Immo Zonneveld');
    expect(mail?.to).toMatch(/^friend\./);
    expect(mail?.replyTo).toEqual({
      name: 'An',
      address: expect.stringMatching(/^an\.\d+@example\.be$/),
    });
    expect(mail?.text).toContain('Look at this one!');
    expect(mail?.text).toContain(`http://localhost:3000/fr/offre/${estate.id}`);
    expect(mail?.text).toMatch(/€ [\d.]+/);
    expect(mail?.html).toContain(`src="http://localhost:3000${estate.pictures[0]?.thumbnail}`);
    expect(mail?.html).toMatch(/<html [^>]*lang="fr"/);
  });

  it("uses the second site's own hostname in its links", async () => {
    const estate = await t.request<{ results: Estate[] }>('POST', '/sites/2/estates', {
      body: { query: { status: ['FOR_SALE'] }, size: 1 },
    });
    const id = estate.body.results[0]?.id ?? '';
    const answer = await t.request('POST', '/sites/2/send-to-a-friend', {
      headers: client(),
      body: {
        friendEmail: 'friend@example.be',
        friendLocale: 'nl',
        name: 'An',
        email: 'an@example.be',
        estateId: id,
        locale: 'nl',
        formToken: await formTokenFor(t.db, 2),
      },
    });
    expect(answer.status).toBe(202);
    const mail = (await mails()).find((m) => m.to === 'friend@example.be');
    expect(mail?.text).toContain(`http://ardennes.localhost:3000/nl/aanbod/${id}`);
    expect(mail?.from).toEqual({ name: 'Immo Ardennes', address: 'no-reply@ardennes.localhost' });
  });

  it('answers 404 for an estate the site does not show, and 400 for bad fields', async () => {
    expect((await friend('999999')).status).toBe(404);
    expect((await friend(hidden().id)).status).toBe(404);
    const bad = await friend(visible().id, { friendEmail: 'nobody', friendLocale: 'xx' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['friendEmail', 'friendLocale']);
  });

  it("limits the mails to one friend's address to 3 an hour", async () => {
    const id = visible().id;
    for (let i = 0; i < 3; i++) {
      expect((await friend(id, { friendEmail: 'bart@example.be' })).status).toBe(202);
    }
    expect((await friend(id, { friendEmail: 'bart@example.be' })).status).toBe(429);
    await mails();
  });
});

/** The token of the first link to a keep-me-informed page in a mail. */
function tokenIn(mail: OutgoingMail | undefined, path = 'keep-me-informed'): string {
  const match = new RegExp(`/${path}/(?:unsubscribe/)?([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no token in ${mail?.text}`);
  return match[1];
}

interface View {
  status: string;
  emailHint: string | null;
  criteria: unknown;
  locale: string;
}

async function subscribe(criteria: Record<string, unknown>, email = `sub.${nextIp}@example.be`) {
  const answer = await t.request('POST', '/sites/1/subscriptions', {
    headers: client(),
    body: {
      email,
      criteria,
      consent: true,
      agreementVersion: await version('keep-me-informed'),
      locale: 'en',
      formToken: await formTokenFor(t.db),
    },
  });
  expect(answer.status).toBe(202);
  const mail = (await mails()).find((m) => m.to === email);
  return { mail, token: tokenIn(mail) };
}

describe('subscriptions', () => {
  it('sends a confirmation link first and stores the proof of consent, pending', async () => {
    const { mail, token } = await subscribe({ types: [1], cities: [] }, 'eva@example.be');
    expect(mail?.subject).toBe('Confirm your e-mail alert at Immo Zonneveld');
    expect(mail?.text).toContain(`http://localhost:3000/en/keep-me-informed/${token}?confirm=1`);
    const read = await t.request<View>('GET', `/sites/1/subscriptions/${token}`);
    expect(read.body).toMatchObject({
      status: 'pending',
      emailHint: 'e•••@example.be',
      locale: 'en',
      criteria: { types: [1], cities: [] },
    });
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT consent_form, agreement_version, consented_at IS NOT NULL AS consented,
         confirmed_at FROM subscriptions WHERE email = 'eva@example.be'`,
    );
    expect(rows[0]).toEqual({
      consent_form: 'keep-me-informed',
      agreement_version: '2026-01',
      consented: true,
      confirmed_at: null,
    });
    const { rows: stored } = await t.db.query(
      'SELECT 1 FROM subscription_tokens WHERE token_hash = $1',
      [token],
    );
    expect(stored).toEqual([]);
  });

  it('confirms once: a welcome mail with edit and unsubscribe links; a replay says already', async () => {
    const { token } = await subscribe({ status: 'TO_RENT', types: [], cities: [] });
    const [first, second] = await Promise.all([
      t.request<{ confirmed: string; subscription: View }>(
        'POST',
        `/sites/1/subscriptions/${token}/confirm`,
      ),
      t.request<{ confirmed: string }>('POST', `/sites/1/subscriptions/${token}/confirm`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.confirmed, second.body.confirmed].sort()).toEqual(['already', 'now']);
    const welcome = await mails();
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.subject).toBe('Your e-mail alert at Immo Zonneveld is active');
    expect(welcome[0]?.text).toContain(`/en/keep-me-informed/${token}`);
    expect(welcome[0]?.text).toContain(`/en/keep-me-informed/unsubscribe/${token}`);
    expect(welcome[0]?.text).toContain('to rent');
    expect(welcome[0]?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/en/ajax/notifications/${token}/unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const replay = await t.request<{ confirmed: string }>(
      'POST',
      `/sites/1/subscriptions/${token}/confirm`,
    );
    expect(replay.body.confirmed).toBe('already');
    expect(await mails()).toEqual([]);
  });

  it('changes the criteria, refusing bad ones with localized texts', async () => {
    const { token } = await subscribe({ types: [], cities: [] });
    const changed = await t.request<View>('PUT', `/sites/1/subscriptions/${token}`, {
      body: { criteria: { types: [2], cities: [3], priceMax: 250000 } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.criteria).toEqual({ types: [2], cities: [3], priceMax: 250000 });
    const bad = await t.request<{ fields: Record<string, string> }>(
      'PUT',
      `/sites/1/subscriptions/${token}`,
      {
        headers: { 'x-language': 'nl' },
        body: { criteria: { types: [], cities: [], priceMin: 5, priceMax: 1 } },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'criteria.priceMax': 'De maximumprijs mag niet lager zijn dan de minimumprijs.',
    });
    expect(
      (await t.request('PUT', `/sites/1/subscriptions/${token}`, { body: { email: 'x@y.be' } }))
        .status,
    ).toBe(400);
  });

  it('unsubscribes in one step, erases the address, and says so again the second time', async () => {
    const { token } = await subscribe({ types: [], cities: [] }, 'gone@example.be');
    await t.request('POST', `/sites/1/subscriptions/${token}/confirm`);
    await mails();
    const first = await t.request('DELETE', `/sites/1/subscriptions/${token}`);
    expect(first.body).toEqual({ status: 'unsubscribed', already: false });
    const again = await t.request('DELETE', `/sites/1/subscriptions/${token}`);
    expect(again.body).toEqual({ status: 'unsubscribed', already: true });
    const read = await t.request<View>('GET', `/sites/1/subscriptions/${token}`);
    expect(read.body).toMatchObject({ status: 'unsubscribed', emailHint: null, criteria: null });
    const { rows } = await t.db.query(
      `SELECT 1 FROM subscriptions WHERE email = 'gone@example.be'`,
    );
    expect(rows).toEqual([]);
    expect(
      (await t.request<{ reason: string }>('POST', `/sites/1/subscriptions/${token}/confirm`)).body,
    ).toMatchObject({ reason: 'unsubscribed' });
    const put = await t.request('PUT', `/sites/1/subscriptions/${token}`, {
      body: { criteria: { types: [], cities: [] } },
    });
    expect(put.status).toBe(410);
  });

  it('answers 404 for an unknown or malformed token, and 410 for one never confirmed in time', async () => {
    const unknown = 'A'.repeat(43);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/confirm'],
      ['DELETE', ''],
    ] as const) {
      expect((await t.request(method, `/sites/1/subscriptions/${unknown}${path}`)).status).toBe(
        404,
      );
      expect((await t.request(method, `/sites/1/subscriptions/short${path}`)).status).toBe(404);
    }
    const { token } = await subscribe({ types: [], cities: [] }, 'late@example.be');
    await t.db.query(
      `UPDATE subscriptions SET created_at = now() - interval '8 days' WHERE email = 'late@example.be'`,
    );
    const read = await t.request<{ reason: string }>('GET', `/sites/1/subscriptions/${token}`);
    expect([read.status, read.body.reason]).toEqual([410, 'expired']);
    expect((await t.request('POST', `/sites/1/subscriptions/${token}/confirm`)).status).toBe(410);
  });

  it("refuses another site's token", async () => {
    const { token } = await subscribe({ types: [], cities: [] });
    expect((await t.request('GET', `/sites/2/subscriptions/${token}`)).status).toBe(404);
  });

  it('refuses criteria that are not the search filters', async () => {
    const answer = await t.request<{ fields: Record<string, string> }>(
      'POST',
      '/sites/1/subscriptions',
      {
        headers: client(),
        body: {
          email: 'crit@example.be',
          criteria: { status: 'SOLD', types: ['x'], cities: [] },
          consent: true,
          agreementVersion: '2026-01',
          locale: 'en',
          formToken: await formTokenFor(t.db),
        },
      },
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['criteria.status', 'criteria.types.0']);
  });
});

describe('alerts', () => {
  it('needs the operator token to publish an estate or run the alerts', async () => {
    expect((await t.request('POST', '/alerts/run')).status).toBe(403);
    expect(
      (await t.request('POST', '/alerts/run', { headers: { authorization: 'Bearer nope' } }))
        .status,
    ).toBe(403);
    expect((await t.request('POST', `/sites/1/estates/${visible().id}/publication`)).status).toBe(
      403,
    );
    expect(
      (await t.request('POST', '/sites/1/estates/999999/publication', { headers: admin })).status,
    ).toBe(404);
  });

  it('mails a newly published matching estate once, with its links and one-click unsubscribe', async () => {
    const estate = t.data.estates.find(
      (e) =>
        e.general.transaction.id === 2 && e.general.parentId === null && e.general.address.city,
    ) as Estate;
    const criteria = {
      status: 'TO_RENT',
      types: [estate.general.headType.id],
      cities: [estate.general.address.city?.id],
    };
    const { token } = await subscribe(criteria, 'alert@example.be');
    await t.request('POST', `/sites/1/subscriptions/${token}/confirm`);
    await mails();
    // Nothing new yet: no mail.
    await t.request('POST', '/alerts/run', { headers: admin });
    expect((await mails()).filter((m) => m.to === 'alert@example.be')).toEqual([]);

    const published = await t.request<{ publicationDate: string }>(
      'POST',
      `/sites/1/estates/${estate.id}/publication`,
      { headers: admin },
    );
    expect(published.status).toBe(200);
    const other = t.data.estates.find(
      (e) => e.general.transaction.id === 1 && e.general.parentId === null,
    ) as Estate;
    await t.request('POST', `/sites/1/estates/${other.id}/publication`, { headers: admin });
    const run = await t.request<{ mails: number }>('POST', '/alerts/run', { headers: admin });
    expect(run.status).toBe(200);
    const alerts = (await mails()).filter((m) => m.to === 'alert@example.be');
    expect(alerts).toHaveLength(1);
    const alert = alerts[0];
    expect(alert?.subject).toBe('1 new property for you');
    expect(alert?.text).toContain(`http://localhost:3000/en/offer/${estate.id}`);
    expect(alert?.text).not.toContain(`/en/offer/${other.id}`);
    expect(alert?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The alert's own token reads the same subscription; the welcome mail's still works too.
    const alertToken = tokenIn(alert);
    expect(alertToken).not.toBe(token);
    expect((await t.request<View>('GET', `/sites/1/subscriptions/${alertToken}`)).body.status).toBe(
      'active',
    );

    // Published again later: never the same estate twice.
    await t.request('POST', `/sites/1/estates/${estate.id}/publication`, { headers: admin });
    await t.request('POST', '/alerts/run', { headers: admin });
    expect((await mails()).filter((m) => m.to === 'alert@example.be')).toEqual([]);

    expect((await t.request('DELETE', `/sites/1/subscriptions/${token}`)).body).toEqual({
      status: 'unsubscribed',
      already: false,
    });
  });

  it('leaves out estates of a hidden status and pending subscriptions', async () => {
    const estate = hidden();
    const { token } = await subscribe(
      { types: [], cities: [estate.general.address.city?.id] },
      'hid@example.be',
    );
    const pending = await subscribe({ types: [], cities: [] }, 'pending@example.be');
    expect(pending.token).toBeTruthy();
    await t.request('POST', `/sites/1/subscriptions/${token}/confirm`);
    await mails();
    await t.request('POST', `/sites/1/estates/${estate.id}/publication`, { headers: admin });
    await t.request('POST', '/alerts/run', { headers: admin });
    const to = (await mails()).map((m) => m.to);
    expect(to).not.toContain('hid@example.be');
    expect(to).not.toContain('pending@example.be');
  });
});
