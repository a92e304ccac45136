/**
 * The engagement e-mails (issue 11): each one multipart (plain text and HTML), in the language of
 * its reader, signed with the agency's name and address, its links absolute on the site's own
 * origin. Rendered when the request is accepted and kept in the outbox as they are.
 * Everything a visitor typed is escaped in the HTML.
 */
import type { Estate, Locale, Site } from 'shared/domain';
import type { AlertCriteria } from 'shared/forms';

/**
 * A mailbox with a display name, as nodemailer takes it: nodemailer itself quotes the name (or
 * encodes it as an RFC 2047 word when it is not ASCII) when it writes the header, so no name can
 * change the address (a name is never pasted into a header by hand).
 */
export interface MailAddress {
  name: string;
  address: string;
}

/**
 * The mailbox of a person or an agency for a From or Reply-To header.
 * @param name the display name, any text (a visitor's name); its line breaks, control characters
 *   and runs of white space become one space, since a display name is one line
 * @param address the e-mail address (already validated)
 * @returns `{ name, address }`, for nodemailer to quote or encode
 */
export function mailbox(name: string, address: string): MailAddress {
  return { name: name.replace(/[\p{Cc}\s]+/gu, ' ').trim(), address };
}

/** A mail as the outbox keeps it and nodemailer sends it. */
export interface OutgoingMail {
  /** MAIL_FROM as written, or the agency's name and no-reply address. */
  from: string | MailAddress;
  to: string;
  replyTo?: string | MailAddress;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Files sent with the mail (nodemailer's attachments), e.g. an appointment's `.ics`. */
  attachments?: MailAttachment[];
}

/** A file of a mail: its name, its text and its MIME type. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** The site a mail comes from: its record and the origin of its links. */
export interface MailSite {
  site: Site;
  /** e.g. 'http://localhost:3000' (SITE_URL with the site's hostname). */
  origin: string;
  /** The sender (MAIL_FROM, else the agency's name at no-reply@{hostname}). */
  from: string | MailAddress;
}

/** What a mail shows of an estate: title, picture, price and link, in one language. */
export interface EstateSummary {
  id: string;
  title: string;
  /** Absolute picture URL, or null when the estate has none. */
  picture: string | null;
  /** e.g. '€ 325.000' or '€ 950 / maand'; '' when the price is not shown. */
  price: string;
  /** Absolute URL of its detail page. */
  url: string;
}

/** HTML-escaped text. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Transaction ids whose estates are sold or rented (SPEC §4): their price is not shown. */
const CLOSED_TRANSACTIONS = new Set([5, 6]);
const IN_WORD: Record<Locale, string> = { nl: 'in', fr: 'à', en: 'in', de: 'in' };

/**
 * Euro as SPEC §9 writes it: "€ " then dots between thousands, e.g. '€ 325.000', '€ 1.250,50'.
 */
export function euro(value: number): string {
  const digits = Number.isInteger(value) ? 0 : 2;
  return `€ ${new Intl.NumberFormat('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}`;
}

/**
 * The summary of an estate in `locale` for a mail: its title (the record's, else subtype "in"
 * city), its first picture, its price (with the rent period; none when sold) and its link.
 * @param origin the site's origin, e.g. 'http://localhost:3000'
 * @param path the detail page's path in `locale`
 */
export function estateSummary(
  estate: Estate,
  locale: Locale,
  origin: string,
  path: string,
): EstateSummary {
  const g = estate.general;
  const pick = (text: Partial<Record<Locale, string>> | undefined) =>
    text?.[locale] || text?.nl || '';
  const city = pick(g.address?.city?.name);
  const subtype = pick(g.subType?.name);
  const title =
    pick(g.title) || (subtype && city ? `${subtype} ${IN_WORD[locale]} ${city}` : subtype || city);
  const picture = [...(estate.pictures ?? [])].sort((a, b) => a.index - b.index)[0];
  const amount = g.price?.value ?? g.price?.priceFrom ?? null;
  let price = '';
  if (amount && amount > 0 && !CLOSED_TRANSACTIONS.has(g.transaction?.id)) {
    const period = pick(g.price?.period?.name);
    price = `${euro(amount)}${period ? ` / ${period}` : ''}`;
  }
  return {
    id: String(estate.id),
    title,
    picture: picture ? `${origin}${picture.thumbnail}` : null,
    price,
    url: `${origin}${path}`,
  };
}

interface Words {
  greeting: string;
  contactSubject: (site: string) => string;
  contactIntro: string;
  fields: { name: string; email: string; phone: string; estate: string; message: string };
  /** The subject of a friend's mail: the site's name only, never the sender's words. */
  friendSubject: (site: string) => string;
  friendIntro: (name: string, site: string) => string;
  friendNote: string;
  view: string;
  confirmSubject: (site: string) => string;
  confirmIntro: (site: string) => string;
  confirmButton: string;
  confirmIgnore: string;
  welcomeSubject: (site: string) => string;
  welcomeIntro: string;
  yourSearch: string;
  alertSubject: (count: number) => string;
  alertIntro: (count: number) => string;
  allResults: string;
  edit: string;
  unsubscribe: string;
  why: (site: string) => string;
  criteria: {
    any: string;
    FOR_SALE: string;
    TO_RENT: string;
    TAKE_OVER: string;
    types: string;
    cities: string;
    priceMin: string;
    priceMax: string;
    bedrooms: string;
  };
}

const WORDS: Record<Locale, Words> = {
  nl: {
    greeting: 'Beste,',
    contactSubject: (site) => `Nieuwe vraag via de website van ${site}`,
    contactIntro: 'Een bezoeker stelde een vraag via het contactformulier.',
    fields: { name: 'Naam', email: 'E-mail', phone: 'Telefoon', estate: 'Pand', message: 'Vraag' },
    friendSubject: (site) => `Een pand van ${site} voor u`,
    friendIntro: (name, site) => `${name} denkt dat dit pand van ${site} u kan interesseren.`,
    friendNote: 'Persoonlijke boodschap',
    view: 'Bekijk het pand',
    confirmSubject: (site) => `Bevestig uw e-mailalert bij ${site}`,
    confirmIntro: (site) =>
      `U vroeg om e-mails van ${site} over nieuwe panden. Bevestig uw inschrijving met deze link:`,
    confirmButton: 'Inschrijving bevestigen',
    confirmIgnore: 'Vroeg u dit niet? Negeer dan deze e-mail: u ontvangt niets meer.',
    welcomeSubject: (site) => `Uw e-mailalert bij ${site} is actief`,
    welcomeIntro: 'Bedankt voor uw bevestiging. U krijgt voortaan een e-mail bij nieuwe panden.',
    yourSearch: 'Uw zoekopdracht',
    alertSubject: (n) => (n === 1 ? '1 nieuw pand voor u' : `${n} nieuwe panden voor u`),
    alertIntro: (n) =>
      n === 1
        ? 'Er is 1 nieuw pand dat bij uw zoekopdracht past:'
        : `Er zijn ${n} nieuwe panden die bij uw zoekopdracht passen:`,
    allResults: 'Alle resultaten van uw zoekopdracht',
    edit: 'Zoekopdracht wijzigen',
    unsubscribe: 'Uitschrijven',
    why: (site) => `U ontvangt deze e-mail omdat u zich inschreef voor e-mailalerts van ${site}.`,
    criteria: {
      any: 'alle nieuwe panden',
      FOR_SALE: 'te koop',
      TO_RENT: 'te huur',
      TAKE_OVER: 'over te nemen',
      types: 'types',
      cities: 'gemeenten',
      priceMin: 'vanaf',
      priceMax: 'tot',
      bedrooms: 'slaapkamers, minstens',
    },
  },
  fr: {
    greeting: 'Bonjour,',
    contactSubject: (site) => `Nouvelle question via le site de ${site}`,
    contactIntro: 'Un visiteur a posé une question via le formulaire de contact.',
    fields: {
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      estate: 'Bien',
      message: 'Question',
    },
    friendSubject: (site) => `Un bien à découvrir chez ${site}`,
    friendIntro: (name, site) => `${name} pense que ce bien de ${site} peut vous intéresser.`,
    friendNote: 'Message personnel',
    view: 'Voir le bien',
    confirmSubject: (site) => `Confirmez votre alerte e-mail chez ${site}`,
    confirmIntro: (site) =>
      `Vous avez demandé des e-mails de ${site} sur les nouveaux biens. Confirmez votre inscription avec ce lien :`,
    confirmButton: 'Confirmer mon inscription',
    confirmIgnore: "Vous n'avez rien demandé ? Ignorez cet e-mail : vous ne recevrez plus rien.",
    welcomeSubject: (site) => `Votre alerte e-mail chez ${site} est active`,
    welcomeIntro:
      'Merci pour votre confirmation. Vous recevrez désormais un e-mail pour chaque nouveau bien.',
    yourSearch: 'Votre recherche',
    alertSubject: (n) => (n === 1 ? '1 nouveau bien pour vous' : `${n} nouveaux biens pour vous`),
    alertIntro: (n) =>
      n === 1
        ? 'Un nouveau bien correspond à votre recherche :'
        : `${n} nouveaux biens correspondent à votre recherche :`,
    allResults: 'Tous les résultats de votre recherche',
    edit: 'Modifier ma recherche',
    unsubscribe: 'Me désinscrire',
    why: (site) => `Vous recevez cet e-mail car vous êtes inscrit aux alertes e-mail de ${site}.`,
    criteria: {
      any: 'tous les nouveaux biens',
      FOR_SALE: 'à vendre',
      TO_RENT: 'à louer',
      TAKE_OVER: 'à reprendre',
      types: 'types',
      cities: 'communes',
      priceMin: 'à partir de',
      priceMax: "jusqu'à",
      bedrooms: 'chambres, au moins',
    },
  },
  en: {
    greeting: 'Hello,',
    contactSubject: (site) => `New question through the ${site} website`,
    contactIntro: 'A visitor asked a question through the contact form.',
    fields: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      estate: 'Property',
      message: 'Question',
    },
    friendSubject: (site) => `A property from ${site} for you`,
    friendIntro: (name, site) => `${name} thinks you may like this property of ${site}.`,
    friendNote: 'Personal message',
    view: 'View the property',
    confirmSubject: (site) => `Confirm your e-mail alert at ${site}`,
    confirmIntro: (site) =>
      `You asked for e-mails from ${site} about new properties. Please confirm your subscription with this link:`,
    confirmButton: 'Confirm my subscription',
    confirmIgnore: "Didn't ask for this? Just ignore this e-mail: you will receive nothing more.",
    welcomeSubject: (site) => `Your e-mail alert at ${site} is active`,
    welcomeIntro:
      'Thank you for confirming. From now on you get an e-mail when new properties come in.',
    yourSearch: 'Your search',
    alertSubject: (n) => (n === 1 ? '1 new property for you' : `${n} new properties for you`),
    alertIntro: (n) =>
      n === 1
        ? 'There is 1 new property that matches your search:'
        : `There are ${n} new properties that match your search:`,
    allResults: 'All results of your search',
    edit: 'Change my search',
    unsubscribe: 'Unsubscribe',
    why: (site) => `You receive this e-mail because you subscribed to e-mail alerts of ${site}.`,
    criteria: {
      any: 'every new property',
      FOR_SALE: 'for sale',
      TO_RENT: 'to rent',
      TAKE_OVER: 'for take-over',
      types: 'types',
      cities: 'municipalities',
      priceMin: 'from',
      priceMax: 'up to',
      bedrooms: 'bedrooms, at least',
    },
  },
  de: {
    greeting: 'Guten Tag,',
    contactSubject: (site) => `Neue Frage über die Website von ${site}`,
    contactIntro: 'Ein Besucher hat über das Kontaktformular eine Frage gestellt.',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      estate: 'Immobilie',
      message: 'Frage',
    },
    friendSubject: (site) => `Eine Immobilie von ${site} für Sie`,
    friendIntro: (name, site) =>
      `${name} meint, dass diese Immobilie von ${site} Sie interessieren könnte.`,
    friendNote: 'Persönliche Nachricht',
    view: 'Immobilie ansehen',
    confirmSubject: (site) => `Bestätigen Sie Ihren E-Mail-Alarm bei ${site}`,
    confirmIntro: (site) =>
      `Sie haben E-Mails von ${site} über neue Immobilien angefordert. Bitte bestätigen Sie Ihre Anmeldung mit diesem Link:`,
    confirmButton: 'Anmeldung bestätigen',
    confirmIgnore:
      'Nicht von Ihnen angefordert? Ignorieren Sie diese E-Mail: Sie erhalten nichts weiter.',
    welcomeSubject: (site) => `Ihr E-Mail-Alarm bei ${site} ist aktiv`,
    welcomeIntro:
      'Danke für Ihre Bestätigung. Ab jetzt erhalten Sie eine E-Mail, wenn neue Immobilien eintreffen.',
    yourSearch: 'Ihre Suche',
    alertSubject: (n) => (n === 1 ? '1 neue Immobilie für Sie' : `${n} neue Immobilien für Sie`),
    alertIntro: (n) =>
      n === 1
        ? 'Es gibt 1 neue Immobilie, die zu Ihrer Suche passt:'
        : `Es gibt ${n} neue Immobilien, die zu Ihrer Suche passen:`,
    allResults: 'Alle Ergebnisse Ihrer Suche',
    edit: 'Suche ändern',
    unsubscribe: 'Abmelden',
    why: (site) =>
      `Sie erhalten diese E-Mail, weil Sie die E-Mail-Alarme von ${site} abonniert haben.`,
    criteria: {
      any: 'alle neuen Immobilien',
      FOR_SALE: 'zu kaufen',
      TO_RENT: 'zu mieten',
      TAKE_OVER: 'zur Übernahme',
      types: 'Arten',
      cities: 'Gemeinden',
      priceMin: 'ab',
      priceMax: 'bis',
      bedrooms: 'Schlafzimmer, mindestens',
    },
  },
};

