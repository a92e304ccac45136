/**
 * @jest-environment node
 */
// Response and Headers are Node's (jsdom lacks them).
import { ClientError, NotFoundError } from 'shared/api';
import { createAppointmentsApi } from './appointment-calls';

/** A fetch that records each call and answers `status` with `body`. */
function fakeFetch(status = 200, body: unknown = {}) {
  const calls: { url: string; method: string; language: string | null }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      language: new Headers(init.headers).get('X-Language'),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('createAppointmentsApi', () => {
  it("calls the appointment endpoints of the page's language", async () => {
    const { calls, fetch } = fakeFetch();
    const api = createAppointmentsApi('nl', { fetch });
    await api.getLiveAgenda('1001');
    await api.bookAppointment({ estateId: '1001' });
    await api.getAppointment('a/b');
    await api.cancelAppointment('abc');
    expect(calls.map((c) => `${c.method} ${c.url} ${c.language}`)).toEqual([
      'GET /nl/ajax/live-agenda/1001 nl',
      'POST /nl/ajax/live-agenda-reservation nl',
      'GET /nl/ajax/live-agenda-reservation/a%2Fb nl',
      // The path's language is the one the site server uses (DELETE sends no language header).
      'DELETE /nl/ajax/live-agenda-reservation/abc null',
    ]);
  });

  it('throws the named error of a taken slot and of an unknown appointment', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const taken = createAppointmentsApi('en', {
      fetch: fakeFetch(409, { reason: 'taken' }).fetch,
    });
    const error = await taken.bookAppointment({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).status).toBe(409);
    const unknown = createAppointmentsApi('en', { fetch: fakeFetch(404, {}).fetch });
    await expect(unknown.getAppointment('x')).rejects.toBeInstanceOf(NotFoundError);
    logged.mockRestore();
  });
});
