import { allSettled, fork } from 'effector';
import {
  BadRequestError,
  ClientError,
  httpErrorFromStatus,
  NetworkError,
  NotFoundError,
} from 'shared/api';
import type { FormTokenAnswer } from 'api/contract';
import { codedRefusalOf, createFormModel, refusalOf } from './model';

const model = createFormModel<{ name: string }, { received: boolean }>(async () => ({
  received: true,
}));

describe("a form model's token", () => {
  const token = model.token!;
  let issued = 0;
  const handlers = (
    send: (request: { name: string }) => Promise<{ received: boolean }>,
  ): [
    [typeof token.fetchTokenFx, () => Promise<FormTokenAnswer>],
    [typeof model.sendFx, typeof send],
    [typeof token.holdFx, (ms: number) => Promise<void>],
  ] => [
    [
      token.fetchTokenFx,
      async () => ({ token: `token-${++issued}`, minFillMs: 2500, maxAgeMs: 1 }),
    ],
    [model.sendFx, send],
    [token.holdFx, async () => undefined],
  ];

  it('is asked for when the form opens and sent with the request; no time of the browser is', async () => {
    const sent: object[] = [];
    const scope = fork({
      handlers: handlers(async (request) => {
        sent.push(request);
        return { received: true };
      }),
    });
    await allSettled(model.formOpened, { scope });
    expect(scope.getState(token.$formToken)).toMatch(/^token-\d+$/);
    await allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    expect(sent).toEqual([{ name: 'An', formToken: scope.getState(token.$formToken) }]);
  });

  it('is replaced when the API refused it as too old, and kept when the form was only too fast', async () => {
    let code = 'FORM_TOKEN_EXPIRED';
    const scope = fork({
      handlers: handlers(async () => {
        throw new BadRequestError('400', JSON.stringify({ code, message: 'Again', fields: {} }));
      }),
    });
    await allSettled(model.formOpened, { scope });
    const first = scope.getState(token.$formToken);
    await allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    const second = scope.getState(token.$formToken);
    expect(second).not.toBe(first);
    expect(scope.getState(model.$serverMessage)).toBe('Again');
    code = 'FORM_TOO_FAST';
    await allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    expect(scope.getState(token.$formToken)).toBe(second);
  });

  it('is left out when none could be fetched (the API then asks for one)', async () => {
    const sent: object[] = [];
    const scope = fork({
      handlers: [
        [
          token.fetchTokenFx,
          async () => {
            throw new NetworkError('down');
          },
        ],
        [
          model.sendFx,
          async (request: object) => {
            sent.push(request);
            return { received: true };
          },
        ],
      ],
    });
    await allSettled(model.formOpened, { scope });
    await allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    expect(sent).toEqual([{ name: 'An', formToken: undefined }]);
  });

  it('holds a submission sent at once (autofill) until the least fill time has passed since the token came, then sends it', async () => {
    const sent: object[] = [];
    const holds: number[] = [];
    let release = () => {};
    const scope = fork({
      handlers: [
        [token.fetchTokenFx, async () => ({ token: 'tk', minFillMs: 1000, maxAgeMs: 1 })],
        [
          token.holdFx,
          (ms: number) => {
            holds.push(ms);
            return new Promise<void>((resolve) => (release = resolve));
          },
        ],
        [
          model.sendFx,
          async (request: object) => {
            sent.push(request);
            return { received: true };
          },
        ],
      ],
    });
    await allSettled(model.formOpened, { scope });
    const submitted = allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    // A second click while the first waits is not a second submission.
    void allSettled(model.formSubmitted, { scope, params: { name: 'twice' } });
    expect(scope.getState(model.$status)).toBe('sending');
    expect(holds).toHaveLength(1);
    expect(holds[0]).toBeGreaterThan(500);
    expect(holds[0]).toBeLessThanOrEqual(1000);
    expect(sent).toEqual([]);
    release();
    await submitted;
    expect(sent).toEqual([{ name: 'An', formToken: 'tk' }]);
    expect(scope.getState(model.$status)).toBe('sent');
  });

  it('holds a submission sent before the token came until it is there', async () => {
    const sent: object[] = [];
    let answer = (_: FormTokenAnswer) => {};
    const scope = fork({
      handlers: [
        [token.fetchTokenFx, () => new Promise<FormTokenAnswer>((resolve) => (answer = resolve))],
        [token.holdFx, async () => undefined],
        [
          model.sendFx,
          async (request: object) => {
            sent.push(request);
            return { received: true };
          },
        ],
      ],
    });
    const opened = allSettled(model.formOpened, { scope });
    const submitted = allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    expect(sent).toEqual([]);
    answer({ token: 'late', minFillMs: 0, maxAgeMs: 1 });
    await Promise.all([opened, submitted]);
    expect(sent).toEqual([{ name: 'An', formToken: 'late' }]);
  });

  it('waits nothing for a token that came long enough ago', async () => {
    const holds: number[] = [];
    const scope = fork({
      handlers: [
        [token.fetchTokenFx, async () => ({ token: 'tk', minFillMs: 0, maxAgeMs: 1 })],
        [token.holdFx, async (ms: number) => void holds.push(ms)],
        [model.sendFx, async () => ({ received: true })],
      ],
    });
    await allSettled(model.formOpened, { scope });
    await allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    expect(holds).toEqual([0]);
    expect(scope.getState(model.$status)).toBe('sent');
  });

  it('is not asked for by a form that sends none', async () => {
    const quiet = createFormModel<{ name: string }, null>(async () => null, { token: false });
    expect(quiet.token).toBeNull();
  });
});

