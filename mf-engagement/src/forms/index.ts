/**
 * Public API of the engagement team's form schemas: contact, send-to-a-friend, keep-me-informed
 * (with the criteria and the search they come from), the valuation request and the live agenda's
 * booking, with the paths the
 * subscription e-mails link to. The contract between this team's forms, its site server
 * endpoints and the API, which validate alike: the browser form and this team's server import
 * it from here, the API as the package subpath `mf-engagement/forms` (compiled to
 * dist-node/forms for Node, as shared is). Pure rules only: no React, no browser API.
 */
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
export {
  appointmentFieldsSchema,
  appointmentRequestSchema,
  slotStartField,
  INSTANT_PATTERN,
} from './appointment';
export type { AppointmentRequest } from './appointment';
export { EMPTY_CRITERIA, criteriaFromSearch, criteriaToSearch, criteriaQuery } from './criteria';
export { CONFIRM_PARAM, searchPath, subscriptionAjaxPath, subscriptionPaths } from './links';
