/**
 * How every e-mail of the API is laid out and rendered: a mail is a subject and a list of blocks
 * (paragraphs, label/value rows, buttons, estate cards, notes, a subscriber footer). The HTML part
 * is the React component `MailDocument` rendered by @react-email/render (React escapes every text
 * a visitor typed); the text part is written from the same blocks by `mailText`, so both parts say
 * the same things and every link of the HTML is in the text as a bare URL (the e2e journeys and
 * many mail clients read links from the text part, and html-to-text would bracket them).
 * The words come from the `mail` namespace of i18next (./i18n), the formats from shared/format.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import type { Locale } from 'shared/domain';
import type { Site } from '../contract/domain';
import type { EstateSummary, MailSite, OutgoingMail } from '../engagement/mails';
import { mailT } from './i18n';

/** A paragraph; its line breaks are kept. */
export interface TextBlock {
  kind: 'text';
  text: string;
}

/** Label/value rows (a table in HTML, "label: value" lines in text); empty values are left out. */
export interface RowsBlock {
  kind: 'rows';
  rows: readonly (readonly [label: string, value: string])[];
}

/** A link drawn as a button; in text "label: URL", unless `inText` is false. */
export interface ButtonBlock {
  kind: 'button';
  href: string;
  label: string;
  inText?: boolean;
}

/** A plain link on its own line; in text "label: URL". */
export interface LinkBlock {
  kind: 'link';
  href: string;
  label: string;
}

/** An estate: picture, title (its link) and price; in text title, price and "view: URL". */
export interface EstateBlock {
  kind: 'estate';
  estate: EstateSummary;
  view: string;
}

/** A text someone wrote under a label: a quote, or a heading and a paragraph. */
export interface NoteBlock {
  kind: 'note';
  label: string;
  text: string;
  style: 'quote' | 'heading';
}

/** The small print of a subscriber's mails: why they get it, then links (edit, unsubscribe). */
export interface FooterBlock {
  kind: 'footer';
  why: string;
  links: readonly { href: string; label: string }[];
}

/** One part of a mail's body. */
export type MailBlock =
  TextBlock | RowsBlock | ButtonBlock | LinkBlock | EstateBlock | NoteBlock | FooterBlock;

const COLORS = { text: '#1d232b', muted: '#4f5965', line: '#c9d0d7', brand: '#0b4f6c' };
const paragraph: CSSProperties = { margin: '0 0 16px', lineHeight: 1.5, fontSize: '16px' };
const small: CSSProperties = { color: COLORS.muted, fontSize: '14px', lineHeight: 1.5 };

/** Text with its line breaks as `<br>` (React escapes the text). */
function Lines({ text }: { text: string }): ReactNode {
  return text.split('\n').map((line, i) => (
    <span key={i}>
      {i > 0 && <br />}
      {line}
    </span>
  ));
}

