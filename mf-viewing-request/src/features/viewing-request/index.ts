/** Public API of the viewing request feature (an office without a live agenda). */
export { ViewingRequestForm, requestableDays } from './ui/viewing-request-form';
export type { RequestValues } from './ui/viewing-request-form';
export {
  $agreements,
  $serverErrors,
  $serverMessage,
  $status,
  fetchAgreementsFx,
  requestForm,
  requestFormOpened,
  requestSubmitted,
  sendRequestFx,
} from './model';
export type { RequestStatus } from './model';