/** A paragraph of HTML from plain text: escaped, line breaks kept (also the holiday and
 * appointment mails'). */
export const para = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
/** A link drawn as a button, escaped. */
export const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#0b4f6c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;
const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#0b4f6c">${escapeHtml(label)}</a>`;

/** The agency's signature: name, address, phone and e-mail, in `locale`. */
function signature(site: Site, locale: Locale) {
  const address = site.address[locale] ?? site.address.nl ?? '';
  const lines = [site.name, address, [site.phone, site.email].filter(Boolean).join(' · ')].filter(
    Boolean,
  );
  return {
    text: `\n-- \n${lines.join('\n')}\n`,
    html: `<hr style="border:0;border-top:1px solid #c9d0d7;margin:24px 0 12px"><p style="margin:0;color:#4f5965;font-size:14px;line-height:1.5">${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

/** A complete HTML document around `body`, in `locale`. */
function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d232b"><div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">${body}</div></body></html>`;
}

/**
 * A whole mail from its parts: the paragraphs of its text and HTML in `locale`, signed with the
 * agency's name and address; `extra` adds Reply-To, headers or attachments. Also used by the
 * holiday and appointment mails.
 */
export function assemble(
  from: MailSite,
  locale: Locale,
  to: string,
  subject: string,
  parts: { text: string[]; html: string[] },
  extra: Partial<OutgoingMail> = {},
): OutgoingMail {
  const sign = signature(from.site, locale);
  return {
    from: from.from,
    to,
    subject,
    text: `${parts.text.join('\n\n')}\n${sign.text}`,
    html: page(locale, subject, `${parts.html.join('')}${sign.html}`),
    ...extra,
  };
}

/** The estate block of a mail: picture, title, price and link. */
function estateParts(estate: EstateSummary, view: string) {
  const text = [estate.title, estate.price, `${view}: ${estate.url}`].filter(Boolean).join('\n');
  const html =
    `<div style="margin:0 0 20px">` +
    (estate.picture
      ? `<a href="${escapeHtml(estate.url)}"><img src="${escapeHtml(estate.picture)}" width="370" height="250" alt="${escapeHtml(estate.title)}" style="display:block;max-width:100%;height:auto;border:0;border-radius:6px"></a>`
      : '') +
    `<p style="margin:8px 0 4px;font-size:18px;font-weight:bold">${link(estate.url, estate.title)}</p>` +
    (estate.price ? `<p style="margin:0 0 4px">${escapeHtml(estate.price)}</p>` : '') +
    `</div>`;
  return { text, html };
}

/** What a contact request says (SPEC §1, issue 11). */
export interface ContactMailInput {
  locale: Locale;
  name: string;
  email: string;
  phone?: string;
  estate?: string;
  message: string;
}

/**
 * The mail to the agency about a contact request: in the site's default language, to the site's
 * address, replying to the visitor; with the estate's title and link when it is about one.
 */
export function contactAgencyMail(
  from: MailSite,
  request: ContactMailInput,
  estate: EstateSummary | null,
): OutgoingMail {
  const locale = from.site.settings.defaultLocale;
  const w = WORDS[locale];
  const rows: [string, string][] = [
    [w.fields.name, request.name],
    [w.fields.email, request.email],
    [w.fields.phone, request.phone ?? ''],
    [w.fields.estate, [request.estate, estate?.url].filter(Boolean).join(' – ')],
    ['Taal / langue / language / Sprache', request.locale],
  ];
  const shown = rows.filter(([, value]) => value !== '');
  return assemble(
    from,
    locale,
    from.site.email,
    w.contactSubject(from.site.name),
    {
      text: [
        w.contactIntro,
        shown.map(([label, value]) => `${label}: ${value}`).join('\n'),
        `${w.fields.message}:\n${request.message}`,
      ],
      html: [
        para(w.contactIntro),
        `<table style="border-collapse:collapse;margin:0 0 16px">${shown
          .map(
            ([label, value]) =>
              `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`,
        `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(w.fields.message)}</h2>`,
        para(request.message),
      ],
    },
    { replyTo: mailbox(request.name, request.email) },
  );
}

/** What a send-to-a-friend request says. */
export interface FriendMailInput {
  friendEmail: string;
  friendLocale: Locale;
  name: string;
  email: string;
  message?: string;
}

/**
 * The mail to the friend: in the friend's chosen language, a fixed subject naming the site (the
 * sender's name is only in the body, so the subject line carries no words of a stranger), the
 * sender's name and message (the schema refuses web and e-mail addresses in both) and the
 * estate's title, picture, price and link; replying to the sender.
 */
export function friendMail(
  from: MailSite,
  request: FriendMailInput,
  estate: EstateSummary,
): OutgoingMail {
  const locale = request.friendLocale;
  const w = WORDS[locale];
  const block = estateParts(estate, w.view);
  const note = request.message ? [`${w.friendNote}:\n${request.message}`] : [];
  return assemble(
    from,
    locale,
    request.friendEmail,
    w.friendSubject(from.site.name),
    {
      text: [w.greeting, w.friendIntro(request.name, from.site.name), ...note, block.text],
      html: [
        para(w.greeting),
        para(w.friendIntro(request.name, from.site.name)),
        ...(request.message
          ? [
              `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #c9d0d7">${para(request.message)}</blockquote>`,
            ]
          : []),
        block.html,
        button(estate.url, w.view),
      ],
    },
    { replyTo: mailbox(request.name, request.email) },
  );
}

