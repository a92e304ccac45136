/** Public API of the cancel-appointment page (SPEC §2 cancel-appointment). */
export { CancelAppointmentPage } from './ui/cancel-appointment-page';
export {
  $appointment,
  $appointmentState,
  $cancelState,
  appointmentRetried,
  cancelAppointmentFx,
  cancelPageOpened,
  cancelPressed,
  $confirmState,
  confirmAppointmentFx,
  fetchAppointmentFx,
} from './model';
export type { AppointmentState, CancelState, ConfirmState } from './model';
