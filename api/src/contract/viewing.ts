/**
 * The schema of the viewing request (SPEC §1 "viewing appointments"): the appointments slot of an
 * office without a live agenda asks the office for a viewing on preferred days and parts of the
 * day. The API's schema; the viewing-request team's browser form builds on `viewingFields`, its
 * site server checks `viewingRequestSchema` as the API does. Errors are message codes
 * (messages.ts), turned into the visitor's language by `formErrors`.
 */
import * as z from 'zod/mini';
import {
  DAY_PARTS,
  FIELD_LIMITS,
  agreementVersionField,
  consentField,
  emailField,
  estateIdField,
  localeField,
  nameField,
  optionalText,
  phoneField,
  spamFields,
} from './fields';

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

/** The viewing request's fields: preferred days, parts of the day, name, e-mail, phone, message, consent. */
export const viewingFields = {
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

/**
 * A viewing request as sent to `POST /{lang}/ajax/viewing-request` and `POST
 * /sites/{siteId}/viewing-requests`: the fields, `estateId`, `agreementVersion` (of the
 * 'appointment' consent text), `locale` and the spam fields.
 */
export const viewingRequestSchema = z.strictObject({
  ...viewingFields,
  estateId: estateIdField(),
  agreementVersion: agreementVersionField(),
  locale: localeField(),
  ...spamFields,
});

/** A valid viewing request. */
export type ViewingRequest = z.output<typeof viewingRequestSchema>;
