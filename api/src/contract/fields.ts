/**
 * The field rules every request of the API's forms is made of: required text, e-mail address,
 * phone number, consent, ids. Every rule reports a message *code* (see messages.ts), never a
 * text, so the browser, the site server and the API answer the same words in the visitor's
 * language. Built on zod's small functional build (`zod/mini`), which keeps the browser bundle of
 * the forms small.
 */
import * as z from 'zod/mini';
import { LOCALES } from 'shared/domain';

// Every request schema imports this module first. Without eval: the site's Content-Security-Policy
// allows none, and zod would otherwise probe `new Function` (a policy violation in the console).
z.config({ jitless: true });

/** The longest accepted text of each field, in characters. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
  friendMessage: 500,
  estate: 200,
  agreementVersion: 40,
  street: 120,
  houseNumber: 12,
  municipality: 80,
} as const;

/**
 * An e-mail address (the rule of every form, engagement and holiday alike): a local part of
 * letters, digits and `_ ' + - .` (no leading, trailing or double dot), one @, and a domain of
 * labels of letters, digits and hyphens (none starting or ending with a hyphen) ending in a
 * top-level domain of at least two letters. Stricter than RFC 5322 on purpose: the address goes
 * into mail headers and HTML, so nothing either treats specially (spaces, `< > " , ; : \ ( ) [ ]`,
 * control characters, `&`) gets in, and an address that could never receive the mail is refused
 * at once instead of failing at every send attempt. zod's own e-mail rule, with stricter labels.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * True when a name holds at least one visible letter: what is left once the white space and the
 * invisible characters (format characters \p{Cf} such as the zero-width space and joiners, and
 * the other default-ignorable ones such as the Hangul fillers) are taken out has a letter
 * (\p{L}). A name of zero-width characters, blanks or only punctuation names nobody.
 * @param value the name as typed
 * @returns whether it has a visible letter
 */
export function hasVisibleLetter(value: string): boolean {
  return /\p{L}/u.test(value.replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}\s]/gu, ''));
}

/**
 * True for a phone number in a Belgian format ("09 123 45 67", "0470 12 34 56": 9 or 10 digits
 * starting with 0) or an international one ("+32 470 12 34 56", "0044 20 7946 0958": + or 00,
 * then 7 to 15 digits, the first not 0). Spaces, dots, slashes, dashes and brackets are allowed
 * between the digits.
 */
export function isPhoneNumber(value: string): boolean {
  const compact = value.replace(/[\s./()-]/g, '');
  return /^0[1-9]\d{7,8}$/.test(compact) || /^(\+|00)[1-9]\d{6,14}$/.test(compact);
}

/**
 * Well-formed text: no NUL character (U+0000), which no visitor types and no PostgreSQL text
 * holds, and no lone surrogate (a UTF-16 half of a character, e.g. "\ud800" in JSON), which no
 * keyboard makes and which cannot be written as UTF-8 (the database and the mail outbox refuse
 * it). Every text rule of the forms (engagement, appointment and holiday) checks it, so such a
 * body is refused as a field error (400) instead of failing when it is stored or mailed.
 */
