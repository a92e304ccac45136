/**
 * The live-agenda calls of SPEC §7 (viewing appointments, SPEC §4 "Appointment lifecycle"). Apart
 * from the estate and site calls of shared/api, so that the listing's first load does not carry
 * them. Paths are under /sites/{siteId}; errors as every call (SPEC §8).
 */
import type { Appointment, CancelAppointmentAnswer, LiveAgenda, Locale } from 'shared/domain';
import { apiContextClient, type HttpClient } from 'shared/api';
import type { ApiContext } from 'shared/bus';

/** Creates the live-agenda calls on top of an HttpClient. */
export function createAgendaApi(http: HttpClient) {
  const site = (path = '') => `/sites/${http.siteId}${path}`;
  const enc = encodeURIComponent;
  return {
    /**
     * GET /live-agenda/{estateId}: the free slots of an estate's agenda (issue 12).
     * @throws NotFoundError when the estate has no agenda or offers no booking (sold, rented)
     */
    getLiveAgenda: (estateId: string) =>
      http.getJson<LiveAgenda>(site(`/live-agenda/${enc(estateId)}`)),
    /**
     * GET /live-agenda/reservation/{id}: an appointment by its secret id.
     * @throws NotFoundError for an unknown id
     */
    getAppointment: (id: string) =>
      http.getJson<Appointment>(site(`/live-agenda/reservation/${enc(id)}`)),
    /**
     * POST /live-agenda/reservation: books a slot (body: shared/forms appointmentRequestSchema);
     * answers the appointment (201).
     * @throws BadRequestError (`fields`), ClientError 409 (slot just taken), 429, NotFoundError
     */
    createAppointment: (request: object) =>
      http.post<Appointment>(site('/live-agenda/reservation'), request),
    /**
     * DELETE /sites/{siteId}/live-agenda/reservation/{id}: cancels the appointment, in the site
     * `siteId` when given (its id in the path and the site header), else in the client's site.
     */
    cancelAppointment: (id: string, siteId?: number) =>
      http.delete<CancelAppointmentAnswer>(
        `/sites/${siteId ?? http.siteId}/live-agenda/reservation/${enc(id)}`,
        {
          siteId,
        },
      ),
  };
}

/** The live-agenda calls. */
export type AgendaApi = ReturnType<typeof createAgendaApi>;

/** The live-agenda calls for a bus ApiContext, optionally in a page language. */
export function agendaApiFor(context: ApiContext, language?: Locale): AgendaApi {
  return createAgendaApi(apiContextClient(context, language));
}
