/**
 * Exposed module 'search/SearchPage': the listing search page (SPEC §2), rendered by the shell as
 * `<SearchPage locale={lang} />` inside its router and layout, with the search team's texts, its
 * own emotion cache (key 'search') and its root marked data-boundary="search". Its server build's
 * twin, search-page.server.tsx, adds the page's server preparation (server rendering).
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useSearchTexts } from '../config/i18n';
import { SearchPage as Page } from '../pages/search-page';

/** The listing page for `locale`. */
function SearchPage({ locale }: RemotePageProps) {
  useSearchTexts(locale);
  return (
    <TeamRoot name="search">
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default SearchPage satisfies ExposedComponent<'search/SearchPage'>;
