/**
 * The estate card of the search grid, the favourites page and similar estates (SPEC §2 Listing
 * search page): a sticker label (or the transaction name when sold), the main 370x250 image or a
 * placeholder, the energy label, the title "{subtype} in {city}" linking to the detail address,
 * the price (hidden when sold or closed) and bedrooms, bathrooms and built area (m²).
 *
 * The whole card is clickable through its one link (stretched over the card), so the card has one
 * tab stop; `actions` (e.g. a favourite toggle) sit above the link and stay clickable.
 */
import { css } from '@emotion/react';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'shared/router';
import type { Estate, Locale } from 'shared/domain';
import { detailPath, estateTitle } from 'shared/estate';
import { useSharedUiT } from '../i18n';
import { cardFacts } from './card-facts';
import { cardMedia } from './card-media';
import { priceLine, priceText } from './price-line';
import { bodyStyle, cardStyle } from './styles';

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

// Serialized once (emotion's `css`), not at each render of each card.
const linkStyle = css({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '&:hover': { textDecoration: 'underline' },
  // The stretched link: the whole card is its click target, the link stays the one tab stop.
  '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
});
const headingStyle = css({ margin: 0, fontSize: '1.125rem', lineHeight: 1.3 });

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
  return (
    <article aria-labelledby={headingId} css={cardStyle}>
      {cardMedia(estate, locale, title, actions, eagerImage, t)}
      <div css={bodyStyle}>
        <Heading id={headingId} css={headingStyle}>
          <Link to={href ?? detailPath(estate, locale)} ref={linkRef} css={linkStyle}>
            {title}
          </Link>
        </Heading>
        {priceLine(priceText(estate, locale, t), t, locale)}
        {cardFacts(estate, t)}
      </div>
    </article>
  );
}
