/**
 * The rental-unit calls of SPEC §7 (holiday rentals, SPEC §3 Rental unit). Apart from the estate
 * and site calls of shared/api, so that pages without holiday rentals do not load them. Paths are
 * under /sites/{siteId}; errors as every call (SPEC §8).
 */
import type {
  Locale,
  RentalFilters,
  RentalPeriod,
  RentalUnit,
  ReservationRequest,
  SearchResult,
} from 'shared/domain';
import { apiContextClient, type HttpClient, type SearchAnswer } from 'shared/api';
import type { ApiContext } from 'shared/bus';

/** Creates the rental-unit calls on top of an HttpClient. */
export function createRentalApi(http: HttpClient) {
  const site = (path = '') => `/sites/${http.siteId}${path}`;
  const enc = encodeURIComponent;
  return {
    /** POST /rental-units. A failed search answers total 0, empty results and the error (SPEC §8). */
    searchRentalUnits: async (
      search: Record<string, unknown>,
    ): Promise<SearchAnswer<RentalUnit>> => {
      try {
        return (
          (await http.post<SearchResult<RentalUnit>>(site('/rental-units'), { search })) ?? {
            total: { value: 0 },
            results: [],
          }
        );
      } catch (error) {
        return { total: { value: 0 }, results: [], error };
      }
    },
    /** POST /rental-units/filters. */
    getRentalFilters: (search: Record<string, unknown> = {}) =>
      http.post<RentalFilters>(site('/rental-units/filters'), { search }),
    /** GET /rental-units/{id}. */
    getRentalUnit: (id: number, language?: Locale) =>
      http.getJson<RentalUnit>(site(`/rental-units/${id}`), { language }),
    /** GET /rental-units/{id}/periods. */
    getRentalPeriods: (id: number) =>
      http.getJson<RentalPeriod[]>(site(`/rental-units/${id}/periods`)),
    /** POST /rental-units/reservation. */
    requestReservation: (request: ReservationRequest) =>
      http.post<{ id: string }>(site('/rental-units/reservation'), request),
    /** GET /rental-units/photo/{a}/{b}: the raw image Response. */
    getRentalPhoto: (a: string, b: string) =>
      http.get<Response>(site(`/rental-units/photo/${enc(a)}/${enc(b)}`)),
  };
}

/** The rental-unit calls. */
export type RentalApi = ReturnType<typeof createRentalApi>;

/** The rental-unit calls for a bus ApiContext, optionally in a page language. */
export function rentalApiFor(context: ApiContext, language?: Locale): RentalApi {
  return createRentalApi(apiContextClient(context, language));
}
