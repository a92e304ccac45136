/**
 * The field rules the engagement forms share (issue 11): required text, e-mail address, optional
 * phone number, consent, ids. Every rule reports a message *code* (see messages.ts), never a
 * text, so the browser, the site server and the API answer the same words in the visitor's
 * language. Built on zod's small functional build (`zod/mini`), which keeps the browser bundle of
 * the forms small.
 */
import * as z from 'zod/mini';
import { LOCALES } from 'shared/domain';

/** The longest accepted text of each field, in characters. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
  friendMessage: 500,
  estate: 200,
  agreementVersion: 40,
} as const;

/**
 * An e-mail address as people type it: something, one @, a domain with a dot, no spaces.
 * Deliberately loose (RFC 5322 allows far more); the confirmation mail proves the address.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

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

/** Required text of at most `max` characters, trimmed: codes 'required' and 'tooLong'. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));

/** Optional text of at most `max` characters, trimmed ('' when left empty): code 'tooLong'. */
export const optionalText = (max: number) =>
  z.optional(z.string({ error: 'invalid' }).check(z.trim(), z.maxLength(max, 'tooLong')));

/** A required e-mail address, trimmed: codes 'required', 'tooLong' and 'email'. */
export const emailField = () =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(FIELD_LIMITS.email, 'tooLong'),
      z.regex(EMAIL_PATTERN, 'email'),
    );

/** An optional phone number (see isPhoneNumber), trimmed; '' when left empty: code 'phone'. */
export const phoneField = () =>
  z.optional(
    z.string({ error: 'phone' }).check(
      z.trim(),
      z.maxLength(FIELD_LIMITS.phone, 'tooLong'),
      z.refine((value) => value === '' || isPhoneNumber(value), 'phone'),
    ),
  );

/** The consent checkbox: must be ticked (true): code 'consent'. */
export const consentField = () => z.literal(true, 'consent');

/** The version of the consent text the visitor saw (GET /agreements): code 'agreement'. */
export const agreementVersionField = () =>
  z
    .string({ error: 'agreement' })
    .check(z.minLength(1, 'agreement'), z.maxLength(FIELD_LIMITS.agreementVersion, 'agreement'));

/** An estate id as the API writes them (digits, letters, '_' and '-'): code 'invalid'. */
export const estateIdField = () =>
  z.string({ error: 'required' }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid'));

/** One of the four site languages: code 'invalid'. */
export const localeField = () => z.enum(LOCALES as ['nl', 'fr', 'en', 'de'], 'invalid');

/**
 * What the browser adds to every form against bots (issue 11 "Spam and abuse"): the honeypot
 * `website` (a field people never see, so never fill in) and `elapsedMs`, the milliseconds
 * between showing the form and sending it. Neither is ever reported as an error: a bot is
 * answered as if it had succeeded (see isLikelyBot).
 */
export const spamFields = {
  website: z.optional(z.unknown()),
  elapsedMs: z.optional(z.unknown()),
};
