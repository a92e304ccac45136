/**
 * The on/off control of one estate that the favourite and compare toggles are made of: a plain
 * `<button type="button">` with `aria-pressed`, a decorative icon and a label (visually hidden on
 * the round icon variant). Being a plain button, a press made before the page is live is held
 * and replayed once it is (the shell's press capture). Inside a card (an `<article
 * aria-labelledby>`) it is also described by the card's title, so a screen reader tells which
 * estate it is for.
 */
import { css, type SerializedStyles } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'kit/ui/visually-hidden';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';

/** The two looks of a toggle: a round 44×44 px icon button (cards), or icon and text (a detail page). */
export type EstateToggleVariant = 'icon' | 'button';

// The shapes are serialized once (emotion's `css`), not at each render of each card's toggle; a
// toggle adds its colours with `css(toggleShape.icon, …)` at module level too.
/** The shape of each variant, without colours: 44 px high at least, the site's focus ring. */
export const toggleShape: Record<EstateToggleVariant, SerializedStyles> = {
  icon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    padding: 0,
    borderRadius: '50%',
    border: `1px solid ${colors.border}`,
    background: colors.surface,
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)',
    cursor: 'pointer',
    '&:hover': { background: colors.surfaceAlt },
    ...focusRing,
  }),
  button: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space(2),
    minHeight: '44px',
    padding: `${space(2)} ${space(5)}`,
    borderRadius: radius,
    border: `2px solid ${colors.primary}`,
    background: colors.surface,
    color: colors.primary,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { background: colors.surfaceAlt },
    ...focusRing,
  }),
};

/** What an estate toggle shows and does. */
export interface EstateToggleProps {
  variant: EstateToggleVariant;
  pressed: boolean;
  /** The words of the press to come ("Add to favourites" / "Remove from favourites"). */
  label: string;
  onPress: () => void;
  /** The decorative icon at a size in px: 20 in the 'button' variant, 22 in the 'icon' one. */
  icon: (size: number) => ReactNode;
  /** The shape and colours of the button (`toggleShape[variant]` with the toggle's colours). */
  style: SerializedStyles;
  /** The style of the visible label of the 'button' variant. */
  labelStyle?: SerializedStyles;
  testId?: string;
}

/**
 * An estate's toggle button (see the module comment).
 * @returns the button; the caller keeps what is around it (a status line, a link)
 */
export function EstateToggle({
  variant,
  pressed,
  label,
  onPress,
  icon,
  style,
  labelStyle,
  testId,
}: EstateToggleProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const [cardTitleId, setCardTitleId] = useState<string | undefined>(undefined);
  useLayoutEffect(() => {
    const card = ref.current?.closest('article[aria-labelledby]');
    setCardTitleId(card?.getAttribute('aria-labelledby') ?? undefined);
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      data-boundary="favorites"
      data-testid={testId}
      aria-pressed={pressed}
      aria-describedby={cardTitleId}
      onClick={onPress}
      css={style}
    >
      {icon(variant === 'button' ? 20 : 22)}
      {variant === 'icon' ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : labelStyle ? (
        <span css={labelStyle}>{label}</span>
      ) : (
        // No `css` at all: an undefined one would still give the span an empty class.
        <span>{label}</span>
      )}
    </button>
  );
}
