/** Public API of the cancel-appointment page of the viewing-request module (issue 12). */
export { CancelAppointmentPage } from './ui/cancel-appointment-page';
