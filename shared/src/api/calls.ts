/**
 * One typed function for every call of SPEC §7. Paths are under /sites/{siteId} unless stated.
 * Every function throws the named HttpError of a non-OK answer (SPEC §8) unless it says otherwise.
 */
import type {
  Agreement,
  Appointment,
  AppointmentRequest,
  ContactInfo,
  Entity,
  EntityItem,
  Estate,
  EstateCollection,
  EstateFilters,
  EstateQuery,
  EstateSearchRequest,
  EstateSearchResult,
  GroupingKind,
  LiveAgenda,
  Locale,
  NavigationMenu,
  Page,
  RentalEnquiryRequest,
  RentalFilters,
  RentalPeriod,
  RentalQuery,
  RentalSearchRequest,
  RentalUnit,
  ReservationAnswer,
  ReservationRequest,
  SearchResult,
  Site,
  SkarabeeListing,
  SortClause,
  Translations,
} from '../domain';
import type { HttpClient } from './client';
import { NotImplementedError } from './errors';

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
 * then the caller's sort, optional `from` and `size`.
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
  return body;
}

const EMPTY_RESULT = <T>(): SearchResult<T> => ({ total: { value: 0 }, results: [] });

/** A search answer that carries the error of a failed search (SPEC §8). */
export type SearchAnswer<T> = SearchResult<T> & { error?: unknown };
/** The answer of the estate search: a SearchAnswer with the group sizes of a grouped search. */
export type EstateSearchAnswer = SearchAnswer<Estate> & Pick<EstateSearchResult, 'groups'>;

/** Creates the typed API of SPEC §7 on top of an HttpClient. */
export function createApi(http: HttpClient) {
  const site = (path = '') => `/sites/${http.siteId}${path}`;
  const enc = encodeURIComponent;
  return {
    /** GET the site itself. */
    getSite: (language?: Locale) => http.getJson<Site>(site(), { language }),
    /** GET /sites/by-hostname/{hostname} (not under the site). */
    getSiteByHostname: (hostname: string) =>
      http.getJson<Site>(`/sites/by-hostname/${enc(hostname)}`),
    /** GET /navigation/{menuName}[/{id}]. */
    getNavigation: (menuName: string, id?: number, language?: Locale) =>
      http.getJson<NavigationMenu>(
        site(`/navigation/${enc(menuName)}${id === undefined ? '' : `/${id}`}`),
        {
          language,
        },
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
    /** GET /estates/group/{id}. */
    getEstateGroup: (id: string, language?: Locale) =>
      http.getJson<SearchResult<Estate>>(site(`/estates/group/${enc(id)}`), { language }),
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
    /**
     * POST /rental-units (SPEC §7): the rental search; answers total.value and results (each with
     * `lowestPrice`). A failed search does not throw: it answers total 0, empty results and the
     * error attached (SPEC §8).
     */
    searchRentalUnits: async (
      request: RentalSearchRequest,
      signal?: AbortSignal,
    ): Promise<SearchAnswer<RentalUnit>> => {
      try {
        return (
          (await http.post<SearchResult<RentalUnit>>(site('/rental-units'), request, { signal })) ??
          EMPTY_RESULT()
        );
      } catch (error) {
        return { ...EMPTY_RESULT<RentalUnit>(), error };
      }
    },
    /** POST /rental-units/filters: the rental filter options (SPEC §3 Rental filters) for a search. */
    getRentalFilters: (search: RentalQuery = {}) =>
      http.post<RentalFilters>(site('/rental-units/filters'), { search }),
    /** GET /rental-units/{id}: the unit with its periods from today. @throws NotFoundError for an unknown unit */
    getRentalUnit: (id: number, language?: Locale) =>
      http.getJson<RentalUnit>(site(`/rental-units/${id}`), { language }),
    /** GET /rental-units/{id}/periods: the periods from today with their status. */
    getRentalPeriods: (id: number) =>
      http.getJson<RentalPeriod[]>(site(`/rental-units/${id}/periods`)),
    /**
     * POST /rental-units/reservation: puts the period under option.
     * @throws HttpError whose `body` is the API's refusal (JSON with code, message, errors): 400,
     *   404, 409 PERIOD_NOT_FREE, 422 TOO_MANY_PERSONS or DATES_OUTSIDE_PERIODS
     */
    requestReservation: async (request: ReservationRequest) =>
      (await http.post<ReservationAnswer>(
        site('/rental-units/reservation'),
        request,
      )) as ReservationAnswer,
    /**
     * POST /rental-units/enquiry: an enquiry with wished dates (the enquiry module).
     * @throws HttpError whose `body` is the API's refusal (400, 404, 422 TOO_MANY_PERSONS)
     */
    sendRentalEnquiry: async (request: RentalEnquiryRequest) =>
      (await http.post<{ id: string }>(site('/rental-units/enquiry'), request)) as { id: string },
    /** GET /rental-units/photo/{a}/{b}: the raw image Response. */
    getRentalPhoto: (a: string, b: string) =>
      http.get<Response>(site(`/rental-units/photo/${enc(a)}/${enc(b)}`)),
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
    /** GET /translations/{lang} (not under the site). */
    getTranslations: (lang: Locale) => http.getJson<Translations>(`/translations/${lang}`),
    /** GET /live-agenda/{id}: available slots. */
    getLiveAgenda: (id: number) => http.getJson<LiveAgenda>(site(`/live-agenda/${id}`)),
    /** GET /live-agenda/reservation/{id}. */
    getAppointment: (id: string) =>
      http.getJson<Appointment>(site(`/live-agenda/reservation/${enc(id)}`)),
    /** POST /live-agenda/reservation. */
    createAppointment: (request: AppointmentRequest) =>
      http.post<Appointment>(site('/live-agenda/reservation'), request),
    /**
     * DELETE /sites/{siteId}/live-agenda/reservation/{id}: cancels the appointment, in the site
     * `siteId` when given (its id in the path and the site header), else in the client's site.
     */
    cancelAppointment: (id: string, siteId?: number) =>
      http.delete<null>(`/sites/${siteId ?? http.siteId}/live-agenda/reservation/${enc(id)}`, {
        siteId,
      }),
    /** The policy log entry call: not implemented (SPEC §7, §8). */
    logPolicy: (): Promise<never> => Promise.reject(new NotImplementedError()),
    /** The privacy statement call: not implemented (SPEC §7, §8). */
    getPrivacyStatement: (): Promise<never> => Promise.reject(new NotImplementedError()),
  };
}

/** The typed API of SPEC §7. */
export type Api = ReturnType<typeof createApi>;
