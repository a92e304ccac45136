/**
 * Exposed module 'holiday_enquiry/RentalUnitPage' (slot `holiday`, the enquiry office's module, issue 13): a rental unit's page
 * `/{lang}/{holiday}/{rentalUnitId}` (SPEC §2) with an enquiry form with wished dates (no calendar:
 * this office does not manage availability online). Rendered by the shell as `<RentalUnitPage locale={lang} />`; the
 * unit id comes from the URL. Emotion cache key 'holiday-enquiry', data-boundary="holiday_enquiry".
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useParams } from 'shared/router';
import type { ExposedComponent, RemotePageProps } from 'shared/remote';
import { RentalUnitView } from 'shared/rental';
import { useEnquiryTexts } from '../config/i18n';
import { EnquiryForm } from '../features/enquiry/ui/enquiry-form';

const cache = createCache({ key: 'holiday-enquiry' });

/** The unit of the URL in `locale`. */
function RentalUnitPage({ locale }: RemotePageProps) {
  useEnquiryTexts(locale);
  const { rentalUnitId = '' } = useParams();
  return (
    <CacheProvider value={cache}>
      <div data-boundary="holiday_enquiry">
        <RentalUnitView
          locale={locale}
          id={rentalUnitId}
          booking={(unit) => <EnquiryForm unit={unit} locale={locale} />}
        />
      </div>
    </CacheProvider>
  );
}

export default RentalUnitPage satisfies ExposedComponent<'holiday/RentalUnitPage'>;
