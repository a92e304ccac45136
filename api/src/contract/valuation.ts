/**
 * The free valuation request (a homeowner asks the agency to value a property): the property's
 * address, kind and main figures, what the owner intends and when, and how to reach them. One
 * API's schema of `POST /sites/{siteId}/valuation-requests`, which the engagement team's site
 * server (`/{lang}/ajax/valuation-request`) checks too; its browser form builds on
 * `valuationFields`. Errors are message codes (messages.ts).
 */
import * as z from 'zod/mini';
import {
  FIELD_LIMITS,
  agreementVersionField,
  consentField,
  emailField,
  localeField,
  nameField,
  oneLine,
  optionalText,
  requiredPhoneField,
  requiredText,
  spamFields,
  DAY_PARTS,
} from './fields';

/**
 * The kinds of property a valuation is asked for: estate types of SPEC §3 (HOUSE, APARTMENT,
 * PLOT for land, COMMERCIAL) and OTHER for anything else (a garage, a farm...).
 */
export const VALUATION_KINDS = ['HOUSE', 'APARTMENT', 'PLOT', 'COMMERCIAL', 'OTHER'] as const;
/** A kind of property of a valuation request. */
export type ValuationKind = (typeof VALUATION_KINDS)[number];

/** What the owner means to do with the property: sell it, or rent it out. */
export const VALUATION_INTENTS = ['SELL', 'RENT'] as const;
/** The owner's intent. */
export type ValuationIntent = (typeof VALUATION_INTENTS)[number];

/** When the owner means to do it: at once, within 3, 6 or 12 months, or not decided yet. */
export const VALUATION_TIMEFRAMES = [
  'NOW',
  'MONTHS_3',
  'MONTHS_6',
  'MONTHS_12',
  'UNDECIDED',
] as const;
/** The owner's timeframe. */
export type ValuationTimeframe = (typeof VALUATION_TIMEFRAMES)[number];

/**
 * When the owner prefers to be called: any time, or a part of the day (morning 9–12 h, afternoon
 * 12–17 h, evening 17–20 h, as the viewing requests' day parts).
 */
export const CONTACT_MOMENTS = ['any', ...DAY_PARTS] as const;
/** The owner's preferred contact moment. */
export type ContactMoment = (typeof CONTACT_MOMENTS)[number];

/**
 * EPC labels an owner can give (the energy labels of SPEC §3 a certificate states, A++ to G, as
 * the codes of ./enums ENERGY_LABEL).
 */
export const VALUATION_EPC_LABELS = [
  'A_plus_plus',
  'A_plus',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
] as const;

/** The largest living area accepted, in m². */
export const MAX_LIVING_AREA = 100_000;
/** The most bedrooms accepted. */
export const MAX_VALUATION_BEDROOMS = 50;

/** A Belgian postal code: four digits, the first not 0 (code 'postalCode'). */
const postalCodeField = () =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, 'required'), z.regex(/^[1-9]\d{3}$/, 'postalCode'));

/** A whole number sent (omitted when not given; code 'number'). */
const wholeNumber = (min: number, max: number) =>
  z.optional(z.int({ error: 'number' }).check(z.gte(min, 'number'), z.lte(max, 'number')));

/**
 * What the property and the owner's plans are, and how to reach the owner: the fields the form and
 * the request have alike (the request adds the numbers, as numbers, and the rest).
 */
export const valuationFields = {
  street: requiredText(FIELD_LIMITS.street).check(oneLine()),
  houseNumber: requiredText(FIELD_LIMITS.houseNumber).check(oneLine()),
  postalCode: postalCodeField(),
  municipality: requiredText(FIELD_LIMITS.municipality).check(oneLine()),
  kind: z.enum(VALUATION_KINDS, 'choose'),
  epcLabel: z.optional(z.enum(['', ...VALUATION_EPC_LABELS], 'invalid')),
  description: optionalText(FIELD_LIMITS.message),
  intent: z.enum(VALUATION_INTENTS, 'choose'),
  timeframe: z.enum(VALUATION_TIMEFRAMES, 'choose'),
  name: nameField(),
  email: emailField(),
  phone: requiredPhoneField(),
  contactMoment: z.enum(CONTACT_MOMENTS, 'choose'),
  consent: consentField(),
};

/**
 * A valuation request as sent to `/{lang}/ajax/valuation-request` and `POST
 * /sites/{siteId}/valuation-requests`: the fields with the numbers as numbers (living area in m²,
 * 1 to MAX_LIVING_AREA; bedrooms 0 to MAX_VALUATION_BEDROOMS; both optional), `cityId` (the
 * municipality chosen from the city search, optional), `agreementVersion`, `locale`, and the
 * spam fields `website` and `formToken`. Unknown keys are refused.
 */
export const valuationRequestSchema = z.strictObject({
  ...valuationFields,
  livingArea: wholeNumber(1, MAX_LIVING_AREA),
  bedrooms: wholeNumber(0, MAX_VALUATION_BEDROOMS),
  cityId: z.optional(
    z.int({ error: 'invalid' }).check(z.gte(1, 'invalid'), z.lte(2_147_483_647, 'invalid')),
  ),
  agreementVersion: agreementVersionField(),
  locale: localeField(),
  ...spamFields,
});

/** A valid valuation request (after trimming). */
export type ValuationRequest = z.output<typeof valuationRequestSchema>;