export const WELL_FORMED = /^(?:[^\u0000\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/**
 * One line of text: no control character (\p{Cc}: CR, LF, tab...) and no bidirectional formatting
 * character (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). A name, a phone number, a
 * street is one line: a line break in it would write a fake line into the agency's mail (`Name:
 * An\nPhone: ...`), and a bidi override (U+202E) would show its text backwards there.
 */
export const ONE_LINE = /^[^\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u;

/** The check of a one-line field (see ONE_LINE): code 'invalid'. */
export const oneLine = () => z.regex(ONE_LINE, 'invalid');

/** Required text of at most `max` characters, trimmed: codes 'required', 'tooLong', 'invalid'. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(max, 'tooLong'),
      z.regex(WELL_FORMED, 'invalid'),
    );

/**
 * Optional text of at most `max` characters, trimmed ('' when left empty): codes 'tooLong' and
 * 'invalid', and those of the `more` checks.
 */
export const optionalText = (max: number, ...more: z.core.$ZodCheck<string>[]) =>
  z.optional(
    z
      .string({ error: 'invalid' })
      .check(z.trim(), z.maxLength(max, 'tooLong'), z.regex(WELL_FORMED, 'invalid'), ...more),
  );

/** A required e-mail address (EMAIL_PATTERN), trimmed: codes 'required', 'tooLong' and 'email'. */
export const emailField = () =>
  z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(FIELD_LIMITS.email, 'tooLong'),
    // ASCII only, so also well-formed (see WELL_FORMED); one pattern, which the API's OpenAPI
    // description shows.
    z.regex(EMAIL_PATTERN, 'email'),
  );

/**
 * A required name (a person's), trimmed: a required text on one line (codes 'required',
 * 'tooLong', 'invalid'; see ONE_LINE) with at least one visible letter (see hasVisibleLetter):
 * code 'name'.
 * @param max the longest name in characters (FIELD_LIMITS.name by default)
 */
export const nameField = (max: number = FIELD_LIMITS.name) =>
  requiredText(max).check(oneLine(), z.refine(hasVisibleLetter, 'name'));

/** An optional phone number (see isPhoneNumber), trimmed; '' when left empty: code 'phone'. */
export const phoneField = () =>
  z.optional(
    z.string({ error: 'phone' }).check(
      z.trim(),
      z.maxLength(FIELD_LIMITS.phone, 'tooLong'),
      z.regex(WELL_FORMED, 'phone'),
      z.regex(ONE_LINE, 'phone'),
      z.refine((value) => value === '' || isPhoneNumber(value), 'phone'),
    ),
  );

/**
 * A required phone number (see isPhoneNumber), trimmed: codes 'required', 'tooLong', 'phone'.
 * The forms after which someone calls the visitor back ask for it: the live agenda's booking and
 * the valuation request, the holiday reservation and enquiry (holiday-fields.ts).
 */
export const requiredPhoneField = () =>
  z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(FIELD_LIMITS.phone, 'tooLong'),
    z.regex(WELL_FORMED, 'phone'),
    z.regex(ONE_LINE, 'phone'),
    z.refine((value) => isPhoneNumber(value), 'phone'),
  );

/** The consent checkbox: must be ticked (true): code 'consent'. */
export const consentField = () => z.literal(true, 'consent');

/** The version of the consent text the visitor saw (GET /agreements): code 'agreement'. */
export const agreementVersionField = () =>
  z
    .string({ error: 'agreement' })
    .check(
      z.minLength(1, 'agreement'),
      z.maxLength(FIELD_LIMITS.agreementVersion, 'agreement'),
      z.regex(WELL_FORMED, 'agreement'),
      z.regex(ONE_LINE, 'agreement'),
    );

/** An estate id as the API writes them (digits, letters, '_' and '-'): code 'invalid'. */
export const estateIdField = () =>
  z.string({ error: 'required' }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid'));

/** One of the four site languages: code 'invalid'. */
export const localeField = () => z.enum(LOCALES as ['nl', 'fr', 'en', 'de'], 'invalid');

/**
 * What the browser adds to every form against bots: the honeypot `website` (a field people never
 * see, so never fill in; a bot that fills it in is answered as if it had succeeded, see
 * isLikelyBot) and `formToken`, the token the API issued when the form was shown
 * (`GET /sites/{siteId}/form-token`), by which the API measures the fill time itself. Neither is
 * a field error here: the API checks the token and answers its own codes (formToken*).
 */
export const spamFields = {
  website: z.optional(z.unknown()),
  formToken: z.optional(z.unknown()),
};

/**
 * True when a text holds a web or e-mail address: `://`, `www.`, an `@` between two characters,
 * or a host name such as `evil.example` or `bit.ly/x` (a word, a dot, two letters or more, with
 * no space between). A text that goes to someone who did not ask for it (send-to-a-friend)
 * carries none, so the agency's mail cannot advertise anyone's site.
 * @param value the text
 * @returns whether it holds something a mail program would make a link of
 */
export function hasLink(value: string): boolean {
  return /:\/\/|www\.|\S@\S|[\p{L}\p{N}-]\.[\p{L}]{2,}/iu.test(value);
}

/** The check of a text with no web or e-mail address (see hasLink): code 'noLinks'. */
export const noLinks = () => z.refine<string>((value) => !hasLink(value), 'noLinks');

/**
 * The parts of a day a visitor can prefer to be called or to come: morning (9–12 h), afternoon
 * (12–17 h), evening (17–20 h). The viewing request and the valuation request offer them, and the
 * API's mails name them.
 */
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
/** A part of the day (see DAY_PARTS). */
export type DayPart = (typeof DAY_PARTS)[number];
