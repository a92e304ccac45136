/**
 * The transactional outbox against a real SMTP server (smtp-server, the library MailDev is built
 * on): with the server down the form still succeeds and the mail waits; once the server is back
 * the mail arrives, once. Also: a mail marked failed after its last attempt and still sent once
 * the server is back (on its slow schedule, at once when another mail goes out, or by the
 * operator's resend), a restarted API (a new sender) delivering what the old one left, a lease
 * taken over by another sender, and the backoff.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { engagementConfig } from './config';
import { backoffMs, OutboxSender, enqueueMail, resendFailed } from './outbox';
import { formTokenFor } from '../testing/fixtures';
import { smtpTransport } from './smtp';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../testing/test-app';

/** A local SMTP server that keeps the raw messages it receives. */
function smtpServer(received: string[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
}

function listen(server: SMTPServer, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });
}

const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

const received: string[] = [];
let port = 0;
let t: TestApp;

beforeAll(async () => {
  const probe = smtpServer(received);
  port = await listen(probe);
  await close(probe);
  t = await startTestApp(TEST_SETTINGS, {
    engagement: {
      config: engagementConfig({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        OUTBOX_RETRY_BASE_MS: '200',
        FORM_MIN_FILL_MS: '0',
      }),
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function outboxRow(id: number) {
  const { rows } = await t.db.query<{ attempts: number; sent: boolean; last_error: string | null }>(
    'SELECT attempts, sent_at IS NOT NULL AS sent, last_error FROM mail_outbox WHERE id = $1',
    [id],
  );
  return rows[0];
}

it('keeps a mail while the SMTP server is down and delivers it once when it is back', async () => {
  // The SMTP server is down: the visitor's request still succeeds.
  const answer = await t.request('POST', '/sites/1/contact-requests', {
    body: {
      name: 'Lien',
      email: 'lien@example.be',
      message: 'Is the garden south-facing?',
      consent: true,
      agreementVersion: '2026-01',
      locale: 'nl',
      formToken: await formTokenFor(t.db),
    },
  });
  expect(answer.status).toBe(202);
  const { rows } = await t.db.query<{ id: number }>(
    "SELECT id::int FROM mail_outbox WHERE message ->> 'text' LIKE '%south-facing%'",
  );
  const id = rows[0]?.id ?? 0;
  await t.app.engagement.outbox.deliverDue();
  await t.app.engagement.outbox.deliverDue();
  expect(await outboxRow(id)).toMatchObject({ sent: false, attempts: 1 });
  expect((await outboxRow(id))?.last_error).toMatch(/ECONNREFUSED|connect/i);

  // The server comes back; after the backoff the mail goes out, and only once.
  const server = smtpServer(received);
  await listen(server, port);
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.app.engagement.outbox.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await t.app.engagement.outbox.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received.filter((raw) => raw.includes('south-facing'))).toHaveLength(1);
    const raw = received.find((r) => r.includes('south-facing')) ?? '';
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain(`Message-ID: <outbox-${id}@localhost>`);
    expect(await outboxRow(id)).toMatchObject({ sent: true, attempts: 2, last_error: null });
  } finally {
    await close(server);
  }
});

it('delivers what a stopped sender left behind (an API restart)', async () => {
  const id = await enqueueMail(t.db, 1, 'contact', {
    from: 'no-reply@localhost',
    to: 'info@immo-zonneveld.be',
    subject: 'Left behind',
    text: 'left behind',
    html: '<p>left behind</p>',
  });
  const delivered: string[] = [];
  const restarted = new OutboxSender(
    t.db,
    { sendMail: async (mail) => void delivered.push(mail.subject) },
    { pollMs: 1000, retryBaseMs: 10, retryMaxMs: 100, maxAttempts: 3 },
  );
  await restarted.deliverDue();
  expect(delivered).toContain('Left behind');
  expect((await outboxRow(id))?.sent).toBe(true);
});

it('marks a mail failed after its last attempt and tries it again only on its slow schedule', async () => {
  const id = await enqueueMail(t.db, 1, 'contact', {
    from: 'no-reply@localhost',
    to: 'nobody@example.be',
    subject: 'Never',
    text: 'never',
    html: '<p>never</p>',
  });
  const failing = new OutboxSender(
    t.db,
    { sendMail: () => Promise.reject(new Error('550 mailbox unavailable')) },
    { pollMs: 1000, retryBaseMs: 0, retryMaxMs: 0, maxAttempts: 2 },
  );
  expect((await failing.deliverDue()).retried).toBeGreaterThanOrEqual(1);
  expect((await failing.deliverDue()).failed).toBeGreaterThanOrEqual(1);
  const { rows } = await t.db.query<{ failed: boolean; last_error: string }>(
    'SELECT failed_at IS NOT NULL AS failed, last_error FROM mail_outbox WHERE id = $1',
    [id],
  );
  expect(rows[0]).toEqual({ failed: true, last_error: '550 mailbox unavailable' });
  expect((await failing.deliverDue()).failed).toBe(0);
});

describe('backoffMs', () => {
  it('doubles the delay after each failure, up to the longest', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffMs(n, 5000, 60_000))).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000,
    ]);
  });
});

