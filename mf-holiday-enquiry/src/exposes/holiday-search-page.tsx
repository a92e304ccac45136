/**
 * Exposed module 'holiday_enquiry/HolidaySearchPage' (slot `holiday`, the enquiry office's module, issue 13): the rental search page
 * `/{lang}/{holiday}` (SPEC §2), rendered by the shell as `<HolidaySearchPage locale={lang} />`.
 * Loads the texts, gives the remote its emotion cache (key 'holiday-enquiry') and marks its root with
 * data-boundary="holiday_enquiry".
 */
import { TeamRoot, type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { HolidaySearchView } from 'shared/rental';
import { useEnquiryTexts } from '../config/i18n';

/** The rental search for `locale`. */
function HolidaySearchPage({ locale }: RemotePageProps) {
  useEnquiryTexts(locale);
  return (
    <TeamRoot name="holiday_enquiry" cacheKey="holiday-enquiry">
      <HolidaySearchView locale={locale} />
    </TeamRoot>
  );
}

export default HolidaySearchPage satisfies ExposedComponent<'holiday/HolidaySearchPage'>;
