/**
 * The engagement e-mails (SPEC §1 contact and send-to-a-friend, e-mail alerts): each one
 * multipart (plain text and HTML), in the language of its reader, signed with the agency's name
 * and address, its links absolute on the site's own origin. Rendered (api/src/mail: React
 * components, words from the `mail` i18next namespace) when the request is accepted and kept in
 * the outbox as they are; React escapes everything a visitor typed in the HTML.
 */
import type { Locale } from 'shared/domain';
import type { Estate, Site } from '../contract/domain';
import { isPriceHidden } from 'shared/estate/status';
import { estateTitle } from 'shared/estate/text';
import { formatMoney, localized } from 'shared/format';
import type { AlertCriteria } from '../contract';
import { renderMail, type MailBlock } from '../mail/document';
import { elisionContext, mailT } from '../mail/i18n';

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

/**
 * A picture's address in a mail, by WHATWG URL resolution: a site path lands on `origin`, a
 * feed's absolute URL stays as it is; null for one that cannot be read (the mail goes without).
 */
function pictureUrl(thumbnail: string, origin: string): string | null {
  try {
    return new URL(thumbnail, origin).href;
  } catch {
    return null;
  }
}

/**
 * The summary of an estate in `locale` for a mail: its title (the record's, else the card title
 * of SPEC §2: subtype "in" city), its first picture, its price with the rent period (none when
 * shared/estate hides it: sold or rented, SPEC §4) and its link.
 * @param estate the estate record
 * @param locale the reader's language
 * @param origin the site's origin, e.g. 'http://localhost:3000'
 * @param path the detail page's path in `locale`
 * @returns the summary; `picture` the first picture's thumbnail (`pictureUrl`), null without
 *   one; `price` '' when not shown
 */
export function estateSummary(
  estate: Estate,
  locale: Locale,
  origin: string,
  path: string,
): EstateSummary {
  const g = estate.general;
  const picture = [...(estate.pictures ?? [])].sort((a, b) => a.index - b.index)[0];
  const amount = g.price?.value ?? g.price?.priceFrom ?? null;
  let price = '';
  if (amount && amount > 0 && !isPriceHidden(estate)) {
    const period = localized(g.price?.period?.name, locale);
    price = `${formatMoney(amount)}${period ? ` / ${period}` : ''}`;
  }
  return {
    id: String(estate.id),
    title: localized(g.title, locale) || estateTitle(estate, locale),
    picture: picture ? pictureUrl(picture.thumbnail, origin) : null,
    price,
    url: `${origin}${path}`,
  };
}

/** What a contact request says (SPEC §1). */
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
 * @returns the rendered mail (a promise: rendering is asynchronous)
 */
