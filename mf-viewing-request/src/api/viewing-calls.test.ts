/**
 * @jest-environment node
 */
// Response and Headers are Node's (jsdom lacks them).
import { createViewingApi } from './viewing-calls';

describe('createViewingApi', () => {
  it("posts the viewing request to the page's language", async () => {
    const calls: string[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url} ${new Headers(init.headers).get('X-Language')}`);
      return new Response('{"received":true}', {
        status: 202,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof globalThis.fetch;
    await createViewingApi('nl', { fetch }).requestViewing({ estateId: '1001' });
    expect(calls).toEqual(['POST /nl/ajax/viewing-request nl']);
  });
});
