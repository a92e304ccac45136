/**
 * @jest-environment node
 */
/**
 * The operator's erasure beside a running API on PGlite files: the API holds its data directory
 * (a second API and the commands are refused there), `npm run erase` goes through the API's
 * `POST /admin/erasure` (from this machine, with the operator's token), and the erased rows stay
 * gone after the API writes again and restarts on the same directory.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Agreement } from './contract/domain';
import { withDatabase } from './db/command';
import { DataDirHeldError, LOCK_FILE, lockHolder } from './db/data-dir-lock';
import { runErase } from './erase';
import { fromThisMachine } from './routes/erasure';
import { FormTokens } from './forms/form-token';
import { startServer } from './server';

const TOKEN = 'operator-token-of-this-test';
const SECRET = 'a form token key of at least 32 characters';
const FORGET = 'Forget.Me@Example.be';
const KEEP = 'keep.me@example.be';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-erase-'));
const env: NodeJS.ProcessEnv = {
  API_DATA_DIR: dataDir,
  API_PORT: '0',
  HOST: '127.0.0.1',
  ADMIN_TOKEN: TOKEN,
  FORM_TOKEN_SECRET: SECRET,
  FORM_MIN_FILL_MS: '0',
  // No SMTP server here: the mails wait in the outbox.
  SMTP_URL: 'smtp://127.0.0.1:9',
  OUTBOX_POLL_MS: '600000',
  HOUSEKEEPING_INTERVAL_MS: '0',
  ALERTS_INTERVAL_MS: '0',
};
const tokens = new FormTokens(async () => SECRET, 0, 3_600_000);
const logLevel = process.env.LOG_LEVEL;

let stop: (() => Promise<void>) | null = null;
let url = '';

/** Starts the API on the test's data directory and reads its address from the lock. */
async function start(): Promise<void> {
  stop = await startServer(env);
  url = lockHolder(dataDir)?.url ?? '';
}

/** Stops the API when it runs (its lock goes with it). */
async function stopApi(): Promise<void> {
  const running = stop;
  stop = null;
  await running?.();
}

