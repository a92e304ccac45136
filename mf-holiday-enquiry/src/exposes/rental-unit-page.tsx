/**
 * Exposed module 'holiday_enquiry/RentalUnitPage' (slot `holiday`, the enquiry office's module, issue 13): a rental unit's page
 * `/{lang}/{holiday}/{rentalUnitId}` (SPEC §2) with an enquiry form with wished dates (no calendar:
 * this office does not manage availability online). Rendered by the shell as `<RentalUnitPage locale={lang} />`; the
 * unit id comes from the URL. Emotion cache key 'holiday-enquiry', data-boundary="holiday_enquiry".
 */
import { useParams } from 'shared/router';
import { TeamRoot, type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { RentalUnitView } from 'shared/rental';
import { useEnquiryTexts } from '../config/i18n';
import { EnquiryForm } from '../features/enquiry/ui/enquiry-form';

/** The unit of the URL in `locale`. */
function RentalUnitPage({ locale }: RemotePageProps) {
  useEnquiryTexts(locale);
  const { rentalUnitId = '' } = useParams();
  return (
    <TeamRoot name="holiday_enquiry" cacheKey="holiday-enquiry">
      <RentalUnitView
        locale={locale}
        id={rentalUnitId}
        booking={(unit) => <EnquiryForm unit={unit} locale={locale} />}
      />
    </TeamRoot>
  );
}

export default RentalUnitPage satisfies ExposedComponent<'holiday/RentalUnitPage'>;
