/**
 * Public API of the engagement team's forms: the browser schemas of its forms (contact,
 * send-to-a-friend, keep-me-informed, valuation, the live agenda's booking), the reading of a
 * listing search into subscription criteria, and what the team takes from the API's contract
 * (`api/contract`: the request schemas and types its site endpoints check and send, the limits
 * and paths its pages show). The API owns the requests; this team's rules may be stricter, never
 * looser (forms.test.ts feeds the forms' valid examples to the API's schemas). Pure rules only:
 * no React, no browser API; the team's server imports it as the package subpath
 * `mf-engagement/forms`.
 */
export {
  contactFieldsSchema,
  friendFieldsSchema,
  subscriptionFieldsSchema,
  subscriptionEditFieldsSchema,
  appointmentFieldsSchema,
  valuationFieldsSchema,
} from './schemas';
export { EMPTY_CRITERIA, criteriaFromSearch } from './criteria';
export {
  contactRequestSchema,
  friendRequestSchema,
  criteriaSchema,
  alertCriteriaSchema,
  subscriptionRequestSchema,
  subscriptionUpdateSchema,
  ALERT_STATUSES,
  MAX_CRITERIA_VALUES,
  MAX_PRICE,
  MAX_BEDROOMS,
  valuationRequestSchema,
  VALUATION_KINDS,
  VALUATION_INTENTS,
  VALUATION_TIMEFRAMES,
  VALUATION_EPC_LABELS,
  CONTACT_MOMENTS,
  MAX_LIVING_AREA,
  MAX_VALUATION_BEDROOMS,
  appointmentRequestSchema,
  slotStartField,
  INSTANT_PATTERN,
  criteriaQuery,
  criteriaToSearch,
  CONFIRM_PARAM,
  searchPath,
  subscriptionAjaxPath,
  subscriptionPaths,
} from 'api/contract';
export type {
  AlertCriteria,
  AppointmentRequest,
  ContactMoment,
  ContactRequest,
  FriendRequest,
  SubscriptionRequest,
  SubscriptionUpdate,
  ValuationIntent,
  ValuationKind,
  ValuationRequest,
  ValuationTimeframe,
} from 'api/contract';
