/**
 * Booking a viewing from an estate's live agenda (SPEC §1, §4 "Appointment lifecycle"):
 * the agenda's free slots are fetched when the booking is shown (in the browser: the slots are
 * live), the first day with a free slot is chosen, the visitor picks a day and a time and sends
 * the form. A slot someone else booked meanwhile (409) is announced and the agenda fetched again,
 * so it is gone from the choices; a booked appointment is kept to be confirmed on screen.
 */
import type { AgendaSlot, Appointment, LiveAgenda } from 'api/contract';
import { combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Locale } from 'shared/domain';
import type { AppointmentRequest } from '../../forms';
import { ClientError, NotFoundError } from 'shared/api';
import { createAppointmentsApi } from '../../api/appointment-calls';
import { createFormModel } from 'kit/form-kit';

/** Which estate's booking is shown, in which language. */
export interface BookingTarget {
  estateId: string;
  locale: Locale;
}

/** Where the agenda is: loading, ready, none (the estate offers no live agenda) or failed. */
export type AgendaStatus = 'idle' | 'loading' | 'ready' | 'none' | 'failed';

/** The booking was shown for an estate (again): its agenda is fetched. */
export const bookingOpened = createEvent<BookingTarget>();
/** The visitor chose a day ('YYYY-MM-DD') in the day picker. */
export const daySelected = createEvent<string>();
/** The visitor asked to load the agenda again after a failure. */
export const agendaRetried = createEvent();

/** GET the free slots through the site's endpoint; replaceable in tests. */
export const fetchAgendaFx = createEffect(
  ({ estateId, locale }: BookingTarget): Promise<LiveAgenda> =>
    createAppointmentsApi(locale).getLiveAgenda(estateId),
);

/** The booking form's life (sending, refused fields, rate limit...). */
export const bookingForm = createFormModel<AppointmentRequest, Appointment | null>((request) =>
  createAppointmentsApi(request.locale).bookAppointment(request),
);

/** The estate and language shown. */
export const $target = createStore<BookingTarget | null>(null).on(
  bookingOpened,
  (_, target) => target,
);

/** The agenda of the shown estate, once fetched. */
export const $agenda = createStore<LiveAgenda | null>(null)
  .on(fetchAgendaFx.doneData, (_, agenda) => agenda)
  .reset(bookingOpened);

/** The agenda's status. */
export const $agendaStatus = createStore<AgendaStatus>('idle')
  .on(fetchAgendaFx, (status) => (status === 'ready' ? 'ready' : 'loading'))
  .on(fetchAgendaFx.doneData, () => 'ready')
  .on(fetchAgendaFx.failData, (_, error) => (error instanceof NotFoundError ? 'none' : 'failed'));

/** The days with a free slot, in order. */
export const $availableDays = $agenda.map((agenda) => [
  ...new Set((agenda?.slots ?? []).map((slot) => slot.date)),
]);

/** The chosen day: the first available one until the visitor picks another. */
export const $selectedDay = createStore<string | null>(null)
  .on(daySelected, (_, day) => day)
  .reset(bookingOpened);

sample({
  clock: $availableDays,
  source: $selectedDay,
  filter: (day, days) => day === null || !days.includes(day),
  fn: (_, days) => days[0] ?? null,
  target: $selectedDay,
});

/** The free slots of the chosen day. */
export const $slotsOfDay = combine($agenda, $selectedDay, (agenda, day): AgendaSlot[] =>
  (agenda?.slots ?? []).filter((slot) => slot.date === day),
);

/** True after a booking was refused because someone else took the slot first. */
export const $slotTaken = createStore(false)
  .on(
    bookingForm.sendFx.failData,
    (_, error) => error instanceof ClientError && error.status === 409,
  )
  .reset(bookingOpened, daySelected, bookingForm.sendFx);

/** The appointment booked, to confirm on screen. */
export const $booked = createStore<Appointment | null>(null)
  .on(bookingForm.sendFx.doneData, (_, appointment) => appointment)
  .reset(bookingOpened);

sample({ clock: bookingOpened, target: [fetchAgendaFx, bookingForm.formOpened] });

// The agenda again: on request after a failure, and after a slot was taken (it is gone now).
sample({
  clock: [agendaRetried, bookingForm.sendFx.failData.filter({ fn: isTaken })],
  source: $target,
  filter: (target): target is BookingTarget => target !== null,
  target: fetchAgendaFx,
});

function isTaken(error: unknown): boolean {
  return error instanceof ClientError && error.status === 409;
}
