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
