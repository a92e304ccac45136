/**
 * The server build's 'holiday_enquiry/HolidaySearchPage': the page of holiday-search-page.tsx and
 * its server preparation, the `rental` search fragment's own (the filter options and the first
 * page of units of the URL's query string), so the page arrives with its units.
 */
import { type ExposedComponent, type PagePrepare } from 'shared/remote';
import { prepareFederatedModule } from 'kit/remote';
import HolidaySearchPage from './holiday-search-page';

/** The rental search of the request's query string, in the request's scope. */
export const prepare: PagePrepare = (context) =>
  prepareFederatedModule('rental/RentalSearch', context);

export default HolidaySearchPage satisfies ExposedComponent<'holiday/HolidaySearchPage'>;
