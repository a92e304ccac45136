/**
 * The calls of SPEC §7 for the site's other content (site record, navigation menus, pages,
 * entities, agreements, landing pages, assets, estate groups) and the two calls the product does
 * not implement. Apart from the estate and site calls of shared/api, so that the listing's first
 * load does not carry them. Paths are under /sites/{siteId}; errors as every call (SPEC §8).
 */
import type {
  Agreement,
  Entity,
  EntityItem,
  Estate,
  Locale,
  NavigationMenu,
  Page,
  SearchResult,
  Site,
} from 'shared/domain';
import { apiContextClient, NotImplementedError, type HttpClient } from 'shared/api';
import type { ApiContext } from 'shared/bus';

/** Creates the content calls on top of an HttpClient. */
export function createContentApi(http: HttpClient) {
  const site = (path = '') => `/sites/${http.siteId}${path}`;
  const enc = encodeURIComponent;
  return {
    /** GET the site itself. */
    getSite: (language?: Locale) => http.getJson<Site>(site(), { language }),
    /** GET /navigation/{menuName}[/{id}]. */
    getNavigation: (menuName: string, id?: number, language?: Locale) =>
      http.getJson<NavigationMenu>(
        site(`/navigation/${enc(menuName)}${id === undefined ? '' : `/${id}`}`),
        { language },
      ),
    /** GET /pages/. */
    getPages: (language?: Locale) => http.getJson<Page[]>(site('/pages/'), { language }),
    /** GET /pages/by-url/{url}. */
    getPageByUrl: (url: string, language?: Locale) =>
      http.getJson<Page>(site(`/pages/by-url/${enc(url)}`), { language }),
    /** GET /pages/{id}. */
    getPage: (id: number, language?: Locale) =>
      http.getJson<Page>(site(`/pages/${id}`), { language }),
    /** GET /entities. */
    getEntities: () => http.getJson<Entity[]>(site('/entities')),
    /** GET /entities/{entityName}/items. */
    getEntityItems: (entityName: string) =>
      http.getJson<EntityItem[]>(site(`/entities/${enc(entityName)}/items`)),
    /** GET /estates/group/{id}. */
    getEstateGroup: (id: string, language?: Locale) =>
      http.getJson<SearchResult<Estate>>(site(`/estates/group/${enc(id)}`), { language }),
    /** GET /agreements?locale=. */
    getAgreements: (locale: Locale) =>
      http.getJson<Agreement[]>(site(`/agreements?locale=${locale}`)),
    /** GET /estate-pages/{a}/{b}. */
    getEstatePage: (a: string, b: string, language?: Locale) =>
      http.getJson<Page>(site(`/estate-pages/${enc(a)}/${enc(b)}`), { language }),
    /** GET /assets/{path}?hash=&version=: the raw asset Response (or parsed JSON). */
    getAsset: (path: string, hash = '', version = '') =>
      http.get<unknown>(
        site(`/assets/${path.replace(/^\/+/, '')}?hash=${enc(hash)}&version=${enc(version)}`),
      ),
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
