/**
 * @jest-environment node
 */
import { createHttpClient } from 'shared/api';
import { sendRentalEnquiry } from './api';

describe('sendRentalEnquiry (SPEC §7)', () => {
  it('posts the enquiry to its path', async () => {
    const fetch = jest.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{"id":"e1"}', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const http = createHttpClient({
      baseUrl: '/api',
      siteId: 7,
      fetch: fetch as unknown as typeof globalThis.fetch,
      logger: { error: jest.fn() },
    });
    await expect(sendRentalEnquiry(http, {} as never)).resolves.toEqual({ id: 'e1' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/sites/7/rental-units/enquiry');
    expect(fetch.mock.calls[0]![1].method).toBe('POST');
  });
});
