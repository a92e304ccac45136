/**
 * The favourite toggle (SPEC §2 "a favourite toggle" on each card, SPEC §4 add/remove): a
 * `<button type="button">` with `aria-pressed`, a heart and a localized label ("Add to
 * favourites" / "Remove from favourites"). Inside a card (an `<article aria-labelledby>`) it is
 * also described by the card's title, so a screen reader tells which estate it is for.
 */
import { css } from '@emotion/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { type FavoriteToggleProps } from 'shared/remote';
import { useHydrated } from 'kit/remote';
import { VisuallyHidden } from 'kit/ui/visually-hidden';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import { $favorites, favoriteToggled } from '#favorites/entities/favorite';
import { isFavoriteId } from '#favorites/entities/favorite';
import { HeartIcon } from '#favorites/entities/favorite';

// The styles are serialized once (emotion's `css`), not at each render of each card's toggle.
const iconStyle = css({
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
});

const buttonStyle = css({
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
});

/** Each variant in each heart colour (not pressed, pressed). */
const toggleStyles = {
  icon: {
    off: css(iconStyle, { color: colors.primary }),
    on: css(iconStyle, { color: colors.accent }),
  },
  button: {
    off: css(buttonStyle, { color: colors.primary }),
    on: css(buttonStyle, { color: colors.accent }),
  },
} as const;
const buttonLabelStyle = css({ color: colors.primary });

/**
 * The toggle of one estate. Takes the estate id (compared as text), the page's locale and the
 * variant: 'icon' (a round 44x44 px icon button, on cards; default) or 'button' (icon and text,
 * on a detail page). Clicking adds or removes the favourite.
 */
export function FavoriteToggle({ estateId, locale, variant = 'icon' }: FavoriteToggleProps) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  const id = String(estateId);
  // Until hydrated, as the server rendered it: no favourites (they are in local storage).
  const favorites = useUnit($favorites);
  const pressed = useHydrated() && isFavoriteId(favorites, id);
  const toggle = useUnit(favoriteToggled);
  const ref = useRef<HTMLButtonElement>(null);
  const [cardTitleId, setCardTitleId] = useState<string | undefined>(undefined);
  useLayoutEffect(() => {
    const card = ref.current?.closest('article[aria-labelledby]');
    setCardTitleId(card?.getAttribute('aria-labelledby') ?? undefined);
  }, []);

  const label = pressed ? t('toggle.remove') : t('toggle.add');

  return (
    <button
      ref={ref}
      type="button"
      data-boundary="favorites"
      data-testid="favorite-toggle"
      aria-pressed={pressed}
      aria-describedby={cardTitleId}
      onClick={() => toggle(id)}
      css={toggleStyles[variant === 'button' ? 'button' : 'icon'][pressed ? 'on' : 'off']}
    >
      <HeartIcon filled={pressed} size={variant === 'button' ? 20 : 22} />
      {variant === 'button' ? (
        <span css={buttonLabelStyle}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </button>
  );
}
