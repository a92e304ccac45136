/**
 * Exposed module 'search/EstatePage': a landing page that lists estates
 * (`/{lang}/{discover}/{a}/{b}`, SPEC §7 GET /estate-pages/{a}/{b}), rendered by the shell as
 * `<EstatePage locale={lang} />` inside its router, with the search team's texts and emotion
 * cache (key 'search') and data-boundary="search". Its server build's twin, estate-page.server.tsx,
 * adds the page's server preparation.
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useEstatePageTexts } from '../config/i18n';
import { EstateLandingPage } from '../pages/estate-page';

/** The landing page of the route's segments, in `locale`. */
function EstatePage({ locale }: RemotePageProps) {
  useEstatePageTexts(locale);
  return (
    <TeamRoot name="search">
      <EstateLandingPage lang={locale} />
    </TeamRoot>
  );
}

export default EstatePage satisfies ExposedComponent<'search/EstatePage'>;
