/**
 * Exposed module 'appointments/CancelAppointmentPage' of the viewing-request module:
 * a viewing request has no cancel link, so this page explains how to reach the office instead.
 * Loads the 'viewing-request' texts and renders under the team's emotion cache (TeamRoot).
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useViewingRequestTexts } from '../config/i18n';
import { CancelAppointmentPage as Page } from '../pages/cancel-appointment';

/** The explanation page for `locale`. */
function CancelAppointmentPage({ locale }: RemotePageProps) {
  useViewingRequestTexts(locale);
  return (
    <TeamRoot name="viewing_request" boundary={false}>
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default CancelAppointmentPage satisfies ExposedComponent<'appointments/CancelAppointmentPage'>;
