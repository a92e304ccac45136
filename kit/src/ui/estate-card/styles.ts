/**
 * Styles of the estate card and of its skeleton, which share the frame, the media box and the
 * body column so the skeleton is exactly as large as a card (no layout shift, SPEC §9 370x250).
 * Serialized once here (emotion's `css`), not at each render of each card of a page.
 */
import { css } from '@emotion/react';
import { colors, radius, space } from 'shared/ui/tokens';

/** Card image width in px (SPEC §9: 370x250). */
export const CARD_IMAGE_WIDTH = 370;
/** Card image height in px (SPEC §9: 370x250). */
export const CARD_IMAGE_HEIGHT = 250;

/**
 * The card's frame: a column with a border, a shadow on hover and a focus ring around it while
 * the keyboard's focus is inside (`:focus-visible`), not after a press of its favourite toggle
 * with a mouse or a finger, which would leave the whole card outlined.
 */
export const cardStyle = css({
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
  '&:has(:focus-visible)': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
});

/** The media box: 370x250 ratio, the picture (or placeholder) covering it. */
export const mediaStyle = css({
  position: 'relative',
  margin: 0,
  aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}`,
  background: colors.surfaceAlt,
  '& img, & svg': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

/** The text part of a card (and of its skeleton): title, price and features in a column. */
export const bodyStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space(2),
  padding: space(4),
  flex: 1,
});
