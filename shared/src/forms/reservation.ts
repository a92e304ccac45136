/**
 * The holiday rental forms' schemas (SPEC §5 "form validation rules ... reservation
 * forms: not shown", decided here): one zod schema per form, used by the browser (react-hook-form
 * through `zodResolver`), and the API (the same parse on the request body). Every issue's message
 * is a code, not a text: each side turns it into its own localized text (`reservation.errors.{code}`
 * in the holiday remotes, the API's own messages).
 */
import { z } from 'zod';
import { LOCALES } from '../domain';
import { EMAIL_PATTERN, WELL_FORMED, hasVisibleLetter } from './fields';

/** The codes of the field errors of the holiday forms. */
export type HolidayFormErrorCode =
  | 'required'
  | 'invalid'
  | 'number'
  | 'tooFew'
  | 'tooMany'
  | 'tooLong'
  | 'email'
  | 'name'
  | 'phone'
  | 'date'
  | 'departureBeforeArrival'
  | 'stayTooLong'
  | 'conditions'
  | 'consent'
  | 'tooManyPersons';

/** The most nights an enquiry may ask for. */
export const MAX_ENQUIRY_NIGHTS = 28;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written yyyy-mm-dd (2027-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Nights between two ISO dates (departure - arrival), in whole days. */
export function nightsBetween(arrival: string, departure: string): number {
  return Math.round(
    (Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * A phone number in Belgian (0470 12 34 56, 050 12 34 56) or international (+32 470 12 34 56)
 * writing: digits with spaces, dots, slashes, dashes or brackets, an optional leading +, 8 to 15
 * digits.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\(?\+?[0-9 ()./-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** The highest id a unit can have (32-bit integer column). */
const MAX_ID = 2_147_483_647;

const isoDate = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(WELL_FORMED, { error: 'date' })
  .refine(isIsoDate, { error: 'date' });
const unitId = z
  .number({ error: 'number' })
  .int({ error: 'number' })
  .min(1, { error: 'number' })
  .max(MAX_ID, { error: 'number' });
const freeText = (max: number) =>
  z.string().trim().max(max, { error: 'tooLong' }).regex(WELL_FORMED, { error: 'invalid' });
const count = (min: number, max: number) =>
  z
    .number({ error: 'number' })
    .int({ error: 'number' })
    .min(min, { error: 'tooFew' })
    .max(max, { error: 'tooMany' });
const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(min, { error: 'tooFew' })
    .max(max, { error: 'tooLong' })
    .regex(WELL_FORMED, { error: 'invalid' });
const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'tooLong' })
  // ASCII only, so also well-formed (see WELL_FORMED).
  .regex(EMAIL_PATTERN, { error: 'email' });
const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(30, { error: 'tooLong' })
  .regex(WELL_FORMED, { error: 'phone' })
  .refine(isPhoneNumber, { error: 'phone' });
// A person's name: at least one visible letter, as the engagement forms' names (fields.ts).
const name = text(2, 120).refine(hasVisibleLetter, { error: 'name' });
const locale = z.enum(LOCALES as [string, ...string[]]);

/**
 * Against bots, as the engagement forms (fields.ts spamFields): the honeypot `website` and the
 * form's token `formToken` (issued by the API when the form was shown); the API checks both.
 */
const holidaySpamFields = {
  website: z.unknown().optional(),
  formToken: z.unknown().optional(),
};

/**
 * A reservation request (POST /rental-units/reservation): the unit, the period by its arrival and
 * departure dates, the party (adults 1–30, children 0–30, pets 0–5), the contact (name 2–120
 * characters, e-mail, phone, postal address 5–300), remarks (up to 2000), the acceptance of the
 * rental conditions and the consent to the privacy statement (both must be true), and the spam
 * fields. Unknown keys are refused. Whether the party fits the unit and
 * the period is one of its free periods is checked against the unit (see `reservationFormSchema`
 * and the API).
 */
export const reservationSchema = z
  .object({
    rentalUnitId: unitId,
    arrival: isoDate,
    departure: isoDate,
    adults: count(1, 30),
    children: count(0, 30),
    pets: count(0, 5),
    name,
    email,
    phone,
    address: text(5, 300),
    remarks: freeText(2000),
    acceptConditions: z.literal(true, { error: 'conditions' }),
    consent: z.literal(true, { error: 'consent' }),
    locale,
    ...holidaySpamFields,
  })
  .strict()
  .refine((r) => !isIsoDate(r.arrival) || !isIsoDate(r.departure) || r.departure > r.arrival, {
    error: 'departureBeforeArrival',
    path: ['departure'],
  });

/** A parsed reservation request. */
export type ReservationInput = z.infer<typeof reservationSchema>;

/**
 * The reservation schema for one unit: also refuses a party (adults + children) larger than the
 * unit's maxOccupation, as error 'tooManyPersons' on `adults` (its `params.max` is the capacity).
 */
export function reservationFormSchema(maxOccupation: number) {
  return reservationSchema.refine((r) => partySize(r) <= maxOccupation, {
    error: 'tooManyPersons',
    path: ['adults'],
    params: { max: maxOccupation },
    // Checked even while other fields are still wrong, so the visitor sees it at once.
    when: (payload) => Number.isFinite(partySize(payload.value)),
  });
}

/** Adults plus children of a (possibly unparsed) request; NaN when either is no number. */
function partySize(value: unknown): number {
  const { adults, children } = (value ?? {}) as { adults?: unknown; children?: unknown };
  return typeof adults === 'number' && typeof children === 'number' ? adults + children : NaN;
}

/**
 * An enquiry with wished dates (POST /rental-units/enquiry, mf-holiday-enquiry): the unit, the
 * wished arrival and departure (departure after arrival, at most 28 nights), persons 1–30, the
 * contact (name, e-mail, phone), a message (up to 2000 characters) and the spam fields.
 */
export const rentalEnquirySchema = z
  .object({
    rentalUnitId: unitId,
    arrival: isoDate,
    departure: isoDate,
    persons: count(1, 30),
    name,
    email,
    phone,
    message: freeText(2000),
    locale,
    ...holidaySpamFields,
  })
  .strict()
  .superRefine((r, ctx) => {
    if (!isIsoDate(r.arrival) || !isIsoDate(r.departure)) return;
    if (r.departure <= r.arrival) {
      ctx.addIssue({ code: 'custom', message: 'departureBeforeArrival', path: ['departure'] });
    } else if (nightsBetween(r.arrival, r.departure) > MAX_ENQUIRY_NIGHTS) {
      ctx.addIssue({
        code: 'custom',
        message: 'stayTooLong',
        path: ['departure'],
        params: { max: MAX_ENQUIRY_NIGHTS },
      });
    }
  });

/** A parsed enquiry. */
export type RentalEnquiryInput = z.infer<typeof rentalEnquirySchema>;

/** One field error of a holiday form: the field's path ('email', 'adults') and the error code. */
export interface HolidayFieldError {
  field: string;
  code: HolidayFormErrorCode | string;
  /** Values of the message, e.g. `{ max: 6 }` for tooManyPersons. */
  params?: Record<string, unknown>;
}

/**
 * The field errors of a failed parse, one per field (the first issue of each), in field order.
 * @returns [] for a success
 */
export function holidayFieldErrors(
  result: { success: true } | { success: false; error: z.ZodError },
): HolidayFieldError[] {
  if (result.success) return [];
  const seen = new Set<string>();
  const out: HolidayFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? 'body' : '');
    if (seen.has(field)) continue;
    seen.add(field);
    const code =
      issue.code === 'unrecognized_keys'
        ? `unknownField:${issue.keys.join(',')}`
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'required'
          : issue.message;
    const params = 'params' in issue ? (issue.params as Record<string, unknown>) : undefined;
    out.push(params ? { field, code, params } : { field, code });
  }
  return out;
}

/**
 * The enquiry schema for one unit: also refuses more persons than the unit's maxOccupation, as
 * error 'tooManyPersons' on `persons` (its `params.max` is the capacity).
 */
export function rentalEnquiryFormSchema(maxOccupation: number) {
  return rentalEnquirySchema.refine((r) => r.persons <= maxOccupation, {
    error: 'tooManyPersons',
    path: ['persons'],
    params: { max: maxOccupation },
    // Checked even while other fields are still wrong, so the visitor sees it at once.
    when: (payload) => typeof (payload.value as { persons?: unknown })?.persons === 'number',
  });
}
