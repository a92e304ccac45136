/**
 * The enquiry of a unit's page (issue 13, the enquiry office's holiday module; POST
 * /rental-units/enquiry): the visitor asks the office about wished dates; nothing is held.
 *
 * - `enquiryOpened(unitId)`: the form of a unit is shown; a previous answer is forgotten and a
 *   form token is asked for (the API measures the fill time from it; a refused one is replaced).
 * - `enquirySubmitted(request)` sends it with the token: success stores the request (a
 *   confirmation shows), a refusal stores the API's code, localized message and field errors.
 */
import { attach, createEffect, createEvent, createStore } from 'shared/effector';
import { HttpError } from 'shared/api';
import { shell } from 'shared/bus';
import { connectFormToken, createFormToken } from 'shared/form-token';
import type { RentalEnquiryRequest } from '../../forms';
import { sendRentalEnquiryFor } from './api';

/** A refusal of the API (or a failure to reach it), ready to show. */
export interface EnquiryRefusal {
  /** VALIDATION, TOO_MANY_PERSONS, HTTP_{status} or NETWORK. */
  code: string;
  /** The API's message in the request's language, '' when there is none. */
  message: string;
  errors: { field: string; code: string; message: string }[];
}

/** The enquiry form of a unit is shown. */
export const enquiryOpened = createEvent<number>();
/** The visitor sent the form. */
export const enquirySubmitted = createEvent<RentalEnquiryRequest>();
/** The visitor wants to send another enquiry. */
export const enquiryRestarted = createEvent();

const postFx = attach({
  source: shell.$apiContext,
  effect: (context, request: RentalEnquiryRequest) =>
    sendRentalEnquiryFor(context, request.locale, request),
});
/**
 * POST /rental-units/enquiry. Throws the API client's HttpError (its body the refusal) or a
 * network error. Tests replace its handler with `fork({ handlers })`.
 */
export const sendEnquiryFx = createEffect(
  (request: RentalEnquiryRequest): Promise<{ id: string }> => postFx(request),
);

/** Reads a refusal from what the effect threw. */
export function enquiryRefusalOf(error: unknown): EnquiryRefusal {
  if (error instanceof HttpError && error.body) {
    try {
      const body = JSON.parse(error.body) as Partial<EnquiryRefusal>;
      return {
        code: typeof body.code === 'string' ? body.code : `HTTP_${error.status}`,
        message: typeof body.message === 'string' ? body.message : '',
        errors: Array.isArray(body.errors) ? body.errors : [],
      };
    } catch {
      // Not the API's JSON: a generic refusal below.
    }
  }
  return {
    code: error instanceof HttpError ? `HTTP_${error.status}` : 'NETWORK',
    message: '',
    errors: [],
  };
}

/** The enquiry sent, null before. */
export const $sentEnquiry = createStore<RentalEnquiryRequest | null>(null)
  .on(sendEnquiryFx.done, (_, { params }) => params)
  .reset([enquiryOpened, enquiryRestarted]);
/** The last refusal, null after a new attempt. */
export const $enquiryRefusal = createStore<EnquiryRefusal | null>(null)
  .on(sendEnquiryFx.failData, (_, error) => enquiryRefusalOf(error))
  .reset([enquiryOpened, enquiryRestarted, sendEnquiryFx]);
/** True while the enquiry is sent. */
export const $isEnquiryPending = sendEnquiryFx.pending;

/** The form's token. */
export const enquiryToken = createFormToken();

connectFormToken(enquiryToken, {
  opened: enquiryOpened,
  submitted: enquirySubmitted,
  send: sendEnquiryFx,
});
