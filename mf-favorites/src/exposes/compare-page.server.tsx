/**
 * The server build's 'favorites/ComparePage': the page of compare-page.tsx and its server
 * preparation, which reads the estates the address names (`?estates=12,34`) into the request's
 * scope, so a shared comparison arrives whole and reads without scripts.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { comparePageOpened } from '../pages/compare-page';
import ComparePage from './compare-page';

/** The address's estates in the request's scope (none without `estates`: the visitor's list). */
export const prepare: PagePrepare = async ({ scope, url }) => {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  await allSettled(comparePageOpened, { scope, params: { search: query } });
};

export default ComparePage satisfies ExposedComponent<'favorites/ComparePage'>;
