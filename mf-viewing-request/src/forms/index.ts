/**
 * Public API of the viewing-request team's form schema: the contract between this team's form,
 * its site server endpoint and the API, which validate alike. The browser form and this team's
 * server import it from here, the API as the package subpath `mf-viewing-request/forms`
 * (compiled to dist-node/forms for Node, as shared is). Pure rules only: no React, no browser API.
 */
export {
  calendarDayField,
  viewingRequestFieldsSchema,
  viewingRequestSchema,
  MAX_PREFERRED_DAYS,
  VIEWING_REQUEST_DAYS_AHEAD,
} from './viewing';
export type { ViewingRequest } from './viewing';