/** The absolute addresses of a subscription's pages. */
export interface SubscriptionLinks {
  confirm: string;
  edit: string;
  unsubscribe: string;
  /** The RFC 8058 one-click address (POST). */
  oneClick: string;
  /** The listing search of the criteria. */
  search: string;
}

/** The names of what the criteria refer to, in the subscriber's language. */
export interface CriteriaNames {
  types: string[];
  cities: string[];
}

/** The criteria in words, e.g. 'for sale · types: House · municipalities: Gent · up to € 300.000'. */
export function criteriaText(
  criteria: AlertCriteria,
  names: CriteriaNames,
  locale: Locale,
): string {
  const c = WORDS[locale].criteria;
  const parts: string[] = [];
  if (criteria.status) parts.push(c[criteria.status]);
  if (names.types.length) parts.push(`${c.types}: ${names.types.join(', ')}`);
  if (names.cities.length) parts.push(`${c.cities}: ${names.cities.join(', ')}`);
  if (criteria.priceMin) parts.push(`${c.priceMin} ${euro(criteria.priceMin)}`);
  if (criteria.priceMax) parts.push(`${c.priceMax} ${euro(criteria.priceMax)}`);
  if (criteria.bedrooms) parts.push(`${c.bedrooms} ${criteria.bedrooms}`);
  return parts.length ? parts.join(' · ') : c.any;
}

