/**
 * The mails of a free valuation request: to the agency, everything the owner sent (Reply-To the
 * owner), in the site's default language; to the owner, a confirmation in their language that
 * repeats what they sent and says what happens next. Both go through the outbox.
 */
import type { Locale } from 'shared/domain';
import { enumLabel } from 'shared/enums';
import type { ValuationRequest } from 'shared/forms';
import { assemble, escapeHtml, mailbox, para, type MailSite, type OutgoingMail } from './mails';

interface ValuationWords {
  agencySubject: (site: string, place: string) => string;
  agencyIntro: string;
  ownerSubject: (site: string) => string;
  ownerIntro: (name: string) => string;
  next: (site: string) => string;
  yourRequest: string;
  labels: Record<
    | 'address'
    | 'kind'
    | 'livingArea'
    | 'bedrooms'
    | 'epcLabel'
    | 'description'
    | 'intent'
    | 'timeframe'
    | 'name'
    | 'email'
    | 'phone'
    | 'contactMoment'
    | 'language',
    string
  >;
  kinds: { OTHER: string };
  intents: Record<ValuationRequest['intent'], string>;
  timeframes: Record<ValuationRequest['timeframe'], string>;
  moments: Record<ValuationRequest['contactMoment'], string>;
}

const WORDS: Record<Locale, ValuationWords> = {
  nl: {
    agencySubject: (site, place) => `Aanvraag voor een waardebepaling in ${place} (${site})`,
    agencyIntro: 'Een eigenaar vraagt een gratis waardebepaling van een pand.',
    ownerSubject: (site) => `Uw aanvraag voor een gratis waardebepaling bij ${site}`,
    ownerIntro: (name) => `Beste ${name},\n\nBedankt voor uw aanvraag. Dit hebt u ons gestuurd:`,
    next: (site) =>
      `Een makelaar van ${site} belt u binnen twee werkdagen, op het moment dat u verkiest, om een bezoek af te spreken. Na dat bezoek krijgt u een schatting van de waarde van uw pand, gratis en zonder verplichting.`,
    yourRequest: 'Uw aanvraag',
    labels: {
      address: 'Adres',
      kind: 'Soort pand',
      livingArea: 'Bewoonbare oppervlakte',
      bedrooms: 'Slaapkamers',
      epcLabel: 'EPC-label',
      description: 'Toelichting',
      intent: 'Plan',
      timeframe: 'Wanneer',
      name: 'Naam',
      email: 'E-mail',
      phone: 'Telefoon',
      contactMoment: 'Voorkeursmoment',
      language: 'Taal',
    },
    kinds: { OTHER: 'Ander pand' },
    intents: { SELL: 'Verkopen', RENT: 'Verhuren' },
    timeframes: {
      NOW: 'Zo snel mogelijk',
      MONTHS_3: 'Binnen 3 maanden',
      MONTHS_6: 'Binnen 6 maanden',
      MONTHS_12: 'Binnen een jaar',
      UNDECIDED: 'Nog niet beslist',
    },
    moments: { any: 'Om het even', morning: 'Voormiddag', afternoon: 'Namiddag', evening: 'Avond' },
  },
  fr: {
    agencySubject: (site, place) => `Demande d’estimation à ${place} (${site})`,
    agencyIntro: 'Un propriétaire demande l’estimation gratuite d’un bien.',
    ownerSubject: (site) => `Votre demande d’estimation gratuite auprès de l’agence ${site}`,
    ownerIntro: (name) =>
      `Bonjour ${name},\n\nMerci pour votre demande. Voici ce que vous nous avez envoyé :`,
    next: (site) =>
      `Un agent de l’agence ${site} vous appellera dans les deux jours ouvrables, au moment que vous préférez, pour convenir d’une visite. Après cette visite, vous recevrez une estimation de la valeur de votre bien, gratuite et sans engagement.`,
    yourRequest: 'Votre demande',
    labels: {
      address: 'Adresse',
      kind: 'Type de bien',
      livingArea: 'Surface habitable',
      bedrooms: 'Chambres',
      epcLabel: 'Label PEB',
      description: 'Précisions',
      intent: 'Projet',
      timeframe: 'Quand',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      contactMoment: 'Moment préféré',
      language: 'Langue',
    },
    kinds: { OTHER: 'Autre bien' },
    intents: { SELL: 'Vendre', RENT: 'Mettre en location' },
    timeframes: {
      NOW: 'Dès que possible',
      MONTHS_3: 'Dans les 3 mois',
      MONTHS_6: 'Dans les 6 mois',
      MONTHS_12: 'Dans l’année',
      UNDECIDED: 'Pas encore décidé',
    },
    moments: { any: 'Peu importe', morning: 'Matin', afternoon: 'Après-midi', evening: 'Soir' },
  },
  en: {
    agencySubject: (site, place) => `Valuation request in ${place} (${site})`,
    agencyIntro: 'An owner asks for a free valuation of a property.',
    ownerSubject: (site) => `Your free valuation request to ${site}`,
    ownerIntro: (name) => `Dear ${name},\n\nThank you for your request. This is what you sent us:`,
    next: (site) =>
      `An agent of ${site} will call you within two working days, at the moment you prefer, to arrange a visit. After that visit you receive an estimate of your property’s value, free and without obligation.`,
    yourRequest: 'Your request',
    labels: {
      address: 'Address',
      kind: 'Kind of property',
      livingArea: 'Living area',
      bedrooms: 'Bedrooms',
      epcLabel: 'EPC label',
      description: 'Details',
      intent: 'Plan',
      timeframe: 'When',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      contactMoment: 'Preferred moment',
      language: 'Language',
    },
    kinds: { OTHER: 'Other property' },
    intents: { SELL: 'Sell', RENT: 'Rent out' },
    timeframes: {
      NOW: 'As soon as possible',
      MONTHS_3: 'Within 3 months',
      MONTHS_6: 'Within 6 months',
      MONTHS_12: 'Within a year',
      UNDECIDED: 'Not decided yet',
    },
    moments: { any: 'Any time', morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  },
  de: {
    agencySubject: (site, place) => `Bewertungsanfrage in ${place} (${site})`,
    agencyIntro: 'Ein Eigentümer bittet um eine kostenlose Bewertung einer Immobilie.',
    ownerSubject: (site) => `Ihre Anfrage einer kostenlosen Bewertung bei ${site}`,
    ownerIntro: (name) =>
      `Guten Tag ${name},\n\nvielen Dank für Ihre Anfrage. Das haben Sie uns gesendet:`,
    next: (site) =>
      `Ein Makler von ${site} ruft Sie innerhalb von zwei Werktagen zu der von Ihnen gewünschten Zeit an, um einen Besuch zu vereinbaren. Nach diesem Besuch erhalten Sie eine Schätzung des Werts Ihrer Immobilie, kostenlos und unverbindlich.`,
    yourRequest: 'Ihre Anfrage',
    labels: {
      address: 'Adresse',
      kind: 'Art der Immobilie',
      livingArea: 'Wohnfläche',
      bedrooms: 'Schlafzimmer',
      epcLabel: 'EPB-Klasse',
      description: 'Erläuterungen',
      intent: 'Vorhaben',
      timeframe: 'Wann',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      contactMoment: 'Bevorzugte Zeit',
      language: 'Sprache',
    },
    kinds: { OTHER: 'Andere Immobilie' },
    intents: { SELL: 'Verkaufen', RENT: 'Vermieten' },
    timeframes: {
      NOW: 'So bald wie möglich',
      MONTHS_3: 'Innerhalb von 3 Monaten',
      MONTHS_6: 'Innerhalb von 6 Monaten',
      MONTHS_12: 'Innerhalb eines Jahres',
      UNDECIDED: 'Noch nicht entschieden',
    },
    moments: { any: 'Egal', morning: 'Vormittag', afternoon: 'Nachmittag', evening: 'Abend' },
  },
};

const LANGUAGE_NAMES: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
};

