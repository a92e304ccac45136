/**
 * The holiday rental e-mails (SPEC: holiday rentals), through the engagement outbox: a
 * reservation request (the period under option) and an enquiry with wished dates, each to the
 * visitor in their language and to the agency in the site's language, replying to the visitor.
 * Multipart (text and HTML), signed with the agency's name and address, the unit's link absolute
 * on the site's origin. Rendered with api/src/mail (React components, words and plural forms from
 * the `mail` i18next namespace, money and dates from shared/format); React escapes what the
 * visitor typed. The visitor's address is not verified: their mails leave out what they typed with
 * a web or e-mail address in it (mail/unverified.ts); the agency's keep everything.
 */
import type { Locale } from 'shared/domain';
import type {
  RentalEnquiryRequest,
  RentalPeriodType,
  RentalUnit,
  ReservationRequest,
} from '../contract';
import { formatDate, formatMoney, localized } from 'shared/format';
import { buildPath } from 'shared/routes';
import type { LinkBlock } from '../mail/document';
import { agencyMail, visitorMail, type MailWords } from '../mail/compose';
import { elisionContext, mailT } from '../mail/i18n';
import type { UnverifiedCopy } from '../mail/unverified';
import type { MailSite, OutgoingMail } from '../engagement/mails';

/**
 * The address of a unit's page (SPEC §2 `/{lang}/{holiday}/{rentalUnitId}`, the route table of
 * shared/routes), e.g. 'http://localhost:3000/en/holiday/501'.
 */
export function unitUrl(origin: string, locale: Locale, unitId: number): string {
  return `${origin}${buildPath('holiday', locale, { rentalUnitId: unitId })}`;
}

/**
 * The unit's name in a language: its rentalName, else its kind and municipality. A text missing in
 * `locale` takes the Dutch one (the feed's first language), since a subject needs a name.
 */
function unitName(unit: Omit<RentalUnit, 'periods'>, locale: Locale): string {
  const pick = (text: Parameters<typeof localized>[0]) =>
    localized(text, locale) || localized(text, 'nl');
  return (
    pick(unit.general.rentalName) ||
    `${pick(unit.general.subKind.name)} ${pick(unit.general.city.name)}`
  );
}

/** The words of a unit's name, with the French elision context of "de" before it. */
const named = (unit: string) => ({ unit, context: elisionContext(unit) });

/** A stay's first and last day as the mails write them, for the `start` and `end` of a text. */
const stayDates = (start: string, end: string) => ({
  start: formatDate(start),
  end: formatDate(end),
});

/** The link to the unit's page at the end of every holiday mail. */
const unitLink = (from: MailSite, { locale, t }: MailWords, unitId: number): LinkBlock => ({
  kind: 'link',
  href: unitUrl(from.origin, locale, unitId),
  label: t('holiday.view'),
});

/**
 * The visitor's contact rows of the agency's copy (the visitor's own mail has none): name,
 * e-mail, phone, postal address when the form asks for one, and the language they wrote in.
 */
function contactRows(
  request: { name: string; email: string; phone: string; address?: string; locale: Locale },
  locale: Locale,
): [string, string][] {
  const t = mailT(locale);
  return [
    [t('holiday.fields.name'), request.name],
    [t('holiday.fields.email'), request.email],
    [t('holiday.fields.phone'), request.phone],
    ...(request.address === undefined
      ? []
      : [[t('holiday.fields.address'), request.address] as [string, string]]),
    [t('common.language'), request.locale],
  ];
}

/** A reservation request as the mails show it. */
export interface ReservationMailInput {
  unit: Omit<RentalUnit, 'periods'>;
  period: { type: RentalPeriodType; start: string; end: string; nights: number; price: number };
  request: Pick<
    ReservationRequest,
    'adults' | 'children' | 'pets' | 'name' | 'email' | 'phone' | 'address' | 'remarks' | 'locale'
  >;
  /**
   * The visitor's mail of an option waiting for its e-mail address: the confirmation link and
   * how long the option holds the period until then, in minutes.
   */
  confirm?: { url: string; minutes: number };
}

/**
 * The rows of a reservation in a language: unit, period, party, contact, price, remarks.
 * @param copy for the visitor's mail: no contact rows, the remarks through the filter of
 *   mail/unverified.ts; none for the agency's, which shows everything
 */
function reservationRows(
  input: ReservationMailInput,
  locale: Locale,
  copy?: UnverifiedCopy,
): [string, string][] {
  const t = mailT(locale);
  const { unit, period, request } = input;
  const energy = Math.round(unit.costs.energyPerNight * period.nights * 100) / 100;
  const total = Math.round((period.price + unit.costs.cleaning + energy) * 100) / 100;
  const rows: [string, string][] = [
    [t('holiday.fields.unit'), unitName(unit, locale)],
    [
      t('holiday.fields.period'),
      t('holiday.periodValue', {
        period: t(`holiday.periods.${period.type}`),
        start: formatDate(period.start),
        end: formatDate(period.end),
        nights: t('holiday.nights', { count: period.nights }),
      }),
    ],
    [
      t('holiday.fields.party'),
      [
        t('holiday.adults', { count: request.adults }),
        t('holiday.children', { count: request.children }),
        t('holiday.pets', { count: request.pets }),
      ].join(', '),
    ],
  ];
  if (!copy) rows.push(...contactRows(request, locale));
  rows.push(
    [t('holiday.fields.rent'), formatMoney(period.price)],
    [t('holiday.fields.cleaning'), formatMoney(unit.costs.cleaning)],
    [t('holiday.fields.energy'), formatMoney(energy)],
    [t('holiday.fields.total'), formatMoney(total)],
    [t('holiday.fields.deposit'), formatMoney(unit.costs.deposit)],
    [t('holiday.fields.remarks'), copy ? copy.text(request.remarks) : request.remarks],
  );
  return rows;
}

