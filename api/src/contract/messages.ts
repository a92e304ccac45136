/**
 * The texts of the forms' errors in nl, fr, en and de ("the same validation in the browser, in
 * the site server and in the API ... Error texts in the four languages"), and the reading of a
 * schema's result into them. The texts are the `forms` namespace of i18next, one JSON file per
 * language next to this module (`locales/{nl,fr,en,de}.json`), in an instance of their own: the
 * API answers in the request's language and the site validates as the visitor types, both
 * synchronously, so the four languages are kept in memory (a few KB) rather than loaded per page.
 */
import type { Locale } from 'shared/domain';
import { textCatalogue } from 'shared/i18n/catalogue';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

/** The message codes the schemas report (plus the answers the servers give). */
const FORM_ERROR_CODES = [
  'required',
  'tooLong',
  'email',
  'name',
  'phone',
  'consent',
  'agreement',
  'number',
  'priceOrder',
  'tooMany',
  'invalid',
  'rateLimited',
  'choose',
  'slotTaken',
  'slotUnavailable',
  'appointmentStarted',
  'pendingPerAddress',
  'pendingPerEstate',
  'appointmentLapsed',
  'appointmentUnknown',
  'noLinks',
  'unknownField',
  'formTokenMissing',
  'formTokenInvalid',
  'formTokenExpired',
  'formTooFast',
  'postalCode',
] as const;

/** A message code of FORM_ERROR_CODES. */
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

/** The i18next namespace of the form error texts. */
const NAMESPACE = 'forms';

const texts = textCatalogue(NAMESPACE, { nl, fr, en, de });

/** What `{wait}` says when the wait is not known: "a few minutes" in each language. */
/**
 * A wait in words in a language, rounded up to whole minutes (at least one), or to whole hours
 * from two hours on: e.g. 3600 s gives "60 minutes" (en), "60 minuten" (nl), "60 minutes" (fr),
 * "60 Minuten" (de); 90 s "2 minutes"; 7200 s "2 hours". Intl's unit format picks the plural
 * form of each language ("1 minuut", "2 minuten"), so no text of it is kept here.
 * @param seconds the wait, e.g. a 429's Retry-After
 * @param locale the language
 * @returns the wait in words; "a few minutes" in the language when `seconds` is not a number ≥ 0
 */
export function waitText(seconds: number, locale: Locale): string {
  if (!Number.isFinite(seconds) || seconds < 0) return texts.t('someMinutes', { lng: locale });
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const [value, unit] = minutes >= 120 ? [Math.ceil(minutes / 60), 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** True when `code` is one of the message codes. */
export function isFormErrorCode(code: unknown): code is FormErrorCode {
  return typeof code === 'string' && (FORM_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The text of a message code in a language, e.g. `formErrorText('tooLong', 'en', { max: 100 })`
 * gives "This is too long: 100 characters at most.", and `formErrorText('rateLimited', 'en',
 * { retryAfter: 3600 })` "... Please try again in 60 minutes." (see waitText; "in a few minutes"
 * without `retryAfter`). A text that is not a code (a library's own message) gives the 'invalid'
 * text.
 * @param params.max the bound of 'tooLong' and 'tooMany'
 * @param params.retryAfter the seconds to wait of 'rateLimited', 'pendingPerAddress' and
 *   'pendingPerEstate' (a 429's Retry-After)
 */
export function formErrorText(
  code: string,
  locale: Locale,
  params: { max?: number | bigint; retryAfter?: number } = {},
): string {
  const key = isFormErrorCode(code) ? code : 'invalid';
  return texts.t(key, {
    lng: locale,
    max: String(params.max ?? ''),
    // Only the texts that name a wait ask for it (waitText formats a number).
    ...(key === 'rateLimited' || key === 'pendingPerAddress' || key === 'pendingPerEstate'
      ? { wait: waitText(params.retryAfter ?? NaN, locale) }
      : {}),
  });
}

/** One problem of a schema's result: where (dotted path, '' for the whole form) and its code. */
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
  maximum?: number | bigint;
}

/** The errors of a form in the visitor's language: one text per field, and the first text. */
export interface FormErrors {
  /** Dotted field path ('email', 'criteria.priceMax'; '' for the form itself) to its text. */
  fields: Record<string, string>;
  /** The first error's text (for a 400 answer's `message`). */
  message: string;
}

/**
 * Reads a schema's issues into localized texts: the first issue of each field wins (so an empty
 * required e-mail says 'required', not 'email').
 */
export function formErrors(issues: readonly FormIssue[], locale: Locale): FormErrors {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= formErrorText(issue.message, locale, { max: issue.maximum });
  }
  return { fields, message: Object.values(fields)[0] ?? formErrorText('invalid', locale) };
}
