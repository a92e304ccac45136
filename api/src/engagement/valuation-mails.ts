/**
 * The mails of a free valuation request: to the agency, everything the owner sent (Reply-To the
 * owner), in the site's default language; to the owner, a confirmation in their language that
 * repeats what they sent and says what happens next. Both go through the outbox. Their words are
 * the `valuation` keys of the `mail` namespace; the estate types and EPC labels are named as the
 * API's contract names them for the site (src/contract/enums), and the living area is written in
 * m² as the site writes it (shared/format).
 */
import type { Locale } from 'shared/domain';
import { enumLabel } from '../contract/enums';
import { formatSurface } from 'shared/format';
import type { ValuationRequest } from '../contract';
import { agencyMail } from '../mail/compose';
import { renderMail, type MailBlock } from '../mail/document';
import { mailT } from '../mail/i18n';
import { unverifiedCopy, type UnverifiedCopy } from '../mail/unverified';
import { mailbox, type MailSite, type OutgoingMail } from './mails';

/**
 * The request as label/value rows in `locale` (empty optional fields are left out).
 * @param copy for the owner's copy (an address not verified): the filter of what the owner typed
 *   (mail/unverified.ts), and the e-mail address, which that mail is sent to, left out; none for
 *   the agency's, which shows everything
 */
function requestBlocks(
  request: ValuationRequest,
  locale: Locale,
  copy?: UnverifiedCopy,
): MailBlock[] {
  const t = mailT(locale);
  const label = (key: string) => t(`valuation.labels.${key}`);
  const typed = (value: string | undefined) => (copy ? copy.text(value) : (value ?? ''));
  const blocks: MailBlock[] = [
    {
      kind: 'rows',
      rows: [
        [
          label('address'),
          typed(
            `${request.street} ${request.houseNumber}, ${request.postalCode} ${request.municipality}`,
          ),
        ],
        [
          label('kind'),
          request.kind === 'OTHER' ? t('valuation.OTHER') : enumLabel('type', request.kind, locale),
        ],
        [label('livingArea'), formatSurface(request.livingArea, 0)],
        [label('bedrooms'), request.bedrooms === undefined ? '' : String(request.bedrooms)],
        [
          label('epcLabel'),
          request.epcLabel ? enumLabel('energyLabel', request.epcLabel, locale) : '',
        ],
        [label('intent'), t(`valuation.${request.intent}`)],
        [label('timeframe'), t(`valuation.${request.timeframe}`)],
        [label('name'), typed(request.name)],
        [label('email'), copy ? '' : request.email],
        [label('phone'), typed(request.phone)],
        [label('contactMoment'), t(`valuation.${request.contactMoment}`)],
      ],
    },
  ];
  const description = typed(request.description);
  if (description)
    blocks.push({ kind: 'note', style: 'heading', label: label('description'), text: description });
  return blocks;
}

/**
 * The mail to the agency: in the site's default language, to the site's address, replying to the
 * owner; every field of the request and the language the owner wrote in.
 * @param from the site and sender
 * @param request the valid request
 * @returns the rendered mail for the outbox
 */
export function valuationAgencyMail(
  from: MailSite,
  request: ValuationRequest,
): Promise<OutgoingMail> {
  return agencyMail(from, request, ({ locale, t }) => {
    const [rows, ...rest] = requestBlocks(request, locale);
    return {
      subject: t('valuation.agencySubject', {
        site: from.site.name,
        place: `${request.postalCode} ${request.municipality}`,
      }),
      blocks: [
        { kind: 'text', text: t('valuation.agencyIntro') },
        rows?.kind === 'rows'
          ? { kind: 'rows', rows: [...rows.rows, [t('common.language'), request.locale]] }
          : { kind: 'rows', rows: [] },
        ...rest,
      ],
    };
  });
}

/**
 * The confirmation to the owner: in the language of the request, what they sent and what happens
 * next, signed by the agency (a reply goes to the agency). The address it goes to is not verified:
 * what the owner typed with a web or e-mail address in it is left out, and the mail says so
 * (mail/unverified.ts).
 * @param from the site and sender
 * @param request the valid request
 * @returns the rendered mail for the outbox
 */
export async function valuationOwnerMail(
  from: MailSite,
  request: ValuationRequest,
): Promise<OutgoingMail> {
  const locale = request.locale;
  const t = mailT(locale);
  const site = from.site.name;
  const copy = unverifiedCopy(locale);
  const greeting = copy.greeting(request.name);
  const blocks = requestBlocks(request, locale, copy);
  return renderMail(
    from,
    locale,
    request.email,
    t('valuation.ownerSubject', { site }),
    [
      { kind: 'text', text: `${greeting}\n\n${t('valuation.ownerIntro')}` },
      ...blocks,
      ...copy.notice(),
      { kind: 'text', text: t('valuation.next', { site }) },
    ],
    { replyTo: mailbox(site, from.site.email) },
  );
}
