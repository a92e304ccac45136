/** The grids of the filter panel's controls. */
import { mq, space } from 'shared/ui/tokens';

/** The grid of a group of controls: 1 column, 2 from the small, 3 from the large breakpoint. */
export const filterGridStyle = {
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * The main row of the panel: its four main controls and the submit button, in one row from the
 * large breakpoint (the button as wide as its words), 2 columns from the small one, else 1.
 */
export const mainFilterRowStyle = {
  ...filterGridStyle,
  [mq('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto' },
} as const;
