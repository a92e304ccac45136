/**
 * The browser's calls of the live agenda's site endpoints, on the page's origin and in its
 * language: the free slots, booking a slot, an appointment by its secret id and its cancellation.
 * Only this team's appointment modules load it. Errors as every call of shared/api (SPEC §8): a
 * refused form throws BadRequestError (`fields` in its body), a slot just taken ClientError 409.
 */
import type {
  Appointment,
  AppointmentConfirmation,
  CancelAppointmentAnswer,
  LiveAgenda,
} from 'api/contract';
import type { Locale } from 'shared/domain';
import { buildAjaxPath } from 'shared/routes';
import { createHttpClient } from 'shared/api';

/**
 * The appointment calls in language `locale`.
 * @param options.fetch the fetch to use (the global one by default)
 */
export function createAppointmentsApi(locale: Locale, options: { fetch?: typeof fetch } = {}) {
  // The site server decides the site by hostname: the site header is not needed (0).
  const http = createHttpClient({ baseUrl: '', siteId: 0, language: locale, fetch: options.fetch });
  const reservation = (id: string) =>
    `${buildAjaxPath('liveAgendaReservation', locale)}/${encodeURIComponent(id)}`;
  return {
    /**
     * GET `/{lang}/ajax/live-agenda/{estateId}`: the free slots of the estate's live agenda.
     * @throws NotFoundError when the estate offers no live agenda (none, sold, rented)
     */
    getLiveAgenda: (estateId: string) =>
      http.getJson<LiveAgenda>(buildAjaxPath('liveAgenda', locale, { estateId })),
    /**
     * POST `/{lang}/ajax/live-agenda-reservation`: books a slot (src/forms
     * appointmentRequestSchema); answers the appointment (201).
     * @throws BadRequestError (fields), ClientError 409 (slot just taken), 429, NotFoundError
     */
    bookAppointment: (request: object) =>
      http.post<Appointment>(buildAjaxPath('liveAgendaReservation', locale), request),
    /**
     * GET `/{lang}/ajax/live-agenda-reservation/{id}`: an appointment by its secret id.
     * @throws NotFoundError for an unknown id
     */
    getAppointment: (id: string) => http.getJson<Appointment>(reservation(id)),
    /**
     * DELETE `/{lang}/ajax/live-agenda-reservation/{id}`: cancels it (`already` when it was).
     * @throws NotFoundError (unknown id), ClientError 409 (the appointment has started)
     */
    cancelAppointment: (id: string) => http.delete<CancelAppointmentAnswer>(reservation(id)),
    /**
     * POST `/{lang}/ajax/live-agenda-reservation/{id}/confirm`: the link of the booking's mail;
     * from then on the booking holds its slot. Answers the appointment and `confirmed` ('now',
     * or 'already' for a replay).
     * @throws NotFoundError (unknown id), ClientError 410 (not confirmed in time), whose body
     *   holds the localized `message`
     */
    confirmAppointment: async (id: string) =>
      (await http.post<AppointmentConfirmation>(
        `${reservation(id)}/confirm`,
        {},
      )) as AppointmentConfirmation,
  };
}

/** The appointment calls of one language. */
export type AppointmentsApi = ReturnType<typeof createAppointmentsApi>;
