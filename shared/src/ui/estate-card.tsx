/**
 * The estate card of the search grid, the favourites page and similar estates (SPEC §2 Listing
 * search page): a sticker label (or the transaction name when sold), the main 370x250 image or a
 * placeholder, the energy label, the title "{subtype} in {city}" linking to the detail address,
 * the price (hidden when sold or closed) and bedrooms, bathrooms and built area (m²).
 *
 * The whole card is clickable through its one link (stretched over the card), so the card has one
 * tab stop; `actions` (e.g. a favourite toggle) sit above the link and stay clickable.
 */
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'shared/router';
import type { Estate, Locale, Sticker } from '../domain';
import { formatMoney, formatSurface, localized } from 'shared/format';
import {
  detailPath,
  energyLabelText,
  estateTitle,
  isPriceHidden,
  isRent,
  isSold,
  sortedPictures,
} from 'shared/estate';
import { colors, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { useSharedUiT } from './i18n';

/** Card image width in px (SPEC §9: 370x250). */
export const CARD_IMAGE_WIDTH = 370;
/** Card image height in px (SPEC §9: 370x250). */
export const CARD_IMAGE_HEIGHT = 250;

/** Props of EstateCard. */
export interface EstateCardProps {
  /** The estate to show. */
  estate: Estate;
  /** The page's language: texts, names and the detail address. */
  locale: Locale;
  /** Controls shown over the image corner, above the card link (e.g. a favourite toggle). */
  actions?: ReactNode;
  /** Level of the title heading; 3 by default (under a page h1 and a results h2). */
  headingLevel?: 2 | 3 | 4;
  /** Loads the image at once (cards of the first row); otherwise loading="lazy". */
  eagerImage?: boolean;
  /** The detail address; by default `detailPath(estate, locale)` of shared/estate. */
  href?: string;
  /** Ref to the card's link, e.g. to move focus to the first new card after "load more". */
  linkRef?: Ref<HTMLAnchorElement>;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const DEFAULT_WHITE = new Set(['#fff', '#ffffff']);
const DEFAULT_BLACK = new Set(['#000', '#000000']);

/** Relative luminance (WCAG 2) of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const full =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(1);
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The text colour of best contrast (white or the site's text colour) on a background. */
export function readableTextOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(colors.text) + 0.05);
  return onWhite >= onDark ? '#ffffff' : colors.text;
}

/**
 * The colours of a sticker label (SPEC §3 sticker, §5): the sticker's colour unless it is the
 * default white (#ffffff) or not a hex colour, then the site's accent; its text colour unless it
 * is the default black (#000000) or not a hex colour, then the colour of best contrast.
 */
export function stickerColors(sticker: Pick<Sticker, 'color' | 'colorText'>): {
  background: string;
  color: string;
} {
  const bg = sticker.color?.trim().toLowerCase() ?? '';
  const fg = sticker.colorText?.trim().toLowerCase() ?? '';
  const background = HEX.test(bg) && !DEFAULT_WHITE.has(bg) ? bg : colors.accent;
  const color = HEX.test(fg) && !DEFAULT_BLACK.has(fg) ? fg : readableTextOn(background);
  return { background, color };
}

/** Background colour of an energy label by its letter (A greens to G red); text picked for contrast. */
const EPC_COLORS: Record<string, string> = {
  A: '#1a7f37',
  B: '#4c9a2a',
  C: '#c8d400',
  D: '#ffd500',
  E: '#f4a300',
  F: '#e0641e',
  G: '#c62a1f',
};

const cardStyle = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: colors.surface,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  borderRadius: radius,
  overflow: 'hidden',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.08)',
  transition: 'box-shadow 0.15s ease',
  '&:hover': { boxShadow: '0 4px 14px rgba(0, 0, 0, 0.14)' },
  '&:focus-within': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
} as const;

