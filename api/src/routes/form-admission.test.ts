import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { FormGuard } from '../forms/guard';
import {
  admitForm,
  firstWait,
  refusedByLimits,
  screenSubmission,
  type FormLimit,
} from './form-admission';

/** A request of site 1 with `body`, its log silent. */
function requestWith(body: unknown): FastifyRequest {
  return {
    body,
    params: { siteId: '1' },
    url: '/sites/1/contact-requests',
    log: { info: () => undefined },
  } as unknown as FastifyRequest;
}

/** A reply that records what is sent. */
function recordingReply() {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = {
    headers: {},
  };
  const reply = {
    code(status: number) {
      sent.status = status;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}

/** A guard whose token check answers `problem`. */
function guardWith(problem: Awaited<ReturnType<FormGuard['tokenProblem']>> = null): FormGuard {
  return { tokenProblem: async () => problem } as unknown as FormGuard;
}

const schema = z.object({ email: z.string(), website: z.optional(z.string()) });
const botAnswer = () => ({ status: 202, body: { received: true } });

describe('firstWait', () => {
  it('asks the limits in turn and stops at the first that refuses', async () => {
    const asked: string[] = [];
    const limit =
      (name: string, wait: number | null): FormLimit =>
      async () => {
        asked.push(name);
        return wait;
      };
    const request = requestWith({});
    expect(await firstWait(request, [limit('a', null), limit('b', 30), limit('c', 5)])).toBe(30);
    expect(asked).toEqual(['a', 'b']);
    expect(await firstWait(request, [limit('d', null)])).toBeNull();
    expect(await firstWait(request, [])).toBeNull();
  });
});

describe('refusedByLimits', () => {
  it('answers 429 with Retry-After, retryAfter and the localized text, and the code when given', async () => {
    const { reply, sent } = recordingReply();
    const refused = await refusedByLimits(
      requestWith({}),
      reply,
      'en',
      [async () => 42],
      'RATE_LIMITED',
    );
    expect(refused).toBe(true);
    expect(sent.status).toBe(429);
    expect(sent.headers).toEqual({ 'Retry-After': '42' });
    expect(sent.body).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      retryAfter: 42,
    });
    expect((sent.body as { message: string }).message).toMatch(/\S/);
  });

  it('has no code unless given, and answers nothing within the limits', async () => {
    const over = recordingReply();
    await refusedByLimits(requestWith({}), over.reply, 'nl', [async () => 7]);
    expect(over.sent.body).not.toHaveProperty('code');
    const within = recordingReply();
    expect(await refusedByLimits(requestWith({}), within.reply, 'nl', [async () => null])).toBe(
      false,
    );
    expect(within.sent.status).toBeUndefined();
  });
});

describe('screenSubmission', () => {
  it("answers a bot's submission as accepted, before the token is checked", async () => {
    const { reply, sent } = recordingReply();
    const guard = { tokenProblem: jest.fn(async () => 'formTokenMissing') } as unknown as FormGuard;
    const answered = await screenSubmission(requestWith({}), reply, guard, {
      fields: { website: 'http://spam.example' },
      locale: 'en',
      botAnswer: () => ({ status: 201, body: { id: 'fake' } }),
    });
    expect(answered).toBe(true);
    expect(sent).toMatchObject({ status: 201, body: { id: 'fake' } });
    expect(guard.tokenProblem).not.toHaveBeenCalled();
  });

  it("refuses a bad form token with 400 and the token's code", async () => {
    const { reply, sent } = recordingReply();
    const answered = await screenSubmission(requestWith({}), reply, guardWith('formTokenMissing'), {
      fields: {},
      locale: 'en',
      botAnswer,
    });
    expect(answered).toBe(true);
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ statusCode: 400, code: 'FORM_TOKEN_MISSING' });
  });
});

describe('admitForm', () => {
  it('answers the fields the schema refuses, before any other check or limit', async () => {
    const { reply, sent } = recordingReply();
    const limit = jest.fn(async () => null);
    const value = await admitForm(requestWith({ email: 3 }), reply, {
      schema,
      locale: 'en',
      guard: guardWith('formTokenMissing'),
      botAnswer,
      limits: () => [limit],
    });
    expect(value).toBeNull();
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Object.keys((sent.body as { fields: object }).fields)).toEqual(['email']);
    expect(limit).not.toHaveBeenCalled();
  });

  it("answers the further check's fields with 400", async () => {
    const { reply, sent } = recordingReply();
    const value = await admitForm(requestWith({ email: 'a@b.be' }), reply, {
      schema,
      locale: 'en',
      check: async () => ({ message: 'old text', fields: { agreementVersion: 'old text' } }),
      guard: guardWith(),
      botAnswer,
    });
    expect(value).toBeNull();
    expect(sent).toMatchObject({
      status: 400,
      body: { message: 'old text', fields: { agreementVersion: 'old text' } },
    });
  });

  it("does not count a bot's or a bad token's submission against the limits", async () => {
    const limit = jest.fn(async () => null);
    const bot = recordingReply();
    await admitForm(requestWith({ email: 'a@b.be', website: 'x' }), bot.reply, {
      schema,
      locale: 'en',
      guard: guardWith(),
      botAnswer,
      limits: () => [limit],
    });
    expect(bot.sent).toMatchObject({ status: 202, body: { received: true } });
    const token = recordingReply();
    await admitForm(requestWith({ email: 'a@b.be' }), token.reply, {
      schema,
      locale: 'en',
      guard: guardWith('formTokenExpired'),
      botAnswer,
      limits: () => [limit],
    });
    expect(token.sent.status).toBe(400);
    expect(limit).not.toHaveBeenCalled();
  });

  it('answers 429 over a limit, and the valid body within them', async () => {
    const over = recordingReply();
    expect(
      await admitForm(requestWith({ email: 'a@b.be' }), over.reply, {
        schema,
        locale: 'en',
        guard: guardWith(),
        botAnswer,
        limits: () => [async () => null, async () => 60],
      }),
    ).toBeNull();
    expect(over.sent).toMatchObject({ status: 429, headers: { 'Retry-After': '60' } });
    const within = recordingReply();
    const value = await admitForm(requestWith({ email: 'a@b.be' }), within.reply, {
      schema,
      locale: 'en',
      guard: guardWith(),
      botAnswer,
      limits: (body) => [async () => (body.email === 'a@b.be' ? null : 1)],
    });
    expect(value).toEqual({ email: 'a@b.be' });
    expect(within.sent.status).toBeUndefined();
  });
});
