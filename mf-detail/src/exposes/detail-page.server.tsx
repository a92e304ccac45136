/**
 * The server build's 'detail/DetailPage': the page of detail-page.tsx and its server
 * preparation, which loads the estate, project or unit and what surrounds it into the request's
 * scope with the brochure's QR code, and tells the site server a 404 for one that does not exist or is hidden, a 301 from
 * an old or missing slug, and from `/{lang}/detail?id=...`, to the canonical path, the head
 * parts of its data, and that its own data (the estate) was read.
 */
import { allSettled } from 'shared/effector/server';
import { shell } from 'shared/bus';
import type { Locale } from 'shared/domain';
import type { ExposedComponent, PagePrepare, PrepareContext } from 'shared/remote';
import { absoluteUrl } from 'kit/seo/structured-data';
import {
  $canonicalPath,
  $redirectPath,
  detailHead,
  detailPageOpened,
  detailQueryRoute,
  detailQueryTarget,
} from '../pages/detail-page';
import { $isNotFound, $viewModel } from '../entities/project-view-model';
import { loadFieldLabels } from '../entities/estate';
import { publicOriginKnown } from '../features/share';
import { brochureQrMade } from '../features/brochure';
import { qrSvg } from '../lib/qr-svg';
import DetailPage from './detail-page';

/**
 * Where `/{lang}/detail?id=...` (SPEC §2 "detail") moves: straight to the canonical path of the
 * estate or unit of its query, opened here in the request's scope; to its short path when it
 * cannot be opened (that page then answers 404 for an unknown estate), to the offer without an id.
 */
async function detailQueryLocation(
  scope: PrepareContext['scope'],
  query: string,
  locale: Locale,
): Promise<string> {
  const route = detailQueryRoute(query, locale);
  if (!route) return detailQueryTarget(query, locale);
  await allSettled(detailPageOpened, { scope, params: route });
  return scope.getState($redirectPath) ?? detailQueryTarget(query, locale);
}

/**
 * The estate, its project or unit and what surrounds it, in the request's scope; the page's head
 * from it (RealEstateListing, BreadcrumbList, the first picture for previews and to preload).
 */
export const prepare: PagePrepare = async ({ scope, locale, url, params, origin }) => {
  // The model reads the display fields' labels synchronously, from the estate on.
  await loadFieldLabels(locale);
  const [path = '', query = ''] = url.split('?');
  // The old query form of a detail address is answered with a redirect, not a page that waits
  // for a script to move on.
  if (!params.estateId) return { location: await detailQueryLocation(scope, query, locale) };
  // Share links carry the canonical URL on the market's configured origin.
  await allSettled(publicOriginKnown, { scope, params: origin });
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
  if (canonical && canonical !== path) {
    // A short or old path moves to the canonical one with what its query asked for (the print
    // view, a campaign's tags); the entity of the old query form is in the canonical path.
    const kept = new URLSearchParams(query);
    kept.delete('entity');
    const rest = kept.toString();
    return { location: rest ? `${canonical}?${rest}` : canonical };
  }
  const view = scope.getState($viewModel);
  // The brochure's QR code: the canonical URL in the page's language on the market's origin.
  const canonicalPath = scope.getState($canonicalPath);
  if (view && canonicalPath) {
    const qrUrl = absoluteUrl(canonicalPath, origin);
    await allSettled(brochureQrMade, { scope, params: { url: qrUrl, svg: qrSvg(qrUrl) } });
  }
  // The estate was read: what surrounds it (similar estates, collections, the contact card, the
  // second source's listing) is secondary, left out when its call is refused or fails.
  if (view)
    return {
      head: detailHead(view, locale, origin, scope.getState(shell.$site)),
      ownDataRead: true,
    };
};

export default DetailPage satisfies ExposedComponent<'detail/DetailPage'>;
