/** Public API of the cancel-appointment page of the viewing-request module. */
export { CancelAppointmentPage } from './ui/cancel-appointment-page';
