/**
 * Exposed module 'holiday/HolidaySearchPage' (slot `holiday`, issue 13): the rental search page
 * `/{lang}/{holiday}` (SPEC §2), rendered by the shell as `<HolidaySearchPage locale={lang} />`.
 * Loads the texts, gives the remote its emotion cache (key 'holiday') and marks its root with
 * data-boundary="holiday".
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ExposedComponent, RemotePageProps } from 'shared/remote';
import { HolidaySearchView } from 'shared/rental';
import { useHolidayTexts } from '../config/i18n';

const cache = createCache({ key: 'holiday' });

/** The rental search for `locale`. */
function HolidaySearchPage({ locale }: RemotePageProps) {
  useHolidayTexts(locale);
  return (
    <CacheProvider value={cache}>
      <div data-boundary="holiday">
        <HolidaySearchView locale={locale} />
      </div>
    </CacheProvider>
  );
}

export default HolidaySearchPage satisfies ExposedComponent<'holiday/HolidaySearchPage'>;
