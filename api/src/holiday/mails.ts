/**
 * The holiday rental e-mails (issue 13), through the engagement outbox: a reservation request
 * (the period under option) and an enquiry with wished dates, each to the visitor in their
 * language and to the agency in the site's language, replying to the visitor. Multipart (text and
 * HTML), signed with the agency's name and address, the unit's link absolute on the site's
 * origin; everything the visitor typed is escaped in the HTML.
 */
import type { Locale, RentalPeriodType, RentalUnit } from 'shared/domain';
import {
  assemble,
  mailbox,
  escapeHtml,
  euro,
  para,
  type MailSite,
  type OutgoingMail,
} from '../engagement/mails';

/** The unit's page path in a language (SPEC §2 `/{lang}/{holiday}/{rentalUnitId}`). */
const HOLIDAY_WORD: Record<Locale, string> = {
  nl: 'vakantie',
  fr: 'vacances',
  en: 'holiday',
  de: 'feiertage',
};

/** The address of a unit's page, e.g. 'http://localhost:3000/en/holiday/501'. */
export function unitUrl(origin: string, locale: Locale, unitId: number): string {
  return `${origin}/${locale}/${HOLIDAY_WORD[locale]}/${unitId}`;
}

/**
 * `n` with its noun in the singular or plural form `locale`'s plural rule asks for (Intl's CLDR
 * rules, as i18next's): '1 night', '0 nights'; in French 0 and 1 take the singular ('0 animal').
 */
function counted(locale: Locale, n: number, one: string, other: string): string {
  return `${n} ${new Intl.PluralRules(locale).select(n) === 'one' ? one : other}`;
}

type Forms = readonly [one: string, other: string];

/** The party of a request in `locale` ('5 adults, 1 child, 0 pets'), from each noun's forms. */
function party(locale: Locale, adults: Forms, children: Forms, pets: Forms) {
  return (a: number, c: number, p: number): string =>
    [
      counted(locale, a, ...adults),
      counted(locale, c, ...children),
      counted(locale, p, ...pets),
    ].join(', ');
}

/** dd/mm/yyyy of an ISO date (SPEC §9). */
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

interface Words {
  greeting: (name: string) => string;
  visitorSubject: (unit: string) => string;
  visitorIntro: (unit: string, start: string, end: string) => string;
  visitorNext: string;
  agencySubject: (unit: string, start: string, end: string) => string;
  agencyIntro: string;
  enquiryVisitorSubject: (unit: string) => string;
  enquiryVisitorIntro: (unit: string, start: string, end: string) => string;
  enquiryAgencySubject: (unit: string, start: string, end: string) => string;
  enquiryAgencyIntro: string;
  periods: Record<RentalPeriodType, string>;
  fields: {
    unit: string;
    period: string;
    party: string;
    partyValue: (adults: number, children: number, pets: number) => string;
    /** '7 nights' with the language's plural rule. */
    nights: (nights: number) => string;
    persons: string;
    name: string;
    email: string;
    phone: string;
    address: string;
    remarks: string;
    rent: string;
    cleaning: string;
    energy: string;
    total: string;
    deposit: string;
  };
  view: string;
}

