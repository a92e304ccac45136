/**
 * Exposed module 'search/SearchPage': the listing search page (SPEC §2), rendered by the shell as
 * `<SearchPage locale={lang} />` inside its router and layout, with the search team's texts, its
 * own emotion cache (key 'search') and its root marked data-boundary="search". `prepare` loads the
 * page's data for a server render (issue 14): the selection of the URL, the filter options and
 * the first page of results.
 */
import { allSettled } from 'shared/effector';
import {
  TeamRoot,
  type ExposedComponent,
  type PagePrepare,
  type RemotePageProps,
} from 'shared/remote';
import { useSearchTexts } from '../config/i18n';
import { SearchPage as Page, searchPageOpened } from '../pages/search-page';

/** The listing page for `locale`. */
function SearchPage({ locale }: RemotePageProps) {
  useSearchTexts(locale);
  return (
    <TeamRoot name="search">
      <Page locale={locale} />
    </TeamRoot>
  );
}

/** The listing's data for the request's query string, in the request's scope. */
export const prepare: PagePrepare = async ({ scope, locale, url }) => {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  await allSettled(searchPageOpened, { scope, params: { locale, search } });
};

export default SearchPage satisfies ExposedComponent<'search/SearchPage'>;
