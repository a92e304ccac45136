/**
 * The API's contract with the site (`api/contract`): the schemas of the bodies its form endpoints
 * accept, the types of what they answer, and the field rules and error texts those schemas are
 * made of. The API validates every request with these schemas, and its OpenAPI description
 * (`/docs`) is generated from them; the teams build their browser forms and site endpoints on
 * them, with rules that may be stricter, never looser. Pure rules only: no React, no browser API,
 * nothing of the API's database or services.
 * - fields, messages, validation: the rules every form is made of (e-mail, name, phone, text,
 *   consent, spam fields), their error codes and texts in nl, fr, en and de, and the reading of a
 *   body against a schema;
 * - the requests: contact, send-to-a-friend and keep-me-informed (engagement.ts, with the criteria
 *   and the paths of the subscription mails), valuation, live-agenda booking (appointment.ts),
 *   viewing request, holiday reservation and enquiry (with holiday-fields.ts), and the rental
 *   search (rentals.ts, types);
 * - the answers of the form, appointment and subscription endpoints (answers.ts), and how a
 *   viewing slot is written (slot-words.ts);
 * - links: the paths of the site the API's mails link to, and their query parameters, which the
 *   pages behind those links read.
 */
export {
  FIELD_LIMITS,
  EMAIL_PATTERN,
  WELL_FORMED,
  agreementVersionField,
  consentField,
  estateIdField,
  hasVisibleLetter,
  localeField,
  nameField,
  isPhoneNumber,
  requiredText,
  optionalText,
  emailField,
  phoneField,
  requiredPhoneField,
  hasLink,
  noLinks,
  oneLine,
  ONE_LINE,
  spamFields,
  DAY_PARTS,
} from './fields';
export type { DayPart } from './fields';
export { formErrorText, formErrors, isFormErrorCode, waitText } from './messages';
export type { FormErrorCode, FormErrors, FormIssue } from './messages';
export { validateRequest, isLikelyBot, HONEYPOT_FIELD } from './validate';
export type { FormTokenAnswer, Validated } from './validate';
export {
  cancelAppointmentPath,
  CONFIRM_APPOINTMENT_PARAM,
  CONFIRM_OPTION_PARAM,
  confirmAppointmentPath,
  confirmOptionPath,
  estatePath,
} from './links';
export {
  contactFields,
  contactRequestSchema,
  friendFields,
  friendRequestSchema,
  criteriaSchema,
  alertCriteriaSchema,
  subscriptionFields,
  subscriptionRequestSchema,
  subscriptionUpdateSchema,
  ALERT_STATUSES,
  MAX_CRITERIA_VALUES,
  MAX_PRICE,
  MAX_BEDROOMS,
} from './engagement';
export type {
  AlertCriteria,
  ContactRequest,
  FriendRequest,
  SubscriptionRequest,
  SubscriptionUpdate,
} from './engagement';
export type {
  AgendaRepresentative,
  AgendaSlot,
  Appointment,
  AppointmentConfirmation,
  CancelAppointmentAnswer,
  FormAnswer,
  LiveAgenda,
  SubscriptionConfirmation,
  SubscriptionView,
  UnsubscribeAnswer,
} from './answers';
export { slotTimeRange, slotWords } from './slot-words';
export { criteriaQuery, criteriaToSearch } from './criteria';
export {
  CONFIRM_PARAM,
  searchPath,
  subscriptionAjaxPath,
  subscriptionPaths,
} from './subscription-links';
export {
  valuationFields,
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
  appointmentFields,
  appointmentRequestSchema,
  slotStartField,
  INSTANT_PATTERN,
} from './appointment';
export type { AppointmentRequest } from './appointment';
export {
  calendarDayField,
  viewingFields,
  viewingRequestSchema,
  MAX_PREFERRED_DAYS,
  VIEWING_REQUEST_DAYS_AHEAD,
} from './viewing';
export type { ViewingRequest } from './viewing';
export {
  hasStayDates,
  holidayErrorCode,
  holidayFieldErrors,
  holidayFields,
  isIsoDate,
  nightsBetween,
} from './holiday-fields';
export type { HolidayFieldError, HolidayFormErrorCode } from './holiday-fields';
export { reservationSchema } from './reservation';
export type { ReservationInput } from './reservation';
export { MAX_ENQUIRY_NIGHTS, rentalEnquirySchema } from './enquiry';
export type { RentalEnquiryInput, RentalEnquiryRequest } from './enquiry';
export {
  RENTAL_PERIOD_TYPES,
  rentalFiltersRequestSchema,
  rentalQuerySchema,
  rentalSearchRequestSchema,
} from './rentals';
export type {
  RentalCosts,
  RentalFilters,
  RentalFiltersRequest,
  RentalPeriod,
  RentalPeriodStatus,
  RentalPeriodType,
  RentalPhoto,
  RentalSeason,
  RentalUnit,
  RentalQuery,
  RentalSearchRequest,
  RentalSortType,
  ReservationAnswer,
  ReservationRequest,
} from './rentals';
