/**
 * The e-mails of viewing appointments (SPEC: agenda): to the visitor, the confirmation of a
 * booking (date and time in their language and in Europe/Brussels time, the estate, its address,
 * the agent, an `.ics` invitation made with the `ics` library, and the cancel link) and of its
 * cancellation (an `.ics` that cancels the same event); to the agency, a notice of each booking
 * and cancellation; for a viewing request, the agency's mail and the visitor's acknowledgement.
 * Rendered (api/src/mail: React components, words from the `mail` i18next namespace) when the
 * request is accepted and kept in the outbox as they are; React escapes what a visitor typed. The
 * visitor's address is not verified: their mails leave out what they typed with a web or e-mail
 * address in it (mail/unverified.ts); the agency's keep everything.
 */
import type { TFunction } from 'i18next';
import { createEvent, type EventAttributes } from 'ics';
import type { Locale } from 'shared/domain';
import { dateTimeFormat } from 'shared/format';
import { slotWords, type AgendaRepresentative, type DayPart } from '../contract';
import { agencyMail, visitorMail, type MailWords, type VisitorMailWords } from '../mail/compose';
import type { MailBlock } from '../mail/document';
import { elisionContext, mailT } from '../mail/i18n';
import type { MailAttachment, MailSite, OutgoingMail } from '../engagement/mails';

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
  /**
   * The visitor's mail of a booking waiting for its e-mail address: the confirmation link and
   * how long the booking holds the slot until then, in minutes.
   */
  confirm?: { url: string; minutes: number };
}

