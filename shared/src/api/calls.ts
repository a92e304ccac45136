/**
 * One typed function for each estate and site call of SPEC §7 (the other calls are in
 * shared/api/content and in the holiday teams' packages; the live agenda and the viewing request
 * go through the site's own endpoints, from their teams' packages). Paths are under
 * /sites/{siteId} unless stated. Every function throws the named HttpError of a non-OK answer
 * (SPEC §8) unless it says otherwise.
 */
import type {
  ContactInfo,
  Estate,
  EstateCollection,
  EstateFilters,
  EstateQuery,
  EstateSearchRequest,
  EstateSearchResult,
  GroupingKind,
  Locale,
  SearchResult,
  Site,
  SkarabeeListing,
  SortClause,
  Translations,
} from '../domain';
import type { HttpClient } from './client';

/** Grouping sort fields per grouping kind (SPEC §7). */
export const GROUPING_SORT_FIELDS: Record<GroupingKind, SortClause['field']> = {
  TYPE: 'children.general.headType.id',
  SUBTYPE: 'children.general.subType.id',
  STATUS: 'children.general.transaction.id',
  CITY: 'children.general.address.city.name',
};

/** Removes empty parameters (undefined, null, '', empty lists and empty objects) from a query (SPEC §7). */
export function compactQuery(query: EstateQuery): EstateQuery {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    // A zero or non-finite price bound means the bound is absent (SPEC §4).
    if (
      (key === 'price-min' || key === 'price-max') &&
      (typeof value !== 'number' || !Number.isFinite(value) || value === 0)
    ) {
      continue;
    }
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const inner = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).filter(
          ([, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0),
        ),
      );
      if (Object.keys(inner).length === 0) continue;
      out[key] = inner;
      continue;
    }
    out[key] = value;
  }
  return out as EstateQuery;
}

/**
 * The body of POST /estates (SPEC §7): empty query parameters removed, the grouping sort first,
 * then the caller's sort, optional `from`, `size` and `view` (`card`: only what a card reads).
 */
export function buildSearchBody(request: EstateSearchRequest): EstateSearchRequest {
  const sort: SortClause[] = [];
  if (request.groupBy) {
    // The grouping sort goes first; when the caller sorts by that same field, the caller's order wins.
    const field = GROUPING_SORT_FIELDS[request.groupBy];
    const own = request.sort?.find((clause) => clause.field === field);
    sort.push({ field, order: own?.order ?? 'ASC' });
  }
  for (const clause of request.sort ?? []) {
    if (!sort.some((s) => s.field === clause.field)) sort.push(clause);
  }
  const body: EstateSearchRequest = { query: compactQuery(request.query), sort };
  if (request.groupBy) body.groupBy = request.groupBy;
  if (request.from !== undefined) body.from = request.from;
  if (request.size !== undefined) body.size = request.size;
  if (request.view !== undefined) body.view = request.view;
  return body;
}

const EMPTY_RESULT = <T>(): SearchResult<T> => ({ total: { value: 0 }, results: [] });

/** A search answer that carries the error of a failed search (SPEC §8). */
export type SearchAnswer<T> = SearchResult<T> & { error?: unknown };
/** The answer of the estate search: a SearchAnswer with the group sizes of a grouped search. */
export type EstateSearchAnswer = SearchAnswer<Estate> & Pick<EstateSearchResult, 'groups'>;

/** Creates the estate and site calls of SPEC §7 on top of an HttpClient. */
export function createApi(http: HttpClient) {
  const site = (path = '') => `/sites/${http.siteId}${path}`;
  const enc = encodeURIComponent;
  return {
    /** GET /sites/by-hostname/{hostname} (not under the site). */
    getSiteByHostname: (hostname: string) =>
      http.getJson<Site>(`/sites/by-hostname/${enc(hostname)}`),
    /**
     * POST /estates: the estate search (SPEC §7), with `groups` (each group's size over the whole
     * result) when the request has a `groupBy`. A failed search does not throw: it answers
     * total 0, empty results and the error attached (SPEC §8).
     */
    searchEstates: async (
      request: EstateSearchRequest,
      signal?: AbortSignal,
    ): Promise<EstateSearchAnswer> => {
      try {
        return (
          (await http.post<EstateSearchResult>(site('/estates'), buildSearchBody(request), {
            signal,
          })) ?? EMPTY_RESULT()
        );
      } catch (error) {
        return { ...EMPTY_RESULT<Estate>(), error };
      }
    },
    /** GET /estates/v2/{id}: the estate with its children sorted by floor. */
    getEstate: (id: string, language?: Locale) =>
      http.getJson<Estate>(site(`/estates/v2/${enc(id)}`), { language }),
    /** GET /estates/{id}/contact-info; null when the estate has none (204). */
    getContactInfo: async (id: string, language?: Locale) =>
      (await http.get<ContactInfo>(site(`/estates/${enc(id)}/contact-info`), {
        language,
      })) as ContactInfo | null,
    /** GET /estates/skarabee/{id}: an estate of the second source. */
    getSkarabeeEstate: (id: string, language?: Locale) =>
      http.getJson<SkarabeeListing>(site(`/estates/skarabee/${enc(id)}`), { language }),
    /** POST /estate-filters. A failed fetch is logged and answers an empty object (SPEC §8). */
    getEstateFilters: async (query: EstateQuery): Promise<Partial<EstateFilters>> => {
      try {
        return (
          (await http.post<EstateFilters>(site('/estate-filters'), {
            query: compactQuery(query),
          })) ?? {}
        );
      } catch (error) {
        console.error('Estate filters could not be fetched', error);
        return {};
      }
    },
    /** GET /estate-collections/{id}. */
    getEstateCollection: (id: number, language?: Locale) =>
      http.getJson<EstateCollection>(site(`/estate-collections/${id}`), { language }),
    /** GET /translations/{lang} (not under the site). */
    getTranslations: (lang: Locale) => http.getJson<Translations>(`/translations/${lang}`),
  };
}

/** The estate and site calls of SPEC §7. */
export type Api = ReturnType<typeof createApi>;
