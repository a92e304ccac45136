/**
 * Public API of kit/form-kit: one implementation of the scaffolding of the site's scripted
 * forms (contact, send-to-a-friend, keep-me-informed, valuation, appointments, viewing requests,
 * holiday reservations and enquiries), off the pages without forms.
 * - createFormModel, refusalOf, codedRefusalOf: a form's effector model (status, server refusals,
 *   form token) and how it reads a failed call.
 * - useSiteForm, schemaResolver: one hook per form for react-hook-form with the team's schema,
 *   the form model, consent, honeypot, submission, status texts and focus.
 * - useFormKit: server refusals shown on the fields, and the focus to the first field in error.
 * - TextField, SelectField, PersonFields, Fieldset, CheckboxField, ConsentField, FieldError,
 *   errorText, describedBy and the styles inputStyle, labelStyle, sectionStyle: fields with their
 *   labels, hints and errors.
 * - FormEnd, StatusLine, statusTexts: consent, honeypot, submit button and the status line.
 * - useHolidayForm, HolidayFormEnd: what the two holiday rental forms share (their error codes
 *   worded by the team, the agency's consent box, the refusal's alert).
 * - OutcomeHeading, noticeStyle, outcomeLinkStyle: an outcome page's heading that takes the
 *   focus, its notices and links.
 */
export { codedRefusalOf, createFormModel, refusalOf } from './model';
export type { FormModel, FormStatus, Refusal } from './model';
export { useFormKit } from './use-form-kit';
export type { FormKit, FormKitOptions } from './use-form-kit';
export { schemaResolver, useSiteForm } from './use-site-form';
export type {
  HoneypotRegistration,
  SiteForm,
  SiteFormConsent,
  SiteFormExtras,
  SiteFormOptions,
  SiteFormSchema,
} from './use-site-form';
export {
  CheckboxField,
  ConsentField,
  describedBy,
  errorText,
  FieldError,
  Fieldset,
  inputStyle,
  labelStyle,
  PersonFields,
  sectionStyle,
  SelectField,
  TextField,
} from './fields';
export type { PersonFieldsProps, PersonLabels, SelectOption, TextRegistration } from './fields';
export { FormEnd, StatusLine, statusTexts } from './form-end';
export { HolidayFormEnd, useHolidayForm } from './holiday-form';
export type { HolidayEndWord, HolidayForm } from './holiday-form';
export { noticeStyle, OutcomeHeading, outcomeLinkStyle } from './outcome';
export type { FormEndProps, FormWords } from './form-end';
