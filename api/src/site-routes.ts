/**
 * The site's addresses that the API's mails link to (an estate, a listing search, a
 * subscription's pages and its one-click unsubscribe endpoint, an appointment's cancel page, a
 * holiday rental unit): the API's own map, in the form of a team's routes.json. The API reads no
 * team's files: a team that renames one of these addresses keeps the old one working or agrees
 * the change with the API, whose `site-routes.test.ts` compares this map with the site's routes.
 */
import { composeRoutes, installRoutes, type TeamRoutes } from 'shared/routes';

/** The pages and endpoints the mails link to, with their path words in each language. */
export const MAIL_LINK_ROUTES: TeamRoutes = {
  words: {
    nl: {
      offer: 'aanbod',
      keepMeInformed: 'hou-me-op-de-hoogte',
      unsubscribe: 'uitschrijven',
      cancelAppointment: 'afspraak-annuleren',
      holiday: 'vakantie',
    },
    fr: {
      offer: 'offre',
      keepMeInformed: 'tenez-moi-informe',
      unsubscribe: 'desinscription',
      cancelAppointment: 'annuler-rendez-vous',
      holiday: 'vacances',
    },
    en: {
      offer: 'offer',
      keepMeInformed: 'keep-me-informed',
      unsubscribe: 'unsubscribe',
      cancelAppointment: 'cancel-appointment',
      holiday: 'holiday',
    },
    de: {
      offer: 'angebot',
      keepMeInformed: 'auf-dem-laufenden-bleiben',
      unsubscribe: 'abmelden',
      cancelAppointment: 'termin-absagen',
      holiday: 'ferien',
    },
  },
  pages: [
    { type: 'search', pattern: '{offer}' },
    { type: 'detail', pattern: '{offer}/:estateId' },
    { type: 'unsubscribe', pattern: '{keepMeInformed}/{unsubscribe}/:token' },
    { type: 'editSubscription', pattern: '{keepMeInformed}/:token' },
    { type: 'cancelAppointment', pattern: '{cancelAppointment}/:appointmentId' },
    { type: 'holiday', pattern: '{holiday}/:rentalUnitId' },
  ],
  ajax: { notifications: 'notifications' },
};

/**
 * Installs the API's map of the site's addresses for shared/routes' `buildPath` in this process
 * (the mails' links).
 * @throws Error when the map is inconsistent (shared/routes routeProblems)
 */
export function installSiteRoutes(): void {
  installRoutes(composeRoutes([{ owner: 'api', routes: MAIL_LINK_ROUTES }]));
}