const WORDS: Record<Locale, Words> = {
  nl: {
    greeting: (name) => `Beste ${name},`,
    visitorSubject: (unit) => `Uw reservatieaanvraag voor ${unit}`,
    visitorIntro: (unit, start, end) =>
      `Bedankt voor uw aanvraag. De periode van ${start} tot ${end} in ${unit} staat nu voor u onder optie.`,
    visitorNext: 'Het kantoor bevestigt uw reservatie en stuurt u de huurovereenkomst.',
    agencySubject: (unit, start, end) => `Reservatieaanvraag: ${unit}, ${start} – ${end}`,
    agencyIntro: 'Een bezoeker vraagt een reservatie aan. De periode staat onder optie.',
    enquiryVisitorSubject: (unit) => `Uw vraag over ${unit}`,
    enquiryVisitorIntro: (unit, start, end) =>
      `Bedankt voor uw vraag over ${unit} van ${start} tot ${end}. Het kantoor bekijkt de beschikbaarheid en antwoordt u zo snel mogelijk.`,
    enquiryAgencySubject: (unit, start, end) => `Vraag: ${unit}, ${start} – ${end}`,
    enquiryAgencyIntro: 'Een bezoeker vraagt naar deze vakantiewoning voor deze data.',
    periods: { WEEK: 'week', MIDWEEK: 'midweek', WEEKEND: 'weekend', LONG_WEEKEND: 'lang weekend' },
    fields: {
      unit: 'Vakantiewoning',
      period: 'Periode',
      party: 'Gezelschap',
      partyValue: party(
        'nl',
        ['volwassene', 'volwassenen'],
        ['kind', 'kinderen'],
        ['huisdier', 'huisdieren'],
      ),
      nights: (n) => counted('nl', n, 'nacht', 'nachten'),
      persons: 'Personen',
      name: 'Naam',
      email: 'E-mail',
      phone: 'Telefoon',
      address: 'Adres',
      remarks: 'Opmerkingen',
      rent: 'Huur',
      cleaning: 'Eindschoonmaak',
      energy: 'Energie',
      total: 'Totaal',
      deposit: 'Waarborg (apart, terugbetaald na het verblijf)',
    },
    view: 'De vakantiewoning bekijken',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    visitorSubject: (unit) => `Votre demande de réservation pour ${unit}`,
    visitorIntro: (unit, start, end) =>
      `Merci pour votre demande. La période du ${start} au ${end} à ${unit} est maintenant sous option pour vous.`,
    visitorNext: "L'agence confirme votre réservation et vous envoie le contrat de location.",
    agencySubject: (unit, start, end) => `Demande de réservation : ${unit}, ${start} – ${end}`,
    agencyIntro: 'Un visiteur demande une réservation. La période est sous option.',
    enquiryVisitorSubject: (unit) => `Votre demande au sujet de ${unit}`,
    enquiryVisitorIntro: (unit, start, end) =>
      `Merci pour votre demande au sujet de ${unit} du ${start} au ${end}. L'agence vérifie les disponibilités et vous répond au plus vite.`,
    enquiryAgencySubject: (unit, start, end) => `Demande : ${unit}, ${start} – ${end}`,
    enquiryAgencyIntro: 'Un visiteur demande des informations sur cette location pour ces dates.',
    periods: {
      WEEK: 'semaine',
      MIDWEEK: 'midweek',
      WEEKEND: 'week-end',
      LONG_WEEKEND: 'long week-end',
    },
    fields: {
      unit: 'Location',
      period: 'Période',
      party: 'Groupe',
      partyValue: party('fr', ['adulte', 'adultes'], ['enfant', 'enfants'], ['animal', 'animaux']),
      nights: (n) => counted('fr', n, 'nuit', 'nuits'),
      persons: 'Personnes',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      address: 'Adresse',
      remarks: 'Remarques',
      rent: 'Loyer',
      cleaning: 'Nettoyage final',
      energy: 'Énergie',
      total: 'Total',
      deposit: 'Garantie (à part, remboursée après le séjour)',
    },
    view: 'Voir la location',
  },
  en: {
    greeting: (name) => `Dear ${name},`,
    visitorSubject: (unit) => `Your reservation request for ${unit}`,
    visitorIntro: (unit, start, end) =>
      `Thank you for your request. The period from ${start} to ${end} at ${unit} is now under option for you.`,
    visitorNext: 'The agency confirms your reservation and sends you the rental agreement.',
    agencySubject: (unit, start, end) => `Reservation request: ${unit}, ${start} – ${end}`,
    agencyIntro: 'A visitor requests a reservation. The period is under option.',
    enquiryVisitorSubject: (unit) => `Your enquiry about ${unit}`,
    enquiryVisitorIntro: (unit, start, end) =>
      `Thank you for your enquiry about ${unit} from ${start} to ${end}. The office checks the availability and answers you as soon as possible.`,
    enquiryAgencySubject: (unit, start, end) => `Enquiry: ${unit}, ${start} – ${end}`,
    enquiryAgencyIntro: 'A visitor asks about this holiday home for these dates.',
    periods: { WEEK: 'week', MIDWEEK: 'midweek', WEEKEND: 'weekend', LONG_WEEKEND: 'long weekend' },
    fields: {
      unit: 'Holiday home',
      period: 'Period',
      party: 'Party',
      partyValue: party('en', ['adult', 'adults'], ['child', 'children'], ['pet', 'pets']),
      nights: (n) => counted('en', n, 'night', 'nights'),
      persons: 'Persons',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Address',
      remarks: 'Remarks',
      rent: 'Rent',
      cleaning: 'Final cleaning',
      energy: 'Energy',
      total: 'Total',
      deposit: 'Deposit (apart, refunded after the stay)',
    },
    view: 'View the holiday home',
  },
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    visitorSubject: (unit) => `Ihre Reservierungsanfrage für ${unit}`,
    visitorIntro: (unit, start, end) =>
      `Danke für Ihre Anfrage. Der Zeitraum vom ${start} bis ${end} in ${unit} steht jetzt für Sie unter Option.`,
    visitorNext: 'Das Büro bestätigt Ihre Reservierung und schickt Ihnen den Mietvertrag.',
    agencySubject: (unit, start, end) => `Reservierungsanfrage: ${unit}, ${start} – ${end}`,
    agencyIntro: 'Ein Besucher fragt eine Reservierung an. Der Zeitraum steht unter Option.',
    enquiryVisitorSubject: (unit) => `Ihre Anfrage zu ${unit}`,
    enquiryVisitorIntro: (unit, start, end) =>
      `Danke für Ihre Anfrage zu ${unit} vom ${start} bis ${end}. Das Büro prüft die Verfügbarkeit und antwortet Ihnen so bald wie möglich.`,
    enquiryAgencySubject: (unit, start, end) => `Anfrage: ${unit}, ${start} – ${end}`,
    enquiryAgencyIntro: 'Ein Besucher fragt nach dieser Ferienunterkunft für diese Daten.',
    periods: {
      WEEK: 'Woche',
      MIDWEEK: 'Midweek',
      WEEKEND: 'Wochenende',
      LONG_WEEKEND: 'langes Wochenende',
    },
    fields: {
      unit: 'Ferienunterkunft',
      period: 'Zeitraum',
      party: 'Gruppe',
      partyValue: party(
        'de',
        ['Erwachsener', 'Erwachsene'],
        ['Kind', 'Kinder'],
        ['Haustier', 'Haustiere'],
      ),
      nights: (n) => counted('de', n, 'Nacht', 'Nächte'),
      persons: 'Personen',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      address: 'Adresse',
      remarks: 'Bemerkungen',
      rent: 'Miete',
      cleaning: 'Endreinigung',
      energy: 'Energie',
      total: 'Gesamt',
      deposit: 'Kaution (separat, nach dem Aufenthalt erstattet)',
    },
    view: 'Ferienunterkunft ansehen',
  },
};

