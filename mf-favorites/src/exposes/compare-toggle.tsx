/**
 * Exposed module 'favorites/CompareToggle': the compare control other teams put on their cards
 * (variant 'icon') and detail pages (variant 'button') through `FederatedFragment` of
 * shared/remote, with the props `CompareToggleProps` ({ estateId, locale, variant? }). Loads the
 * 'favorites' texts, starts the comparison list and renders under the team's emotion cache.
 */
import { type CompareToggleProps, type ExposedComponent } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useFavoritesTexts } from '../config/i18n';
import { CompareToggle as Toggle, useCompareStart } from '../features/toggle-compare';

function CompareToggle(props: CompareToggleProps) {
  useFavoritesTexts(props.locale);
  useCompareStart();
  return (
    <TeamRoot name="favorites" boundary={false}>
      <Toggle {...props} />
    </TeamRoot>
  );
}

export default CompareToggle satisfies ExposedComponent<'favorites/CompareToggle'>;
