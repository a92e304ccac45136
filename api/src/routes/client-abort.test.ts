/**
 * A client that goes away in the middle of a request (a closed tab, a load tool stopping) is no
 * failure of the API: nothing about it is logged as a warning or an error.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { isClientAbort } from 'server-kit/client-abort';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { MEMORY_DATA_DIR, openPglite } from '../db/pglite';
import { engagementConfig } from '../engagement/config';

let db: Database;
let app: FastifyInstance;
let port = 0;
const lines: string[] = [];

beforeAll(async () => {
  db = await openPglite(MEMORY_DATA_DIR);
  await migrate(db);
  app = await buildApp({
    db,
    logger: { level: 'debug', stream: { write: (line) => void lines.push(line) } },
    settings: { searchRateLimit: null },
    engagement: {
      config: engagementConfig({}),
      transport: { sendMail: async () => undefined },
    },
  });
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

/** Sends the head and half the body of a POST, then closes the connection. */
function abortMidBody(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          'Content-Length: 400\r\n\r\n{"query":',
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
    socket.on('error', reject);
  });
}

it('logs a request whose client went away mid-body at info or below', async () => {
  const before = lines.length;
  await abortMidBody('/sites/1/estates');
  await abortMidBody('/sites/1/contact-requests');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const logged = lines
    .slice(before)
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  expect(logged.filter((line) => line.msg === 'client went away')).toHaveLength(2);
  expect(logged.filter((line) => line.level >= 40)).toEqual([]);
});

it('tells the errors of a client going away from others', () => {
  const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
  const undici = Object.assign(new Error('Request aborted'), {
    name: 'AbortError',
    code: 'UND_ERR_ABORTED',
  });
  const proxied = new Error('Request aborted', { cause: undici });
  const premature = Object.assign(new Error('Premature close'), {
    code: 'ERR_STREAM_PREMATURE_CLOSE',
  });
  for (const error of [aborted, undici, proxied, premature])
    expect(isClientAbort(error)).toBe(true);
  for (const error of [new Error('connect ECONNREFUSED'), new Error('boom'), null, 'text'])
    expect(isClientAbort(error)).toBe(false);
});
