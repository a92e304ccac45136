/**
 * The e-mails of viewing appointments (issue 12): to the visitor, the confirmation of a booking
 * (date and time in their language and in Europe/Brussels time, the estate, its address, the
 * agent, an `.ics` invitation made with the `ics` library, and the cancel link) and of its
 * cancellation (an `.ics` that cancels the same event); to the agency, a notice of each booking
 * and cancellation; for a viewing request, the agency's mail and the visitor's acknowledgement.
 * Rendered when the request is accepted and kept in the outbox as they are; everything a visitor
 * typed is escaped in the HTML.
 */
import { createEvent, type EventAttributes } from 'ics';
import type { AgendaRepresentative, Locale } from 'shared/domain';
import type { DayPart } from 'shared/forms';
import {
  assemble,
  mailbox,
  button,
  escapeHtml,
  para,
  type MailAttachment,
  type MailSite,
  type OutgoingMail,
} from '../engagement/mails';

/** What the mails say of a booked viewing. */
export interface AppointmentMailInput {
  /** The secret id (only in the visitor's links) and the event's UID base. */
  uidBase: string;
  start: number;
  end: number;
  timeZone: string;
  /** The estate's title in the mail's language, its address and absolute detail page URL. */
  estate: { title: string; address: string; url: string };
  representative: AgendaRepresentative;
  visitor: { name: string; email: string; phone: string; message: string; locale: Locale };
  /** The absolute cancel link. */
  cancelUrl: string;
}

interface Words {
  greeting: (name: string) => string;
  bookedSubject: (when: string) => string;
  bookedIntro: (title: string) => string;
  when: string;
  address: string;
  agent: string;
  estate: string;
  yourMessage: string;
  calendar: string;
  cancelIntro: string;
  cancelButton: string;
  view: string;
  eventTitle: (title: string) => string;
  cancelledSubject: (when: string) => string;
  cancelledIntro: (title: string, when: string) => string;
  agencyBookedSubject: (title: string, when: string) => string;
  agencyBookedIntro: string;
  agencyCancelledSubject: (title: string, when: string) => string;
  agencyCancelledIntro: string;
  fields: { name: string; email: string; phone: string; message: string; language: string };
  requestSubject: (title: string) => string;
  requestIntro: (title: string) => string;
  requestAnswer: string;
  agencyRequestSubject: (title: string) => string;
  agencyRequestIntro: string;
  preferredDays: string;
  dayParts: string;
  parts: Record<DayPart, string>;
}

