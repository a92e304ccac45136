/**
 * Exposed module 'holiday/HolidaySearchPage' (slot `holiday`): the rental search page
 * `/{lang}/{holiday}` (SPEC §2), rendered by the shell as `<HolidaySearchPage locale={lang} />`.
 * Loads the texts, renders under the team's emotion cache (TeamRoot, key 'holiday') and marks its root
 * with data-boundary="holiday".
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { HolidaySearchView } from '../widgets/rental';
import { useHolidayTexts } from '../config/i18n';

/** The rental search for `locale`. */
function HolidaySearchPage({ locale }: RemotePageProps) {
  useHolidayTexts(locale);
  return (
    <TeamRoot name="holiday" cacheKey="holiday">
      <HolidaySearchView locale={locale} />
    </TeamRoot>
  );
}

export default HolidaySearchPage satisfies ExposedComponent<'holiday/HolidaySearchPage'>;
