/**
 * Design tokens shared by every team. Colours meet WCAG AA contrast on white (text 4.5:1):
 * primary #0b4f6c (8.9:1), muted #4f5965 (7:1), danger #a4261a (7.1:1).
 */
export const colors = {
  primary: '#0b4f6c',
  primaryDark: '#083a50',
  onPrimary: '#ffffff',
  accent: '#b5442f',
  text: '#1d232b',
  muted: '#4f5965',
  border: '#c9d0d7',
  surface: '#ffffff',
  surfaceAlt: '#f3f5f7',
  danger: '#a4261a',
  success: '#1f6b3a',
  focus: '#f2a900',
} as const;

/**
 * Background colours of the energy labels by letter, A greens to G red, as the EPC scale shows
 * them; text on them takes the colour of best contrast (kit's `readableTextOn`).
 */
export const epcColors: Readonly<Record<string, string>> = {
  A: '#1a7f37',
  B: '#4c9a2a',
  C: '#c8d400',
  D: '#ffd500',
  E: '#f4a300',
  F: '#e0641e',
  G: '#c62a1f',
};

/** Breakpoints in px (SPEC §9 grid: 1 column, 2 from small, 3 from large). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Media query from a breakpoint upwards, e.g. `mq('lg')`. */
export const mq = (bp: keyof typeof breakpoints): string =>
  `@media (min-width: ${breakpoints[bp]}px)`;

export const space = (n: number): string => `${n * 0.25}rem`;

export const radius = '6px';
export const maxWidth = '1200px';

/** A visible focus ring for keyboard users. */
export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
} as const;

/**
 * A link on a line of its own (not inside a sentence): 44 px high, so a finger hits it and not
 * its neighbour (WCAG 2.5.8 target size), in the primary colour, bold, with the focus ring.
 */
export const lineLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: colors.primary,
  fontWeight: 600,
  ...focusRing,
} as const;

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
