import { allSettled, fork } from 'effector';
import { BadRequestError } from 'shared/api';
import type { ViewingRequest } from '../../forms';
import {
  $serverErrors,
  $status,
  requestFormOpened,
  requestSubmitted,
  requestToken,
  sendRequestFx,
} from './model';
import { requestableDays } from './ui/viewing-request-form';

const request = { estateId: '7001', locale: 'fr', preferredDays: ['2026-12-01'] } as ViewingRequest;

describe('the viewing request model', () => {
  it('sends the token the API issued when the form was shown, and a new one after a refusal', async () => {
    const sent: ViewingRequest[] = [];
    let issued = 0;
    let code = 'FORM_TOKEN_EXPIRED';
    const scope = fork({
      handlers: [
        [
          requestToken.fetchTokenFx,
          async () => ({ token: `token-${++issued}`, minFillMs: 0, maxAgeMs: 43_200_000 }),
        ],
        [
          sendRequestFx,
          async (r: ViewingRequest) => {
            sent.push(r);
            if (code) throw new BadRequestError('400', JSON.stringify({ code, fields: {} }));
            return { received: true };
          },
        ],
      ],
    });
    await allSettled(requestFormOpened, { scope, params: 'fr' });
    await allSettled(requestSubmitted, { scope, params: request });
    code = '';
    await allSettled(requestSubmitted, { scope, params: request });
    expect(sent.map((r) => r.formToken)).toEqual(['token-1', 'token-2']);
    expect(scope.getState($status)).toBe('sent');
  });

  it('goes sending, then sent', async () => {
    const scope = fork({ handlers: [[sendRequestFx, async () => ({ received: true })]] });
    await allSettled(requestSubmitted, { scope, params: request });
    expect(scope.getState($status)).toBe('sent');
    await allSettled(requestFormOpened, { scope, params: 'fr' });
    expect(scope.getState($status)).toBe('idle');
  });

  it("keeps the server's texts of a refused request, per field", async () => {
    const scope = fork({
      handlers: [
        [
          sendRequestFx,
          async () =>
            Promise.reject(
              new BadRequestError('400', JSON.stringify({ fields: { preferredDays: 'Non' } })),
            ),
        ],
      ],
    });
    await allSettled(requestSubmitted, { scope, params: request });
    expect(scope.getState($status)).toBe('refused');
    expect(scope.getState($serverErrors)).toEqual({ preferredDays: 'Non' });
  });

  it('offers the days from tomorrow in Brussels, 60 of them', () => {
    // 23:30 UTC on 6 December is 7 December in Brussels: the first day is the 8th.
    const days = requestableDays(Date.parse('2026-12-06T23:30:00Z'));
    expect(days[0]).toBe('2026-12-08');
    expect(days).toHaveLength(60);
  });
});