/** A day 'YYYY-MM-DD' in words, e.g. 'dinsdag 1 december 2026'. */
export function dayText(day: string, locale: Locale): string {
  return dateTimeFormat(`${locale}-BE`, {
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

/** The French elision context of an estate title ("visite d'Appartement…"). */
const titled = (title: string) => ({ title, context: elisionContext(title) });

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
  const t = mailT(locale);
  const field = (label: string, value: string) => t('common.field', { label, value });
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
    title: t('agenda.eventTitle', { title: input.estate.title }),
    description: [
      field(t('agenda.agent'), agentLine(input.representative)),
      field(t('common.view'), input.estate.url),
      field(t('agenda.cancelButton'), input.cancelUrl),
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

/** The estate's title and link, then its address: the first rows of an agency's mail. */
function estateRows(estate: AppointmentMailInput['estate'], t: TFunction): [string, string][] {
  return [
    [t('agenda.estate'), `${estate.title} – ${estate.url}`],
    [t('agenda.address'), estate.address],
  ];
}

/**
 * A mail to the visitor about their appointment: the subject names the slot, the `.ics` publishes
 * or cancels the event.
 * @param blocks the body after the greeting, from the mail's words and the slot in words
 * @throws Error when the `.ics` cannot be made (see `appointmentIcs`)
 */
function appointmentVisitorMail(
  from: MailSite,
  input: AppointmentMailInput,
  cancelled: boolean,
  blocks: (words: VisitorMailWords, when: string) => MailBlock[],
): Promise<OutgoingMail> {
  return visitorMail(from, input.visitor, (words) => {
    const when = slotWords(input.start, input.end, words.locale, input.timeZone);
    return {
      subject: words.t(cancelled ? 'agenda.cancelledSubject' : 'agenda.bookedSubject', { when }),
      blocks: blocks(words, when),
      attachments: [appointmentIcs(from, input, words.locale, cancelled)],
    };
  });
}

/**
 * The visitor's confirmation of a booking, in their language, with the `.ics` and cancel link.
 * @returns the rendered mail
 * @throws Error when the `.ics` cannot be made (see `appointmentIcs`)
 */
export function appointmentBookedMail(
  from: MailSite,
  input: AppointmentMailInput,
): Promise<OutgoingMail> {
  return appointmentVisitorMail(from, input, false, ({ t, copy }, when) => [
    { kind: 'text', text: t('agenda.bookedIntro', titled(input.estate.title)) },
    ...(input.confirm
      ? ([
          { kind: 'text', text: t('agenda.confirmIntro', { minutes: input.confirm.minutes }) },
          { kind: 'button', href: input.confirm.url, label: t('agenda.confirmButton') },
        ] as const)
      : []),
    {
      kind: 'rows',
      rows: [
        [t('agenda.when'), when],
        [t('agenda.estate'), input.estate.title],
        [t('agenda.address'), input.estate.address],
        [t('agenda.agent'), agentLine(input.representative)],
        [t('agenda.yourMessage'), copy.text(input.visitor.message)],
      ],
    },
    ...copy.notice(),
    { kind: 'button', href: input.estate.url, label: t('common.view') },
    { kind: 'text', text: t('agenda.calendar') },
    { kind: 'text', text: t('agenda.cancelIntro') },
    { kind: 'button', href: input.cancelUrl, label: t('agenda.cancelButton') },
  ]);
}

/**
 * The visitor's confirmation of a cancellation, with the `.ics` that removes the event.
 * @returns the rendered mail
 */
export function appointmentCancelledMail(
  from: MailSite,
  input: AppointmentMailInput,
): Promise<OutgoingMail> {
  return appointmentVisitorMail(from, input, true, ({ t, copy }, when) => [
    { kind: 'text', text: t('agenda.cancelledIntro', { ...titled(input.estate.title), when }) },
    ...copy.notice(),
  ]);
}

/** The rows about the visitor in an agency's mail, in the agency's language. */
function visitorRows(visitor: AppointmentMailInput['visitor'], t: TFunction): [string, string][] {
  return [
    [t('agenda.fields.name'), visitor.name],
    [t('agenda.fields.email'), visitor.email],
    [t('agenda.fields.phone'), visitor.phone],
    [t('agenda.fields.language'), visitor.locale],
    [t('agenda.fields.message'), visitor.message],
  ];
}

/**
 * The agency's notice of a booking or a cancellation: in the site's default language, to the
 * site's address, replying to the visitor.
 * @returns the rendered mail
 */
export function appointmentAgencyMail(
  from: MailSite,
  input: AppointmentMailInput,
  event: 'booked' | 'cancelled',
): Promise<OutgoingMail> {
  return agencyMail(from, input.visitor, ({ locale, t }) => {
    const when = slotWords(input.start, input.end, locale, input.timeZone);
    const booked = event === 'booked';
    const words = { title: input.estate.title, when };
    return {
      subject: booked
        ? t('agenda.agencyBookedSubject', words)
        : t('agenda.agencyCancelledSubject', words),
      blocks: [
        {
          kind: 'text',
          text: booked ? t('agenda.agencyBookedIntro') : t('agenda.agencyCancelledIntro'),
        },
        {
          kind: 'rows',
          rows: [
            [t('agenda.when'), when],
            ...estateRows(input.estate, t),
            [t('agenda.agent'), agentLine(input.representative)],
            ...visitorRows(input.visitor, t),
          ],
        },
      ],
    };
  });
}

/** What the mails of a viewing request say. */
export interface ViewingRequestMailInput {
  estate: { title: string; address: string; url: string };
  preferredDays: readonly string[];
  dayParts: readonly DayPart[];
  visitor: { name: string; email: string; phone: string; message: string; locale: Locale };
}

/** The preferred days and parts of the day of a request, in the mail's language. */
function requestRows(input: ViewingRequestMailInput, { locale, t }: MailWords): [string, string][] {
  return [
    [t('agenda.preferredDays'), input.preferredDays.map((day) => dayText(day, locale)).join('\n')],
    [t('agenda.dayParts'), input.dayParts.map((part) => t(`agenda.parts.${part}`)).join(', ')],
  ];
}

/**
 * The visitor's acknowledgement of a viewing request: the office will contact them.
 * @returns the rendered mail
 */
export function viewingRequestVisitorMail(
  from: MailSite,
  input: ViewingRequestMailInput,
): Promise<OutgoingMail> {
  return visitorMail(from, input.visitor, (words) => {
    const { t, copy } = words;
    return {
      subject: t('agenda.requestSubject', titled(input.estate.title)),
      blocks: [
        { kind: 'text', text: t('agenda.requestIntro', titled(input.estate.title)) },
        {
          kind: 'rows',
          rows: [
            [t('agenda.estate'), input.estate.title],
            ...requestRows(input, words),
            [t('agenda.yourMessage'), copy.text(input.visitor.message)],
          ],
        },
        ...copy.notice(),
        { kind: 'text', text: t('agenda.requestAnswer') },
        { kind: 'button', href: input.estate.url, label: t('common.view') },
      ],
    };
  });
}

/**
 * The agency's mail of a viewing request (default language, replying to the visitor).
 * @returns the rendered mail
 */
export function viewingRequestAgencyMail(
  from: MailSite,
  input: ViewingRequestMailInput,
): Promise<OutgoingMail> {
  return agencyMail(from, input.visitor, (words) => {
    const { t } = words;
    return {
      subject: t('agenda.agencyRequestSubject', { title: input.estate.title }),
      blocks: [
        { kind: 'text', text: t('agenda.agencyRequestIntro') },
        {
          kind: 'rows',
          rows: [
            ...estateRows(input.estate, t),
            ...requestRows(input, words),
            ...visitorRows(input.visitor, t),
          ],
        },
      ],
    };
  });
}
