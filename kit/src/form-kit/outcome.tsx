/**
 * The outcome of a form or of a link's action on a page of its own (a cancelled viewing, a
 * confirmed subscription): a heading that takes the focus when it changes, so a keyboard or
 * screen-reader user hears the new state first (WCAG 2.2 AA 2.4.3), and the notice and link
 * styles of such pages.
 */
import { useEffect, useRef } from 'react';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';

/** The style of a link on an outcome page. */
export const outcomeLinkStyle = { color: colors.primary, fontWeight: 600, ...focusRing } as const;

/**
 * The style of an outcome's notice.
 * @param tone the text colour (e.g. colors.success, colors.danger)
 * @param background the notice's background
 */
export function noticeStyle(tone: string, background: string) {
  return {
    margin: `0 0 ${space(4)}`,
    padding: space(3),
    borderRadius: radius,
    color: tone,
    background,
    fontWeight: 600,
    maxWidth: '42rem',
  } as const;
}

/** The page's h1, which takes the focus each time its text changes (see the module's comment). */
export function OutcomeHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [children]);
  return (
    <h1 ref={ref} tabIndex={-1} css={{ marginTop: 0, outline: 'none' }}>
      {children}
    </h1>
  );
}
