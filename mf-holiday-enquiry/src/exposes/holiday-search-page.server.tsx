/**
 * The server build's 'holiday/HolidaySearchPage' (issue 14): the page of holiday-search-page.tsx
 * and its server preparation, which loads the search of the URL's query string (the filter
 * options and the first page of units) into the request's scope, so the page arrives with its
 * units and the browser fetches nothing again.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { holidaySearchOpened } from 'shared/rental';
import HolidaySearchPage from './holiday-search-page';

/** The rental search of the request's query string, in the request's scope. */
export const prepare: PagePrepare = async ({ scope, locale, url }) => {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  await allSettled(holidaySearchOpened, { scope, params: { locale, search } });
};

export default HolidaySearchPage satisfies ExposedComponent<'holiday/HolidaySearchPage'>;
