/**
 * Exposed module 'appointments/AppointmentBooking' of the viewing-request module: on a
 * detail page, the request for a viewing on preferred days and parts of the day, for an office
 * without a live agenda; the same slot contract as the live agenda (`AppointmentBookingProps`).
 * Loads the 'viewing-request' texts and renders under the team's emotion cache (TeamRoot).
 */
import { type AppointmentBookingProps, type ExposedComponent } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useViewingRequestTexts } from '../config/i18n';
import { ViewingRequestForm } from '../features/viewing-request';

/** The viewing request of `estateId` in `locale`. */
function AppointmentBooking({ estateId, locale }: AppointmentBookingProps) {
  useViewingRequestTexts(locale);
  return (
    <TeamRoot name="viewing_request" boundary={false}>
      <ViewingRequestForm locale={locale} estateId={estateId} />
    </TeamRoot>
  );
}

export default AppointmentBooking satisfies ExposedComponent<'appointments/AppointmentBooking'>;
