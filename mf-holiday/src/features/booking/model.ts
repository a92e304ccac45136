/**
 * The reservation request of a unit's page (issue 13; SPEC §7 POST /rental-units/reservation):
 * the period type shown in the calendar, the chosen period, and sending the request.
 *
 * - `bookingOpened(unitId)`: a unit's page shows the booking panel; the choice is reset and a
 *   form token is asked for (the API measures the fill time from it; a refused one is replaced).
 * - `periodTypeChosen(type)`, `periodChosen(periodId)` (a free arrival in the calendar).
 * - `reservationSubmitted(request)` sends it; success stores the answer and reloads the unit
 *   (its periods: the chosen one is now under option for everyone); a refusal is stored as the
 *   API's code, localized message and field errors (a taken period also reloads the unit).
 * The selected period is only ever a FREE one of the unit on screen.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { HttpError } from 'shared/api';
import { shell } from 'shared/bus';
import { connectFormToken, createFormToken } from 'shared/form-token';
import type { RentalPeriod, RentalPeriodType } from 'shared/domain';
import { $rentalUnit, rentalApiFor, rentalUnitReloaded } from '../../entities/rental-unit';
import type { ReservationAnswer, ReservationRequest } from '../../forms';
import { periodTypesOf } from './lib/periods';

/** A refusal of the API (or a failure to reach it), ready to show. */
export interface ReservationRefusal {
  /** PERIOD_NOT_FREE, TOO_MANY_PERSONS, DATES_OUTSIDE_PERIODS, VALIDATION, or NETWORK. */
  code: string;
  /** The API's message in the request's language; '' when there is none (NETWORK). */
  message: string;
  /** Field errors: field, code and the API's message. */
  errors: { field: string; code: string; message: string }[];
}

/** The booking panel of a unit is shown. */
export const bookingOpened = createEvent<number>();
/** The visitor chose the period type the calendar shows. */
export const periodTypeChosen = createEvent<RentalPeriodType>();
/** The visitor chose a period (by id) in the calendar. */
export const periodChosen = createEvent<number>();
/** The visitor sent the reservation form. */
export const reservationSubmitted = createEvent<ReservationRequest>();

const postFx = attach({
  source: shell.$apiContext,
  effect: (context, request: ReservationRequest) =>
    rentalApiFor(context, request.locale).requestReservation(request),
});
/**
 * POST /rental-units/reservation. Throws the API client's HttpError (its body the refusal) or a
 * network error. Tests replace its handler with `fork({ handlers })`.
 */
export const requestReservationFx = createEffect(
  (request: ReservationRequest): Promise<ReservationAnswer> => postFx(request),
);

/** Reads a refusal from what the effect threw. */
export function refusalOf(error: unknown): ReservationRefusal {
  if (error instanceof HttpError && error.body) {
    try {
      const body = JSON.parse(error.body) as Partial<ReservationRefusal>;
      return {
        code: typeof body.code === 'string' ? body.code : `HTTP_${error.status}`,
        message: typeof body.message === 'string' ? body.message : '',
        errors: Array.isArray(body.errors) ? body.errors : [],
      };
    } catch {
      // Not the API's JSON (a proxy's page): a generic refusal below.
    }
  }
  return {
    code: error instanceof HttpError ? `HTTP_${error.status}` : 'NETWORK',
    message: '',
    errors: [],
  };
}

/** The unit of the panel. */
const $unitId = createStore<number | null>(null).on(bookingOpened, (_, id) => id);
/** The period type chosen by the visitor; null: the unit's first type. */
const $chosenType = createStore<RentalPeriodType | null>(null)
  .on(periodTypeChosen, (_, type) => type)
  .reset(bookingOpened);
/** The id of the chosen period. */
const $chosenPeriodId = createStore<number | null>(null)
  .on(periodChosen, (_, id) => id)
  .reset([bookingOpened, periodTypeChosen]);

/** The periods of the panel's unit (from today, with status), [] while another unit shows. */
export const $periods = combine($rentalUnit, $unitId, (unit, id) =>
  unit && unit.id === id ? unit.periods : [],
);
/** The period types the unit offers. */
export const $periodTypes = $periods.map(periodTypesOf);
/** The period type the calendar shows. */
export const $periodType = combine(
  $chosenType,
  $periodTypes,
  (chosen, types): RentalPeriodType | null =>
    chosen && types.includes(chosen) ? chosen : (types[0] ?? null),
);
/** The chosen period while it is FREE; null otherwise. */
export const $selectedPeriod = combine(
  $periods,
  $chosenPeriodId,
  (periods, id): RentalPeriod | null =>
    periods.find((p) => p.id === id && p.status === 'FREE') ?? null,
);

/** The accepted request: the answer, the period it put under option and the request; null before. */
export const $reservation = createStore<{
  answer: ReservationAnswer;
  period: RentalPeriod;
  request: ReservationRequest;
} | null>(null).reset([bookingOpened, periodChosen]);
/** The last refusal; null after a new request or choice. */
export const $reservationRefusal = createStore<ReservationRefusal | null>(null)
  .on(requestReservationFx.failData, (_, error) => refusalOf(error))
  .reset([bookingOpened, periodChosen, requestReservationFx]);
/** True while the request is sent. */
export const $isReservationPending = requestReservationFx.pending;

/** The form's token. */
export const reservationToken = createFormToken();

connectFormToken(reservationToken, {
  opened: bookingOpened,
  submitted: reservationSubmitted,
  send: requestReservationFx,
});
sample({
  clock: requestReservationFx.done,
  source: $periods,
  fn: (periods, { params, result }) => ({
    answer: result,
    request: params,
    period:
      periods.find((p) => p.id === result.periodId) ??
      ({
        id: result.periodId,
        rentalUnitId: params.rentalUnitId,
        type: 'WEEK',
        start: params.arrival,
        end: params.departure,
        nights: 0,
        season: 'LOW',
        price: 0,
        status: 'OPTION',
      } satisfies RentalPeriod),
  }),
  target: $reservation,
});
// The period is now under option for everyone; a taken one shows as taken.
sample({ clock: requestReservationFx.done, target: rentalUnitReloaded });
sample({
  clock: requestReservationFx.failData,
  filter: (error) => refusalOf(error).code === 'PERIOD_NOT_FREE',
  fn: () => undefined,
  target: rentalUnitReloaded,
});
