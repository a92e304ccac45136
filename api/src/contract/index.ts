/**
 * Public API of shared/forms: what every form of the site shares with the site servers and the
 * API, which validate alike: the field rules (e-mail, name, phone, text, consent, spam fields),
 * their error codes and texts, the spam checks, the parts of the day, and the paths more than
 * one team's e-mails link to. The field rules of both holiday modules' forms build on these in
 * 'kit/forms/holiday-fields'. A team's own forms keep their schemas in the team's package
 * (mf-engagement/forms with the live agenda's booking, mf-viewing-request/forms, mf-holiday/forms,
 * mf-holiday-enquiry/forms), which the API imports as it imports this module.
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
export type { Validated } from './validate';
export {
  cancelAppointmentPath,
  CONFIRM_APPOINTMENT_PARAM,
  CONFIRM_OPTION_PARAM,
  confirmAppointmentPath,
  confirmOptionPath,
  estatePath,
} from './links';