export async function contactAgencyMail(
  from: MailSite,
  request: ContactMailInput,
  estate: EstateSummary | null,
): Promise<OutgoingMail> {
  const locale = from.site.settings.defaultLocale;
  const t = mailT(locale);
  const site = from.site.name;
  return renderMail(
    from,
    locale,
    from.site.email,
    t('engagement.contactSubject', { site, context: elisionContext(site) }),
    [
      { kind: 'text', text: t('engagement.contactIntro') },
      {
        kind: 'rows',
        rows: [
          [t('engagement.fields.name'), request.name],
          [t('engagement.fields.email'), request.email],
          [t('engagement.fields.phone'), request.phone ?? ''],
          [
            t('engagement.fields.estate'),
            [request.estate, estate?.url].filter(Boolean).join(' – '),
          ],
          [t('common.language'), request.locale],
        ],
      },
      {
        kind: 'note',
        style: 'heading',
        label: t('engagement.fields.message'),
        text: request.message,
      },
    ],
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
 * @returns the rendered mail
 */
export async function friendMail(
  from: MailSite,
  request: FriendMailInput,
  estate: EstateSummary,
): Promise<OutgoingMail> {
  const locale = request.friendLocale;
  const t = mailT(locale);
  const site = from.site.name;
  const view = t('common.view');
  const note: MailBlock[] = request.message
    ? [{ kind: 'note', style: 'quote', label: t('engagement.friendNote'), text: request.message }]
    : [];
  return renderMail(
    from,
    locale,
    request.friendEmail,
    t('engagement.friendSubject', { site }),
    [
      { kind: 'text', text: t('common.greeting') },
      {
        kind: 'text',
        text: t('engagement.friendIntro', {
          name: request.name,
          site,
          context: elisionContext(site),
        }),
      },
      ...note,
      { kind: 'estate', estate, view },
      // The estate block already gives its link in the text part.
      { kind: 'button', href: estate.url, label: view, inText: false },
    ],
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

/**
 * The criteria of an e-mail alert in words, e.g. 'for sale · types: House · municipalities: Gent ·
 * up to € 300.000' (amounts as shared/format writes money, SPEC §9).
 * @param criteria the subscription's criteria
 * @param names the names of its types and cities in `locale`
 * @param locale the subscriber's language
 * @returns the words; "every new property" in `locale` when there is no criterion
 */
export function criteriaText(
  criteria: AlertCriteria,
  names: CriteriaNames,
  locale: Locale,
): string {
  const t = mailT(locale);
  const field = (label: string, value: string) => t('common.field', { label, value });
  const parts: string[] = [];
  if (criteria.status) parts.push(t(`engagement.criteria.${criteria.status}`));
  if (names.types.length) {
    parts.push(field(t('engagement.criteria.types'), names.types.join(', ')));
  }
  if (names.cities.length) {
    parts.push(field(t('engagement.criteria.cities'), names.cities.join(', ')));
  }
  if (criteria.priceMin) {
    parts.push(t('engagement.criteria.priceMin', { amount: formatMoney(criteria.priceMin) }));
  }
  if (criteria.priceMax) {
    parts.push(t('engagement.criteria.priceMax', { amount: formatMoney(criteria.priceMax) }));
  }
  if (criteria.bedrooms) {
    parts.push(t('engagement.criteria.bedrooms', { count: criteria.bedrooms }));
  }
  return parts.length ? parts.join(' · ') : t('engagement.criteria.any');
}

/** The List-Unsubscribe headers of RFC 2369 and RFC 8058 (one-click, by POST). */
function unsubscribeHeaders(links: SubscriptionLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The search, its link, and the edit and unsubscribe links every mail to a subscriber ends with. */
function subscriberEnd(
  links: SubscriptionLinks,
  locale: Locale,
  site: string,
  search: string,
): MailBlock[] {
  const t = mailT(locale);
  return [
    { kind: 'rows', rows: [[t('engagement.yourSearch'), search]] },
    { kind: 'button', href: links.search, label: t('engagement.allResults') },
    {
      kind: 'footer',
      why: t('engagement.why', { site, context: elisionContext(site) }),
      links: [
        { href: links.edit, label: t('engagement.edit') },
        { href: links.unsubscribe, label: t('engagement.unsubscribe') },
      ],
    },
  ];
}

/**
 * The first mail of a subscription: the confirmation link (double opt-in).
 * @returns the rendered mail
 */
export async function confirmMail(
  from: MailSite,
  to: string,
  locale: Locale,
  links: SubscriptionLinks,
): Promise<OutgoingMail> {
  const t = mailT(locale);
  const site = from.site.name;
  return renderMail(from, locale, to, t('engagement.confirmSubject', { site }), [
    { kind: 'text', text: t('common.greeting') },
    {
      kind: 'text',
      text: t('engagement.confirmIntro', { site, context: elisionContext(site) }),
    },
    { kind: 'button', href: links.confirm, label: t('engagement.confirmButton') },
    { kind: 'text', text: t('engagement.confirmIgnore') },
  ]);
}

/**
 * The welcome mail once the subscription is confirmed: the search, edit and unsubscribe links.
 * @param search the criteria in words (`criteriaText`)
 * @returns the rendered mail, with the List-Unsubscribe headers
 */
export async function welcomeMail(
  from: MailSite,
  to: string,
  locale: Locale,
  links: SubscriptionLinks,
  search: string,
): Promise<OutgoingMail> {
  const t = mailT(locale);
  const site = from.site.name;
  return renderMail(
    from,
    locale,
    to,
    t('engagement.welcomeSubject', { site }),
    [
      { kind: 'text', text: t('common.greeting') },
      { kind: 'text', text: t('engagement.welcomeIntro') },
      ...subscriberEnd(links, locale, site, search),
    ],
    { headers: unsubscribeHeaders(links) },
  );
}

/**
 * One alert: the new estates matching a subscription, with the search and the unsubscribe link.
 * @param search the criteria in words (`criteriaText`)
 * @param estates the new estates, in `locale`
 * @returns the rendered mail, with the List-Unsubscribe headers
 */
export async function alertMail(
  from: MailSite,
  to: string,
  locale: Locale,
  links: SubscriptionLinks,
  search: string,
  estates: EstateSummary[],
): Promise<OutgoingMail> {
  const t = mailT(locale);
  const count = estates.length;
  const view = t('common.view');
  return renderMail(
    from,
    locale,
    to,
    t('engagement.alertSubject', { count }),
    [
      { kind: 'text', text: t('engagement.alertIntro', { count }) },
      ...estates.map((estate): MailBlock => ({ kind: 'estate', estate, view })),
      ...subscriberEnd(links, locale, from.site.name, search),
    ],
    { headers: unsubscribeHeaders(links) },
  );
}
