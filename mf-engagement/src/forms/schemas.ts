/**
 * The engagement forms' browser schemas: what the visitor fills in, validated as they type
 * (react-hook-form's zod resolver). Each is built on the fields of the API's request schema
 * (api/contract), so the browser never accepts what the API refuses; what the browser sends is
 * then the API's request (the fields, with the page's language, the consent text's version, the
 * estate and the spam fields), which this team's site endpoints check with the API's schema.
 * Errors are message codes, turned into the visitor's language by `formErrors` (api/contract).
 */
import * as z from 'zod/mini';
import {
  alertCriteriaSchema,
  appointmentFields,
  contactFields,
  friendFields,
  optionalText,
  subscriptionFields,
  valuationFields,
  MAX_LIVING_AREA,
  MAX_VALUATION_BEDROOMS,
} from 'api/contract';

/** The contact form's fields: name, e-mail, phone (optional), estate (optional), message, consent. */
export const contactFieldsSchema = z.object(contactFields);

/** The send-to-a-friend fields: the friend's e-mail and language, your name and e-mail, a message. */
export const friendFieldsSchema = z.object(friendFields);

/** The keep-me-informed subscribe fields: e-mail, the criteria, consent. */
export const subscriptionFieldsSchema = z.object(subscriptionFields);

/** The edit page's fields: the criteria. */
export const subscriptionEditFieldsSchema = z.object({ criteria: alertCriteriaSchema });

/** The live agenda booking form's fields: name, e-mail, phone, an optional message, consent. */
export const appointmentFieldsSchema = z.object(appointmentFields);

/**
 * A whole number from `min` to `max` typed in a field ('' when left empty; code 'number'): the
 * form sends it as a number, so its bounds are the API's request's.
 */
const wholeNumberText = (min: number, max: number) =>
  optionalText(
    8,
    z.regex(/^\d*$/, 'number'),
    z.refine((value) => value === '' || (Number(value) >= min && Number(value) <= max), 'number'),
  );

/**
 * The valuation form's fields as the visitor fills them in: the API's valuation fields, and the
 * numbers (living area in m², bedrooms) as the text typed, '' when left empty.
 */
export const valuationFieldsSchema = z.object({
  ...valuationFields,
  // A living area of 0 m² is no answer: the API asks for at least 1.
  livingArea: wholeNumberText(1, MAX_LIVING_AREA),
  bedrooms: wholeNumberText(0, MAX_VALUATION_BEDROOMS),
});
