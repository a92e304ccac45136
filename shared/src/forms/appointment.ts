/**
 * The schemas of the two appointment forms (SPEC §1 "viewing appointments", §4
 * "Appointment lifecycle"), used alike by the browser form, the site server and the API:
 * - booking a free slot of an estate's live agenda (`appointmentRequestSchema`);
 * - asking the office for a viewing on preferred days and parts of the day, for an office
 *   without a live agenda (`viewingRequestSchema`).
 * Errors are message codes (messages.ts), turned into the visitor's language by `formErrors`.
 */
import * as z from 'zod/mini';
import {
  FIELD_LIMITS,
  WELL_FORMED,
  agreementVersionField,
  consentField,
  emailField,
  estateIdField,
  isPhoneNumber,
  localeField,
  nameField,
  optionalText,
  phoneField,
  spamFields,
} from './fields';

/**
 * A required phone number (see isPhoneNumber), trimmed: codes 'required', 'tooLong', 'phone'.
 * The agent calls it when something changes on the day of a viewing.
 */
export const requiredPhoneField = () =>
  z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(FIELD_LIMITS.phone, 'tooLong'),
    z.regex(WELL_FORMED, 'phone'),
    z.refine((value) => isPhoneNumber(value), 'phone'),
  );

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

const appointmentShape = {
  name: nameField(),
  email: emailField(),
  phone: requiredPhoneField(),
  message: optionalText(FIELD_LIMITS.message),
  consent: consentField(),
};

/** The booking form's fields: name, e-mail, phone, an optional message, consent. */
export const appointmentFieldsSchema = z.object(appointmentShape);

/**
 * A booking as sent to `POST /{lang}/ajax/live-agenda-reservation` and `POST
 * /sites/{siteId}/live-agenda/reservation`: the fields, `estateId`, `start` (the chosen slot's
 * start, an instant), `agreementVersion` (of the 'appointment' consent text), `locale` (the
 * language of the confirmation mail and its links) and the spam fields. Unknown keys are refused.
 */
export const appointmentRequestSchema = z.strictObject({
  ...appointmentShape,
  estateId: estateIdField(),
  start: slotStartField(),
  agreementVersion: agreementVersionField(),
  locale: localeField(),
  ...spamFields,
});

/** A valid booking request (after trimming). */
export type AppointmentRequest = z.output<typeof appointmentRequestSchema>;

// --- Viewing request (the appointments slot of an office without a live agenda) ---

/** The parts of a day a visitor can prefer for a viewing. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
/** A part of the day: morning (9–12 h), afternoon (12–17 h), evening (17–20 h). */
export type DayPart = (typeof DAY_PARTS)[number];
/** The most preferred days of one viewing request. */
export const MAX_PREFERRED_DAYS = 5;
/** How far ahead a preferred day may be, in days from today (Europe/Brussels). */
export const VIEWING_REQUEST_DAYS_AHEAD = 60;

/** A calendar day 'YYYY-MM-DD' that exists (code 'invalid'). */
export const calendarDayField = () =>
  z.string({ error: 'invalid' }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'),
    z.refine((value) => {
      const date = new Date(`${value}T12:00:00Z`);
      return Number.isFinite(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, 'invalid'),
  );

const viewingShape = {
  /** The days the visitor could come, 1 to 5 distinct days. */
  preferredDays: z.array(calendarDayField()).check(
    z.minLength(1, 'choose'),
    z.maxLength(MAX_PREFERRED_DAYS, 'tooMany'),
    z.refine((days) => new Set(days).size === days.length, 'invalid'),
  ),
  /** The parts of those days that suit them, at least one. */
  dayParts: z.array(z.enum(DAY_PARTS, 'invalid')).check(
    z.minLength(1, 'choose'),
    z.refine((parts) => new Set(parts).size === parts.length, 'invalid'),
  ),
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  message: optionalText(FIELD_LIMITS.message),
  consent: consentField(),
};

/** The viewing request's fields: preferred days, parts of the day, name, e-mail, phone, message, consent. */
export const viewingRequestFieldsSchema = z.object(viewingShape);

/**
 * A viewing request as sent to `POST /{lang}/ajax/viewing-request` and `POST
 * /sites/{siteId}/viewing-requests`: the fields, `estateId`, `agreementVersion` (of the
 * 'appointment' consent text), `locale` and the spam fields.
 */
export const viewingRequestSchema = z.strictObject({
  ...viewingShape,
  estateId: estateIdField(),
  agreementVersion: agreementVersionField(),
  locale: localeField(),
  ...spamFields,
});

/** A valid viewing request. */
export type ViewingRequest = z.output<typeof viewingRequestSchema>;
