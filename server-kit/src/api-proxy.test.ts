/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { Site } from 'shared/domain';
import { admitBody, formEndpoint, forwardToApi, langParams } from './api-proxy';
import { createFakeApi } from 'shared/testing/fake-api';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'required')),
  website: z.optional(z.string()),
  formToken: z.optional(z.string()),
});

describe("the teams' server glue", () => {
  const api = createFakeApi();
  const seen = api.seen;
  let site: FastifyInstance;

  beforeAll(async () => {
    const options = {
      apiUpstream: await api.start(),
      siteOf: async (hostname: string) =>
        ({ id: hostname === 'ardennes.localhost' ? 2 : 1 }) as Site,
    };
    site = Fastify();
    formEndpoint(site, options, { pattern: '/:lang/ajax/form', schema, apiPath: '/forms' });
    formEndpoint(site, options, {
      pattern: '/:lang/ajax/booking',
      schema,
      apiPath: '/bookings',
      okStatus: 201,
    });
    site.put<{ Params: { lang: 'nl'; id: string } }>(
      '/:lang/ajax/things/:id',
      { schema: { params: langParams({ id: { type: 'string', pattern: '^[0-9]+$' } }) } },
      (request, reply) => {
        const value = admitBody(schema, request, reply);
        if (value === null) return reply;
        return forwardToApi(request, reply, options, {
          method: 'PUT',
          path: `/things/${request.params.id}`,
          body: value,
        });
      },
    );
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });
  beforeEach(() => api.reset());

  it("forwards a valid form to the API of the request's site, as the visitor, in the page's language", async () => {
    const form = { name: 'An', formToken: 'issued' };
    const response = await site.inject({
      method: 'POST',
      url: '/fr/ajax/form',
      headers: { host: 'ardennes.localhost' },
      remoteAddress: '198.51.100.7',
      payload: form,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    // The visitor's own answer: no cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/sites/2/forms',
        body: form,
        forwardedFor: '198.51.100.7',
        language: 'fr',
      },
    ]);
  });

  it('refuses a form that fails its schema with its fields, and an unknown language', async () => {
    const refused = await site.inject({
      method: 'POST',
      url: '/nl/ajax/form',
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['name']);
    const unknown = await site.inject({
      method: 'POST',
      url: '/xx/ajax/form',
      payload: { name: 'An' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(seen).toEqual([]);
  });

  it("answers a bot's form as accepted and drops it", async () => {
    const response = await site.inject({
      method: 'POST',
      url: '/en/ajax/form',
      payload: { name: 'Bot', website: 'http://spam.example' },
    });
    expect(response.statusCode).toBe(202);
    expect(seen).toEqual([]);
  });

  it("leaves a bot's form whose success says more to the API, which answers it as a success", async () => {
    const response = await site.inject({
      method: 'POST',
      url: '/en/ajax/booking',
      payload: { name: 'Bot', website: 'http://spam.example' },
    });
    expect(response.statusCode).toBe(201);
    expect(seen).toMatchObject([{ method: 'POST', url: '/sites/1/bookings' }]);
  });

  it("passes on the API's refusals with their Retry-After, and says 502 when it cannot be reached", async () => {
    api.answer = { status: 429, body: { statusCode: 429, message: 'Later', retryAfter: 60 } };
    const limited = await site.inject({
      method: 'PUT',
      url: '/nl/ajax/things/7',
      payload: { name: 'An' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(limited.json()).toMatchObject({ message: 'Later' });
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: '/sites/1/things/7',
      body: { name: 'An' },
    });

    const down = Fastify();
    formEndpoint(
      down,
      { apiUpstream: 'http://127.0.0.1:1', siteOf: async () => ({ id: 1 }) as Site },
      { pattern: '/:lang/ajax/form', schema, apiPath: '/forms' },
    );
    const unreachable = await down.inject({
      method: 'POST',
      url: '/nl/ajax/form',
      payload: { name: 'An' },
    });
    expect(unreachable.statusCode).toBe(502);
    await down.close();
  });
});
