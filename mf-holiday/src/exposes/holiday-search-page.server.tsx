/**
 * The server build's 'holiday/HolidaySearchPage': the page of holiday-search-page.tsx and its
 * server preparation, which loads the search of the URL's query string (the filter options and
 * the first page of units) into the request's scope, so the page arrives with its units and the
 * browser fetches nothing again.
 */
import type { ExposedComponent } from 'shared/remote';
import HolidaySearchPage from './holiday-search-page';

export { prepare } from './rental-search.server';

export default HolidaySearchPage satisfies ExposedComponent<'holiday/HolidaySearchPage'>;
