import { colors, focusRing, space } from 'shared/ui/tokens';

/**
 * A link of the header: white on the brand colour, with a visible focus, in a box of its own so
 * the padding is part of the layout: the targets of wrapped rows of links never overlap (WCAG
 * 2.2 target size).
 */
export const headerLinkStyle = {
  color: colors.onPrimary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  display: 'inline-block',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: '4px',
  '&:hover': { textDecoration: 'underline' },
  '&[aria-current="page"]': { textDecoration: 'underline', fontWeight: 700 },
  ...focusRing,
} as const;
