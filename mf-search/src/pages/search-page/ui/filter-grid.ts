/** The grid of the filter panel's controls: 1 column, 2 from the small, 3 from the large breakpoint. */
import { mq, space } from 'shared/ui/tokens';

export const filterGridStyle = {
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;
