/**
 * Exposed module 'engagement/KeepMeInformedPage': the keep-me-informed pages of SPEC §2
 * (subscribe, success, edit by token, unsubscribe by token), rendered by the shell as
 * `<KeepMeInformedPage locale={lang} />` on those four routes. Loads the 'engagement' texts, gives
 * the remote its emotion cache; each page's root carries data-boundary="engagement".
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useEngagementTexts } from '../config/i18n';
import { KeepMeInformedPage as Page } from '../pages/keep-me-informed';

/** The keep-me-informed page of the current route, for `locale`. */
function KeepMeInformedPage({ locale }: RemotePageProps) {
  useEngagementTexts(locale);
  return (
    <TeamRoot name="engagement" boundary={false}>
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default KeepMeInformedPage satisfies ExposedComponent<'engagement/KeepMeInformedPage'>;
