/**
 * The API's request schemas of the engagement forms (contact, send-to-a-friend, keep-me-informed):
 * - the *fields* (`contactFields`, ...) are what the visitor fills in: the zod shape a team's
 *   browser form builds its own schema from (it may add stricter rules, never looser ones);
 * - the *request* schema is what is sent: the fields, plus the page's language, the version of
 *   the consent text shown, the estate, and the honeypot and form token against bots. Unknown
 *   keys are refused.
 * Errors are message codes (messages.ts), turned into the visitor's language by `formErrors`.
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
  phoneField,
  requiredText,
  spamFields,
  noLinks,
  oneLine,
} from './fields';

// --- Contact form (SPEC §1, §2 /{lang}/ajax/contact-form-handler) ---

/** The contact form's fields: name, e-mail, phone (optional), estate (optional), message, consent. */
export const contactFields = {
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  /** The estate the question is about, as the visitor names it (prefilled on a detail page). */
  estate: optionalText(FIELD_LIMITS.estate, oneLine()),
  message: requiredText(FIELD_LIMITS.message),
  consent: consentField(),
};

/**
 * A contact request as sent to `/{lang}/ajax/contact-form-handler` and `POST
 * /sites/{siteId}/contact-requests`: the fields, `estateId` (the detail page's estate, optional),
 * `agreementVersion`, `locale`, and the spam fields `website` and `formToken`.
 */
export const contactRequestSchema = z.strictObject({
  ...contactFields,
  estateId: z.optional(estateIdField()),
  agreementVersion: agreementVersionField(),
  locale: localeField(),
  ...spamFields,
});

/** A valid contact request (after trimming). */
export type ContactRequest = z.output<typeof contactRequestSchema>;

// --- Send to a friend (SPEC §1, §2 /{lang}/ajax/send-to-a-friend) ---

// The friend did not ask for this mail: the sender's name and message go into it only without a
// web or e-mail address (code 'noLinks'), so that the agency's mail advertises nobody's site.
/** The send-to-a-friend fields: the friend's e-mail and language, your name and e-mail, a message. */
export const friendFields = {
  friendEmail: emailField(),
  /** The language of the friend's e-mail (the page's language by default). */
  friendLocale: localeField(),
  name: nameField().check(noLinks()),
  email: emailField(),
  message: optionalText(FIELD_LIMITS.friendMessage, noLinks()),
};

/**
 * A send-to-a-friend request as sent to `/{lang}/ajax/send-to-a-friend` and `POST
 * /sites/{siteId}/send-to-a-friend`: the fields, `estateId`, `locale` and the spam fields.
 */
export const friendRequestSchema = z.strictObject({
  ...friendFields,
  estateId: estateIdField(),
  locale: localeField(),
  ...spamFields,
});

/** A valid send-to-a-friend request. */
export type FriendRequest = z.output<typeof friendRequestSchema>;

// --- Keep me informed (SPEC §1, §2 keep-me-informed routes, /{lang}/ajax/notifications) ---

/** The statuses a subscriber can follow: the open ones (SPEC §3 status). */
export const ALERT_STATUSES = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'] as const;
/** The most head types or municipalities one subscription follows. */
export const MAX_CRITERIA_VALUES = 20;
/** The largest price bound, in euro. */
export const MAX_PRICE = 100_000_000;
/** The bedroom bucket "6 or more" (SPEC §9). */
export const MAX_BEDROOMS = 6;

// Ids of the API: positive, within PostgreSQL's 32-bit integer.
const id = z
  .int({ error: 'invalid' })
  .check(z.positive('invalid'), z.lte(2_147_483_647, 'invalid'));
const price = z.int({ error: 'number' }).check(z.gte(0, 'number'), z.lte(MAX_PRICE, 'number'));

/**
 * What a subscription follows: the search's own filters. `status` one open status
 * (none: any), `types` head type ids, `cities` municipality (location) ids, `priceMin`/`priceMax`
 * in euro (monthly rent for TO_RENT), `bedrooms` at least this many (6: six or more). Codes:
 * 'invalid', 'number', 'tooMany', 'unknownField' on a key it does not have, and 'priceOrder' on
 * priceMax when it is below priceMin.
 */
export const criteriaSchema = z.strictObject({
  status: z.optional(z.enum(ALERT_STATUSES, 'invalid')),
  types: z.array(id).check(z.maxLength(MAX_CRITERIA_VALUES, 'tooMany')),
  cities: z.array(id).check(z.maxLength(MAX_CRITERIA_VALUES, 'tooMany')),
  priceMin: z.optional(price),
  priceMax: z.optional(price),
  bedrooms: z.optional(
    z.int({ error: 'number' }).check(z.gte(1, 'number'), z.lte(MAX_BEDROOMS, 'number')),
  ),
});

/** The criteria with their cross-field rule: the maximum price is not below the minimum. */
export const alertCriteriaSchema = criteriaSchema.check(
  z.refine(
    (c) => c.priceMin === undefined || c.priceMax === undefined || c.priceMin <= c.priceMax,
    { message: 'priceOrder', path: ['priceMax'] },
  ),
);

/** Subscription criteria (see criteriaSchema). */
export type AlertCriteria = z.output<typeof criteriaSchema>;

/** The keep-me-informed subscribe fields: e-mail, the criteria, consent. */
export const subscriptionFields = {
  email: emailField(),
  criteria: alertCriteriaSchema,
  consent: consentField(),
};

/**
 * A subscription as sent to `POST /{lang}/ajax/notifications` and `POST
 * /sites/{siteId}/subscriptions`: the fields, `agreementVersion`, `locale` (the language of
 * every mail) and the spam fields.
 */
export const subscriptionRequestSchema = z.strictObject({
  ...subscriptionFields,
  agreementVersion: agreementVersionField(),
  locale: localeField(),
  ...spamFields,
});

/** A valid subscription request. */
export type SubscriptionRequest = z.output<typeof subscriptionRequestSchema>;

/** A change of a subscription (`PUT .../subscriptions/{token}`): new criteria. */
export const subscriptionUpdateSchema = z.strictObject({ criteria: alertCriteriaSchema });

/** A valid subscription change. */
export type SubscriptionUpdate = z.output<typeof subscriptionUpdateSchema>;