const WORDS: Record<Locale, Words> = {
  nl: {
    greeting: (name) => `Beste ${name},`,
    bookedSubject: (when) => `Uw bezichtiging op ${when}`,
    bookedIntro: (title) => `Uw bezichtiging van ${title} is geboekt.`,
    when: 'Wanneer',
    address: 'Adres',
    agent: 'Uw contactpersoon',
    estate: 'Pand',
    yourMessage: 'Uw bericht',
    calendar: 'De bijlage zet de afspraak in uw agenda.',
    cancelIntro: 'Kunt u toch niet komen? Annuleer de afspraak met deze link:',
    cancelButton: 'Afspraak annuleren',
    view: 'Bekijk het pand',
    eventTitle: (title) => `Bezichtiging: ${title}`,
    cancelledSubject: (when) => `Uw bezichtiging op ${when} is geannuleerd`,
    cancelledIntro: (title, when) =>
      `Uw bezichtiging van ${title} op ${when} is geannuleerd. Het tijdstip is weer vrij.`,
    agencyBookedSubject: (title, when) => `Nieuwe bezichtiging: ${title}, ${when}`,
    agencyBookedIntro: 'Een bezoeker boekte een bezichtiging via de website.',
    agencyCancelledSubject: (title, when) => `Bezichtiging geannuleerd: ${title}, ${when}`,
    agencyCancelledIntro: 'De bezoeker annuleerde deze bezichtiging via de link in de bevestiging.',
    fields: {
      name: 'Naam',
      email: 'E-mail',
      phone: 'Telefoon',
      message: 'Bericht',
      language: 'Taal',
    },
    requestSubject: (title) => `Uw aanvraag voor een bezichtiging van ${title}`,
    requestIntro: (title) => `Bedankt voor uw aanvraag voor een bezichtiging van ${title}.`,
    requestAnswer:
      'Ons kantoor neemt zo snel mogelijk contact met u op om een tijdstip af te spreken.',
    agencyRequestSubject: (title) => `Aanvraag voor een bezichtiging: ${title}`,
    agencyRequestIntro:
      'Een bezoeker vraagt een bezichtiging aan via de website. Spreek een tijdstip af per telefoon of e-mail.',
    preferredDays: 'Voorkeursdagen',
    dayParts: 'Momenten van de dag',
    parts: { morning: 'voormiddag', afternoon: 'namiddag', evening: 'avond' },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    bookedSubject: (when) => `Votre visite le ${when}`,
    bookedIntro: (title) => `Votre visite de ${title} est réservée.`,
    when: 'Quand',
    address: 'Adresse',
    agent: 'Votre contact',
    estate: 'Bien',
    yourMessage: 'Votre message',
    calendar: 'La pièce jointe ajoute le rendez-vous à votre agenda.',
    cancelIntro: 'Vous ne pouvez pas venir ? Annulez le rendez-vous avec ce lien :',
    cancelButton: 'Annuler le rendez-vous',
    view: 'Voir le bien',
    eventTitle: (title) => `Visite : ${title}`,
    cancelledSubject: (when) => `Votre visite du ${when} est annulée`,
    cancelledIntro: (title, when) =>
      `Votre visite de ${title} le ${when} est annulée. Le créneau est de nouveau libre.`,
    agencyBookedSubject: (title, when) => `Nouvelle visite : ${title}, ${when}`,
    agencyBookedIntro: 'Un visiteur a réservé une visite via le site.',
    agencyCancelledSubject: (title, when) => `Visite annulée : ${title}, ${when}`,
    agencyCancelledIntro: 'Le visiteur a annulé cette visite avec le lien de sa confirmation.',
    fields: {
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      message: 'Message',
      language: 'Langue',
    },
    requestSubject: (title) => `Votre demande de visite de ${title}`,
    requestIntro: (title) => `Merci pour votre demande de visite de ${title}.`,
    requestAnswer: 'Notre agence vous contacte au plus vite pour convenir d’un moment.',
    agencyRequestSubject: (title) => `Demande de visite : ${title}`,
    agencyRequestIntro:
      'Un visiteur demande une visite via le site. Convenez d’un moment par téléphone ou par e-mail.',
    preferredDays: 'Jours souhaités',
    dayParts: 'Moments de la journée',
    parts: { morning: 'matin', afternoon: 'après-midi', evening: 'soir' },
  },
  en: {
    greeting: (name) => `Dear ${name},`,
    bookedSubject: (when) => `Your viewing on ${when}`,
    bookedIntro: (title) => `Your viewing of ${title} is booked.`,
    when: 'When',
    address: 'Address',
    agent: 'Your contact',
    estate: 'Property',
    yourMessage: 'Your message',
    calendar: 'The attachment adds the appointment to your calendar.',
    cancelIntro: 'Cannot make it after all? Cancel the appointment with this link:',
    cancelButton: 'Cancel the appointment',
    view: 'View the property',
    eventTitle: (title) => `Viewing: ${title}`,
    cancelledSubject: (when) => `Your viewing on ${when} is cancelled`,
    cancelledIntro: (title, when) =>
      `Your viewing of ${title} on ${when} is cancelled. The time is free again.`,
    agencyBookedSubject: (title, when) => `New viewing: ${title}, ${when}`,
    agencyBookedIntro: 'A visitor booked a viewing on the website.',
    agencyCancelledSubject: (title, when) => `Viewing cancelled: ${title}, ${when}`,
    agencyCancelledIntro: 'The visitor cancelled this viewing with the link of their confirmation.',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
      language: 'Language',
    },
    requestSubject: (title) => `Your request to view ${title}`,
    requestIntro: (title) => `Thank you for your request to view ${title}.`,
    requestAnswer: 'Our office will contact you as soon as possible to agree on a time.',
    agencyRequestSubject: (title) => `Viewing request: ${title}`,
    agencyRequestIntro:
      'A visitor asks for a viewing on the website. Please agree on a time by phone or e-mail.',
    preferredDays: 'Preferred days',
    dayParts: 'Parts of the day',
    parts: { morning: 'morning', afternoon: 'afternoon', evening: 'evening' },
  },
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    bookedSubject: (when) => `Ihre Besichtigung am ${when}`,
    bookedIntro: (title) => `Ihre Besichtigung von ${title} ist gebucht.`,
    when: 'Wann',
    address: 'Adresse',
    agent: 'Ihr Ansprechpartner',
    estate: 'Immobilie',
    yourMessage: 'Ihre Nachricht',
    calendar: 'Der Anhang trägt den Termin in Ihren Kalender ein.',
    cancelIntro: 'Sie können doch nicht kommen? Sagen Sie den Termin mit diesem Link ab:',
    cancelButton: 'Termin absagen',
    view: 'Immobilie ansehen',
    eventTitle: (title) => `Besichtigung: ${title}`,
    cancelledSubject: (when) => `Ihre Besichtigung am ${when} ist abgesagt`,
    cancelledIntro: (title, when) =>
      `Ihre Besichtigung von ${title} am ${when} ist abgesagt. Der Termin ist wieder frei.`,
    agencyBookedSubject: (title, when) => `Neue Besichtigung: ${title}, ${when}`,
    agencyBookedIntro: 'Ein Besucher hat über die Website eine Besichtigung gebucht.',
    agencyCancelledSubject: (title, when) => `Besichtigung abgesagt: ${title}, ${when}`,
    agencyCancelledIntro:
      'Der Besucher hat diese Besichtigung mit dem Link seiner Bestätigung abgesagt.',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      message: 'Nachricht',
      language: 'Sprache',
    },
    requestSubject: (title) => `Ihre Anfrage zur Besichtigung von ${title}`,
    requestIntro: (title) => `Danke für Ihre Anfrage zur Besichtigung von ${title}.`,
    requestAnswer: 'Unser Büro meldet sich so bald wie möglich, um einen Termin zu vereinbaren.',
    agencyRequestSubject: (title) => `Besichtigungsanfrage: ${title}`,
    agencyRequestIntro:
      'Ein Besucher bittet über die Website um eine Besichtigung. Bitte vereinbaren Sie einen Termin per Telefon oder E-Mail.',
    preferredDays: 'Wunschtage',
    dayParts: 'Tageszeiten',
    parts: { morning: 'Vormittag', afternoon: 'Nachmittag', evening: 'Abend' },
  },
};

