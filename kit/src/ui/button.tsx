/**
 * The site's button: primary (filled) or secondary (outlined), keyboard focus ring, at least
 * 44 px high. `busy` keeps the button focusable but inert (aria-disabled, clicks ignored), so
 * focus is not lost while an action runs.
 */
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';

/** Props of Button: every native button attribute, plus variant and busy. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary' (default) or 'secondary'. */
  variant?: 'primary' | 'secondary';
  /** While true the button is announced as disabled and ignores clicks, but keeps focus. */
  busy?: boolean;
}

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space(2),
  minHeight: '44px',
  padding: `${space(2)} ${space(5)}`,
  borderRadius: radius,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  border: `2px solid ${colors.primary}`,
  ...focusRing,
  '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.7 },
} as const;

const variants = {
  primary: {
    background: colors.primary,
    color: colors.onPrimary,
    '&:hover:not([aria-disabled="true"])': { background: colors.primaryDark },
  },
  secondary: {
    background: colors.surface,
    color: colors.primary,
    '&:hover:not([aria-disabled="true"])': { background: colors.surfaceAlt },
  },
} as const;

/**
 * The button's look for a variant (emotion styles for `css`), for an element that must look like
 * the button without being one, e.g. a link with an address.
 */
export function buttonLook(variant: 'primary' | 'secondary' = 'primary') {
  return [base, variants[variant]] as const;
}

/**
 * A click handler that ignores presses while `busy` (their default prevented: a busy link does
 * not navigate either), else calls `onClick`.
 */
function unlessBusy<E extends Element>(busy: boolean, onClick?: (event: MouseEvent<E>) => void) {
  return (event: MouseEvent<E>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

/** A button (type="button" unless given). Takes every native button attribute. */
export function Button({ variant = 'primary', busy = false, onClick, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={unlessBusy(busy, onClick)}
      css={buttonLook(variant)}
      {...rest}
    />
  );
}
