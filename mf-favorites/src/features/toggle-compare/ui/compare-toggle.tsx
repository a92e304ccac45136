/**
 * The compare control of one estate: a `<button type="button">` with `aria-pressed` ("Compare" /
 * "In the comparison") that adds the estate to the visitor's comparison list or takes it out.
 * Being a plain button, a press made before the page is live is held and replayed once it is
 * (the shell's press capture). When the list is full the press adds nothing and a status line
 * says why, with a link to the comparison. The 'button' variant (a detail page) also links to
 * the comparison of the list once it holds an estate. Inside a card (an `<article
 * aria-labelledby>`) the icon button is described by the card's title.
 */
import { css } from '@emotion/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import { buildPath } from 'shared/routes';
import { type CompareToggleProps } from 'shared/remote';
import { useHydrated } from 'kit/remote';
import { VisuallyHidden } from 'kit/ui/visually-hidden';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { FAVORITES_NAMESPACE } from '#favorites/config/i18n';
import {
  $compareIds,
  $compareRefused,
  COMPARE_MAX,
  compareSearch,
  compareToggled,
  toCompareId,
} from '#favorites/entities/compare';

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
  color: colors.primary,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.2)',
  cursor: 'pointer',
  '&:hover': { background: colors.surfaceAlt },
  '&[aria-pressed="true"]': { background: colors.primary, color: colors.onPrimary },
  ...focusRing,
});
const buttonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
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
  '&[aria-pressed="true"]': { background: colors.primary, color: colors.onPrimary },
  ...focusRing,
});
const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: colors.primary,
  fontWeight: 600,
  ...focusRing,
});
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
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 4h6v16H4zM14 4h6v16h-6zM6.5 9h1M16.5 9h1M6.5 13h1M16.5 13h1" />
    </svg>
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
  const ref = useRef<HTMLButtonElement>(null);
  const [cardTitleId, setCardTitleId] = useState<string | undefined>(undefined);
  useLayoutEffect(() => {
    const card = ref.current?.closest('article[aria-labelledby]');
    setCardTitleId(card?.getAttribute('aria-labelledby') ?? undefined);
  }, []);

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
      <button
        ref={ref}
        type="button"
        data-boundary="favorites"
        aria-pressed={pressed}
        aria-describedby={cardTitleId}
        onClick={() => toggle(id)}
        css={variant === 'button' ? buttonStyle : iconStyle}
      >
        <CompareIcon size={variant === 'button' ? 20 : 22} />
        {variant === 'button' ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
      </button>
      {variant === 'button' && ids.length > 0 && !full && (
        <Link to={comparison} css={linkStyle}>
          {t('compareToggle.link', { count: ids.length })}
        </Link>
      )}
      {full}
    </span>
  );
}