it("keeps no token in a sent mail's row, and sends an unsent one whole after a retry", async () => {
  const answer = await t.request('POST', '/sites/1/subscriptions', {
    body: {
      email: 'redacted@example.be',
      criteria: { types: [], cities: [] },
      consent: true,
      agreementVersion: '2026-01',
      locale: 'nl',
      formToken: await formTokenFor(t.db),
    },
  });
  expect(answer.status).toBe(202);
  const row = async () => {
    const { rows } = await t.db.query<{
      id: number;
      kind: string;
      recipient: string;
      message: Record<string, unknown>;
      created: boolean;
      sent: boolean;
    }>(
      `SELECT id::int, kind, recipient, message, created_at IS NOT NULL AS created,
         sent_at IS NOT NULL AS sent
       FROM mail_outbox WHERE kind = 'confirm' AND recipient = 'redacted@example.be'`,
    );
    return rows[0];
  };
  // The SMTP server is down: the confirmation waits, whole, with its token.
  await t.app.engagement.outbox.deliverDue();
  const waiting = await row();
  expect(waiting?.sent).toBe(false);
  const token = /\/([A-Za-z0-9_-]{40,})\?confirm=1/.exec(String(waiting?.message.text))?.[1] ?? '';
  expect(token).not.toBe('');
  expect(JSON.stringify(waiting?.message)).toContain(token);

  const server = smtpServer(received);
  await listen(server, port);
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.app.engagement.outbox.deliverDue()).sent).toBeGreaterThanOrEqual(1);
  } finally {
    await close(server);
  }
  // The visitor got the whole mail, link and all ...
  const raw = received.find((r) => r.includes('redacted@example.be')) ?? '';
  expect(raw.replace(/=\r\n/g, '')).toContain(token);
  expect(raw).toMatch(/Content-Type: text\/html/i);
  // ... and the row keeps the record, without the token or any body.
  const sent = await row();
  expect(sent).toMatchObject({
    kind: 'confirm',
    recipient: 'redacted@example.be',
    created: true,
    sent: true,
  });
  expect(sent?.message).toEqual({
    from: { name: 'Immo Zonneveld', address: 'no-reply@localhost' },
    to: 'redacted@example.be',
    subject: expect.any(String),
    redacted: true,
  });
  expect(JSON.stringify(sent)).not.toContain(token);
});

/** A mail of its own in the outbox, due now. */
const mailOf = (subject: string, to = 'someone@example.be') =>
  enqueueMail(t.db, 1, 'contact', {
    from: 'no-reply@localhost',
    to,
    subject,
    text: subject,
    html: `<p>${subject}</p>`,
  });

/** A sender whose SMTP server takes every mail, noting its subject. */
const working = (delivered: string[]) =>
  new OutboxSender(
    t.db,
    { sendMail: async (mail) => void delivered.push(mail.subject) },
    { pollMs: 1000, retryBaseMs: 0, retryMaxMs: 0, maxAttempts: 1 },
  );

/** Fails a mail for good as a sender would after its last attempt. */
async function failForGood(id: number) {
  const failing = new OutboxSender(
    t.db,
    { sendMail: () => Promise.reject(new Error('421 try later')) },
    { pollMs: 1000, retryBaseMs: 0, retryMaxMs: 0, maxAttempts: 1, failedRetryMs: 3_600_000 },
  );
  await failing.deliverDue();
  const { rows } = await t.db.query<{ failed: boolean }>(
    'SELECT failed_at IS NOT NULL AS failed FROM mail_outbox WHERE id = $1',
    [id],
  );
  expect(rows[0]?.failed).toBe(true);
}

describe('a failed mail once the SMTP server is back', () => {
  it('goes out on its slow schedule', async () => {
    const id = await mailOf('slow schedule');
    await failForGood(id);
    const delivered: string[] = [];
    await working(delivered).deliverDue();
    expect(delivered).not.toContain('slow schedule');
    await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
    await working(delivered).deliverDue();
    expect(delivered.filter((s) => s === 'slow schedule')).toHaveLength(1);
    expect((await outboxRow(id))?.sent).toBe(true);
  });

  it('goes out at once when another mail does (the server is back)', async () => {
    const failed = await mailOf('woken up');
    await failForGood(failed);
    await mailOf('the next visitor');
    const delivered: string[] = [];
    const sender = working(delivered);
    await sender.deliverDue();
    // The pass that sent the new mail made the failed one due; the next pass sends it.
    await sender.deliverDue();
    expect(delivered).toEqual(expect.arrayContaining(['the next visitor', 'woken up']));
    expect((await outboxRow(failed))?.sent).toBe(true);
  });

  it("goes out after the operator's resend, and not after its 30 days", async () => {
    const id = await mailOf('resent');
    const old = await mailOf('too old');
    await failForGood(id);
    await failForGood(old);
    await t.db.query(
      `UPDATE mail_outbox SET created_at = now() - interval '31 days' WHERE id = $1`,
      [old],
    );
    expect(await resendFailed(t.db)).toBeGreaterThanOrEqual(2);
    const delivered: string[] = [];
    await working(delivered).deliverDue();
    expect(delivered).toContain('resent');
    expect(delivered).not.toContain('too old');
  });
});

it('leaves a mail whose lease ran out to the sender that took it over: sent once', async () => {
  await mailOf('lease one');
  const second = await mailOf('lease two');
  const delivered: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered: () => void = () => undefined;
  const inFirst = new Promise<void>((resolve) => (entered = resolve));
  const slow = new OutboxSender(
    t.db,
    {
      sendMail: async (mail) => {
        if (mail.subject === 'lease one') {
          entered();
          await gate;
        }
        delivered.push(mail.subject);
      },
    },
    { pollMs: 1000, retryBaseMs: 0, retryMaxMs: 0, maxAttempts: 3 },
  );
  const pass = slow.deliverDue();
  await inFirst;
  // The first send outlasts the lease of the second mail, which another sender then takes.
  await t.db.query(
    `UPDATE mail_outbox SET locked_until = now() - interval '1 second' WHERE id = $1`,
    [second],
  );
  await working(delivered).deliverDue();
  release();
  await pass;
  expect(delivered.filter((s) => s === 'lease two')).toHaveLength(1);
  expect(delivered.filter((s) => s === 'lease one')).toHaveLength(1);
});
