/**
 * The server build's 'detail/DetailPage' (issue 14): the page of detail-page.tsx and its server
 * preparation, which loads the estate, project or unit and what surrounds it into the request's
 * scope, and tells the site server a 404 for one that does not exist or is hidden, a 301 from
 * an old or missing slug to the canonical path, and the head parts of its data.
 */
import { allSettled } from 'shared/effector/server';
import { shell } from 'shared/bus';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { $redirectPath, detailHead, detailPageOpened } from '../pages/detail-page';
import { $isNotFound, $viewModel } from '../entities/project-view-model';
import DetailPage from './detail-page';

/**
 * The estate, its project or unit and what surrounds it, in the request's scope; the page's head
 * from it (RealEstateListing, BreadcrumbList, the first picture for previews and to preload).
 */
export const prepare: PagePrepare = async ({ scope, locale, url, params, origin }) => {
  const [path = '', query = ''] = url.split('?');
  await allSettled(detailPageOpened, {
    scope,
    params: {
      estateId: params.estateId ?? '',
      slug: params.slug ?? null,
      entityId: params.entityId ?? null,
      entityQuery: new URLSearchParams(query).get('entity'),
      locale,
    },
  });
  if (scope.getState($isNotFound)) return { status: 404 };
  const canonical = scope.getState($redirectPath);
  if (canonical && canonical !== path) return { location: canonical };
  const view = scope.getState($viewModel);
  if (view) return { head: detailHead(view, locale, origin, scope.getState(shell.$site)) };
};

export default DetailPage satisfies ExposedComponent<'detail/DetailPage'>;
