/**
 * The field rules of the API's two holiday requests (SPEC §5 "form validation rules ...
 * reservation forms: not shown", decided here): the reservation (reservation.ts) and the enquiry
 * (enquiry.ts). The holiday teams' forms parse the same schemas in the browser (react-hook-form
 * through `zodResolver`). Every issue's message is a code, not a text: each side turns it into
 * its own localized text (`errors.{code}` in the holiday remotes, the API's own messages). Built,
 * like the other fields (fields.ts), on zod's small functional build (`zod/mini`): the holiday
 * unit's page loads the schema at start-up, and zod's full build is about 20 KB gzipped more.
 */
import * as z from 'zod/mini';
import { LOCALES } from 'shared/domain';
import {
  WELL_FORMED,
  emailField,
  hasVisibleLetter,
  oneLine,
  requiredPhoneField,
  spamFields,
} from './fields';

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
  | 'tooManyPersons'
  | 'arrivalInPast';

const HOLIDAY_FORM_ERROR_CODES: ReadonlySet<string> = new Set<HolidayFormErrorCode>([
  'required',
  'invalid',
  'number',
  'tooFew',
  'tooMany',
  'tooLong',
  'email',
  'name',
  'phone',
  'date',
  'departureBeforeArrival',
  'stayTooLong',
  'conditions',
  'consent',
  'tooManyPersons',
  'arrivalInPast',
]);

/**
 * The code of a holiday form's error to word: `code` when it is one of HolidayFormErrorCode (the
 * schemas' and the API's: an arrival in the past), else 'required' (an unknown code of a newer
 * API still says the field needs attention).
 */
export function holidayErrorCode(code: string): HolidayFormErrorCode {
  return HOLIDAY_FORM_ERROR_CODES.has(code) ? (code as HolidayFormErrorCode) : 'required';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written yyyy-mm-dd (2027-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whether a holiday form's input (parsed so far) holds an arrival and a departure as texts: the
 * `when` of the forms' checks of their order, so that they are made, and their errors shown, while
 * other fields (the consent not given yet) are still wrong.
 * @param payload zod's payload of the check: `value` is the input as parsed so far
 */
export function hasStayDates(payload: { value: unknown }): boolean {
  const { arrival, departure } = (payload.value ?? {}) as Record<string, unknown>;
  return typeof arrival === 'string' && typeof departure === 'string';
}

/** Nights between two ISO dates (departure - arrival), in whole days. */
export function nightsBetween(arrival: string, departure: string): number {
  return Math.round(
    (Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000,
  );
}

/** The highest id a unit can have (32-bit integer column). */
const MAX_ID = 2_147_483_647;

/**
 * The zod fields of the holiday forms, each with its codes: a date yyyy-mm-dd ('required',
 * 'date'), a unit id ('number'), a count (`count(min, max)`: 'number', 'tooFew', 'tooMany'), a
 * required text (`text(min, max)`: 'required', 'tooFew', 'tooLong', 'invalid'), an optional free
 * text (`freeText(max)`: 'tooLong', 'invalid'), the e-mail ('email', the rule of every form:
 * fields.ts `emailField`), phone ('phone': fields.ts `requiredPhoneField`) and name ('name') of
 * the visitor, the page's language, and the spam fields (fields.ts `spamFields`: the honeypot
 * `website` and the form's token `formToken`, which the API checks).
 */
const isoDate = z
  .string({ error: 'required' })
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.regex(WELL_FORMED, 'date'),
    z.refine(isIsoDate, 'date'),
  );
const unitId = z
  .int({ error: 'number' })
  .check(z.minimum(1, 'number'), z.maximum(MAX_ID, 'number'));
const freeText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, 'tooLong'), z.regex(WELL_FORMED, 'invalid'));
const count = (min: number, max: number) =>
  z.int({ error: 'number' }).check(z.minimum(min, 'tooFew'), z.maximum(max, 'tooMany'));
const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.minLength(min, 'tooFew'),
      z.maxLength(max, 'tooLong'),
      z.regex(WELL_FORMED, 'invalid'),
    );
const email = emailField();
const phone = requiredPhoneField();
// A person's name: at least one visible letter, as the engagement forms' names (fields.ts).
// One line (fields.ts ONE_LINE): a line break or a bidi override would forge the agency's mail.
const name = text(2, 120).check(oneLine(), z.refine(hasVisibleLetter, 'name'));
const locale = z.enum(LOCALES as [string, ...string[]]);

/** The fields of the holiday forms (see above). */
export const holidayFields = {
  isoDate,
  unitId,
  freeText,
  count,
  text,
  email,
  phone,
  name,
  locale,
  spamFields,
};

/**
 * One field error of a holiday form: the field's path ('email', 'adults'; 'body' for fields the
 * form does not have) and the error code (a HolidayFormErrorCode, or 'unknownField' with the
 * names of those fields in `params.fields`).
 */
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
  result: { success: true } | { success: false; error: z.core.$ZodError },
): HolidayFieldError[] {
  if (result.success) return [];
  const seen = new Set<string>();
  const out: HolidayFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? 'body' : '');
    if (seen.has(field)) continue;
    seen.add(field);
    if (issue.code === 'unrecognized_keys') {
      out.push({ field, code: 'unknownField', params: { fields: issue.keys.join(', ') } });
      continue;
    }
    const code =
      issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
    const params = 'params' in issue ? (issue.params as Record<string, unknown>) : undefined;
    out.push(params ? { field, code, params } : { field, code });
  }
  return out;
}
