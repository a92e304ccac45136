/**
 * Exposed module 'search/HomePage': the home page (`/{lang}/`) with the quick search and the
 * newest listings, rendered by the shell as `<HomePage locale={lang} />`, with the search team's
 * texts and emotion cache (key 'search') and data-boundary="search". Its server build's twin,
 * home-page.server.tsx, adds the page's server preparation (server rendering).
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useHomeTexts } from '../config/i18n';
import { HomePage as Page } from '../pages/home-page';

/** The home page for `locale`. */
function HomePage({ locale }: RemotePageProps) {
  useHomeTexts(locale);
  return (
    <TeamRoot name="search">
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default HomePage satisfies ExposedComponent<'search/HomePage'>;
