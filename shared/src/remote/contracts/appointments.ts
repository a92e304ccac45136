/**
 * The `appointments` slot, swappable per market (a live agenda, or a viewing request to the
 * office): booking a viewing on a detail page, and the page behind the cancel link.
 */
import type { Locale } from '../../domain';
import type { ModuleKinds, RemotePageProps } from './page';

/**
 * Props of the appointment module's fragment on a detail page (appointments/AppointmentBooking):
 * booking a viewing of one estate (docs/domain.md §4, "Appointment lifecycle"). Every provider of the
 * `appointments` slot implements it.
 */
export interface AppointmentBookingProps {
  /** The estate whose viewing is asked for (compared as text). */
  estateId: string;
  locale: Locale;
}

/** The modules of the `appointments` slot with their props. */
export interface AppointmentsSlot {
  AppointmentBooking: AppointmentBookingProps;
  CancelAppointmentPage: RemotePageProps;
}

/** The kind of each module of the `appointments` slot. */
export const APPOINTMENTS_MODULES = {
  AppointmentBooking: 'fragment',
  CancelAppointmentPage: 'page',
} as const satisfies ModuleKinds<AppointmentsSlot>;
