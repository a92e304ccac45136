/**
 * The grid of estate cards (SPEC §2, §9): one column on small screens, two from the small
 * breakpoint (576 px), three from the large breakpoint (992 px); a list, one item per card.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq, space } from 'shared/ui/tokens';

const gridStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space(6),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * A `<ul>` laid out as the card grid; put `<EstateGridItem>` (or `<li>`) children in it.
 * `label` names the list for screen readers; `busy` marks it aria-busy while loading.
 */
export function EstateGrid({
  children,
  label,
  busy,
}: {
  children: ReactNode;
  label?: string;
  busy?: boolean;
}) {
  return (
    // role="list": Safari drops list semantics of a ul without bullets.
    <ul role="list" css={gridStyle} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

/**
 * Stretches a block's only child to the block's height, as a grid cell stretches its card
 * (serialized once: emotion's `css`).
 */
export const stretchedChild = css({ display: 'flex', minWidth: 0, '& > *': { flex: 1 } });

/**
 * One cell of the grid: a `<li>` stretching its card to the row height; `id` makes it the target
 * of a link's fragment (a later page of results opens at its first new card).
 */
export function EstateGridItem({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <li id={id} css={stretchedChild}>
      {children}
    </li>
  );
}
