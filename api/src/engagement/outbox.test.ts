/**
 * The transactional outbox against a real SMTP server (smtp-server, the library MailDev is built
 * on): with the server down the form still succeeds and the mail waits; once the server is back
 * the mail arrives, once. Also: a mail given up after its last attempt, a restarted API (a new
 * sender) delivering what the old one left, and the backoff.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { engagementConfig } from './config';
import { backoffMs, OutboxSender, enqueueMail } from './outbox';
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

it('gives a mail up after its last attempt', async () => {
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
