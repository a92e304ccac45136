/**
 * Test data: the consent text of the contact form (SPEC §7 GET /agreements), as the API gives it,
 * for the tests of the form and of its server build.
 */
import type { Agreement } from 'shared/domain';

/** The contact form's consent text, version '2026-01'. */
export const contactAgreement: Agreement = {
  id: 1,
  key: 'contact',
  version: '2026-01',
  title: 'Consent',
  body: 'I agree that Immo Zonneveld uses my details to answer my question.',
  required: true,
};
