/**
 * The facts row of the estate card (SPEC §2): icons with the number of bedrooms and bathrooms and
 * the built area in m², each with a text for screen readers.
 */
import { css } from '@emotion/react';
import type { Estate } from 'shared/domain';
import { formatSurface } from 'shared/format';
import { colors, space, visuallyHidden } from 'shared/ui/tokens';
import type { useSharedUiT } from '../i18n';
import { positive } from './price-line';

// Serialized once (emotion's `css`), not at each render of each card.
const factsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(2)} ${space(4)}`,
  listStyle: 'none',
  margin: 'auto 0 0',
  padding: `${space(2)} 0 0`,
  color: colors.muted,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: space(1) },
});
const hiddenStyle = css(visuallyHidden);

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: 'false',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function BedIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 18V7M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11.5a1.5 1.5 0 1 0 0-.01" />
    </svg>
  );
}

function BathIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2" />
    </svg>
  );
}

function AreaIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 4h16v16H4zM4 9h5V4M15 20v-5h5" />
    </svg>
  );
}

/**
 * The list of facts (`role="list"`, named "features") for the positive counts and area of
 * `estate`, null when it has none. A render function of EstateCard; `t` gives the 'shared-ui'
 * texts in the page's language.
 */
export function cardFacts(estate: Estate, t: ReturnType<typeof useSharedUiT>) {
  const bedrooms = positive(estate.general.bedroomCount);
  const bathrooms = positive(estate.general.bathroomCount);
  const area = positive(estate.dimensions?.areaBuild);
  if (bedrooms === null && bathrooms === null && area === null) return null;
  return (
    <ul role="list" aria-label={t('card.features')} css={factsStyle}>
      {bedrooms !== null && (
        <li>
          <BedIcon />
          <span aria-hidden="true">{bedrooms}</span>
          <span css={hiddenStyle}>{t('card.bedrooms', { count: bedrooms })}</span>
        </li>
      )}
      {bathrooms !== null && (
        <li>
          <BathIcon />
          <span aria-hidden="true">{bathrooms}</span>
          <span css={hiddenStyle}>{t('card.bathrooms', { count: bathrooms })}</span>
        </li>
      )}
      {area !== null && (
        <li>
          <AreaIcon />
          <span aria-hidden="true">{formatSurface(area)}</span>
          <span css={hiddenStyle}>{t('card.area', { area: formatSurface(area) })}</span>
        </li>
      )}
    </ul>
  );
}