/** The unit's name in a language: its rentalName, else its kind and municipality. */
function unitName(unit: Omit<RentalUnit, 'periods'>, locale: Locale): string {
  const pick = (text: Partial<Record<Locale, string>>) => text[locale] || text.nl || '';
  return (
    pick(unit.general.rentalName) ||
    `${pick(unit.general.subKind.name)} ${pick(unit.general.city.name)}`
  );
}

/** Label and value rows as text lines and an HTML table. */
function table(rows: [string, string][]) {
  const shown = rows.filter(([, value]) => value !== '');
  return {
    text: shown.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table style="border-collapse:collapse;margin:0 0 16px">${shown
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

/** The link to the unit's page. */
function viewLink(url: string, label: string) {
  return {
    text: `${label}: ${url}`,
    html: `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:#0b4f6c">${escapeHtml(label)}</a></p>`,
  };
}

/** A reservation request as the mails show it. */
export interface ReservationMailInput {
  unit: Omit<RentalUnit, 'periods'>;
  period: { type: RentalPeriodType; start: string; end: string; nights: number; price: number };
  request: {
    adults: number;
    children: number;
    pets: number;
    name: string;
    email: string;
    phone: string;
    address: string;
    remarks: string;
    locale: Locale;
  };
}

/** The rows of a reservation in a language: unit, period, party, contact, price. */
function reservationRows(input: ReservationMailInput, locale: Locale, withContact: boolean) {
  const w = WORDS[locale];
  const { unit, period, request } = input;
  const energy = Math.round(unit.costs.energyPerNight * period.nights * 100) / 100;
  const total = Math.round((period.price + unit.costs.cleaning + energy) * 100) / 100;
  const rows: [string, string][] = [
    [w.fields.unit, unitName(unit, locale)],
    [
      w.fields.period,
      `${w.periods[period.type]}, ${day(period.start)} – ${day(period.end)} (${w.fields.nights(period.nights)})`,
    ],
    [w.fields.party, w.fields.partyValue(request.adults, request.children, request.pets)],
  ];
  if (withContact) {
    rows.push(
      [w.fields.name, request.name],
      [w.fields.email, request.email],
      [w.fields.phone, request.phone],
      [w.fields.address, request.address],
      ['Taal / langue / language / Sprache', request.locale],
    );
  }
  rows.push(
    [w.fields.rent, euro(period.price)],
    [w.fields.cleaning, euro(unit.costs.cleaning)],
    [w.fields.energy, euro(energy)],
    [w.fields.total, euro(total)],
    [w.fields.deposit, euro(unit.costs.deposit)],
    [w.fields.remarks, request.remarks],
  );
  return rows;
}

/** The mail to the visitor: their request, the period under option, the price; in their language. */
export function reservationVisitorMail(from: MailSite, input: ReservationMailInput): OutgoingMail {
  const locale = input.request.locale;
  const w = WORDS[locale];
  const name = unitName(input.unit, locale);
  const rows = table(reservationRows(input, locale, false));
  const link = viewLink(unitUrl(from.origin, locale, input.unit.id), w.view);
  const intro = w.visitorIntro(name, day(input.period.start), day(input.period.end));
  return assemble(from, locale, input.request.email, w.visitorSubject(name), {
    text: [w.greeting(input.request.name), intro, rows.text, w.visitorNext, link.text],
    html: [
      para(w.greeting(input.request.name)),
      para(intro),
      rows.html,
      para(w.visitorNext),
      link.html,
    ],
  });
}

/** The mail to the agency: the whole request, in the site's language, replying to the visitor. */
export function reservationAgencyMail(from: MailSite, input: ReservationMailInput): OutgoingMail {
  const locale = from.site.settings.defaultLocale;
  const w = WORDS[locale];
  const name = unitName(input.unit, locale);
  const rows = table(reservationRows(input, locale, true));
  const link = viewLink(unitUrl(from.origin, locale, input.unit.id), w.view);
  return assemble(
    from,
    locale,
    from.site.email,
    w.agencySubject(name, day(input.period.start), day(input.period.end)),
    {
      text: [w.agencyIntro, rows.text, link.text],
      html: [para(w.agencyIntro), rows.html, link.html],
    },
    { replyTo: mailbox(input.request.name, input.request.email) },
  );
}

/** An enquiry as the mails show it. */
export interface EnquiryMailInput {
  unit: Omit<RentalUnit, 'periods'>;
  request: {
    arrival: string;
    departure: string;
    persons: number;
    name: string;
    email: string;
    phone: string;
    message: string;
    locale: Locale;
  };
}

function enquiryRows(input: EnquiryMailInput, locale: Locale, withContact: boolean) {
  const w = WORDS[locale];
  const { request } = input;
  const rows: [string, string][] = [
    [w.fields.unit, unitName(input.unit, locale)],
    [w.fields.period, `${day(request.arrival)} – ${day(request.departure)}`],
    [w.fields.persons, String(request.persons)],
  ];
  if (withContact) {
    rows.push(
      [w.fields.name, request.name],
      [w.fields.email, request.email],
      [w.fields.phone, request.phone],
      ['Taal / langue / language / Sprache', request.locale],
    );
  }
  rows.push([w.fields.remarks, request.message]);
  return rows;
}

/** The mail to the visitor of an enquiry, in their language. */
export function enquiryVisitorMail(from: MailSite, input: EnquiryMailInput): OutgoingMail {
  const locale = input.request.locale;
  const w = WORDS[locale];
  const name = unitName(input.unit, locale);
  const rows = table(enquiryRows(input, locale, false));
  const link = viewLink(unitUrl(from.origin, locale, input.unit.id), w.view);
  const intro = w.enquiryVisitorIntro(
    name,
    day(input.request.arrival),
    day(input.request.departure),
  );
  return assemble(from, locale, input.request.email, w.enquiryVisitorSubject(name), {
    text: [w.greeting(input.request.name), intro, rows.text, link.text],
    html: [para(w.greeting(input.request.name)), para(intro), rows.html, link.html],
  });
}

/** The mail to the agency of an enquiry, in the site's language, replying to the visitor. */
export function enquiryAgencyMail(from: MailSite, input: EnquiryMailInput): OutgoingMail {
  const locale = from.site.settings.defaultLocale;
  const w = WORDS[locale];
  const name = unitName(input.unit, locale);
  const rows = table(enquiryRows(input, locale, true));
  const link = viewLink(unitUrl(from.origin, locale, input.unit.id), w.view);
  return assemble(
    from,
    locale,
    from.site.email,
    w.enquiryAgencySubject(name, day(input.request.arrival), day(input.request.departure)),
    {
      text: [w.enquiryAgencyIntro, rows.text, link.text],
      html: [para(w.enquiryAgencyIntro), rows.html, link.html],
    },
    { replyTo: mailbox(input.request.name, input.request.email) },
  );
}
