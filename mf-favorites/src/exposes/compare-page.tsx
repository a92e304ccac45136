/**
 * Exposed module 'favorites/ComparePage': the comparison page, rendered by the shell as
 * `<ComparePage locale={lang} />` at /{lang}/{vergelijken|comparer|compare|vergleichen}.
 * Registers the 'favorites' and 'shared-ui' texts, starts the comparison list (once per page
 * life), gives the remote its emotion cache (key 'favorites') and marks its root with
 * data-boundary="favorites".
 */
import { type ExposedComponent, type RemotePageProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useFavoritesTexts } from '../config/i18n';
import { useCompareStart } from '../features/toggle-compare';
import { ComparePage as Page } from '../pages/compare-page';

/** The comparison page for `locale`. */
function ComparePage({ locale }: RemotePageProps) {
  useFavoritesTexts(locale);
  useCompareStart();
  return (
    <TeamRoot name="favorites">
      <Page locale={locale} />
    </TeamRoot>
  );
}

export default ComparePage satisfies ExposedComponent<'favorites/ComparePage'>;
