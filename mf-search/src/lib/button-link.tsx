/**
 * A link with the site's button look, for a press that has an address (the next page of
 * results, SPEC §2 search): it works before and without scripts, and a script may handle the
 * press in place (`onClick` calling `preventDefault`).
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { buttonLook } from 'kit/ui/button';

/** Props of ButtonLink: every native link attribute (`href` required), plus variant and busy. */
export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** 'primary' (default) or 'secondary'. */
  variant?: 'primary' | 'secondary';
  /** While true the link is announced as disabled and ignores presses, but keeps focus. */
  busy?: boolean;
}

/**
 * The link with the button's look. While `busy` a press is ignored (its default prevented, so
 * the link does not navigate either), else `onClick` is called.
 */
export function ButtonLink({
  variant = 'primary',
  busy = false,
  onClick,
  ...rest
}: ButtonLinkProps) {
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <a
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={press}
      css={[...buttonLook(variant), { textDecoration: 'none' }]}
      {...rest}
    />
  );
}