/** The List-Unsubscribe headers of RFC 2369 and RFC 8058 (one-click, by POST). */
function unsubscribeHeaders(links: SubscriptionLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The edit and unsubscribe links every mail to a confirmed subscriber ends with. */
function subscriberFooter(links: SubscriptionLinks, w: Words, site: string) {
  return {
    text: `${w.why(site)}\n${w.edit}: ${links.edit}\n${w.unsubscribe}: ${links.unsubscribe}`,
    html: `<p style="margin:16px 0 0;color:#4f5965;font-size:14px;line-height:1.5">${escapeHtml(w.why(site))}<br>${link(links.edit, w.edit)} · ${link(links.unsubscribe, w.unsubscribe)}</p>`,
  };
}

/** The first mail of a subscription: the confirmation link (double opt-in). */
export function confirmMail(
  from: MailSite,
  to: string,
  locale: Locale,
  links: SubscriptionLinks,
): OutgoingMail {
  const w = WORDS[locale];
  return assemble(from, locale, to, w.confirmSubject(from.site.name), {
    text: [w.greeting, `${w.confirmIntro(from.site.name)}\n${links.confirm}`, w.confirmIgnore],
    html: [
      para(w.greeting),
      para(w.confirmIntro(from.site.name)),
      button(links.confirm, w.confirmButton),
      para(w.confirmIgnore),
    ],
  });
}

/** The welcome mail once the subscription is confirmed: the search, edit and unsubscribe links. */
export function welcomeMail(
  from: MailSite,
  to: string,
  locale: Locale,
  links: SubscriptionLinks,
  search: string,
): OutgoingMail {
  const w = WORDS[locale];
  const footer = subscriberFooter(links, w, from.site.name);
  return assemble(
    from,
    locale,
    to,
    w.welcomeSubject(from.site.name),
    {
      text: [
        w.greeting,
        w.welcomeIntro,
        `${w.yourSearch}: ${search}\n${links.search}`,
        footer.text,
      ],
      html: [
        para(w.greeting),
        para(w.welcomeIntro),
        `<p style="margin:0 0 16px"><strong>${escapeHtml(w.yourSearch)}:</strong> ${escapeHtml(search)}</p>`,
        button(links.search, w.allResults),
        footer.html,
      ],
    },
    { headers: unsubscribeHeaders(links) },
  );
}

/** One alert: the new estates matching a subscription, with the search and the unsubscribe link. */
export function alertMail(
  from: MailSite,
  to: string,
  locale: Locale,
  links: SubscriptionLinks,
  search: string,
  estates: EstateSummary[],
): OutgoingMail {
  const w = WORDS[locale];
  const footer = subscriberFooter(links, w, from.site.name);
  const blocks = estates.map((estate) => estateParts(estate, w.view));
  return assemble(
    from,
    locale,
    to,
    w.alertSubject(estates.length),
    {
      text: [
        w.alertIntro(estates.length),
        ...blocks.map((b) => b.text),
        `${w.yourSearch}: ${search}\n${w.allResults}: ${links.search}`,
        footer.text,
      ],
      html: [
        para(w.alertIntro(estates.length)),
        ...blocks.map((b) => b.html),
        `<p style="margin:0 0 16px"><strong>${escapeHtml(w.yourSearch)}:</strong> ${escapeHtml(search)}</p>`,
        button(links.search, w.allResults),
        footer.html,
      ],
    },
    { headers: unsubscribeHeaders(links) },
  );
}
