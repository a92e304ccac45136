/**
 * Exposed module 'search/HomePage': the home page `/{lang}/` (hero with quick search, newest
 * listings, links into the search), rendered by the shell as `<HomePage locale={lang} />` inside
 * its router and layout. Loads the 'search', 'search-home' and 'shared-ui' texts of its language, gives the remote its own
 * emotion cache (key 'search') and marks its root with data-boundary="search".
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ExposedComponent, RemotePageProps } from 'shared/remote';
import { useHomeTexts } from '../config/i18n';
import { HomePage as Page } from '../pages/home-page';

const cache = createCache({ key: 'search' });

/** The home page for `locale`. */
function HomePage({ locale }: RemotePageProps) {
  useHomeTexts(locale);
  return (
    <CacheProvider value={cache}>
      <div data-boundary="search">
        <Page locale={locale} />
      </div>
    </CacheProvider>
  );
}

export default HomePage satisfies ExposedComponent<'search/HomePage'>;
