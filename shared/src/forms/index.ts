/**
 * Public API of shared/forms (issue 11): one schema per engagement form (contact,
 * send-to-a-friend, keep-me-informed), used by the browser form, the site server and the API
 * alike; their error texts in nl, fr, en and de; the spam checks; subscription criteria and the
 * search they come from; and the paths the engagement e-mails link to. The API may import this
 * module at run time (its ESLint rule allows exactly this shared module). Issue 12 adds the
 * appointment forms (booking a live-agenda slot, a viewing request) and the cancel link's path.
 */
export {
  FIELD_LIMITS,
  EMAIL_PATTERN,
  WELL_FORMED,
  hasVisibleLetter,
  nameField,
  isPhoneNumber,
  requiredText,
  optionalText,
  emailField,
  phoneField,
  hasLink,
} from './fields';
export {
  contactFieldsSchema,
  contactRequestSchema,
  friendFieldsSchema,
  friendRequestSchema,
  criteriaSchema,
  alertCriteriaSchema,
  subscriptionFieldsSchema,
  subscriptionRequestSchema,
  subscriptionEditFieldsSchema,
  subscriptionUpdateSchema,
  ALERT_STATUSES,
  MAX_CRITERIA_VALUES,
  MAX_PRICE,
  MAX_BEDROOMS,
} from './schemas';
export type {
  AlertCriteria,
  ContactRequest,
  FriendRequest,
  SubscriptionRequest,
  SubscriptionUpdate,
} from './schemas';
export {
  appointmentFieldsSchema,
  appointmentRequestSchema,
  calendarDayField,
  requiredPhoneField,
  slotStartField,
  viewingRequestFieldsSchema,
  viewingRequestSchema,
  DAY_PARTS,
  INSTANT_PATTERN,
  MAX_PREFERRED_DAYS,
  VIEWING_REQUEST_DAYS_AHEAD,
} from './appointment';
export type { AppointmentRequest, DayPart, ViewingRequest } from './appointment';
export {
  valuationFieldsSchema,
  valuationRequestSchema,
  VALUATION_KINDS,
  VALUATION_INTENTS,
  VALUATION_TIMEFRAMES,
  VALUATION_EPC_LABELS,
  CONTACT_MOMENTS,
  MAX_LIVING_AREA,
  MAX_VALUATION_BEDROOMS,
} from './valuation';
export type {
  ContactMoment,
  ValuationIntent,
  ValuationKind,
  ValuationRequest,
  ValuationTimeframe,
} from './valuation';
export { formErrorText, formErrors, isFormErrorCode, waitText } from './messages';
export type { FormErrorCode, FormErrors, FormIssue } from './messages';
export { validateRequest, isLikelyBot, HONEYPOT_FIELD } from './validate';
export type { Validated } from './validate';
export { EMPTY_CRITERIA, criteriaFromSearch, criteriaToSearch, criteriaQuery } from './criteria';
export {
  CONFIRM_PARAM,
  cancelAppointmentPath,
  estatePath,
  searchPath,
  subscriptionAjaxPath,
  subscriptionPaths,
} from './links';
