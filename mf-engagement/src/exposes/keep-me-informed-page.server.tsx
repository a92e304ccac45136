/**
 * The server build's 'engagement/KeepMeInformedPage': the page of
 * keep-me-informed-page.tsx and its server preparation. The subscribe page arrives with its
 * criteria's options and consent text; the success page needs nothing, and the pages of a token (edit, unsubscribe) are left to the
 * browser, so a link scanner that fetches a mail's link neither reads nor changes a subscription.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { parsePath } from 'shared/routes';
import { agreementsNeeded } from '../entities/agreement';
import { filterOptionsNeeded } from '../pages/keep-me-informed';
import KeepMeInformedPage from './keep-me-informed-page';

/** The subscribe form's options and consent text in the request's scope. */
export const prepare: PagePrepare = async ({ scope, locale, url }) => {
  if (parsePath(url.split('?')[0] ?? '')?.type !== 'keepMeInformed') return;
  await Promise.all([
    allSettled(filterOptionsNeeded, { scope, params: locale }),
    allSettled(agreementsNeeded, { scope, params: locale }),
  ]);
};

export default KeepMeInformedPage satisfies ExposedComponent<'engagement/KeepMeInformedPage'>;