/**
 * A slot in words in a language and time zone, e.g. 'dinsdag 1 december 2026, 09:30–10:00'
 * (Intl; 24-hour clock).
 * @param start, end ms since the epoch
 */
export function slotText(start: number, end: number, locale: Locale, timeZone: string): string {
  const day = new Intl.DateTimeFormat(`${locale}-BE`, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat(`${locale}-BE`, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time.format(start)}–${time.format(end)}`;
}

/** A day 'YYYY-MM-DD' in words, e.g. 'dinsdag 1 december 2026'. */
export function dayText(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${locale}-BE`, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The agent in one line: name, phone, e-mail. */
const agentLine = (rep: AgendaRepresentative) =>
  [rep.name, rep.phone, rep.email].filter(Boolean).join(' · ');

/** A table of label/value rows (empty values left out), as text and HTML. */
function rows(pairs: [string, string][]) {
  const shown = pairs.filter(([, value]) => value !== '');
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

/**
 * The `.ics` of an appointment (RFC 5545, made by the `ics` library): one event with a stable UID,
 * published (`status` CONFIRMED) or cancelled (METHOD:CANCEL, STATUS:CANCELLED, a higher
 * SEQUENCE), so a calendar that imported the first one removes it.
 * @throws Error when the library refuses the event (never for the values this module passes)
 */
export function appointmentIcs(
  from: MailSite,
  input: AppointmentMailInput,
  locale: Locale,
  cancelled = false,
): MailAttachment {
  const w = WORDS[locale];
  const attributes: EventAttributes = {
    productId: `-//${from.site.name}//viewing appointments//${locale.toUpperCase()}`,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: `${input.uidBase}@${from.site.hostname}`,
    sequence: cancelled ? 1 : 0,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: input.start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: w.eventTitle(input.estate.title),
    description: [
      `${w.agent}: ${agentLine(input.representative)}`,
      `${w.view}: ${input.estate.url}`,
      `${w.cancelButton}: ${input.cancelUrl}`,
    ].join('\n'),
    location: input.estate.address,
    url: input.estate.url,
    organizer: { name: from.site.name, email: from.site.email },
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('the calendar event could not be made');
  return {
    filename: cancelled ? 'viewing-cancelled.ics' : 'viewing.ics',
    content: value,
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
  };
}

/** The visitor's confirmation of a booking, in their language, with the `.ics` and cancel link. */
export function appointmentBookedMail(from: MailSite, input: AppointmentMailInput): OutgoingMail {
  const locale = input.visitor.locale;
  const w = WORDS[locale];
  const when = slotText(input.start, input.end, locale, input.timeZone);
  const table = rows([
    [w.when, when],
    [w.estate, input.estate.title],
    [w.address, input.estate.address],
    [w.agent, agentLine(input.representative)],
    [w.yourMessage, input.visitor.message],
  ]);
  return assemble(
    from,
    locale,
    input.visitor.email,
    w.bookedSubject(when),
    {
      text: [
        w.greeting(input.visitor.name),
        w.bookedIntro(input.estate.title),
        table.text,
        `${w.view}: ${input.estate.url}`,
        w.calendar,
        `${w.cancelIntro}\n${input.cancelUrl}`,
      ],
      html: [
        para(w.greeting(input.visitor.name)),
        para(w.bookedIntro(input.estate.title)),
        table.html,
        button(input.estate.url, w.view),
        para(w.calendar),
        para(w.cancelIntro),
        button(input.cancelUrl, w.cancelButton),
      ],
    },
    { attachments: [appointmentIcs(from, input, locale)] },
  );
}

/** The visitor's confirmation of a cancellation, with the `.ics` that removes the event. */
export function appointmentCancelledMail(
  from: MailSite,
  input: AppointmentMailInput,
): OutgoingMail {
  const locale = input.visitor.locale;
  const w = WORDS[locale];
  const when = slotText(input.start, input.end, locale, input.timeZone);
  return assemble(
    from,
    locale,
    input.visitor.email,
    w.cancelledSubject(when),
    {
      text: [w.greeting(input.visitor.name), w.cancelledIntro(input.estate.title, when)],
      html: [
        para(w.greeting(input.visitor.name)),
        para(w.cancelledIntro(input.estate.title, when)),
      ],
    },
    { attachments: [appointmentIcs(from, input, locale, true)] },
  );
}

/**
 * The agency's notice of a booking or a cancellation: in the site's default language, to the
 * site's address, replying to the visitor.
 */
export function appointmentAgencyMail(
  from: MailSite,
  input: AppointmentMailInput,
  event: 'booked' | 'cancelled',
): OutgoingMail {
  const locale = from.site.settings.defaultLocale;
  const w = WORDS[locale];
  const when = slotText(input.start, input.end, locale, input.timeZone);
  const table = rows([
    [w.when, when],
    [w.estate, `${input.estate.title} – ${input.estate.url}`],
    [w.address, input.estate.address],
    [w.agent, agentLine(input.representative)],
    [w.fields.name, input.visitor.name],
    [w.fields.email, input.visitor.email],
    [w.fields.phone, input.visitor.phone],
    [w.fields.language, input.visitor.locale],
    [w.fields.message, input.visitor.message],
  ]);
  const booked = event === 'booked';
  const subject = booked
    ? w.agencyBookedSubject(input.estate.title, when)
    : w.agencyCancelledSubject(input.estate.title, when);
  const intro = booked ? w.agencyBookedIntro : w.agencyCancelledIntro;
  return assemble(
    from,
    locale,
    from.site.email,
    subject,
    { text: [intro, table.text], html: [para(intro), table.html] },
    { replyTo: mailbox(input.visitor.name, input.visitor.email) },
  );
}

/** What the mails of a viewing request say. */
export interface ViewingRequestMailInput {
  estate: { title: string; address: string; url: string };
  preferredDays: readonly string[];
  dayParts: readonly DayPart[];
  visitor: { name: string; email: string; phone: string; message: string; locale: Locale };
}

function requestRows(input: ViewingRequestMailInput, locale: Locale) {
  const w = WORDS[locale];
  return [
    [w.preferredDays, input.preferredDays.map((day) => dayText(day, locale)).join('\n')],
    [w.dayParts, input.dayParts.map((part) => w.parts[part]).join(', ')],
  ] as [string, string][];
}

/** The visitor's acknowledgement of a viewing request: the office will contact them. */
export function viewingRequestVisitorMail(
  from: MailSite,
  input: ViewingRequestMailInput,
): OutgoingMail {
  const locale = input.visitor.locale;
  const w = WORDS[locale];
  const table = rows([
    [w.estate, input.estate.title],
    ...requestRows(input, locale),
    [w.yourMessage, input.visitor.message],
  ]);
  return assemble(from, locale, input.visitor.email, w.requestSubject(input.estate.title), {
    text: [
      w.greeting(input.visitor.name),
      w.requestIntro(input.estate.title),
      table.text,
      w.requestAnswer,
      `${w.view}: ${input.estate.url}`,
    ],
    html: [
      para(w.greeting(input.visitor.name)),
      para(w.requestIntro(input.estate.title)),
      table.html,
      para(w.requestAnswer),
      button(input.estate.url, w.view),
    ],
  });
}

/** The agency's mail of a viewing request (default language, replying to the visitor). */
export function viewingRequestAgencyMail(
  from: MailSite,
  input: ViewingRequestMailInput,
): OutgoingMail {
  const locale = from.site.settings.defaultLocale;
  const w = WORDS[locale];
  const table = rows([
    [w.estate, `${input.estate.title} – ${input.estate.url}`],
    [w.address, input.estate.address],
    ...requestRows(input, locale),
    [w.fields.name, input.visitor.name],
    [w.fields.email, input.visitor.email],
    [w.fields.phone, input.visitor.phone],
    [w.fields.language, input.visitor.locale],
    [w.fields.message, input.visitor.message],
  ]);
  return assemble(
    from,
    locale,
    from.site.email,
    w.agencyRequestSubject(input.estate.title),
    { text: [w.agencyRequestIntro, table.text], html: [para(w.agencyRequestIntro), table.html] },
    { replyTo: mailbox(input.visitor.name, input.visitor.email) },
  );
}
