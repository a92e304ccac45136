/**
 * The reservation request of a unit's page (SPEC §7 POST /rental-units/reservation): the period
 * type shown in the calendar, the chosen period, and sending the request with the site's form
 * model (kit/form-kit).
 *
 * - `bookingOpened(unitId)`: a unit's page shows the booking panel; the choice is reset and a
 *   form token is asked for (the API measures the fill time from it; a refused one is replaced).
 * - `periodTypeChosen(type)`, `periodChosen(periodId)` (a free arrival in the calendar).
 * - `reservationSubmitted(request)` sends it; success stores the answer and reloads the unit
 *   (its periods: the chosen one is now under option for everyone); a refusal is kept by the form
 *   model as the API's code, localized message and field error codes (a taken period also
 *   reloads the unit).
 * The selected period is only ever a FREE one of the unit on screen.
 */
import { attach, combine, createEvent, createStore, sample } from 'shared/effector';
import { shell } from 'shared/bus';
import { codedRefusalOf, createFormModel } from 'kit/form-kit';
import type { RentalPeriod, RentalPeriodType } from 'api/contract';
import { $rentalUnit, rentalApiFor, rentalUnitReloaded } from '../../entities/rental-unit';
import type { ReservationAnswer, ReservationRequest } from '../../forms';
import { periodTypesOf } from './lib/periods';

/** The booking panel of a unit is shown. */
export const bookingOpened = createEvent<number>();
/** The visitor chose the period type the calendar shows. */
export const periodTypeChosen = createEvent<RentalPeriodType>();
/** The visitor chose a period (by id) in the calendar. */
export const periodChosen = createEvent<number>();

const postFx = attach({
  source: shell.$apiContext,
  effect: (context, request: ReservationRequest) =>
    rentalApiFor(context, request.locale).requestReservation(request),
});
/**
 * The reservation form's model: POST /rental-units/reservation with the form's token; a refusal
 * read as the API names it (codedRefusalOf). Tests replace `sendFx`'s handler with
 * `fork({ handlers })`.
 */
export const reservationForm = createFormModel<ReservationRequest, ReservationAnswer>(
  (request) => postFx(request),
  { refusal: codedRefusalOf },
);
/** The visitor sent the reservation form. */
export const reservationSubmitted = reservationForm.formSubmitted;
/** Sends the request (the form model's effect). */
export const requestReservationFx = reservationForm.sendFx;

/** The period type chosen by the visitor; null: the unit's first type. */
const $chosenType = createStore<RentalPeriodType | null>(null)
  .on(periodTypeChosen, (_, type) => type)
  .reset(bookingOpened);
/** The id of the chosen period. */
const $chosenPeriodId = createStore<number | null>(null)
  .on(periodChosen, (_, id) => id)
  .reset([bookingOpened, periodTypeChosen]);

/**
 * The periods of the unit on screen (from today, with status), [] while none is. Read from the
 * unit itself, not from the panel's opening: the server renders the panel (no effect runs there)
 * and the browser hydrates the same calendar, so a visitor without scripts, a crawler and the first
 * paint see the unit's free periods, and the page does not redraw the calendar once live.
 */
export const $periods = $rentalUnit.map((unit) => unit?.periods ?? []);
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
// The panel opened (again) opens the form: back to idle, and a new token.
sample({ clock: bookingOpened, fn: () => undefined, target: reservationForm.formOpened });
// Another period chosen: the last refusal was about the previous one.
reservationForm.$status.on(periodChosen, (status) => (status === 'sending' ? status : 'idle'));
reservationForm.$serverErrors.reset(periodChosen);
reservationForm.$serverMessage.reset(periodChosen);
reservationForm.$refusalCode.reset(periodChosen);

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
  filter: (error) => codedRefusalOf(error).code === 'PERIOD_NOT_FREE',
  fn: () => undefined,
  target: rentalUnitReloaded,
});
