/**
 * Exposed module 'search/HomePage': the home page (`/{lang}/`) with the quick search and the
 * newest listings, rendered by the shell as `<HomePage locale={lang} />`, with the search team's
 * texts and emotion cache (key 'search') and data-boundary="search". `prepare` loads the newest
 * listings and the form's options for a server render (issue 14).
 */
import { allSettled } from 'shared/effector';
import {
  TeamRoot,
  type ExposedComponent,
  type PagePrepare,
  type RemotePageProps,
} from 'shared/remote';
import { useHomeTexts } from '../config/i18n';
import { HomePage as Page, homePageOpened } from '../pages/home-page';

/** The home page for `locale`. */
function HomePage({ locale }: RemotePageProps) {
  useHomeTexts(locale);
  return (
    <TeamRoot name="search">
      <Page locale={locale} />
    </TeamRoot>
  );
}

/** The home page's data, in the request's scope. */
export const prepare: PagePrepare = async ({ scope, locale }) => {
  await allSettled(homePageOpened, { scope, params: { locale } });
};

export default HomePage satisfies ExposedComponent<'search/HomePage'>;
