/**
 * @jest-environment node
 */
// Response and Headers are Node's (jsdom lacks them).
import { BadRequestError, NotFoundError } from 'shared/api';
import { createEngagementApi } from './engagement-calls';

/** A fetch that records each call and answers `status` with `body`. */
function fakeFetch(status = 200, body: unknown = { received: true }) {
  const calls: { url: string; method: string; body: unknown; language: string | null }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      language: headers.get('X-Language'),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('createEngagementApi', () => {
  it("posts each form to its site endpoint in the page's language", async () => {
    const { calls, fetch } = fakeFetch();
    const api = createEngagementApi('fr', { fetch });
    await api.sendContactForm({ name: 'An' });
    await api.sendToAFriend({ estateId: '1' });
    await api.subscribe({ email: 'a@b.be' });
    expect(calls.map((c) => [c.method, c.url, c.language])).toEqual([
      ['POST', '/fr/ajax/contact-form-handler', 'fr'],
      ['POST', '/fr/ajax/send-to-a-friend', 'fr'],
      ['POST', '/fr/ajax/notifications', 'fr'],
    ]);
    expect(calls[0]?.body).toEqual({ name: 'An' });
  });

  it("reads, confirms, changes and cancels a subscription at its token's address", async () => {
    const { calls, fetch } = fakeFetch(200, { status: 'active' });
    const api = createEngagementApi('de', { fetch });
    expect(await api.getSubscription('t/k')).toEqual({ status: 'active' });
    await api.confirmSubscription('tok');
    await api.updateSubscription('tok', { criteria: { types: [], cities: [] } });
    await api.unsubscribe('tok');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /de/ajax/notifications/t%2Fk',
      'POST /de/ajax/notifications/tok/confirm',
      'PUT /de/ajax/notifications/tok',
      'DELETE /de/ajax/notifications/tok',
    ]);
  });

  it('throws the named error of a refusal, with its body', async () => {
    const refused = createEngagementApi('en', {
      fetch: fakeFetch(400, { fields: { email: 'Enter a valid e-mail address.' } }).fetch,
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await refused.sendContactForm({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(JSON.parse((error as BadRequestError).body ?? '{}').fields.email).toBe(
      'Enter a valid e-mail address.',
    );
    const missing = createEngagementApi('en', { fetch: fakeFetch(404, {}).fetch });
    await expect(missing.getSubscription('x')).rejects.toBeInstanceOf(NotFoundError);
  });
});
