/**
 * The frame of a wide table (room layout, project units): on a narrow screen the table scrolls
 * sideways inside it, and the frame is a named, focusable region so that keyboard users can
 * scroll it too (WCAG 2.1.1; axe rule scrollable-region-focusable).
 */
import type { ReactNode } from 'react';
import { focusRing } from 'shared/ui/tokens';

/** Takes the region's name (the table's caption text) and the table; renders the frame. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} css={{ overflowX: 'auto', ...focusRing }}>
      {children}
    </div>
  );
}
