/**
 * The server preparation of the shell's own pages (issue 14): a content page's text from the API
 * into the request's scope. Server-only, so the browser's first load does not carry it.
 */
import type { RouteType } from 'shared/routes';
import type { PagePrepare } from 'shared/remote';
import { allSettled } from 'shared/effector/server';
import { contentPageOpened } from '../pages/content/model';
import { aboutPageOpened } from '../pages/about/model';
import { $estatePage, $estatePageStatus, estatePageOpened } from '../pages/estate-page/model';
import { estatePagePath } from '../pages/estate-page/lib';

/** A content page's preparation: the page of `pageKey` in the request's language. */
const contentPage =
  (pageKey: string): PagePrepare =>
  async ({ scope, locale }) => {
    await allSettled(contentPageOpened, { scope, params: { pageKey, lang: locale } });
  };

/** The about-us page: its CMS text and the agency's offices. */
const aboutPage: PagePrepare = async (context) => {
  await Promise.all([
    contentPage('about-us')(context),
    allSettled(aboutPageOpened, { scope: context.scope }),
  ]);
};

/**
 * A landing page and the first estates of its search; 404 for an unknown page; a 301 to the
 * language's own segments when it was asked for by another language's (an older footer linked
 * the Dutch ones from every language), with the query string kept.
 */
const estatePage: PagePrepare = async ({ scope, locale, params, url }) => {
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

/** The shell pages' preparations by route type. */
export const SHELL_PAGE_PREPARES: Partial<Record<RouteType, PagePrepare>> = {
  privacyStatement: contentPage('privacy-statement'),
  termsOfUse: contentPage('terms-of-use'),
  rentalConditions: contentPage('rental-conditions'),
  aboutUs: aboutPage,
  estatePage,
};
