/**
 * Exposed module 'holiday_enquiry/HolidaySearchPage' (slot `holiday`, the enquiry office's
 * module): the rental search page `/{lang}/{holiday}` (SPEC §2), rendered by the shell as
 * `<HolidaySearchPage locale={lang} />`. The search itself is the holiday team's `rental`
 * fragment (the same units and filters on every market); this page gives it the remote's emotion
 * cache (key 'holiday-enquiry') and root, marked data-boundary="holiday_enquiry".
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { FederatedFragment, TeamRoot } from 'kit/remote';
import { useEnquiryTexts } from '../config/i18n';

/** The rental search for `locale`. */
function HolidaySearchPage({ locale }: RemotePageProps) {
  useEnquiryTexts(locale);
  return (
    <TeamRoot name="holiday_enquiry" cacheKey="holiday-enquiry">
      <FederatedFragment id="rental/RentalSearch" props={{ locale }} />
    </TeamRoot>
  );
}

export default HolidaySearchPage satisfies ExposedComponent<'holiday/HolidaySearchPage'>;
