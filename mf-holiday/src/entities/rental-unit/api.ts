/**
 * The holiday team's rental-unit calls of SPEC §7 (holiday rentals, SPEC §3 Rental unit). Paths
 * are under /sites/{siteId}; errors as every call (SPEC §8).
 */
import type { Locale, SearchResult } from 'shared/domain';
import type { RentalPeriod, RentalUnit } from 'api/contract';
import { apiContextClient, type HttpClient, type SearchAnswer } from 'shared/api';
import type { ApiContext } from 'shared/bus';
import type {
  RentalFilters,
  RentalQuery,
  RentalSearchRequest,
  ReservationAnswer,
  ReservationRequest,
} from '../../forms';

/** The answer of a confirmed option: the period it holds; 'already' for a replayed link. */
export interface OptionConfirmation {
  id: string;
  rentalUnitId: number;
  periodId: number;
  arrival: string;
  departure: string;
  confirmed: 'now' | 'already';
}

/** Creates the rental-unit calls on top of an HttpClient. */
export function createRentalApi(http: HttpClient) {
  const site = (path = '') => `/sites/${http.siteId}${path}`;
  const enc = encodeURIComponent;
  return {
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
          (await http.post<SearchResult<RentalUnit>>(site('/rental-units'), request, {
            signal,
          })) ?? { total: { value: 0 }, results: [] }
        );
      } catch (error) {
        return { total: { value: 0 }, results: [], error };
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
     * POST /rental-units/reservation/{token}/confirm: the link of the option's mail; from then on
     * the option holds its period. Answers `confirmed` 'now' or 'already'.
     * @throws HttpError 404 (unknown token) or 410 (not confirmed in time), whose `body` is the
     *   API's refusal with its localized `message`
     */
    confirmOption: async (token: string) =>
      (await http.post<OptionConfirmation>(
        site(`/rental-units/reservation/${enc(token)}/confirm`),
        {},
      )) as OptionConfirmation,
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
