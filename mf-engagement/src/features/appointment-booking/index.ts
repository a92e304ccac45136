/** Public API of the appointment booking feature (the live agenda on a detail page). */
export { AppointmentBooking } from './ui/appointment-booking';
export type { BookingValues } from './ui/appointment-booking';
export {
  $agenda,
  $agendaStatus,
  $availableDays,
  $booked,
  $selectedDay,
  $slotsOfDay,
  $slotTaken,
  agendaRetried,
  bookingForm,
  bookingOpened,
  daySelected,
  fetchAgendaFx,
} from './model';
export type { AgendaStatus, BookingTarget } from './model';
