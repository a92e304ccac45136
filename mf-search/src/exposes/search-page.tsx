/**
 * Exposed module 'search/SearchPage': the listing search page (SPEC §2), rendered by the shell as
 * `<SearchPage locale={lang} />` inside its router and layout. Registers the 'search' and
 * 'shared-ui' texts, gives the remote its own emotion cache (key 'search') and marks its root
 * with data-boundary="search".
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ExposedComponent, RemotePageProps } from 'shared/remote';
import { useSearchTexts } from '../config/i18n';
import { SearchPage as Page } from '../pages/search-page';

const cache = createCache({ key: 'search' });

/** The listing page for `locale`. */
function SearchPage({ locale }: RemotePageProps) {
  useSearchTexts(locale);
  return (
    <CacheProvider value={cache}>
      <div data-boundary="search">
        <Page locale={locale} />
      </div>
    </CacheProvider>
  );
}

export default SearchPage satisfies ExposedComponent<'search/SearchPage'>;
