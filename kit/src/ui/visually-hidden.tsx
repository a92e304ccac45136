/** Text for screen readers only. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { visuallyHidden } from 'shared/ui/tokens';

// Serialized once (emotion's `css`), not at each render.
const hiddenStyle = css(visuallyHidden);

/** Renders its children in a span hidden visually but read by screen readers. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={hiddenStyle}>{children}</span>;
}
