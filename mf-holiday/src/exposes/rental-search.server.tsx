/**
 * The server build's 'holiday/RentalSearch': the fragment of rental-search.tsx and the rental
 * search's server preparation, which loads the search of the URL's query string (the filter
 * options and the first page of units) into the request's scope, so the page arrives with its
 * units and the browser fetches nothing again. This remote's search page and the pages that show
 * the fragment (kit/remote `prepareFederatedModule`) run it.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { holidaySearchOpened } from '../widgets/rental';
import RentalSearch from './rental-search';

/** The rental search of the request's query string, in the request's scope. */
export const prepare: PagePrepare = async ({ scope, locale, url }) => {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  await allSettled(holidaySearchOpened, { scope, params: { locale, search } });
};

export default RentalSearch satisfies ExposedComponent<'rental/RentalSearch'>;
