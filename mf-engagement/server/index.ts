/**
 * The engagement team's server endpoints (SPEC §2 server-side page routes), mounted by the site
 * server from the registry of remotes:
 * - POST `/{lang}/ajax/contact-form-handler`: a question to the agency;
 * - POST `/{lang}/ajax/valuation-request`: a homeowner's free valuation request;
 * - POST `/{lang}/ajax/send-to-a-friend`: an estate sent to a friend;
 * - POST `/{lang}/ajax/notifications`: a keep-me-informed subscription; and, for the subscriber's
 *   token, GET (read), PUT (change), DELETE (unsubscribe) `/{lang}/ajax/notifications/{token}`,
 *   POST `.../{token}/confirm` (double opt-in) and POST `.../{token}/unsubscribe`, the one-click
 *   unsubscribe of RFC 8058 that the mails' List-Unsubscribe header names (a GET there opens the
 *   unsubscribe page instead: a link checker must not unsubscribe anyone);
 * - viewing appointments of the live agenda: GET `/{lang}/ajax/live-agenda/{estateId}`
 *   (free slots), POST `/{lang}/ajax/live-agenda-reservation` (book a slot, 201 with the
 *   appointment, 409 when it was just taken), GET and DELETE
 *   `/{lang}/ajax/live-agenda-reservation/{appointmentId}` (read, cancel) and POST
 *   `.../{appointmentId}/confirm` (the booking's e-mail address confirmed: 200, 404, 410).
 *
 * Each form is validated with its schema (src/forms, the browser's and the API's too), in
 * the page's language; a submission with its honeypot filled in is answered as accepted and
 * dropped here. The rest, with its form token (the API measures the fill time from it), is
 * forwarded to the API for the request's site, with the visitor's address in X-Forwarded-For (the
 * API's rate limits are per address and per e-mail): server-kit/api-proxy, the glue of every
 * team's endpoints.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared/domain';
import { ajaxRoutePattern, buildPath } from 'shared/routes';
import {
  appointmentRequestSchema,
  contactRequestSchema,
  friendRequestSchema,
  subscriptionRequestSchema,
  subscriptionUpdateSchema,
  valuationRequestSchema,
} from 'mf-engagement/forms';
import type { TeamServerOptions } from 'server-kit';
import { admitBody, formEndpoint, forwardToApi, langParams } from 'server-kit/api-proxy';

const tokenParams = langParams({ token: { type: 'string' } });

/** A subscriber token as the API hands them out (base64url; 22 to 128 characters accepted). */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * A token of the wrong shape (a link cut short, a typo) is no subscriber's: 404 as for an unknown
 * one, which is what the API answers too, so the page says the link is unknown instead of
 * offering to try again.
 */
async function knownTokenShape(request: FastifyRequest, reply: FastifyReply) {
  if (!TOKEN.test((request.params as { token: string }).token)) {
    await reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: 'Unknown subscription' });
  }
}

const estateParams = langParams({ estateId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } });

const appointmentParams = langParams({
  appointmentId: { type: 'string', pattern: '^[A-Za-z0-9_-]{22,128}$' },
});

type TokenRoute = { Params: { lang: Locale; token: string } };

/**
 * Registers the engagement endpoints. 400 for an unknown language or a form that fails its schema
 * (`fields` names each field in the page's language), 404 for a token of the wrong shape (as for
 * an unknown one); the API's answers (202, 200, 400, 404, 410, 429 with Retry-After) are passed
 * on; 502 when the API cannot be reached.
 */
