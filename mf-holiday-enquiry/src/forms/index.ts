/**
 * Public API of the enquiry team's form schema: the enquiry with wished dates, its request and
 * the most nights it may ask for. The contract between this team's form and the API, which
 * validate alike: the browser form imports it from here, the API as the package subpath
 * `mf-holiday-enquiry/forms` (compiled to dist-node/forms for Node, as shared is). Pure rules
 * only: no React, no browser API.
 */
export { MAX_ENQUIRY_NIGHTS, rentalEnquiryFormSchema, rentalEnquirySchema } from './enquiry';
export type { RentalEnquiryInput, RentalEnquiryRequest } from './enquiry';
