/**
 * The server build's 'search/SearchPage': the page of search-page.tsx and its server
 * preparation, which loads the selection of the URL, the filter options and the first page of
 * results into the request's scope.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { listingHead, searchPageOpened } from '../pages/search-page';
import { $visibleEstates } from '../entities/estate-list';
import SearchPage from './search-page';

/**
 * The listing's data for the request's query string, in the request's scope; the page's head from
 * it (the cards as an ItemList, the first card's picture to preload).
 */
export const prepare: PagePrepare = async ({ scope, locale, url, origin }) => {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  await allSettled(searchPageOpened, { scope, params: { locale, search } });
  return { head: listingHead(scope.getState($visibleEstates), locale, origin) };
};

export default SearchPage satisfies ExposedComponent<'search/SearchPage'>;
