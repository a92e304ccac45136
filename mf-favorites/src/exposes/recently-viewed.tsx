/**
 * Exposed module 'favorites/RecentlyViewed': the estates the visitor opened lately, which other
 * teams show on their pages (the home page) through `FederatedFragment` with the props
 * `RecentlyViewedProps` ({ locale }). Loads the 'favorites' texts, renders under the team's
 * emotion cache (TeamRoot); nothing before the page is live or while the list is empty.
 */
import { type ExposedComponent, type RecentlyViewedProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useFavoritesTexts } from '../config/i18n';
import { useFavoritesStart } from '../entities/favorite';
import { RecentlyViewed as Section } from '../widgets/recently-viewed';

function RecentlyViewed({ locale }: RecentlyViewedProps) {
  useFavoritesTexts(locale);
  // The cards' favourite toggles read the favourites.
  useFavoritesStart();
  return (
    <TeamRoot name="favorites" boundary={false}>
      <Section locale={locale} />
    </TeamRoot>
  );
}

export default RecentlyViewed satisfies ExposedComponent<'favorites/RecentlyViewed'>;
