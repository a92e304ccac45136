/**
 * The API's schema of a booking of the live agenda (SPEC §1 "viewing appointments", §4
 * "Appointment lifecycle"): a free slot of an estate's live agenda. The engagement team's browser
 * form builds on `appointmentFields`, its site server checks `appointmentRequestSchema` as the API
 * does. Errors are message codes (messages.ts), turned into the visitor's language by `formErrors`.
 */
import * as z from 'zod/mini';
import {
  FIELD_LIMITS,
  agreementVersionField,
  consentField,
  emailField,
  estateIdField,
  localeField,
  nameField,
  optionalText,
  requiredPhoneField,
  spamFields,
} from './fields';

/** An instant as the API writes it, e.g. '2026-12-01T09:30:00.000Z' or with an offset. */
export const INSTANT_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The start of a slot: an ISO 8601 instant (code 'choose' when missing, 'slotUnavailable' else). */
export const slotStartField = () =>
  z.string({ error: 'choose' }).check(
    z.minLength(1, 'choose'),
    z.regex(INSTANT_PATTERN, 'slotUnavailable'),
    z.refine((value) => Number.isFinite(Date.parse(value)), 'slotUnavailable'),
  );

/** The booking form's fields: name, e-mail, phone, an optional message, consent. */
export const appointmentFields = {
  name: nameField(),
  email: emailField(),
  phone: requiredPhoneField(),
  message: optionalText(FIELD_LIMITS.message),
  consent: consentField(),
};

/**
 * A booking as sent to `POST /{lang}/ajax/live-agenda-reservation` and `POST
 * /sites/{siteId}/live-agenda/reservation`: the fields, `estateId`, `start` (the chosen slot's
 * start, an instant), `agreementVersion` (of the 'appointment' consent text), `locale` (the
 * language of the confirmation mail and its links) and the spam fields. Unknown keys are refused.
 */
export const appointmentRequestSchema = z.strictObject({
  ...appointmentFields,
  estateId: estateIdField(),
  start: slotStartField(),
  agreementVersion: agreementVersionField(),
  locale: localeField(),
  ...spamFields,
});

/** A valid booking request (after trimming). */
export type AppointmentRequest = z.output<typeof appointmentRequestSchema>;
