/**
 * The addresses more than one team's e-mails link to, as paths on the site of the mail (the API
 * puts the site's own origin before them): an estate and an appointment's cancel page. Built from
 * shared/routes' table, never by hand.
 */
import type { Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';

/** The detail page of an estate, e.g. `/fr/offre/12` (the page redirects to its slug). */
export function estatePath(locale: Locale, estateId: string): string {
  return buildPath('detail', locale, { estateId });
}

/**
 * The page behind an appointment's cancel link (SPEC §2 `/{lang}/{cancel-appointment}/{id}`), e.g.
 * `/nl/afspraak-annuleren/Xy3...`.
 */
export function cancelAppointmentPath(locale: Locale, appointmentId: string): string {
  return buildPath('cancelAppointment', locale, { appointmentId });
}

/** The query parameter of an option's confirmation link: the unit's page confirms it. */
export const CONFIRM_OPTION_PARAM = 'option';

/** The query parameter of a booking's confirmation link: the appointment's page confirms it. */
export const CONFIRM_APPOINTMENT_PARAM = 'confirm';

/**
 * The page behind a holiday option's confirmation link: the unit's page with the option's token,
 * e.g. `/en/holiday/501?option=Xy3...`.
 */
export function confirmOptionPath(locale: Locale, rentalUnitId: number, token: string): string {
  return `${buildPath('holiday', locale, { rentalUnitId })}?${CONFIRM_OPTION_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * The page behind a viewing booking's confirmation link: the appointment's page (the one of its
 * cancel link), which confirms it, e.g. `/en/cancel-appointment/Xy3...?confirm=1`.
 */
export function confirmAppointmentPath(locale: Locale, appointmentId: string): string {
  return `${cancelAppointmentPath(locale, appointmentId)}?${CONFIRM_APPOINTMENT_PARAM}=1`;
}