export default async function engagementServer(
  app: FastifyInstance,
  options: TeamServerOptions,
): Promise<void> {
  // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const forward = (
    request: FastifyRequest,
    reply: FastifyReply,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ) => forwardToApi(request, reply, options, { method, path, body });

  const form = (
    route:
      | 'contactFormHandler'
      | 'valuationRequest'
      | 'sendToAFriend'
      | 'notifications'
      | 'liveAgendaReservation',
    schema: Parameters<typeof formEndpoint>[2]['schema'],
    apiPath: string,
    okStatus?: number,
  ) => formEndpoint(app, options, { pattern: ajaxRoutePattern(route), schema, apiPath, okStatus });

  form('contactFormHandler', contactRequestSchema, '/contact-requests');
  form('valuationRequest', valuationRequestSchema, '/valuation-requests');
  form('sendToAFriend', friendRequestSchema, '/send-to-a-friend');
  form('notifications', subscriptionRequestSchema, '/subscriptions');
  form('liveAgendaReservation', appointmentRequestSchema, '/live-agenda/reservation', 201);

  app.get<{ Params: { lang: Locale; estateId: string } }>(
    ajaxRoutePattern('liveAgenda'),
    { schema: { params: estateParams } },
    (request, reply) =>
      forward(request, reply, 'GET', `/live-agenda/${encodeURIComponent(request.params.estateId)}`),
  );

  const appointment = `${ajaxRoutePattern('liveAgendaReservation')}/:appointmentId`;
  type AppointmentRoute = { Params: { lang: Locale; appointmentId: string } };
  const apiAppointment = (id: string) => `/live-agenda/reservation/${encodeURIComponent(id)}`;
  // An id of the wrong shape is no appointment: 404 as for an unknown one.
  const unknownAppointment = (_error: unknown, _request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Unknown appointment' });
  app.get<AppointmentRoute>(
    appointment,
    { schema: { params: appointmentParams }, errorHandler: unknownAppointment },
    (request, reply) =>
      forward(request, reply, 'GET', apiAppointment(request.params.appointmentId)),
  );
  app.delete<AppointmentRoute>(
    appointment,
    { schema: { params: appointmentParams }, errorHandler: unknownAppointment },
    (request, reply) =>
      forward(request, reply, 'DELETE', apiAppointment(request.params.appointmentId)),
  );
  app.post<AppointmentRoute>(
    `${appointment}/confirm`,
    { schema: { params: appointmentParams }, errorHandler: unknownAppointment },
    (request, reply) =>
      forward(request, reply, 'POST', `${apiAppointment(request.params.appointmentId)}/confirm`),
  );

  const subscription = `${ajaxRoutePattern('notifications')}/:token`;
  const apiSubscription = (token: string) => `/subscriptions/${encodeURIComponent(token)}`;

  app.get<TokenRoute>(
    subscription,
    { schema: { params: tokenParams }, preHandler: knownTokenShape },
    (request, reply) => forward(request, reply, 'GET', apiSubscription(request.params.token)),
  );

  app.put<TokenRoute>(
    subscription,
    { schema: { params: tokenParams }, preHandler: knownTokenShape },
    (request, reply) => {
      const update = admitBody(subscriptionUpdateSchema, request, reply);
      if (update === null) return reply;
      return forward(request, reply, 'PUT', apiSubscription(request.params.token), update);
    },
  );

  app.delete<TokenRoute>(
    subscription,
    { schema: { params: tokenParams }, preHandler: knownTokenShape },
    (request, reply) => forward(request, reply, 'DELETE', apiSubscription(request.params.token)),
  );

  app.post<TokenRoute>(
    `${subscription}/confirm`,
    { schema: { params: tokenParams }, preHandler: knownTokenShape },
    (request, reply) =>
      forward(request, reply, 'POST', `${apiSubscription(request.params.token)}/confirm`),
  );

  app.post<TokenRoute>(
    `${subscription}/unsubscribe`,
    { schema: { params: tokenParams }, preHandler: knownTokenShape },
    (request, reply) => forward(request, reply, 'DELETE', apiSubscription(request.params.token)),
  );

  app.get<TokenRoute>(
    `${subscription}/unsubscribe`,
    { schema: { params: tokenParams }, preHandler: knownTokenShape },
    async (request, reply) =>
      reply.redirect(
        buildPath('unsubscribe', request.params.lang, { token: request.params.token }),
        303,
      ),
  );
}
