/**
 * The compare control of one estate: a `<button type="button">` with `aria-pressed` ("Compare" /
 * "In the comparison") that adds the estate to the visitor's comparison list or takes it out.
 * Being a plain button, a press made before the page is live is held and replayed once it is
 * (the shell's press capture). When the list is full the press adds nothing and a status line
 * says why, with a link to the comparison. The 'button' variant (a detail page) also links to
 * the comparison of the list once it holds an estate. The button is the estate toggle of lib/ui
 * (described by its card's title inside a card).
 */
import { css } from '@emotion/react';
import { Link } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { buildPath } from 'shared/routes';
import type { CompareToggleProps } from 'shared/remote';
import { useHydrated } from 'kit/remote';
import { colors, lineLink, radius, space } from 'shared/ui/tokens';
import { EstateToggle, toggleShape } from '#favorites/lib/ui/estate-toggle';
import { LineIcon } from '#favorites/lib/ui/line-icon';
import { FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import {
  $compareIds,
  $compareRefused,
  COMPARE_MAX,
  compareSearch,
  compareToggled,
  toCompareId,
} from '#favorites/entities/compare';

/** Each variant in the comparison's colours: filled with the primary colour when pressed. */
const pressedFill = {
  color: colors.primary,
  '&[aria-pressed="true"]': { background: colors.primary, color: colors.onPrimary },
};
const toggleStyles = {
  icon: css(toggleShape.icon, pressedFill),
  button: css(toggleShape.button, pressedFill),
} as const;
const linkStyle = css(lineLink);
const bubbleStyle = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  width: '14rem',
  padding: space(2),
  borderRadius: radius,
  background: colors.surface,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.2)',
  fontSize: '0.875rem',
  zIndex: 3,
});

/** Two columns side by side: the comparison's sign. */
function CompareIcon({ size }: { size: number }) {
  return (
    <LineIcon size={size} strokeLinecap="round">
      <path d="M4 4h6v16H4zM14 4h6v16h-6zM6.5 9h1M16.5 9h1M6.5 13h1M16.5 13h1" />
    </LineIcon>
  );
}

/**
 * The compare control of `estateId` (compared as text) in `locale`; `variant` 'icon' (a round
 * 44×44 px button on cards, the default) or 'button' (icon and text, and a link to the comparison,
 * on a detail page).
 */
export function CompareToggle({ estateId, locale, variant = 'icon' }: CompareToggleProps) {
  const { t } = useTranslation(FAVORITES_NAMESPACE, { lng: locale });
  const id = toCompareId(estateId) ?? String(estateId);
  // Until hydrated, as the server rendered it: an empty list (it is in local storage).
  const hydrated = useHydrated();
  const [stored, refused, toggle] = useUnit([$compareIds, $compareRefused, compareToggled]);
  const ids = hydrated ? stored : [];
  const pressed = ids.includes(id);
  const shown = variant === 'button' ? 'button' : 'icon';
  const label = pressed ? t('compareToggle.remove') : t('compareToggle.add');
  const comparison = `${buildPath('compare', locale)}${compareSearch(ids)}`;
  const full = hydrated && refused === id && (
    <span role="status" css={variant === 'icon' ? bubbleStyle : { display: 'block' }}>
      {t('compareToggle.full', { max: COMPARE_MAX })}{' '}
      <Link to={comparison} css={linkStyle}>
        {t('compareToggle.link', { count: ids.length })}
      </Link>
    </span>
  );

  return (
    <span
      css={{
        position: 'relative',
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: space(3),
      }}
    >
      <EstateToggle
        variant={shown}
        pressed={pressed}
        label={label}
        onPress={() => toggle(id)}
        icon={(size) => <CompareIcon size={size} />}
        style={toggleStyles[shown]}
      />
      {variant === 'button' && ids.length > 0 && !full && (
        <Link to={comparison} css={linkStyle}>
          {t('compareToggle.link', { count: ids.length })}
        </Link>
      )}
      {full}
    </span>
  );
}
