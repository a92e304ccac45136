/**
 * Exposed module 'holiday_enquiry/RentalUnitPage' (slot `holiday`, the enquiry office's module):
 * a rental unit's page `/{lang}/{holiday}/{rentalUnitId}` (SPEC §2) with an enquiry form with
 * wished dates (no calendar: this office does not manage availability online). The unit itself
 * is the holiday team's `rental` fragment, with this remote's form beside it. Rendered by the
 * shell as `<RentalUnitPage locale={lang} />`; the unit id comes from the URL. Emotion cache key
 * 'holiday-enquiry', data-boundary="holiday_enquiry".
 */
import { useCallback } from 'react';
import { useParams } from 'shared/router';
import type { RentalUnit } from 'api/contract';
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { FederatedFragment, TeamRoot } from 'kit/remote';
import { useEnquiryTexts } from '../config/i18n';
import { EnquiryForm } from '../features/enquiry/ui/enquiry-form';

/** The unit of the URL in `locale`. */
function RentalUnitPage({ locale }: RemotePageProps) {
  useEnquiryTexts(locale);
  const { rentalUnitId = '' } = useParams();
  // One function per language: the fragment is memoized on its props' values.
  const booking = useCallback(
    (unit: RentalUnit) => (
      <TeamRoot name="holiday_enquiry" cacheKey="holiday-enquiry" boundary={false}>
        <EnquiryForm unit={unit} locale={locale} />
      </TeamRoot>
    ),
    [locale],
  );
  return (
    <TeamRoot name="holiday_enquiry" cacheKey="holiday-enquiry">
      <FederatedFragment id="rental/RentalUnit" props={{ locale, id: rentalUnitId, booking }} />
    </TeamRoot>
  );
}

export default RentalUnitPage satisfies ExposedComponent<'holiday/RentalUnitPage'>;
