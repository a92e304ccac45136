import { allSettled, fork } from 'effector';
import { ClientError, NotFoundError } from 'shared/api';
import {
  $confirmation,
  $subscription,
  $tokenState,
  $unsubscribeState,
  confirmFx,
  editForm,
  editPageOpened,
  editRetried,
  readFx,
  unsubscribeFx,
  unsubscribePageOpened,
  type SubscriptionView,
} from './model';

const view: SubscriptionView = {
  status: 'active',
  locale: 'en',
  emailHint: 'a•••@example.be',
  criteria: { types: [1], cities: [] },
  createdAt: '2026-11-01T10:00:00Z',
  confirmedAt: '2026-11-01T10:05:00Z',
};

describe('the edit page model', () => {
  it("confirms when the mail's link says so, and says it was now", async () => {
    const confirmed: string[] = [];
    const scope = fork({
      handlers: [
        [
          confirmFx,
          async ({ token }: { token: string }) => {
            confirmed.push(token);
            return { subscription: view, confirmed: 'now' };
          },
        ],
      ],
    });
    await allSettled(editPageOpened, {
      scope,
      params: { token: 't1', confirm: true, locale: 'en' },
    });
    // The same page opened again (a re-render) does not confirm twice.
    await allSettled(editPageOpened, {
      scope,
      params: { token: 't1', confirm: true, locale: 'en' },
    });
    expect(confirmed).toEqual(['t1']);
    expect(scope.getState($tokenState)).toBe('ok');
    expect(scope.getState($confirmation)).toBe('now');
    expect(scope.getState($subscription)).toEqual(view);
  });

  it('reads without confirming, and tells an unknown, expired or unsubscribed token', async () => {
    for (const [error, state] of [
      [new NotFoundError(), 'unknown'],
      [new ClientError(410, '410', JSON.stringify({ reason: 'expired' })), 'expired'],
      [new ClientError(410, '410', JSON.stringify({ reason: 'unsubscribed' })), 'unsubscribed'],
      [new Error('network'), 'failed'],
    ] as const) {
      const scope = fork({
        handlers: [
          [
            readFx,
            async () => {
              throw error;
            },
          ],
        ],
      });
      await allSettled(editPageOpened, {
        scope,
        params: { token: 'tok', confirm: false, locale: 'fr' },
      });
      expect(scope.getState($tokenState)).toBe(state);
      expect(scope.getState($subscription)).toBeNull();
    }
  });

  it('tries a failed load again on request', async () => {
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          readFx,
          async () => {
            calls += 1;
            if (calls === 1) throw new Error('network');
            return view;
          },
        ],
      ],
    });
    await allSettled(editPageOpened, {
      scope,
      params: { token: 'tok', confirm: false, locale: 'en' },
    });
    expect(scope.getState($tokenState)).toBe('failed');
    await allSettled(editRetried, { scope });
    expect(scope.getState($tokenState)).toBe('ok');
  });
});

describe('the edit page model after confirming', () => {
  const confirmingScope = (calls: string[]) =>
    fork({
      handlers: [
        [
          confirmFx,
          async () => (calls.push('confirm'), { subscription: view, confirmed: 'already' }),
        ],
        [readFx, async () => (calls.push('read'), view)],
        [
          editForm.sendFx,
          async () => (calls.push('save'), { ...view, criteria: { types: [1, 2], cities: [] } }),
        ],
      ],
    });

  it('loads nothing again when the address drops ?confirm=1, and keeps saying so', async () => {
    const calls: string[] = [];
    const scope = confirmingScope(calls);
    const opened = { token: 't1', locale: 'en' } as const;
    await allSettled(editPageOpened, { scope, params: { ...opened, confirm: true } });
    await allSettled(editPageOpened, { scope, params: { ...opened, confirm: false } });
    expect(calls).toEqual(['confirm']);
    expect(scope.getState($tokenState)).toBe('ok');
    expect(scope.getState($confirmation)).toBe('already');
    // Another token is another subscription.
    await allSettled(editPageOpened, { scope, params: { ...opened, token: 't2', confirm: false } });
    expect(calls).toEqual(['confirm', 'read']);
    expect(scope.getState($confirmation)).toBeNull();
  });

  it('says only that the changes are saved once they are, not the confirmation before', async () => {
    const calls: string[] = [];
    const scope = confirmingScope(calls);
    await allSettled(editPageOpened, {
      scope,
      params: { token: 't1', confirm: true, locale: 'en' },
    });
    expect(scope.getState($confirmation)).toBe('already');
    await allSettled(editForm.formSubmitted, {
      scope,
      params: { token: 't1', locale: 'en', criteria: { types: [1, 2], cities: [] } as never },
    });
    expect(calls).toEqual(['confirm', 'save']);
    expect(scope.getState(editForm.$status)).toBe('sent');
    expect(scope.getState($confirmation)).toBeNull();
    expect(scope.getState($subscription)?.criteria?.types).toEqual([1, 2]);
  });
});

describe('the unsubscribe page model', () => {
  it('unsubscribes once per token and says whether it was already done', async () => {
    const tokens: string[] = [];
    const scope = fork({
      handlers: [
        [
          unsubscribeFx,
          async ({ token }: { token: string }) => {
            tokens.push(token);
            return { status: 'unsubscribed', already: token === 'old' };
          },
        ],
      ],
    });
    await allSettled(unsubscribePageOpened, { scope, params: { token: 'new', locale: 'nl' } });
    await allSettled(unsubscribePageOpened, { scope, params: { token: 'new', locale: 'nl' } });
    expect(tokens).toEqual(['new']);
    expect(scope.getState($unsubscribeState)).toBe('done');
    await allSettled(unsubscribePageOpened, { scope, params: { token: 'old', locale: 'nl' } });
    expect(scope.getState($unsubscribeState)).toBe('already');
  });

  it('says an unknown token is unknown', async () => {
    const scope = fork({
      handlers: [
        [
          unsubscribeFx,
          async () => {
            throw new NotFoundError();
          },
        ],
      ],
    });
    await allSettled(unsubscribePageOpened, { scope, params: { token: 'x', locale: 'en' } });
    expect(scope.getState($unsubscribeState)).toBe('unknown');
  });
});
