/**
 * The calls of SPEC §7 for the site's content that the pages use: the navigation menus (the
 * footer), pages by url (privacy statement, terms of use, about us), the items of an entity (the
 * offices), the agreements (the forms' consent texts) and the landing pages (estate pages); and
 * the two calls the product does not implement. Apart from the estate and site calls of
 * shared/api, so that the listing's first load does not carry them. Paths are under
 * /sites/{siteId}; errors as every call (SPEC §8).
 *
 * Left out, because no page needs them: the site by id (the shell loads it
 * by hostname), a menu item's sub-menu, the list of pages and a page by id, the list of entities,
 * the estate group and the assets call (pictures and files are plain `/assets/` URLs). The API
 * still answers all of them.
 */
import type {
  Agreement,
  EntityItem,
  EstatePage,
  Locale,
  NavigationMenu,
  Page,
} from 'shared/domain';
import { apiContextClient, NotImplementedError, type HttpClient } from 'shared/api';
import type { ApiContext } from 'shared/bus';

/** Creates the content calls on top of an HttpClient. */
export function createContentApi(http: HttpClient) {
  const site = (path = '') => `/sites/${http.siteId}${path}`;
  const enc = encodeURIComponent;
  return {
    /** GET /navigation/{menuName}: a menu ('main', 'footer'). */
    getNavigation: (menuName: string, language?: Locale) =>
      http.getJson<NavigationMenu>(site(`/navigation/${enc(menuName)}`), { language }),
    /** GET /pages/by-url/{url}: a page by its url in any language ('privacy-statement'). */
    getPageByUrl: (url: string, language?: Locale) =>
      http.getJson<Page>(site(`/pages/by-url/${enc(url)}`), { language }),
    /** GET /entities/{entityName}/items: the items of an entity ('offices', 'team'). */
    getEntityItems: (entityName: string) =>
      http.getJson<EntityItem[]>(site(`/entities/${enc(entityName)}/items`)),
    /** GET /agreements?locale=. */
    getAgreements: (locale: Locale) =>
      http.getJson<Agreement[]>(site(`/agreements?locale=${locale}`)),
    /** GET /estate-pages/{a}/{b}: a landing page by its two path segments in any language. */
    getEstatePage: (a: string, b: string, language?: Locale) =>
      http.getJson<EstatePage>(site(`/estate-pages/${enc(a)}/${enc(b)}`), { language }),
    /** The policy log entry call: not implemented (SPEC §7, §8). */
    logPolicy: (): Promise<never> => Promise.reject(new NotImplementedError()),
    /** The privacy statement call: not implemented (SPEC §7, §8). */
    getPrivacyStatement: (): Promise<never> => Promise.reject(new NotImplementedError()),
  };
}

/** The content calls. */
export type ContentApi = ReturnType<typeof createContentApi>;

/** The content calls for a bus ApiContext, optionally in a page language. */
export function contentApiFor(context: ApiContext, language?: Locale): ContentApi {
  return createContentApi(apiContextClient(context, language));
}
