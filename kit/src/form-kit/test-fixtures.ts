/**
 * What the form kit's tests share: a team's common words and a consent text, in English.
 */
import type { Agreement } from 'shared/domain';
import type { FormWords } from './form-end';

/** A team's common form words. */
export const words: FormWords = {
  sending: 'Sending…',
  fix: 'Please correct the fields marked in red.',
  failed: 'Sorry, this could not be sent.',
  privacy: 'Read the privacy statement',
  consentPending: 'Consent (loading…)',
  consentUnavailable: 'The consent text could not be loaded.',
};

/** The consent text of the contact form. */
export const agreement: Agreement = {
  id: 1,
  key: 'contact',
  version: '2026-01',
  title: 'Consent',
  body: 'I agree that the agency uses my details.',
  required: true,
};