const mediaStyle = {
  position: 'relative',
  margin: 0,
  aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}`,
  background: colors.surfaceAlt,
  '& img, & svg': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
} as const;

const labelStyle = {
  position: 'absolute',
  top: space(3),
  left: space(3),
  padding: `${space(1)} ${space(2)}`,
  borderRadius: '4px',
  fontSize: '0.8rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  maxWidth: '70%',
} as const;

const linkStyle = {
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '&:hover': { textDecoration: 'underline' },
  // The stretched link: the whole card is its click target, the link stays the one tab stop.
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
} as const;

function Placeholder({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={CARD_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
      viewBox={`0 0 ${CARD_IMAGE_WIDTH} ${CARD_IMAGE_HEIGHT}`}
      focusable="false"
    >
      <rect width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} fill={colors.surfaceAlt} />
      <path
        d="M145 140 L185 105 L225 140 M155 131 V165 H215 V131 M177 165 V145 H193 V165"
        fill="none"
        stroke={colors.muted}
        strokeWidth={4}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: 'false',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function BedIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 18V7M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11.5a1.5 1.5 0 1 0 0-.01" />
    </svg>
  );
}

function BathIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2" />
    </svg>
  );
}

function AreaIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 4h16v16H4zM4 9h5V4M15 20v-5h5" />
    </svg>
  );
}

/** A positive number or null. */
const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

/** The text part of a card (and of its skeleton): title, price and features in a column. */
const bodyStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  padding: space(4),
  flex: 1,
} as const;

/** The price text of a card, or null when hidden (sold or closed, SPEC §2). Money in euro. */
function priceText(estate: Estate, locale: Locale, t: ReturnType<typeof useSharedUiT>) {
  if (isPriceHidden(estate)) return null;
  const { value, priceFrom, period } = estate.general.price;
  // A rent is a price per period ("€ 950 / maand"), also as a project's "from" price.
  let perPeriod = '';
  if (isRent(estate)) {
    const periodName = period ? localized(period.name, locale) : '';
    // German writes nouns with a capital ("/ Monat"); the other languages in lower case.
    perPeriod = periodName
      ? ` ${t('card.perPeriod', {
          period: locale === 'de' ? periodName : periodName.toLocaleLowerCase(locale),
        })}`
      : ` ${t('card.perMonth')}`;
  }
  const amount = positive(value);
  if (amount !== null) return `${formatMoney(amount)}${perPeriod}`;
  const from = positive(priceFrom);
  if (from !== null) return `${t('card.priceFrom', { price: formatMoney(from) })}${perPeriod}`;
  return t('card.priceOnRequest');
}

/**
 * The estate card. Takes an estate, the page's locale and optional actions, heading level, eager
 * image, href and link ref (see EstateCardProps); renders an `<article>` named by its title.
 * Never throws on missing data: absent parts are left out.
 */
export function EstateCard({
  estate,
  locale,
  actions,
  headingLevel = 3,
  eagerImage = false,
  href,
  linkRef,
}: EstateCardProps) {
  const t = useSharedUiT(locale);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const title = estateTitle(estate, locale);
  const sold = isSold(estate);
  const sticker = estate.general.sticker;
  const stickerName = sticker ? localized(sticker.name, locale) : '';
  const picture = sortedPictures(estate)[0];
  const epc = estate.energy?.energyLabel ? energyLabelText(estate.energy.energyLabel) : '';
  const epcColor = EPC_COLORS[epc.charAt(0).toUpperCase()] ?? colors.muted;
  const price = priceText(estate, locale, t);
  const bedrooms = positive(estate.general.bedroomCount);
  const bathrooms = positive(estate.general.bathroomCount);
  const area = positive(estate.dimensions?.areaBuild);
  const to = href ?? detailPath(estate, locale);

  let label: ReactNode = null;
  if (sold) {
    label = (
      <span css={[labelStyle, { background: colors.danger, color: '#ffffff' }]}>
        {localized(estate.general.transaction.name, locale)}
      </span>
    );
  } else if (sticker && stickerName) {
    label = <span css={[labelStyle, stickerColors(sticker)]}>{stickerName}</span>;
  }

  return (
    <article aria-labelledby={headingId} css={cardStyle}>
      <figure css={mediaStyle}>
        {picture?.thumbnail ? (
          <img
            src={picture.thumbnail}
            alt={t('card.imageAlt', { title })}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading={eagerImage ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <Placeholder label={t('card.noImage')} />
        )}
        {label}
        {epc && (
          <span
            role="img"
            aria-label={t('card.epc', { label: epc })}
            css={{
              position: 'absolute',
              bottom: space(3),
              left: space(3),
              minWidth: '2.25rem',
              padding: `${space(1)} ${space(2)}`,
              borderRadius: '4px',
              textAlign: 'center',
              fontWeight: 700,
              background: epcColor,
              color: readableTextOn(epcColor),
            }}
          >
            {epc}
          </span>
        )}
        {actions && (
          <div css={{ position: 'absolute', top: space(2), right: space(2), zIndex: 2 }}>
            {actions}
          </div>
        )}
      </figure>
      <div css={bodyStyle}>
        <Heading id={headingId} css={{ margin: 0, fontSize: '1.125rem', lineHeight: 1.3 }}>
          <Link to={to} ref={linkRef} css={linkStyle}>
            {title}
          </Link>
        </Heading>
        {price && (
          <p css={{ margin: 0, fontWeight: 700, fontSize: '1.125rem', color: colors.primary }}>
            <span css={visuallyHidden}>{t('card.price')}: </span>
            {price}
          </p>
        )}
        {(bedrooms !== null || bathrooms !== null || area !== null) && (
          <ul
            role="list"
            aria-label={t('card.features')}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: `${space(2)} ${space(4)}`,
              listStyle: 'none',
              margin: 'auto 0 0',
              padding: `${space(2)} 0 0`,
              color: colors.muted,
              '& li': { display: 'inline-flex', alignItems: 'center', gap: space(1) },
            }}
          >
            {bedrooms !== null && (
              <li>
                <BedIcon />
                <span aria-hidden="true">{bedrooms}</span>
                <span css={visuallyHidden}>{t('card.bedrooms', { count: bedrooms })}</span>
              </li>
            )}
            {bathrooms !== null && (
              <li>
                <BathIcon />
                <span aria-hidden="true">{bathrooms}</span>
                <span css={visuallyHidden}>{t('card.bathrooms', { count: bathrooms })}</span>
              </li>
            )}
            {area !== null && (
              <li>
                <AreaIcon />
                <span aria-hidden="true">{formatSurface(area)}</span>
                <span css={visuallyHidden}>{t('card.area', { area: formatSurface(area) })}</span>
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}

/**
 * A loading placeholder of the card's final size (image 370x250 ratio and text lines), hidden from
 * screen readers (announce loading in a live region instead).
 */
export function EstateCardSkeleton() {
  // Each row has the line box of the card's row it stands for (same font size and line height),
  // with a grey bar in it, so the skeleton is exactly as tall as a card with title, price and
  // features: no layout shift when the results arrive.
  const row = (width: string, fontSize: string, lineHeight: number | 'normal') => ({
    fontSize,
    lineHeight,
    '&::before': {
      content: '"\\00a0"',
      display: 'inline-block',
      width,
      borderRadius: '4px',
      background: colors.surfaceAlt,
    },
  });
  return (
    <div aria-hidden="true" css={[cardStyle, { '&:hover': { boxShadow: 'none' } }]}>
      <div css={[mediaStyle, { background: colors.surfaceAlt }]} />
      <div css={bodyStyle}>
        <div css={row('75%', '1.125rem', 1.3)} />
        <div css={row('40%', '1.125rem', 'normal')} />
        <div css={{ margin: 'auto 0 0', padding: `${space(2)} 0 0` }}>
          <div
            css={{
              width: '60%',
              height: '20px',
              borderRadius: '4px',
              background: colors.surfaceAlt,
            }}
          />
        </div>
      </div>
    </div>
  );
}