/** A contact request as a visitor sends it. */
async function contact(email: string): Promise<number> {
  const agreements = (await (
    await fetch(`${url}/sites/1/agreements?locale=en`)
  ).json()) as Agreement[];
  const answer = await fetch(`${url}/sites/1/contact-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'An Peeters',
      email,
      message: 'Can I visit?',
      consent: true,
      agreementVersion: agreements.find((a) => a.key === 'contact')?.version,
      locale: 'en',
      formToken: await tokens.issue(1, Date.now() - 60_000),
    }),
  });
  return answer.status;
}

/** The command's exit code and what it wrote. */
async function erase(argv: string[], environment = env) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runErase(argv, environment, {
    out: (text) => void out.push(text),
    err: (text) => void err.push(text),
  });
  return { code, out: out.join(''), err: err.join('') };
}

/** The operator's call, with the given headers. */
const callErasure = (headers: Record<string, string>) =>
  fetch(`${url}/admin/erasure`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: FORGET }),
  });

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  await start();
}, 180_000);

afterAll(async () => {
  await stopApi();
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('erasure beside a running API on PGlite files', () => {
  it('announces the API in the lock of its data directory', () => {
    expect(lockHolder(dataDir)).toMatchObject({
      pid: process.pid,
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) as unknown,
    });
  });

  it('refuses a second API and a direct opening while the API holds the directory', async () => {
    await expect(startServer({ ...env })).rejects.toThrow(DataDirHeldError);
    await expect(withDatabase(async () => 'opened', env)).rejects.toThrow(
      `${dataDir} is in use by process ${process.pid} (the API at ${url})`,
    );
    // Without the operator's token the command cannot go through the API: it erases nothing.
    const refused = await erase([FORGET], { ...env, ADMIN_TOKEN: '' });
    expect(refused.code).toBe(1);
    expect(refused.out).toBe('');
    expect(refused.err).toMatch(/^Nothing was erased\. The API \(process \d+\) has .+ open/);
    expect(refused.err).toMatch(/set ADMIN_TOKEN/);
    const wrong = await erase([FORGET], { ...env, ADMIN_TOKEN: 'not the token' });
    expect(wrong).toMatchObject({ code: 1, out: '' });
    expect(wrong.err).toMatch(/it refused \(403\)/);
    // The API still answers: nothing crashed it.
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it('refuses the endpoint without the token, and from another client through a proxy', async () => {
    expect((await callErasure({})).status).toBe(403);
    expect((await callErasure({ authorization: 'Bearer nope' })).status).toBe(403);
    expect((await callErasure({ authorization: TOKEN })).status).toBe(403);
    // What a visitor's call through the site's /api proxy looks like: the visitor's address.
    const proxied = await callErasure({
      authorization: `Bearer ${TOKEN}`,
      'x-forwarded-for': '192.0.2.7',
    });
    expect(proxied.status).toBe(403);
    expect(((await proxied.json()) as { message: string }).message).toMatch(
      /only from the machine/,
    );
    const bad = await fetch(`${url}/admin/erasure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ email: 'nobody' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^body\/email /);
  });

  it('erases through the API; the rows stay gone after its next writes and a restart', async () => {
    expect(await contact(FORGET)).toBe(202);
    expect(await contact(KEEP)).toBe(202);
    const erased = await erase([FORGET.toLowerCase(), '--json']);
    expect(erased).toMatchObject({ code: 0, err: '' });
    const report = JSON.parse(erased.out) as Record<string, number>;
    expect(report.contactRequests).toBe(1);
    expect(report.outbox).toBeGreaterThanOrEqual(1);
    // The API's next write (the one that brought an erased record back when a command wrote
    // beside it), then a restart on the same directory.
    expect(await contact(KEEP)).toBe(202);
    await stopApi();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    await start();
    expect(await contact(KEEP)).toBe(202);
    // Again: the report counts only what is really there to erase.
    expect(JSON.parse((await erase([FORGET, '--json'])).out)).toMatchObject({ contactRequests: 0 });
    await stopApi();
    const rows = await withDatabase(async (db) => {
      const { rows: found } = await db.query<{ email: string; n: number }>(
        `SELECT lower(email) AS email, count(*)::int AS n FROM contact_requests
         WHERE lower(email) IN ($1, $2) GROUP BY 1`,
        [FORGET.toLowerCase(), KEEP],
      );
      const { rows: mails } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox
         WHERE lower(recipient) = $1 OR strpos(lower(message::text), $1) > 0`,
        [FORGET.toLowerCase()],
      );
      return { found, mails: mails[0]?.n };
    }, env);
    expect(rows).toEqual({ found: [{ email: KEEP, n: 3 }], mails: 0 });
  }, 180_000);

  it('opens the directory itself when no API holds it, a stale lock included', async () => {
    // A lock left by a process that is gone (an API killed): taken over.
    const gone = spawnSync(process.execPath, ['-e', '']);
    fs.writeFileSync(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: gone.pid, since: '2026-01-01T00:00:00.000Z', owner: 'killed' }),
    );
    const erased = await erase([KEEP]);
    expect(erased).toMatchObject({ code: 0, err: '' });
    expect(erased.out).toMatch(/^contactRequests: 3$/m);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

describe('fromThisMachine', () => {
  const request = (remoteAddress: string, localAddress: string, ip = remoteAddress) =>
    ({ socket: { remoteAddress, localAddress }, ip }) as unknown as FastifyRequest;

  it('lets through loopback and a call to the API’s own address, no one else', () => {
    expect(fromThisMachine(request('127.0.0.1', '127.0.0.1'))).toBe(true);
    expect(fromThisMachine(request('::ffff:127.0.0.1', '::ffff:127.0.0.1'))).toBe(true);
    expect(fromThisMachine(request('::1', '::1'))).toBe(true);
    expect(fromThisMachine(request('10.0.0.5', '10.0.0.5'))).toBe(true);
    // Another host of the network, connecting to the API's address.
    expect(fromThisMachine(request('10.0.0.6', '10.0.0.5'))).toBe(false);
    expect(fromThisMachine(request('192.0.2.7', '0.0.0.0'))).toBe(false);
    // A visitor through a proxy on this machine (the site's /api).
    expect(fromThisMachine(request('127.0.0.1', '127.0.0.1', '192.0.2.7'))).toBe(false);
    expect(fromThisMachine(request('127.0.0.1', '127.0.0.1', '127.0.0.1'))).toBe(true);
  });
});
