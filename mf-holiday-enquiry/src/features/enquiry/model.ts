/**
 * The enquiry of a unit's page (the enquiry office's holiday module; POST
 * /rental-units/enquiry): the visitor asks the office about wished dates; nothing is held. Sent
 * with the site's form model (kit/form-kit).
 *
 * - `enquiryOpened(unitId)`: the form of a unit is shown; a previous answer is forgotten and a
 *   form token is asked for (the API measures the fill time from it; a refused one is replaced).
 * - `enquirySubmitted(request)` sends it with the token: success stores the request (a
 *   confirmation shows), a refusal is kept by the form model as the API's code, localized message
 *   and field error codes.
 */
import { attach, createEvent, createStore, sample } from 'shared/effector';
import { shell } from 'shared/bus';
import { codedRefusalOf, createFormModel } from 'kit/form-kit';
import type { RentalEnquiryRequest } from '../../forms';
import { sendRentalEnquiryFor } from './api';

/** The enquiry form of a unit is shown. */
export const enquiryOpened = createEvent<number>();
/** The visitor wants to send another enquiry. */
export const enquiryRestarted = createEvent();

const postFx = attach({
  source: shell.$apiContext,
  effect: (context, request: RentalEnquiryRequest) =>
    sendRentalEnquiryFor(context, request.locale, request),
});
/**
 * The enquiry form's model: POST /rental-units/enquiry with the form's token; a refusal read as
 * the API names it (codedRefusalOf). Tests replace `sendFx`'s handler with `fork({ handlers })`.
 */
export const enquiryForm = createFormModel<RentalEnquiryRequest, { id: string }>(
  (request) => postFx(request),
  { refusal: codedRefusalOf },
);
/** The visitor sent the form. */
export const enquirySubmitted = enquiryForm.formSubmitted;
/** Sends the enquiry (the form model's effect). */
export const sendEnquiryFx = enquiryForm.sendFx;

// The form shown (again) or restarted: back to idle; shown, it asks for a new token.
sample({ clock: enquiryOpened, fn: () => undefined, target: enquiryForm.formOpened });
enquiryForm.$status.reset(enquiryRestarted);
enquiryForm.$serverErrors.reset(enquiryRestarted);
enquiryForm.$serverMessage.reset(enquiryRestarted);
enquiryForm.$refusalCode.reset(enquiryRestarted);

/** The enquiry sent, null before. */
export const $sentEnquiry = createStore<RentalEnquiryRequest | null>(null)
  .on(sendEnquiryFx.done, (_, { params }) => params)
  .reset([enquiryOpened, enquiryRestarted]);
