/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { versionChannel, type VersionChannel } from './version-channel';

/**
 * A fake API long-polling its data version as the API's version feed does: a poll after the
 * current version waits for `write()`; `longPoll: false` answers at once, as an API that does not
 * know the parameters.
 */
async function fakeApi(longPoll = true) {
  let version = 1;
  const waiting: (() => void)[] = [];
  const app: FastifyInstance = Fastify({ forceCloseConnections: true });
  app.get<{ Querystring: { after?: string } }>('/data-version', async (request) => {
    if (longPoll && request.query.after === String(version))
      await new Promise<void>((resolve) => waiting.push(resolve));
    return longPoll ? { version: String(version), pushed: true } : { version: String(version) };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    write: () => {
      version += 1;
      waiting.splice(0).forEach((resolve) => resolve());
    },
    close: () => app.close(),
  };
}

/** Waits until `check` holds, every 5 ms, for at most 2 s. */
async function until(check: () => boolean): Promise<void> {
  const end = Date.now() + 2_000;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('versionChannel', () => {
  const channels: VersionChannel[] = [];
  afterEach(() => channels.splice(0).forEach((channel) => channel.close()));
  const open = (url: string) => {
    const channel = versionChannel(url, { retryMs: 20 });
    channels.push(channel);
    return channel;
  };

  it('holds the version the API pushes, and takes a write as soon as it is answered', async () => {
    const api = await fakeApi();
    try {
      const channel = open(api.url);
      await channel.ready();
      expect(channel.current()).toBe('1');
      api.write();
      await until(() => channel.current() === '2');
    } finally {
      await api.close();
    }
  });

  it('gives no version while the API cannot be reached, and takes it again once it can', async () => {
    const api = await fakeApi();
    const channel = open(api.url);
    await channel.ready();
    expect(channel.current()).toBe('1');
    await api.close();
    // The poll is cut: the site server reads the version per request meanwhile.
    await until(() => channel.current() === null);
  });

  it('gives no version from an API that answers polls at once (it does not push)', async () => {
    const api = await fakeApi(false);
    try {
      const channel = open(api.url);
      await channel.ready();
      // It keeps trying, and keeps giving none.
      for (let i = 0; i < 12; i += 1) {
        expect(channel.current()).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    } finally {
      await api.close();
    }
  });

  it('gives no version once closed', async () => {
    const api = await fakeApi();
    try {
      const channel = open(api.url);
      await channel.ready();
      channel.close();
      expect(channel.current()).toBeNull();
    } finally {
      await api.close();
    }
  });
});
