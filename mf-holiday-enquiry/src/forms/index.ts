/**
 * Public API of the enquiry team's form: the enquiry form's schema (the API's, with the unit's
 * capacity), and what the team takes from the API's contract (`api/contract`): the enquiry's
 * schema and request, and the most nights it may ask for. The API owns the request; this team's
 * rules may be stricter, never looser (enquiry.test.ts feeds the form's valid examples to the
 * API's schema). Pure rules only: no React, no browser API.
 */
export { rentalEnquiryFormSchema } from './enquiry';
export { MAX_ENQUIRY_NIGHTS, rentalEnquirySchema } from 'api/contract';
export type { RentalEnquiryInput, RentalEnquiryRequest } from 'api/contract';
