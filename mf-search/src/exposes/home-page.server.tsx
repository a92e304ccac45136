/**
 * The server build's 'search/HomePage': the page of home-page.tsx and its server
 * preparation, which loads the newest listings and the quick search's options.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { homePageOpened } from '../pages/home-page';
import HomePage from './home-page';

/** The home page's data, in the request's scope. */
export const prepare: PagePrepare = async ({ scope, locale }) => {
  await allSettled(homePageOpened, { scope, params: { locale } });
};

export default HomePage satisfies ExposedComponent<'search/HomePage'>;
