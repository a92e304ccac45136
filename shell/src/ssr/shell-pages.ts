/**
 * The server preparation of the shell's own pages: a content page's text from the API
 * into the request's scope. Server-only, so the browser's first load does not carry it.
 */
import type { RouteType } from 'shared/routes';
import type { PagePrepare } from 'shared/remote';
import { allSettled } from 'shared/effector/server';
import { contentPageOpened } from '../pages/content/model';
import { aboutPageOpened } from '../pages/about/model';
import { notFoundPageOpened } from '../pages/not-found/model';

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

/** The shell pages' preparations by route type. */
export const SHELL_PAGE_PREPARES: Partial<Record<RouteType, PagePrepare>> = {
  privacyStatement: contentPage('privacy-statement'),
  termsOfUse: contentPage('terms-of-use'),
  rentalConditions: contentPage('rental-conditions'),
  aboutUs: aboutPage,
};

/** The page not found: the newest estates it offers, so it arrives with them. */
export const prepareNotFound: PagePrepare = async ({ scope }) => {
  await allSettled(notFoundPageOpened, { scope });
};
