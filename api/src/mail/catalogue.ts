/**
 * Every e-mail of the API in every language, from the demo data: what `npm run mails` writes for
 * review (./preview) and what the snapshot tests pin. One list, so a new mail added here is both
 * previewed and tested.
 */
import { LOCALES, type Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import {
  cancelAppointmentPath,
  confirmAppointmentPath,
  confirmOptionPath,
  estatePath,
  type ValuationRequest,
} from '../contract';
import { valuationAgencyMail, valuationOwnerMail } from '../engagement/valuation-mails';
import {
  appointmentAgencyMail,
  appointmentBookedMail,
  appointmentCancelledMail,
  viewingRequestAgencyMail,
  viewingRequestVisitorMail,
  type AppointmentMailInput,
  type ViewingRequestMailInput,
} from '../agenda/mails';
import { demoSite } from '../demo/content';
import { generateDemoData, withChildren } from '../demo/generate';
import {
  alertMail,
  confirmMail,
  contactAgencyMail,
  criteriaText,
  estateSummary,
  friendMail,
  welcomeMail,
  type MailSite,
  type OutgoingMail,
  type SubscriptionLinks,
} from '../engagement/mails';
import {
  enquiryAgencyMail,
  enquiryVisitorMail,
  reservationAgencyMail,
  reservationVisitorMail,
} from '../holiday/mails';

/** One mail of the catalogue. */
export interface CatalogueMail {
  /** The module that sends it: engagement, agenda or holiday. */
  module: 'engagement' | 'agenda' | 'holiday';
  /** Its function's name, e.g. 'friendMail'. */
  name: string;
  /** The reader's language (the visitor's; an agency's mail takes the site's language). */
  locale: Locale;
  render: () => Promise<OutgoingMail>;
}

/** The demo estates the mails show: a villa for sale, a house for sale, a flat to rent. */
const ESTATE_IDS = ['1242', '1493', '1135'];

/**
 * The catalogue: each mail function once per language, on the demo site (its default language
 * switched to the reader's for the agency's mails, so they too are seen in four languages).
 * @param origin the origin of the links, e.g. 'http://localhost:3000'
 * @returns the mails, not yet rendered
 * @throws Error when the demo data lacks one of the estates it shows
 */
export function mailCatalogue(origin = 'http://localhost:3000'): CatalogueMail[] {
  const data = generateDemoData();
  const estates = data.estates;
  const unit = data.rentals?.units[0];
  if (!unit) throw new Error('The demo data has no holiday rental unit');
  const demo = ESTATE_IDS.map((id) => {
    const estate = withChildren(estates, id);
    if (!estate) throw new Error(`The demo data has no estate ${id}`);
    return estate;
  });
  const mails: CatalogueMail[] = [];
  for (const locale of LOCALES) {
    const site = demoSite();
    const from: MailSite = {
      site: { ...site, settings: { ...site.settings, defaultLocale: locale } },
      origin,
      from: { name: site.name, address: `no-reply@${site.hostname}` },
    };
    const summaries = demo.map((e) =>
      estateSummary(e, locale, origin, estatePath(locale, String(e.id))),
    );
    const [first] = summaries as [(typeof summaries)[number]];
    const token = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const links: SubscriptionLinks = {
      confirm: `${origin}${buildPath('editSubscription', locale, { token })}?confirm=1`,
      edit: `${origin}${buildPath('editSubscription', locale, { token })}`,
      unsubscribe: `${origin}${buildPath('unsubscribe', locale, { token })}`,
      oneClick: `${origin}/api/subscriptions/${token}/unsubscribe`,
      search: `${origin}${buildPath('search', locale)}?trans=kopen&cities=9000`,
    };
    const search = criteriaText(
      { status: 'FOR_SALE', priceMax: 450000, bedrooms: 3 } as Parameters<typeof criteriaText>[0],
      { types: ['Huis'], cities: ['Gent'] },
      locale,
    );
    const visitor = {
      name: 'Élise Dupont-Müller',
      email: 'elise@example.be',
      phone: '0470 12 34 56',
      message: 'Is er een garage? <b>Graag</b> een antwoord & snel.',
      locale,
    };
    const appointment: AppointmentMailInput = {
      uidBase: 'appointment-demo',
      start: Date.UTC(2026, 11, 1, 8, 30),
      end: Date.UTC(2026, 11, 1, 9, 0),
      timeZone: 'Europe/Brussels',
      estate: { title: first.title, address: 'Zandstraat 12, 9000 Gent', url: first.url },
      representative: { name: 'Jan Peeters', phone: '09 123 45 67', email: 'jan@example.be' },
      visitor,
      cancelUrl: `${origin}${cancelAppointmentPath(locale, 'a1b2c3d4')}`,
    };
    const viewing: ViewingRequestMailInput = {
      estate: appointment.estate,
      preferredDays: ['2026-12-01', '2026-12-03'],
      dayParts: ['morning', 'evening'],
      visitor,
    };
    const reservation = {
      unit,
      period: {
        type: 'WEEK' as const,
        start: '2027-03-05',
        end: '2027-03-12',
        nights: 7,
        price: 700,
      },
      request: {
        adults: 5,
        children: 1,
        pets: 0,
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        address: 'Kerkstraat 1, 9000 Gent',
        remarks: visitor.message,
        locale,
      },
    };
    const enquiry = {
      unit,
      request: {
        arrival: '2027-04-02',
        departure: '2027-04-05',
        persons: 4,
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        message: visitor.message,
        locale,
      },
    };
    const add = (
      module: CatalogueMail['module'],
      name: string,
      render: () => Promise<OutgoingMail>,
    ) => mails.push({ module, name, locale, render });
    add('engagement', 'contactAgencyMail', () =>
      contactAgencyMail(from, { ...visitor, estate: first.title }, first),
    );
    add('engagement', 'friendMail', () =>
      friendMail(
        from,
        {
          friendEmail: 'friend@example.be',
          friendLocale: locale,
          name: visitor.name,
          email: visitor.email,
          message: 'Dit is iets voor jou!',
        },
        first,
      ),
    );
    add('engagement', 'confirmMail', () => confirmMail(from, visitor.email, locale, links));
    add('engagement', 'welcomeMail', () => welcomeMail(from, visitor.email, locale, links, search));
    add('engagement', 'alertMail', () =>
      alertMail(from, visitor.email, locale, links, search, summaries),
    );
    add('engagement', 'alertMail-one', () =>
      alertMail(from, visitor.email, locale, links, search, [first]),
    );
    const valuation: ValuationRequest = {
      street: 'Kerkstraat',
      houseNumber: '12 bus 3',
      postalCode: '9000',
      municipality: 'Gent',
      kind: 'HOUSE',
      livingArea: 1450,
      bedrooms: 3,
      epcLabel: 'B',
      description: 'Gerenoveerd in 2019, tuin van 300 m².',
      intent: 'SELL',
      timeframe: 'MONTHS_6',
      name: visitor.name,
      email: visitor.email,
      phone: '0470 12 34 56',
      contactMoment: 'evening',
      consent: true,
      agreementVersion: '2026-12',
      locale,
    };
    add('engagement', 'valuationAgencyMail', () => valuationAgencyMail(from, valuation));
    add('engagement', 'valuationOwnerMail', () => valuationOwnerMail(from, valuation));
    // The visitor's mails of a hold carry the link that confirms their address (30 minutes).
    add('agenda', 'appointmentBookedMail', () =>
      appointmentBookedMail(from, {
        ...appointment,
        confirm: { url: `${origin}${confirmAppointmentPath(locale, 'a1b2c3d4')}`, minutes: 30 },
      }),
    );
    add('agenda', 'appointmentCancelledMail', () => appointmentCancelledMail(from, appointment));
    add('agenda', 'appointmentAgencyMail-booked', () =>
      appointmentAgencyMail(from, appointment, 'booked'),
    );
    add('agenda', 'appointmentAgencyMail-cancelled', () =>
      appointmentAgencyMail(from, appointment, 'cancelled'),
    );
    add('agenda', 'viewingRequestVisitorMail', () => viewingRequestVisitorMail(from, viewing));
    add('agenda', 'viewingRequestAgencyMail', () => viewingRequestAgencyMail(from, viewing));
    add('holiday', 'reservationVisitorMail', () =>
      reservationVisitorMail(from, {
        ...reservation,
        confirm: { url: `${origin}${confirmOptionPath(locale, unit.id, 'e5f6g7h8')}`, minutes: 30 },
      }),
    );
    add('holiday', 'reservationAgencyMail', () => reservationAgencyMail(from, reservation));
    add('holiday', 'enquiryVisitorMail', () => enquiryVisitorMail(from, enquiry));
    add('holiday', 'enquiryAgencyMail', () => enquiryAgencyMail(from, enquiry));
  }
  return mails;
}

/**
 * The links of a rendered mail's HTML (every href, in order, without repeats): what a snapshot
 * pins besides the subject and the text.
 */
export function mailLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return [...new Set(hrefs)];
}
