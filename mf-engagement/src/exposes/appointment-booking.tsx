/**
 * Exposed module 'appointments/AppointmentBooking' of the live agenda: the booking of
 * a viewing from an estate's free slots, rendered by the detail page through `FederatedFragment`
 * with the props `AppointmentBookingProps` ({ estateId, locale }). Loads the 'engagement' texts
 * of its language and renders under the team's emotion cache (TeamRoot). For an estate without
 * a live agenda, its heading and where to ask for a viewing instead.
 */
import { type AppointmentBookingProps, type ExposedComponent } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useEngagementTexts } from '../config/i18n';
import { AppointmentBooking as Booking } from '../features/appointment-booking';

/** The booking of a viewing of `estateId` in `locale`. */
function AppointmentBooking({ estateId, locale }: AppointmentBookingProps) {
  useEngagementTexts(locale);
  return (
    <TeamRoot name="engagement" boundary={false}>
      <Booking locale={locale} estateId={estateId} />
    </TeamRoot>
  );
}

export default AppointmentBooking satisfies ExposedComponent<'appointments/AppointmentBooking'>;