/** One block in HTML. */
function Block({ block }: { block: MailBlock }): ReactNode {
  switch (block.kind) {
    case 'text':
      return (
        <Text style={paragraph}>
          <Lines text={block.text} />
        </Text>
      );
    case 'rows': {
      const shown = block.rows.filter(([, value]) => value !== '');
      return (
        <table style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
          <tbody>
            {shown.map(([label, value], i) => (
              <tr key={i}>
                <th style={{ textAlign: 'left', padding: '4px 12px 4px 0', verticalAlign: 'top' }}>
                  {label}
                </th>
                <td style={{ padding: '4px 0' }}>
                  <Lines text={value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'button':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Button
            href={block.href}
            style={{
              padding: '12px 20px',
              background: COLORS.brand,
              color: '#ffffff',
              textDecoration: 'none',
              borderRadius: '6px',
              fontWeight: 'bold',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
    case 'link':
      return (
        <Text style={paragraph}>
          <Link href={block.href} style={{ color: COLORS.brand }}>
            {block.label}
          </Link>
        </Text>
      );
    case 'estate': {
      const { estate } = block;
      return (
        <Section style={{ margin: '0 0 20px' }}>
          {estate.picture && (
            <Link href={estate.url}>
              <Img
                src={estate.picture}
                width="370"
                height="250"
                alt={estate.title}
                style={{ maxWidth: '100%', height: 'auto', borderRadius: '6px' }}
              />
            </Link>
          )}
          <Text style={{ margin: '8px 0 4px', fontSize: '18px', fontWeight: 'bold' }}>
            <Link href={estate.url} style={{ color: COLORS.brand }}>
              {estate.title}
            </Link>
          </Text>
          {estate.price && <Text style={{ margin: '0 0 4px' }}>{estate.price}</Text>}
        </Section>
      );
    }
    case 'note':
      return block.style === 'quote' ? (
        <Section
          style={{
            margin: '0 0 16px',
            padding: '8px 16px',
            borderLeft: `4px solid ${COLORS.line}`,
          }}
        >
          <Text style={paragraph}>
            <Lines text={block.text} />
          </Text>
        </Section>
      ) : (
        <>
          <Heading as="h2" style={{ fontSize: '16px', margin: '0 0 8px' }}>
            {block.label}
          </Heading>
          <Text style={paragraph}>
            <Lines text={block.text} />
          </Text>
        </>
      );
    case 'footer':
      return (
        <Text style={{ ...small, margin: '16px 0 0' }}>
          {block.why}
          <br />
          {block.links.map((link, i) => (
            <span key={link.href}>
              {i > 0 && ' · '}
              <Link href={link.href} style={{ color: COLORS.brand }}>
                {link.label}
              </Link>
            </span>
          ))}
        </Text>
      );
  }
}

/** The agency's signature lines: name, address in `locale`, phone and e-mail. */
function signatureLines(site: Site, locale: Locale): string[] {
  const address = site.address[locale] ?? site.address.nl ?? '';
  return [site.name, address, [site.phone, site.email].filter(Boolean).join(' · ')].filter(Boolean);
}

/** The props of `MailDocument`. */
export interface MailDocumentProps {
  locale: Locale;
  /** The subject, also the document's title and the inbox preview line. */
  subject: string;
  blocks: readonly MailBlock[];
  /** The signature's lines (agency name, address, phone · e-mail). */
  signature: readonly string[];
}

/**
 * A whole HTML mail: the blocks on a white card, then the agency's signature.
 * @returns the `<Html>` element to render with @react-email/render
 */
export function MailDocument({ locale, subject, blocks, signature }: MailDocumentProps): ReactNode {
  return (
    <Html lang={locale}>
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{subject}</Preview>
      <Body
        style={{
          margin: 0,
          padding: '24px',
          background: '#f3f5f7',
          fontFamily: 'Arial,Helvetica,sans-serif',
          color: COLORS.text,
        }}
      >
        <Container
          style={{ maxWidth: '600px', background: '#ffffff', padding: '24px', borderRadius: '6px' }}
        >
          {blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
          <Hr style={{ borderTop: `1px solid ${COLORS.line}`, margin: '24px 0 12px' }} />
          <Text style={{ ...small, margin: 0 }}>
            <Lines text={signature.join('\n')} />
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The text part of a mail: each block as plain text, blank lines between them, then the
 * signature after the "-- " line of RFC 3676.
 * @param locale the language of "label: value" (French puts a no-break space before the colon)
 */
export function mailText(
  blocks: readonly MailBlock[],
  signature: readonly string[],
  locale: Locale,
): string {
  const t = mailT(locale);
  const field = (label: string, value: string) => t('common.field', { label, value });
  const parts = blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case 'text':
        return [block.text];
      case 'rows': {
        const shown = block.rows.filter(([, value]) => value !== '');
        return shown.length ? [shown.map(([label, value]) => field(label, value)).join('\n')] : [];
      }
      case 'button':
        return block.inText === false ? [] : [field(block.label, block.href)];
      case 'link':
        return [field(block.label, block.href)];
      case 'estate':
        return [
          [block.estate.title, block.estate.price, field(block.view, block.estate.url)]
            .filter(Boolean)
            .join('\n'),
        ];
      case 'note':
        return [`${t('common.label', { label: block.label })}\n${block.text}`];
      case 'footer':
        return [[block.why, ...block.links.map((link) => field(link.label, link.href))].join('\n')];
    }
  });
  return `${parts.join('\n\n')}\n\n-- \n${signature.join('\n')}\n`;
}

/**
 * Renders a mail: its HTML (the React component, through @react-email/render) and its text part
 * from the same blocks, signed with the agency's name and address in `locale`.
 * @param from the site the mail comes from (sender, signature)
 * @param locale the reader's language
 * @param to the recipient's address
 * @param subject the subject line, as the i18next text gave it
 * @param blocks the body
 * @param extra Reply-To, headers or attachments
 * @returns the mail as the outbox stores it and nodemailer sends it
 */
export async function renderMail(
  from: MailSite,
  locale: Locale,
  to: string,
  subject: string,
  blocks: readonly MailBlock[],
  extra: Partial<OutgoingMail> = {},
): Promise<OutgoingMail> {
  const signature = signatureLines(from.site, locale);
  const html = await render(
    <MailDocument locale={locale} subject={subject} blocks={blocks} signature={signature} />,
  );
  return {
    from: from.from,
    to,
    subject,
    text: mailText(blocks, signature, locale),
    html,
    ...extra,
  };
}