describe('a form model', () => {
  it('goes sending, then sent', async () => {
    const scope = fork({ handlers: [[model.sendFx, async () => ({ received: true })]] });
    const sent = allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    expect(scope.getState(model.$status)).toBe('sending');
    await sent;
    expect(scope.getState(model.$status)).toBe('sent');
  });

  it("keeps the server's texts of a refused form, per field", async () => {
    const scope = fork({
      handlers: [
        [
          model.sendFx,
          async () => {
            throw new BadRequestError(
              '400',
              JSON.stringify({ fields: { email: 'Wrong' }, message: 'Wrong' }),
            );
          },
        ],
      ],
    });
    await allSettled(model.formSubmitted, { scope, params: { name: 'An' } });
    expect(scope.getState(model.$status)).toBe('refused');
    expect(scope.getState(model.$serverErrors)).toEqual({ email: 'Wrong' });
    await allSettled(model.formOpened, { scope });
    expect(scope.getState(model.$status)).toBe('idle');
    expect(scope.getState(model.$serverErrors)).toEqual({});
  });

  it('sends one request at a time', async () => {
    const calls: string[] = [];
    const scope = fork({
      handlers: [
        [
          model.sendFx,
          async (request: { name: string }) => {
            calls.push(request.name);
            return { received: true };
          },
        ],
      ],
    });
    await Promise.all([
      allSettled(model.formSubmitted, { scope, params: { name: 'first' } }),
      allSettled(model.formSubmitted, { scope, params: { name: 'twice' } }),
    ]);
    expect(calls).toEqual(['first']);
  });
});

describe('refusalOf', () => {
  it('tells a rate limit, a vanished estate and a failure apart', () => {
    expect(refusalOf(new ClientError(429, '429', JSON.stringify({ message: 'Later' })))).toEqual({
      status: 'rateLimited',
      fields: {},
      message: 'Later',
    });
    expect(refusalOf(new NotFoundError()).status).toBe('unavailable');
    expect(refusalOf(new NetworkError('down')).status).toBe('failed');
    expect(refusalOf(new BadRequestError('400', 'not json')).status).toBe('refused');
  });
});

describe('codedRefusalOf (an API that names its refusals)', () => {
  const refusal = (status: number, body: unknown) =>
    codedRefusalOf(httpErrorFromStatus(status, '', JSON.stringify(body)));

  it('reads a VALIDATION refusal as fields by their codes', () => {
    expect(
      refusal(400, {
        code: 'VALIDATION',
        message: 'Controleer de velden.',
        errors: [{ field: 'email', code: 'email', message: 'Geen e-mailadres.' }],
      }),
    ).toEqual({
      status: 'refused',
      fields: { email: 'email' },
      message: 'Controleer de velden.',
      code: 'VALIDATION',
    });
  });

  it('reads any other refusal as failed with its message, code and fields', () => {
    expect(
      refusal(422, {
        code: 'TOO_MANY_PERSONS',
        message: 'Te veel personen.',
        errors: [{ field: 'adults', code: 'tooManyPersons' }],
      }),
    ).toEqual({
      status: 'failed',
      fields: { adults: 'tooManyPersons' },
      message: 'Te veel personen.',
      code: 'TOO_MANY_PERSONS',
    });
    expect(codedRefusalOf(httpErrorFromStatus(502, '', '<html>'))).toMatchObject({
      status: 'failed',
      message: '',
      code: 'HTTP_502',
    });
    expect(codedRefusalOf(new TypeError('fetch failed'))).toMatchObject({ code: 'NETWORK' });
  });
});
