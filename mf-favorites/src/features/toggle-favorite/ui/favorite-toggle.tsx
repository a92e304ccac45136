/**
 * The favourite toggle (SPEC §2 "a favourite toggle" on each card, SPEC §4 add/remove): a
 * `<button type="button">` with `aria-pressed`, a heart and a localized label ("Add to
 * favourites" / "Remove from favourites"), on the estate toggle of lib/ui (which also describes
 * it by its card's title); the heart is filled in the accent colour when pressed.
 */
import { css } from '@emotion/react';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { FavoriteToggleProps } from 'shared/remote';
import { useHydrated } from 'kit/remote';
import { colors } from 'shared/ui/tokens';
import { EstateToggle, toggleShape } from '#favorites/lib/ui/estate-toggle';
import { FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import { $favorites, favoriteToggled } from '#favorites/entities/favorite';
import { isFavoriteId } from '#favorites/entities/favorite';
import { HeartIcon } from '#favorites/entities/favorite';

/** Each variant in each heart colour (not pressed, pressed), serialized once. */
const toggleStyles = {
  icon: {
    off: css(toggleShape.icon, { color: colors.primary }),
    on: css(toggleShape.icon, { color: colors.accent }),
  },
  button: {
    off: css(toggleShape.button, { color: colors.primary }),
    on: css(toggleShape.button, { color: colors.accent }),
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
  const shown = variant === 'button' ? 'button' : 'icon';

  return (
    <EstateToggle
      variant={shown}
      pressed={pressed}
      label={pressed ? t('toggle.remove') : t('toggle.add')}
      onPress={() => toggle(id)}
      icon={(size) => <HeartIcon filled={pressed} size={size} />}
      style={toggleStyles[shown][pressed ? 'on' : 'off']}
      labelStyle={buttonLabelStyle}
      testId="favorite-toggle"
    />
  );
}
