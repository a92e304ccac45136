/**
 * The server build's 'search/EstatePage': the page of estate-page.tsx and its server
 * preparation, which loads the landing page and the first estates of its search.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import {
  $estatePage,
  $estatePageStatus,
  estatePageOpened,
  estatePagePath,
} from '../pages/estate-page';
import EstatePage from './estate-page';

/**
 * A landing page and the first estates of its search; 404 for an unknown page; a 301 to the
 * language's own segments when it was asked for by another language's (an older footer linked
 * the Dutch ones from every language), with the query string kept.
 */
export const prepare: PagePrepare = async ({ scope, locale, params, url }) => {
  await allSettled(estatePageOpened, {
    scope,
    params: { a: params['a'] ?? '', b: params['b'] ?? '', lang: locale },
  });
  if (scope.getState($estatePageStatus) === 'notFound') return { status: 404 };
  const page = scope.getState($estatePage);
  const own = page?.slugs[locale];
  if (page && own && (own.a !== params['a'] || own.b !== params['b'])) {
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return { location: `${estatePagePath(page, locale)}${query}` };
  }
};

export default EstatePage satisfies ExposedComponent<'search/EstatePage'>;
