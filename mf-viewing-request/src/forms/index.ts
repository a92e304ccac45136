/**
 * Public API of the viewing-request team's form: its browser schema, and what the team takes from
 * the API's contract (`api/contract`: the request schema its site endpoint checks and the form
 * sends, the day rules and limits its form shows). The API owns the request; this team's rules may
 * be stricter, never looser (viewing.test.ts feeds the form's valid examples to the API's schema).
 * Pure rules only: no React, no browser API; the team's server imports it as the package subpath
 * `mf-viewing-request/forms`.
 */
export { viewingRequestFieldsSchema } from './viewing';
export {
  calendarDayField,
  viewingRequestSchema,
  MAX_PREFERRED_DAYS,
  VIEWING_REQUEST_DAYS_AHEAD,
} from 'api/contract';
export type { ViewingRequest } from 'api/contract';
