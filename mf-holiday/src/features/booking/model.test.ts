import { allSettled, fork } from 'effector';
import { HttpError } from 'shared/api';
import { $rentalUnit, fetchRentalUnitFx, rentalUnitPageOpened } from '../../entities/rental-unit';
import { makeRentalUnit } from 'shared/testing/rentals';
import type { ReservationRequest } from '../../forms';
import {
  $periods,
  $periodType,
  $reservation,
  $selectedPeriod,
  bookingOpened,
  periodChosen,
  periodTypeChosen,
  requestReservationFx,
  reservationForm,
  reservationSubmitted,
} from './model';

const reservationToken = reservationForm.token!;

const unit = makeRentalUnit(501);
const request: ReservationRequest = {
  rentalUnitId: 501,
  arrival: '2027-03-05',
  departure: '2027-03-12',
  adults: 2,
  children: 1,
  pets: 0,
  name: 'An Peeters',
  email: 'an@example.be',
  phone: '0470 12 34 56',
  address: 'Kerkstraat 1, 9000 Gent',
  remarks: '',
  acceptConditions: true,
  consent: true,
  locale: 'en',
};

/** A scope showing the unit (opened as its page opens it); `reloads` counts the fetches after. */
async function setup(answer: (request: ReservationRequest) => Promise<unknown>) {
  const reloads: unknown[] = [];
  let opened = false;
  let issued = 0;
  const scope = fork({
    handlers: [
      [requestReservationFx, answer],
      [
        reservationToken.fetchTokenFx,
        async () => ({ token: `token-${++issued}`, minFillMs: 0, maxAgeMs: 43_200_000 }),
      ],
      [
        fetchRentalUnitFx,
        async (r: unknown) => {
          if (!opened) return unit;
          reloads.push(r);
          return makeRentalUnit(501, {
            periods: unit.periods.map((p) =>
              p.start === '2027-03-05' ? { ...p, status: 'OPTION' as const } : p,
            ),
          });
        },
      ],
    ],
  });
  await allSettled(rentalUnitPageOpened, { scope, params: { id: '501', locale: 'en' } });
  opened = true;
  return { scope, reloads };
}

describe('reservation request model', () => {
  it('shows the unit’s periods before the panel opens, as the server renders them', async () => {
    const { scope } = await setup(async () => ({}));
    expect(scope.getState($periods)).toEqual(unit.periods);
    expect(scope.getState($periodType)).toBe('WEEK');
    const before = scope.getState($periods);
    await allSettled(bookingOpened, { scope, params: 501 });
    // The same array: the calendar hydrated from the server's HTML is not drawn again.
    expect(scope.getState($periods)).toBe(before);
  });

  it('shows no period while no unit is on screen', () => {
    expect(fork().getState($periods)).toEqual([]);
  });

  it('shows the first period type and selects only a free period', async () => {
    const { scope } = await setup(async () => ({}));
    await allSettled(bookingOpened, { scope, params: 501 });
    expect(scope.getState($periodType)).toBe('WEEK');
    await allSettled(periodTypeChosen, { scope, params: 'MIDWEEK' });
    expect(scope.getState($periodType)).toBe('MIDWEEK');
    const booked = unit.periods.find((p) => p.status === 'BOOKED')!;
    await allSettled(periodChosen, { scope, params: booked.id });
    expect(scope.getState($selectedPeriod)).toBeNull();
    const free = unit.periods.find((p) => p.status === 'FREE' && p.type === 'MIDWEEK')!;
    await allSettled(periodChosen, { scope, params: free.id });
    expect(scope.getState($selectedPeriod)).toEqual(free);
  });

  it('sends the request, keeps the answer and reloads the unit: the period is under option', async () => {
    const week = unit.periods.find((p) => p.type === 'WEEK' && p.start === '2027-03-05')!;
    const { scope, reloads } = await setup(async () => ({
      id: 'r1',
      rentalUnitId: 501,
      periodId: week.id,
      status: 'OPTION',
    }));
    await allSettled(bookingOpened, { scope, params: 501 });
    await allSettled(periodChosen, { scope, params: week.id });
    await allSettled(reservationSubmitted, { scope, params: request });
    expect(scope.getState($reservation)).toMatchObject({
      answer: { id: 'r1' },
      period: { id: week.id },
    });
    expect(reloads).toHaveLength(1);
    expect(scope.getState($rentalUnit)?.periods.find((p) => p.id === week.id)?.status).toBe(
      'OPTION',
    );
    expect(scope.getState($selectedPeriod)).toBeNull();
  });

  it("keeps the API's refusal (code and localized message) and reloads a taken period", async () => {
    const body = JSON.stringify({
      code: 'PERIOD_NOT_FREE',
      message: 'This period is no longer free.',
    });
    const { scope, reloads } = await setup(async () => {
      throw new HttpError(409, 'Conflict', body);
    });
    await allSettled(bookingOpened, { scope, params: 501 });
    await allSettled(reservationSubmitted, { scope, params: request });
    expect(scope.getState(reservationForm.$status)).toBe('failed');
    expect(scope.getState(reservationForm.$refusalCode)).toBe('PERIOD_NOT_FREE');
    expect(scope.getState(reservationForm.$serverMessage)).toBe('This period is no longer free.');
    expect(reloads).toHaveLength(1);
    expect(scope.getState($reservation)).toBeNull();
  });

  it('keeps a network failure as NETWORK', async () => {
    const { scope } = await setup(async () => {
      throw new TypeError('offline');
    });
    await allSettled(reservationSubmitted, { scope, params: request });
    expect(scope.getState(reservationForm.$refusalCode)).toBe('NETWORK');
  });

  it('sends the token the API issued when the panel opened, and asks for a new one when refused', async () => {
    const sent: ReservationRequest[] = [];
    const { scope } = await setup(async (r) => {
      sent.push(r);
      throw new HttpError(
        400,
        'Bad Request',
        JSON.stringify({ code: 'FORM_TOKEN_INVALID', message: 'Reload the page.' }),
      );
    });
    await allSettled(bookingOpened, { scope, params: 501 });
    const first = scope.getState(reservationToken.$formToken);
    expect(first).toBe('token-1');
    await allSettled(reservationSubmitted, { scope, params: request });
    expect(sent).toEqual([{ ...request, formToken: 'token-1' }]);
    expect(scope.getState(reservationForm.$refusalCode)).toBe('FORM_TOKEN_INVALID');
    expect(scope.getState(reservationToken.$formToken)).toBe('token-2');
  });
});
