/** Text for screen readers only. */
import type { ReactNode } from 'react';
import { visuallyHidden } from 'shared/ui/tokens';

/** Renders its children in a span hidden visually but read by screen readers. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHidden}>{children}</span>;
}
