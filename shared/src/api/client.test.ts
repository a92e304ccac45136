/**
 * @jest-environment node
 */
// The client only needs fetch and Response, which Node has and jsdom lacks.
import { createHttpClient, type HttpClient } from './client';
import {
  BadRequestError,
  ClientError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  ServerError,
} from './errors';

type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit]>;

/** A client whose fetch answers `answer` (a fresh copy for each call). */
function setup(answer: () => Response = () => json({ ok: true })) {
  const fetch: FetchMock = jest.fn(async (_url: string, _init: RequestInit) => answer());
  const logger = { error: jest.fn() };
  const client: HttpClient = createHttpClient({
    baseUrl: 'http://api.test/',
    siteId: 7,
    fetch: fetch as unknown as typeof globalThis.fetch,
    logger,
  });
  /** The URL and init of the n-th call. */
  const call = (n = 0) => {
    const [url, init] = fetch.mock.calls[n]!;
    return { url, init, headers: new Headers(init.headers) };
  };
  return { client, fetch, logger, call };
}

function json(body: unknown, status = 200, type = 'application/json; charset=utf-8'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

function text(body: string, status = 200, type = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'Content-Type': type } });
}

describe('headers (SPEC §7)', () => {
  it('GET sends the site header, the client marker and the language when given', async () => {
    const { client, call } = setup();
    await client.get('/sites/7', { language: 'fr' });
    const { url, init, headers } = call();
    expect(url).toBe('http://api.test/sites/7');
    expect(init.method).toBe('GET');
    expect(headers.get('X-Site-Id')).toBe('7');
    expect(headers.get('X-Client')).toBe('agency-website');
    expect(headers.get('X-Language')).toBe('fr');
  });

  it('GET without a language sends no language header', async () => {
    const { client, call } = setup();
    await client.get('/sites/7');
    expect(call().headers.has('X-Language')).toBe(false);
    expect(call().headers.get('X-Client')).toBe('agency-website');
  });

  it.each(['post', 'put', 'delete'] as const)(
    '%s sends the site header but neither language nor client marker',
    async (method) => {
      const { client, call } = setup();
      if (method === 'delete') await client.delete('/x');
      else await client[method]('/x', { a: 1 });
      const { headers, init } = call();
      expect(init.method).toBe(method.toUpperCase());
      expect(headers.get('X-Site-Id')).toBe('7');
      expect(headers.has('X-Client')).toBe(false);
      expect(headers.has('X-Language')).toBe(false);
    },
  );
});

describe('GET and DELETE answers', () => {
  it.each(['get', 'delete'] as const)('%s gives null on 204', async (method) => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client[method]('/x')).resolves.toBeNull();
  });

  it.each(['get', 'delete'] as const)('%s parses a JSON content type', async (method) => {
    const { client } = setup(() => json({ id: 1 }));
    await expect(client[method]('/x')).resolves.toEqual({ id: 1 });
  });

  it('parses other JSON media types too', async () => {
    const { client } = setup(() => json({ id: 2 }, 200, 'application/vnd.api+json'));
    await expect(client.get('/x')).resolves.toEqual({ id: 2 });
  });

  it.each(['get', 'delete'] as const)('%s returns the raw Response otherwise', async (method) => {
    const { client } = setup(() => text('<svg/>', 200, 'image/svg+xml'));
    const answer = await client[method]('/x');
    expect(answer).toBeInstanceOf(Response);
    await expect((answer as Response).text()).resolves.toBe('<svg/>');
  });

  it('DELETE sends the given site id instead of the client one', async () => {
    const { client, call } = setup(() => new Response(null, { status: 204 }));
    await client.delete('/x', { siteId: 3 });
    expect(call().headers.get('X-Site-Id')).toBe('3');
    await client.delete('/x');
    expect(call(1).headers.get('X-Site-Id')).toBe('7');
  });

  it('getJson refuses an answer that is not JSON', async () => {
    const { client } = setup(() => text('hello'));
    await expect(client.getJson('/x')).rejects.toBeInstanceOf(ServerError);
  });
});

describe('POST and PUT (SPEC §7)', () => {
  it.each(['post', 'put'] as const)(
    '%s sends a JSON body and parses the answer',
    async (method) => {
      const { client, call } = setup(() => json({ saved: true }));
      await expect(client[method]('/x', { query: { city: [1] } })).resolves.toEqual({
        saved: true,
      });
      const { init, headers } = call();
      expect(headers.get('Content-Type')).toBe('application/json');
      expect(JSON.parse(init.body as string)).toEqual({ query: { city: [1] } });
    },
  );

  it('POST sends the page language when the client has one', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => json({}));
    const client = createHttpClient({
      baseUrl: '/api',
      siteId: 7,
      language: 'fr',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await client.post('/x', {});
    await client.get('/y');
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('X-Language')).toBe('fr');
    expect(new Headers(fetch.mock.calls[1]![1].headers).get('X-Language')).toBe('fr');
  });

  it.each(['post', 'put'] as const)('%s gives null for an empty 201 answer', async (method) => {
    const { client } = setup(() => new Response('', { status: 201 }));
    await expect(client[method]('/x', {})).resolves.toBeNull();
  });

  it.each(['post', 'put'] as const)('%s gives null on 204', async (method) => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client[method]('/x', {})).resolves.toBeNull();
  });
});

describe('errors (SPEC §7, §8)', () => {
  it.each([
    [400, BadRequestError],
    [404, NotFoundError],
    [401, ClientError],
    [403, ClientError],
    [409, ClientError],
    [422, ClientError],
    [500, ServerError],
    [502, ServerError],
    [503, ServerError],
  ])('a %i answer throws %p', async (status, ErrorClass) => {
    const { client } = setup(() => text('nope', status));
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, body: 'nope' });
  });

  it('4xx errors are not 5xx errors and the reverse', async () => {
    const { client } = setup(() => text('', 404));
    const notFound = await client.get('/x').catch((e: unknown) => e);
    expect(notFound).not.toBeInstanceOf(ServerError);
    const server = setup(() => text('', 500));
    expect(await server.client.get('/x').catch((e: unknown) => e)).not.toBeInstanceOf(ClientError);
  });

  it('a failed POST logs the answer text', async () => {
    const { client, logger } = setup(() => text('field city is invalid', 400));
    await expect(client.post('/x', {})).rejects.toBeInstanceOf(BadRequestError);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toContain('field city is invalid');
  });

  it('an OK POST answer that is not JSON throws an InvalidResponseError and logs the text', async () => {
    const { client, logger } = setup(() => text('<html>proxy error</html>', 200));
    const error = await client.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 200, body: '<html>proxy error</html>' });
    expect(logger.error.mock.calls[0]?.[0]).toContain('proxy error');
  });

  it.each(['get', 'put', 'delete'] as const)('a failed %s logs nothing', async (method) => {
    const { client, logger } = setup(() => text('boom', 500));
    const request = method === 'put' ? client.put('/x', {}) : client[method]('/x');
    await expect(request).rejects.toBeInstanceOf(ServerError);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('an unreachable API throws a NetworkError', async () => {
    const { client, fetch } = setup();
    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(client.get('/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('an aborted request rejects with the AbortError itself', async () => {
    const { client, fetch } = setup();
    fetch.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(client.get('/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
