/**
 * Exposed module 'appointments/CancelAppointmentPage' of the live agenda: the page
 * behind the cancel link of a confirmation mail, rendered by the shell as
 * `<CancelAppointmentPage locale={lang} />` at /{lang}/{cancel-appointment}/{appointmentId}. Loads
 * the 'engagement' texts, renders under the team's emotion cache (TeamRoot); its root carries
 * data-boundary="engagement". The appointment is read in the browser (no server preparation), so
 * a link scanner that fetches the mail's link touches nothing.
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useEngagementTexts } from '../config/i18n';
import { CancelAppointmentPage as Page } from '../pages/cancel-appointment';

/** The cancel-appointment page for `locale`. */
function CancelAppointmentPage({ locale }: RemotePageProps) {
  useEngagementTexts(locale);
  return (
    <TeamRoot name="engagement" boundary={false}>
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default CancelAppointmentPage satisfies ExposedComponent<'appointments/CancelAppointmentPage'>;