/**
 * The mail to the visitor: their request, the period under option, the price; in their language;
 * with `confirm`, first the link that confirms their address (the option holds only once it is
 * followed).
 * @returns the rendered mail
 */
export function reservationVisitorMail(
  from: MailSite,
  input: ReservationMailInput,
): Promise<OutgoingMail> {
  return visitorMail(from, input.request, (words) => {
    const { locale, t, copy } = words;
    const name = unitName(input.unit, locale);
    const dates = stayDates(input.period.start, input.period.end);
    const rows = reservationRows(input, locale, copy);
    return {
      subject: t('holiday.visitorSubject', named(name)),
      blocks: [
        { kind: 'text', text: t('holiday.visitorIntro', { ...named(name), ...dates }) },
        ...(input.confirm
          ? ([
              { kind: 'text', text: t('holiday.confirmIntro', { minutes: input.confirm.minutes }) },
              { kind: 'button', href: input.confirm.url, label: t('holiday.confirmButton') },
            ] as const)
          : []),
        { kind: 'rows', rows },
        ...copy.notice(),
        { kind: 'text', text: t('holiday.visitorNext') },
        unitLink(from, words, input.unit.id),
      ],
    };
  });
}

/**
 * The mail to the agency: the whole request, in the site's language, replying to the visitor.
 * @returns the rendered mail
 */
export function reservationAgencyMail(
  from: MailSite,
  input: ReservationMailInput,
): Promise<OutgoingMail> {
  return agencyMail(from, input.request, (words) => {
    const { locale, t } = words;
    const name = unitName(input.unit, locale);
    const dates = stayDates(input.period.start, input.period.end);
    return {
      subject: t('holiday.agencySubject', { ...named(name), ...dates }),
      blocks: [
        { kind: 'text', text: t('holiday.agencyIntro') },
        { kind: 'rows', rows: reservationRows(input, locale) },
        unitLink(from, words, input.unit.id),
      ],
    };
  });
}

/** An enquiry as the mails show it. */
export interface EnquiryMailInput {
  unit: Omit<RentalUnit, 'periods'>;
  request: Pick<
    RentalEnquiryRequest,
    'arrival' | 'departure' | 'persons' | 'name' | 'email' | 'phone' | 'message' | 'locale'
  >;
}

/**
 * The rows of an enquiry in a language: unit, dates, persons, contact, message.
 * @param copy for the visitor's mail: no contact rows, the message through the filter of
 *   mail/unverified.ts; none for the agency's, which shows everything
 */
function enquiryRows(
  input: EnquiryMailInput,
  locale: Locale,
  copy?: UnverifiedCopy,
): [string, string][] {
  const t = mailT(locale);
  const { request } = input;
  const rows: [string, string][] = [
    [t('holiday.fields.unit'), unitName(input.unit, locale)],
    [
      t('holiday.fields.period'),
      `${formatDate(request.arrival)} – ${formatDate(request.departure)}`,
    ],
    [t('holiday.fields.persons'), String(request.persons)],
  ];
  if (!copy) rows.push(...contactRows(request, locale));
  rows.push([t('holiday.fields.remarks'), copy ? copy.text(request.message) : request.message]);
  return rows;
}

/**
 * The mail to the visitor of an enquiry, in their language.
 * @returns the rendered mail
 */
export function enquiryVisitorMail(from: MailSite, input: EnquiryMailInput): Promise<OutgoingMail> {
  return visitorMail(from, input.request, (words) => {
    const { locale, t, copy } = words;
    const name = unitName(input.unit, locale);
    const dates = stayDates(input.request.arrival, input.request.departure);
    return {
      subject: t('holiday.enquiryVisitorSubject', named(name)),
      blocks: [
        { kind: 'text', text: t('holiday.enquiryVisitorIntro', { ...named(name), ...dates }) },
        { kind: 'rows', rows: enquiryRows(input, locale, copy) },
        ...copy.notice(),
        unitLink(from, words, input.unit.id),
      ],
    };
  });
}

/**
 * The mail to the agency of an enquiry, in the site's language, replying to the visitor.
 * @returns the rendered mail
 */
export function enquiryAgencyMail(from: MailSite, input: EnquiryMailInput): Promise<OutgoingMail> {
  return agencyMail(from, input.request, (words) => {
    const { locale, t } = words;
    const name = unitName(input.unit, locale);
    const dates = stayDates(input.request.arrival, input.request.departure);
    return {
      subject: t('holiday.enquiryAgencySubject', { ...named(name), ...dates }),
      blocks: [
        { kind: 'text', text: t('holiday.enquiryAgencyIntro') },
        { kind: 'rows', rows: enquiryRows(input, locale) },
        unitLink(from, words, input.unit.id),
      ],
    };
  });
}
