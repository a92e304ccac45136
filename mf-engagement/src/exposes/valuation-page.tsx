/**
 * Exposed module 'valuation/ValuationPage': a homeowner's free valuation request, rendered by the
 * shell as `<ValuationPage locale={lang} />` at /{lang}/{valuation}. Loads the 'engagement' texts,
 * renders under the team's emotion cache (TeamRoot).
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useEngagementTexts } from '../config/i18n';
import { ValuationPage as Page } from '../pages/valuation-page';

/** The valuation page for `locale`. */
function ValuationPage({ locale }: RemotePageProps) {
  useEngagementTexts(locale);
  return (
    <TeamRoot name="engagement" boundary={false}>
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default ValuationPage satisfies ExposedComponent<'valuation/ValuationPage'>;
