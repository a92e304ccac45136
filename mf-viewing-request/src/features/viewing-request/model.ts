/**
 * The viewing request of an office without a live agenda (the `appointments` slot's second
 * provider): the consent text of the 'appointment' forms is fetched once per language when the
 * form is shown (SPEC §7 GET /agreements), and a form token (the API measures the fill time from
 * it; a refused one is replaced); then the visitor's preferred days and parts of the day go to the
 * office through the site's endpoint, with the token; the office answers by phone or e-mail. The
 * form's life is kit/form-kit's form model.
 */
import type { FormAnswer } from 'api/contract';
import { attach, createEvent, createStore, sample } from 'shared/effector';
import type { Agreement, Locale } from 'shared/domain';
import type { ViewingRequest } from '../../forms';
import { contentApiFor } from 'shared/api/content';
import { createViewingApi } from '../../api/viewing-calls';
import { shell } from 'shared/bus';
import { createFormModel, type FormStatus } from 'kit/form-kit';

/** Where the form is: idle, sending, sent, refused (fields), rateLimited, unavailable, failed. */
export type RequestStatus = FormStatus;

/** The form's life: sending, refused fields, rate limit, its token. */
export const requestForm = createFormModel<ViewingRequest, FormAnswer | null>((request) =>
  createViewingApi(request.locale).requestViewing(request),
);

/** The form was shown in a language: back to idle, its consent text fetched once. */
export const requestFormOpened = createEvent<Locale>();
/** The visitor sent a valid form. */
export const requestSubmitted = requestForm.formSubmitted;
/** POST the request through the site's endpoint; replaceable in tests. */
export const sendRequestFx = requestForm.sendFx;
/**
 * The form's token: asked for when the form is shown, and again when the API refused it (the
 * model is made with one: the default).
 */
export const requestToken = requestForm.token!;
export const $status = requestForm.$status;
/** The server's text per field of the last refusal. */
export const $serverErrors = requestForm.$serverErrors;
/** The server's own message of the last refusal ('' when none). */
export const $serverMessage = requestForm.$serverMessage;

/** GET /sites/{siteId}/agreements?locale= with the bus's API context. */
export const fetchAgreementsFx = attach({
  source: shell.$apiContext,
  effect: (context, locale: Locale): Promise<Agreement[]> =>
    contentApiFor(context, locale).getAgreements(locale),
});

/** The 'appointment' consent text per language, once fetched. */
export const $agreements = createStore<Partial<Record<Locale, Agreement | null>>>({}).on(
  fetchAgreementsFx.done,
  (known, { params, result }) => ({
    ...known,
    [params]: result.find((agreement) => agreement.key === 'appointment') ?? null,
  }),
);

sample({ clock: requestFormOpened, fn: () => undefined, target: requestForm.formOpened });

sample({
  clock: requestFormOpened,
  source: { known: $agreements, pending: fetchAgreementsFx.pending },
  filter: ({ known, pending }, locale) => known[locale] === undefined && !pending,
  fn: (_, locale) => locale,
  target: fetchAgreementsFx,
});
