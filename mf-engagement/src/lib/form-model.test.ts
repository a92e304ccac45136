import { allSettled, fork } from 'effector';
import { BadRequestError, ClientError, NetworkError, NotFoundError } from 'shared/api';
import { createFormModel, refusalOf } from './form-model';

const model = createFormModel<{ name: string }, { received: boolean }>(async () => ({
  received: true,
}));

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