/** The lines of a request, label and value, in `locale` (empty optional fields left out). */
function requestRows(request: ValuationRequest, locale: Locale): [string, string][] {
  const w = WORDS[locale];
  const area = request.livingArea
    ? `${new Intl.NumberFormat(locale).format(request.livingArea)} m²`
    : '';
  const rows: [string, string][] = [
    [
      w.labels.address,
      `${request.street} ${request.houseNumber}, ${request.postalCode} ${request.municipality}`,
    ],
    [
      w.labels.kind,
      request.kind === 'OTHER' ? w.kinds.OTHER : enumLabel('type', request.kind, locale),
    ],
    [w.labels.livingArea, area],
    [w.labels.bedrooms, request.bedrooms === undefined ? '' : String(request.bedrooms)],
    [w.labels.epcLabel, request.epcLabel ? enumLabel('energyLabel', request.epcLabel, locale) : ''],
    [w.labels.intent, w.intents[request.intent]],
    [w.labels.timeframe, w.timeframes[request.timeframe]],
    [w.labels.name, request.name],
    [w.labels.email, request.email],
    [w.labels.phone, request.phone],
    [w.labels.contactMoment, w.moments[request.contactMoment]],
  ];
  return rows.filter(([, value]) => value !== '');
}

/** The rows as text lines and as an HTML table, the free text after them. */
function requestParts(request: ValuationRequest, rows: [string, string][], locale: Locale) {
  const w = WORDS[locale];
  const description = request.description ?? '';
  return {
    text: [
      rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
      ...(description ? [`${w.labels.description}:\n${description}`] : []),
    ],
    html: [
      `<table style="border-collapse:collapse;margin:0 0 16px">${rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      ...(description
        ? [
            `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(w.labels.description)}</h2>`,
            para(description),
          ]
        : []),
    ],
  };
}

/**
 * The mail to the agency: in the site's default language, to the site's address, replying to the
 * owner; every field of the request and the language the owner wrote in.
 * @param from the site and sender
 * @param request the valid request
 * @returns the mail for the outbox
 */
export function valuationAgencyMail(from: MailSite, request: ValuationRequest): OutgoingMail {
  const locale = from.site.settings.defaultLocale;
  const w = WORDS[locale];
  const rows = requestRows(request, locale);
  rows.push([w.labels.language, LANGUAGE_NAMES[request.locale]]);
  const parts = requestParts(request, rows, locale);
  return assemble(
    from,
    locale,
    from.site.email,
    w.agencySubject(from.site.name, `${request.postalCode} ${request.municipality}`),
    { text: [w.agencyIntro, ...parts.text], html: [para(w.agencyIntro), ...parts.html] },
    { replyTo: mailbox(request.name, request.email) },
  );
}

/**
 * The confirmation to the owner: in the language of the request, what they sent and what happens
 * next, signed by the agency (replying goes to the agency).
 * @param from the site and sender
 * @param request the valid request
 * @returns the mail for the outbox
 */
export function valuationOwnerMail(from: MailSite, request: ValuationRequest): OutgoingMail {
  const locale = request.locale;
  const w = WORDS[locale];
  const parts = requestParts(request, requestRows(request, locale), locale);
  return assemble(
    from,
    locale,
    request.email,
    w.ownerSubject(from.site.name),
    {
      text: [w.ownerIntro(request.name), ...parts.text, w.next(from.site.name)],
      html: [para(w.ownerIntro(request.name)), ...parts.html, para(w.next(from.site.name))],
    },
    { replyTo: mailbox(from.site.name, from.site.email) },
  );
}
