/**
 * The page behind an appointment's cancel link (SPEC §2 `/{lang}/{cancel-appointment}/
 * {appointmentId}`, §4 "Appointment lifecycle"): the appointment is read in the browser (a link
 * scanner that fetches the mail's link neither reads nor cancels anything), shown with a cancel
 * button; cancelling frees the slot and tells the agency. A second visit says it is already
 * cancelled, an appointment that has started cannot be cancelled, an unknown id says so.
 * Opened from the confirmation link of the booking's mail (`?confirm=1`), the page first confirms
 * the visitor's e-mail address (until then the booking holds its slot for 30 minutes only) and
 * says whether it did, was done before, or came too late.
 */
import type { Appointment, CancelAppointmentAnswer } from 'api/contract';
import { createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { ClientError, NotFoundError } from 'shared/api';
import { createAppointmentsApi } from '../../api/appointment-calls';

/**
 * The page was opened for an appointment id, in a language; `confirm` when opened from the
 * booking's confirmation link.
 */
export const cancelPageOpened = createEvent<{ id: string; locale: Locale; confirm?: boolean }>();
/** The visitor asked to read the appointment again after a failure. */
export const appointmentRetried = createEvent();
/** The visitor pressed "cancel this viewing". */
export const cancelPressed = createEvent();

/** Where the page is: loading, ready (the appointment is shown), unknown id, or failed. */
export type AppointmentState = 'loading' | 'ready' | 'unknown' | 'failed';
/** What the cancellation gave: idle, cancelling, cancelled (now), already (before), started, failed. */
export type CancelState = 'idle' | 'cancelling' | 'cancelled' | 'already' | 'started' | 'failed';

/** GET the appointment through the site's endpoint; replaceable in tests. */
export const fetchAppointmentFx = createEffect(
  ({ id, locale }: { id: string; locale: Locale }): Promise<Appointment> =>
    createAppointmentsApi(locale).getAppointment(id),
);

/** What the confirmation link gave: none asked, confirming, now, already, lapsed, failed. */
export type ConfirmState = 'idle' | 'confirming' | 'now' | 'already' | 'lapsed' | 'failed';

/** POST the confirmation of the booking's e-mail address; replaceable in tests. */
export const confirmAppointmentFx = createEffect(({ id, locale }: { id: string; locale: Locale }) =>
  createAppointmentsApi(locale).confirmAppointment(id),
);

/** DELETE the appointment; replaceable in tests. */
export const cancelAppointmentFx = createEffect(
  async ({
    id,
    locale,
  }: {
    id: string;
    locale: Locale;
  }): Promise<CancelAppointmentAnswer | null> => {
    const answer = await createAppointmentsApi(locale).cancelAppointment(id);
    return answer && 'already' in answer ? answer : null;
  },
);

/** The id and language of the page. */
export const $request = createStore<{ id: string; locale: Locale } | null>(null).on(
  cancelPageOpened,
  (_, { id, locale }) => ({ id, locale }),
);

/** The confirmation of the link, when the page was opened from it. */
export const $confirmState = createStore<ConfirmState>('idle')
  .on(confirmAppointmentFx, () => 'confirming')
  .on(confirmAppointmentFx.doneData, (_, answer) => answer.confirmed)
  .on(confirmAppointmentFx.failData, (_, error) =>
    error instanceof ClientError && error.status === 410 ? 'lapsed' : 'failed',
  )
  .reset(cancelPageOpened);

/** The appointment, once read (its status follows a cancellation). */
export const $appointment = createStore<Appointment | null>(null)
  .on(fetchAppointmentFx.doneData, (_, appointment) => appointment)
  .on(confirmAppointmentFx.doneData, (_, answer) => answer.appointment)
  .on(cancelAppointmentFx.done, (appointment) =>
    appointment
      ? { ...appointment, status: 'cancelled', cancelledAt: new Date().toISOString() }
      : appointment,
  )
  .on(cancelAppointmentFx.failData, (appointment, error) =>
    appointment && isStarted(error) ? { ...appointment, started: true } : appointment,
  )
  .reset(cancelPageOpened);

export const $appointmentState = createStore<AppointmentState>('loading')
  .on(fetchAppointmentFx, () => 'loading')
  .on(fetchAppointmentFx.done, () => 'ready')
  .on(confirmAppointmentFx.done, () => 'ready')
  .on([fetchAppointmentFx.failData, confirmAppointmentFx.failData], (_, error) =>
    error instanceof NotFoundError ? 'unknown' : 'failed',
  );

export const $cancelState = createStore<CancelState>('idle')
  .on(cancelAppointmentFx, () => 'cancelling')
  .on(cancelAppointmentFx.doneData, (_, answer) => (answer?.already ? 'already' : 'cancelled'))
  .on(cancelAppointmentFx.failData, (_, error) => (isStarted(error) ? 'started' : 'failed'))
  .reset(cancelPageOpened);

/** The API's refusal of a cancellation after the appointment's start (409). */
function isStarted(error: unknown): boolean {
  return error instanceof ClientError && error.status === 409;
}

// Opened from the confirmation link: confirm (which answers the appointment); else read it.
sample({
  clock: cancelPageOpened,
  filter: ({ confirm }) => confirm === true,
  fn: ({ id, locale }) => ({ id, locale }),
  target: confirmAppointmentFx,
});
sample({
  clock: cancelPageOpened,
  filter: ({ confirm }) => confirm !== true,
  fn: ({ id, locale }) => ({ id, locale }),
  target: fetchAppointmentFx,
});
sample({
  clock: appointmentRetried,
  source: $request,
  filter: (request): request is { id: string; locale: Locale } => request !== null,
  target: fetchAppointmentFx,
});

sample({
  clock: cancelPressed,
  source: { request: $request, appointment: $appointment, pending: cancelAppointmentFx.pending },
  filter: ({ request, appointment, pending }) =>
    request !== null && appointment?.status === 'booked' && !appointment.started && !pending,
  fn: ({ request }) => request as { id: string; locale: Locale },
  target: cancelAppointmentFx,
});
