/**
 * The viewing request of an office without a live agenda (issue 12, the `appointments` slot's
 * second provider): the consent text of the 'appointment' forms is fetched once per language when
 * the form is shown (SPEC §7 GET /agreements), and a form token (the API measures the fill time
 * from it; a refused one is replaced); then the visitor's preferred days and parts of the day go
 * to the office through the site's endpoint, with the token; the office answers by phone or
 * e-mail.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Agreement, FormAnswer, Locale } from 'shared/domain';
import type { ViewingRequest } from 'shared/forms';
import { BadRequestError, ClientError, NotFoundError } from 'shared/api';
import { contentApiFor } from 'shared/api/content';
import { createAppointmentsApi } from 'shared/api/appointments';
import { shell } from 'shared/bus';
import { connectFormToken, createFormToken } from 'shared/form-token';

/** Where the form is: idle, sending, sent, refused (fields), rateLimited, unavailable, failed. */
export type RequestStatus =
  'idle' | 'sending' | 'sent' | 'refused' | 'rateLimited' | 'unavailable' | 'failed';

/** The form was shown in a language: back to idle, its consent text fetched once. */
export const requestFormOpened = createEvent<Locale>();
/** The visitor sent a valid form. */
export const requestSubmitted = createEvent<ViewingRequest>();

/** The form's token: asked for when the form is shown, and again when the API refused it. */
export const requestToken = createFormToken();

/** GET /sites/{siteId}/agreements?locale= with the bus's API context. */
export const fetchAgreementsFx = attach({
  source: shell.$apiContext,
  effect: (context, locale: Locale): Promise<Agreement[]> =>
    contentApiFor(context, locale).getAgreements(locale),
});

/** POST the request through the site's endpoint; replaceable in tests. */
export const sendRequestFx = createEffect((request: ViewingRequest): Promise<FormAnswer | null> =>
  createAppointmentsApi(request.locale).requestViewing(request),
);

/** The 'appointment' consent text per language, once fetched. */
export const $agreements = createStore<Partial<Record<Locale, Agreement | null>>>({}).on(
  fetchAgreementsFx.done,
  (known, { params, result }) => ({
    ...known,
    [params]: result.find((agreement) => agreement.key === 'appointment') ?? null,
  }),
);

export const $status = createStore<RequestStatus>('idle')
  .on(sendRequestFx, () => 'sending')
  .on(sendRequestFx.done, () => 'sent')
  .on(sendRequestFx.failData, (_, error) => refusalOf(error).status)
  .reset(requestFormOpened);

/** The server's text per field of the last refusal. */
export const $serverErrors = createStore<Record<string, string>>({})
  .on(sendRequestFx.failData, (_, error) => refusalOf(error).fields)
  .reset(requestFormOpened, sendRequestFx);

/** The server's own message of the last refusal ('' when none). */
export const $serverMessage = createStore('')
  .on(sendRequestFx.failData, (_, error) => refusalOf(error).message)
  .reset(requestFormOpened, sendRequestFx);

/** Reads a failed sending: 400 its fields, 429 its message, 404 unavailable, else failed. */
export function refusalOf(error: unknown): {
  status: RequestStatus;
  fields: Record<string, string>;
  message: string;
} {
  let body: { fields?: Record<string, string>; message?: string } = {};
  if (error instanceof ClientError) {
    try {
      body = JSON.parse(error.body ?? '{}') as typeof body;
    } catch {
      body = {};
    }
  }
  if (error instanceof BadRequestError)
    return { status: 'refused', fields: body.fields ?? {}, message: body.message ?? '' };
  if (error instanceof ClientError && error.status === 429)
    return { status: 'rateLimited', fields: {}, message: body.message ?? '' };
  if (error instanceof NotFoundError) return { status: 'unavailable', fields: {}, message: '' };
  return { status: 'failed', fields: {}, message: '' };
}

sample({
  clock: requestFormOpened,
  source: { known: $agreements, pending: fetchAgreementsFx.pending },
  filter: ({ known, pending }, locale) => known[locale] === undefined && !pending,
  fn: (_, locale) => locale,
  target: fetchAgreementsFx,
});

connectFormToken(requestToken, {
  opened: requestFormOpened,
  submitted: requestSubmitted,
  send: sendRequestFx,
  ready: sendRequestFx.pending.map((pending) => !pending),
});
