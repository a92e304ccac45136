/**
 * Test support for the teams' server plugins: a stand-in for the API (SPEC §7) on a free local
 * port that records every call (method, URL, body, X-Forwarded-For, X-Language) and answers each
 * with the status and body a test sets. Node-only, for tests.
 */
import Fastify from 'fastify';

/** A call the fake API received. */
export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
  forwardedFor: string | undefined;
  language: string | undefined;
}

/** A fake API (see the module's comment). */
export interface FakeApi {
  /** The calls received since the last reset, in order. */
  readonly seen: SeenCall[];
  /** The answer to every call (202 `{ received: true }` after a reset). */
  answer: { status: number; body: unknown };
  /**
   * Starts listening.
   * @returns its base URL, e.g. 'http://127.0.0.1:40123' (the plugins' `apiUpstream`)
   */
  start(): Promise<string>;
  /** Forgets the calls and answers 202 again. */
  reset(): void;
  close(): Promise<void>;
}

/** Makes a fake API (see the module's comment); `start()` it before use. */
export function createFakeApi(): FakeApi {
  const app = Fastify();
  const api: FakeApi = {
    seen: [],
    answer: { status: 202, body: { received: true } },
    async start() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    },
    reset() {
      api.seen.length = 0;
      api.answer = { status: 202, body: { received: true } };
    },
    close: () => app.close(),
  };
  app.all('/*', async (request, reply) => {
    api.seen.push({
      method: request.method,
      url: request.url,
      body: request.body,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      language: request.headers['x-language'] as string | undefined,
    });
    return reply.code(api.answer.status).send(api.answer.body);
  });
  return api;
}
