import { allSettled, fork } from 'effector';
import { HttpError } from 'shared/api';
import { fetchRentalUnitFx } from '../../entities/rental-unit';
import { $optionConfirmation, confirmOptionFx, optionLinkOpened } from './model';

const link = { token: 't'.repeat(43), locale: 'nl' as const };

describe('the confirmation of a holiday option', () => {
  it('posts the token once and shows the period now held', async () => {
    const posted: string[] = [];
    const scope = fork({
      handlers: [
        [
          confirmOptionFx,
          async ({ token }: { token: string }) => {
            posted.push(token);
            return {
              id: 'o1',
              rentalUnitId: 501,
              periodId: 7,
              arrival: '2027-03-05',
              departure: '2027-03-12',
              confirmed: 'now' as const,
            };
          },
        ],
        [fetchRentalUnitFx, async () => null],
      ],
    });
    await allSettled(optionLinkOpened, { scope, params: link });
    await allSettled(optionLinkOpened, { scope, params: link });
    expect(posted).toEqual([link.token]);
    expect(scope.getState($optionConfirmation)).toEqual({
      state: 'now',
      arrival: '2027-03-05',
      departure: '2027-03-12',
    });
  });

  it.each([
    [410, 'lapsed', 'Deze aanvraag is niet op tijd bevestigd.'],
    [404, 'unknown', 'Deze bevestigingslink is onbekend of verlopen.'],
  ])('keeps the API’s words of a %s (%s)', async (status, state, message) => {
    const scope = fork({
      handlers: [
        [
          confirmOptionFx,
          async () =>
            Promise.reject(new HttpError(status, String(status), JSON.stringify({ message }))),
        ],
        [fetchRentalUnitFx, async () => null],
      ],
    });
    await allSettled(optionLinkOpened, { scope, params: link });
    expect(scope.getState($optionConfirmation)).toEqual({ state, message });
  });

  it('says it failed, in the page’s words, when the API cannot be reached', async () => {
    const scope = fork({
      handlers: [
        [confirmOptionFx, async () => Promise.reject(new TypeError('fetch failed'))],
        [fetchRentalUnitFx, async () => null],
      ],
    });
    await allSettled(optionLinkOpened, { scope, params: link });
    expect(scope.getState($optionConfirmation)).toEqual({ state: 'failed', message: '' });
  });
});
