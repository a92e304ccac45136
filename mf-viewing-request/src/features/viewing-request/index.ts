/** Public API of the viewing request feature (issue 12: an office without a live agenda). */
export { ViewingRequestForm, requestableDays } from './ui/viewing-request-form';
export type { RequestValues } from './ui/viewing-request-form';
export {
  $agreements,
  $serverErrors,
  $serverMessage,
  $status,
  fetchAgreementsFx,
  refusalOf,
  requestFormOpened,
  requestSubmitted,
  sendRequestFx,
} from './model';
export type { RequestStatus } from './model';
