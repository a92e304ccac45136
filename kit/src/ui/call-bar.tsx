/**
 * The bar a phone keeps at the bottom of a detail page (an estate's, a rental unit's): "Call" and
 * the page's main question or request, each a link. Hidden from the two-column width up, where the
 * page's contact column stays in view instead, and in print.
 */
import { Global } from '@emotion/react';
import { breakpoints, colors, focusRing, space } from 'shared/ui/tokens';

/** The `tel:` address of a phone number as people write it ('09 123 45 67' -> 'tel:091234567'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Props of CallBar. */
export interface CallBarProps {
  /** The number to call as people write it; '' leaves "Call" out. */
  phone: string;
  /** The text of the call link, in the page's language ("Call"). */
  callLabel: string;
  /** The page's other action: where it leads (usually `#id` of a form on the page) and its text. */
  action: { href: string; label: string };
  /** The bar's `data-testid`. */
  testId?: string;
}

/** The page ends above the fixed bar, not under it. */
const pageRoom = {
  [`@media (max-width: ${breakpoints.lg - 0.02}px)`]: {
    'body:has([data-call-bar])': { paddingBottom: '5rem' },
  },
} as const;

const buttonStyle = {
  flex: '1 1 0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  padding: `${space(2)} ${space(3)}`,
  borderRadius: '6px',
  fontWeight: 700,
  textDecoration: 'none',
  textAlign: 'center',
  ...focusRing,
} as const;

/**
 * Renders the bar, fixed to the bottom of the screen below the large breakpoint: "Call" (filled,
 * first) when there is a phone, then the action (outlined). While it shows, the page keeps room
 * for it at its end, so that the bar covers nothing for good.
 */
export function CallBar({ phone, callLabel, action, testId }: CallBarProps) {
  return (
    <>
      <Global styles={pageRoom} />
      <div
        data-call-bar=""
        data-testid={testId}
        css={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: 20,
          display: 'flex',
          gap: space(2),
          padding: `${space(2)} ${space(3)} calc(${space(2)} + env(safe-area-inset-bottom, 0px))`,
          background: colors.surface,
          borderTop: `1px solid ${colors.border}`,
          boxShadow: '0 -4px 12px rgba(29, 35, 43, 0.12)',
          [`@media (min-width: ${breakpoints.lg}px)`]: { display: 'none' },
          '@media print': { display: 'none' },
        }}
      >
        {phone && (
          <a
            href={telHref(phone)}
            css={{ ...buttonStyle, background: colors.primary, color: colors.onPrimary }}
          >
            {callLabel}
          </a>
        )}
        <a
          href={action.href}
          css={{
            ...buttonStyle,
            border: `2px solid ${colors.primary}`,
            background: colors.surface,
            color: colors.primary,
          }}
        >
          {action.label}
        </a>
      </div>
    </>
  );
}
