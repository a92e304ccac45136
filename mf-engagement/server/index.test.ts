/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Site } from 'shared/domain';
import { createFakeApi } from 'shared/testing/fake-api';
import engagementServer from './index';

const TOKEN = 'a'.repeat(43);

describe('the engagement team endpoints', () => {
  const api = createFakeApi();
  const seen = api.seen;
  let site: FastifyInstance;

  beforeAll(async () => {
    site = Fastify();
    await site.register(engagementServer, {
      apiUpstream: await api.start(),
      siteOf: async (hostname) => ({ id: hostname === 'ardennes.localhost' ? 2 : 1 }) as Site,
    });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });
  beforeEach(() => api.reset());

  const contact = {
    name: 'An',
    email: 'an@example.be',
    message: 'Still for sale?',
    consent: true,
    agreementVersion: '2026-01',
    locale: 'fr',
    formToken: 'a-token-of-the-api',
  };

  it("forwards a valid contact request to the API of the request's site, as the visitor", async () => {
    const response = await site.inject({
      method: 'POST',
      url: '/fr/ajax/contact-form-handler',
      headers: { host: 'ardennes.localhost' },
      remoteAddress: '198.51.100.7',
      payload: contact,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/sites/2/contact-requests',
        body: contact,
        forwardedFor: '198.51.100.7',
        language: 'fr',
      },
    ]);
  });

  it('answers a bad form itself, in the language of the page, without calling the API', async () => {
    const response = await site.inject({
      method: 'POST',
      url: '/de/ajax/contact-form-handler',
      payload: { ...contact, email: 'an', locale: 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.be.',
    });
    expect(seen).toEqual([]);
  });

  it('answers a bot (its honeypot filled in) as accepted and forwards nothing', async () => {
    for (const payload of [
      { ...contact, website: 'x' },
      { ...contact, website: 'http://spam.example' },
    ]) {
      const response = await site.inject({
        method: 'POST',
        url: '/en/ajax/contact-form-handler',
        payload,
      });
      expect([response.statusCode, response.json()]).toEqual([202, { received: true }]);
    }
    expect(seen).toEqual([]);
  });

  it("passes on the API's refusal: a rate limit with its Retry-After", async () => {
    api.answer = {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Trop souvent',
        retryAfter: 120,
      },
    };
    const response = await site.inject({
      method: 'POST',
      url: '/fr/ajax/contact-form-handler',
      payload: contact,
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('120');
    expect(response.json().message).toBe('Trop souvent');
  });

  it('forwards send-to-a-friend and subscriptions to their API endpoints', async () => {
    await site.inject({
      method: 'POST',
      url: '/nl/ajax/send-to-a-friend',
      payload: {
        friendEmail: 'bart@example.be',
        friendLocale: 'en',
        name: 'An',
        email: 'an@example.be',
        estateId: '1042',
        locale: 'nl',
        formToken: 'a-token-of-the-api',
      },
    });
    await site.inject({
      method: 'POST',
      url: '/nl/ajax/notifications',
      payload: {
        email: 'an@example.be',
        criteria: { types: [1], cities: [] },
        consent: true,
        agreementVersion: '2026-01',
        locale: 'nl',
        formToken: 'a-token-of-the-api',
      },
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /sites/1/send-to-a-friend',
      'POST /sites/1/subscriptions',
    ]);
  });

  it("reads, changes, confirms and cancels a subscription by the subscriber's token", async () => {
    api.answer = { status: 200, body: { status: 'active' } };
    const base = `/en/ajax/notifications/${TOKEN}`;
    expect((await site.inject({ url: base })).json()).toEqual({ status: 'active' });
    await site.inject({
      method: 'PUT',
      url: base,
      payload: { criteria: { types: [], cities: [3] } },
    });
    await site.inject({ method: 'POST', url: `${base}/confirm` });
    await site.inject({ method: 'DELETE', url: base });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET /sites/1/subscriptions/${TOKEN}`,
      `PUT /sites/1/subscriptions/${TOKEN}`,
      `POST /sites/1/subscriptions/${TOKEN}/confirm`,
      `DELETE /sites/1/subscriptions/${TOKEN}`,
    ]);
    expect(seen[1]?.body).toEqual({ criteria: { types: [], cities: [3] } });
  });

  it('refuses bad criteria and an unknown language before the API', async () => {
    const bad = await site.inject({
      method: 'PUT',
      url: `/en/ajax/notifications/${TOKEN}`,
      payload: { criteria: { types: [], cities: [], priceMin: 9, priceMax: 1 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'criteria.priceMax': 'The maximum price cannot be below the minimum price.',
    });
    expect((await site.inject({ url: `/xx/ajax/notifications/${TOKEN}` })).statusCode).toBe(400);
    expect(seen).toEqual([]);
  });

  it('answers a token of the wrong shape as an unknown one (404), on every route, before the API', async () => {
    // Cut short, or with characters a token never has: no subscriber's link.
    for (const token of ['abc123', TOKEN.slice(0, 21), `${TOKEN.slice(0, 30)}.!`]) {
      const base = `/en/ajax/notifications/${encodeURIComponent(token)}`;
      const answers = [
        await site.inject({ url: base }),
        await site.inject({ method: 'PUT', url: base, payload: { criteria: { types: [] } } }),
        await site.inject({ method: 'DELETE', url: base }),
        await site.inject({ method: 'POST', url: `${base}/confirm` }),
        await site.inject({ method: 'POST', url: `${base}/unsubscribe` }),
        await site.inject({ url: `${base}/unsubscribe` }),
      ];
      for (const answer of answers) {
        expect([answer.statusCode, answer.json().message]).toEqual([404, 'Unknown subscription']);
      }
    }
    expect(seen).toEqual([]);
  });

  it('passes on 404 and 410 for a token that leads nowhere', async () => {
    api.answer = { status: 410, body: { statusCode: 410, reason: 'expired' } };
    const response = await site.inject({ url: `/fr/ajax/notifications/${TOKEN}` });
    expect([response.statusCode, response.json().reason]).toEqual([410, 'expired']);
  });

  it('unsubscribes in one click by POST (RFC 8058), while a GET only opens the page', async () => {
    api.answer = { status: 200, body: { status: 'unsubscribed', already: false } };
    const post = await site.inject({
      method: 'POST',
      url: `/de/ajax/notifications/${TOKEN}/unsubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `DELETE /sites/1/subscriptions/${TOKEN}`,
    ]);
    const get = await site.inject({ url: `/de/ajax/notifications/${TOKEN}/unsubscribe` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/de/auf-dem-laufenden-bleiben/abmelden/${TOKEN}`);
    expect(seen).toHaveLength(1);
  });

  const booking = {
    name: 'An',
    email: 'an@example.be',
    phone: '0470 12 34 56',
    consent: true,
    estateId: '1001',
    start: '2026-12-01T08:30:00.000Z',
    agreementVersion: '2026-12',
    locale: 'nl',
    formToken: 'a-token-of-the-api',
  };
  const APPOINTMENT = 'b'.repeat(32);

  it("forwards the live agenda's slots, a booking (201) and an appointment's read and cancel", async () => {
    api.answer = { status: 200, body: { slots: [] } };
    const slots = await site.inject({ method: 'GET', url: '/en/ajax/live-agenda/1001' });
    expect(slots.statusCode).toBe(200);
    api.answer = { status: 201, body: { id: APPOINTMENT } };
    const booked = await site.inject({
      method: 'POST',
      url: '/nl/ajax/live-agenda-reservation',
      payload: booking,
      remoteAddress: '203.0.113.9',
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toEqual({ id: APPOINTMENT });
    api.answer = { status: 200, body: { status: 'booked' } };
    await site.inject({ method: 'GET', url: `/fr/ajax/live-agenda-reservation/${APPOINTMENT}` });
    await site.inject({ method: 'DELETE', url: `/de/ajax/live-agenda-reservation/${APPOINTMENT}` });
    expect(seen.map((s) => [s.method, s.url, s.language])).toEqual([
      ['GET', '/sites/1/live-agenda/1001', 'en'],
      ['POST', '/sites/1/live-agenda/reservation', 'nl'],
      ['GET', `/sites/1/live-agenda/reservation/${APPOINTMENT}`, 'fr'],
      ['DELETE', `/sites/1/live-agenda/reservation/${APPOINTMENT}`, 'de'],
    ]);
    expect(seen[1]?.forwardedFor).toBe('203.0.113.9');
  });

  it('passes on a slot just taken (409), refuses a bad booking and a malformed id itself', async () => {
    api.answer = { status: 409, body: { reason: 'taken', message: 'Dit tijdstip werd net…' } };
    const taken = await site.inject({
      method: 'POST',
      url: '/nl/ajax/live-agenda-reservation',
      payload: booking,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: 'taken' });
    seen.length = 0;
    const bad = await site.inject({
      method: 'POST',
      url: '/en/ajax/live-agenda-reservation',
      payload: { ...booking, phone: '', start: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      phone: 'Please fill in this field.',
      start: 'Please make a choice.',
    });
    const malformed = await site.inject({
      method: 'GET',
      url: '/en/ajax/live-agenda-reservation/short',
    });
    expect(malformed.statusCode).toBe(404);
    expect(seen).toEqual([]);
  });

  it('answers 502 when the API cannot be reached', async () => {
    const down = Fastify();
    await down.register(engagementServer, {
      apiUpstream: 'http://127.0.0.1:9',
      siteOf: async () => ({ id: 1 }) as Site,
    });
    const response = await down.inject({ url: `/en/ajax/notifications/${TOKEN}` });
    expect(response.statusCode).toBe(502);
    await down.close();
  });
});
