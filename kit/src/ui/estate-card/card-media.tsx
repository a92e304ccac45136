/**
 * The media part of the estate card (SPEC §2 Listing search page): the main picture at 370x250
 * (the first by index) or a placeholder, the sticker label or, when sold, the transaction name,
 * the energy label, and the actions slot (e.g. a favourite toggle) over the image corner.
 */
import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Estate, Locale } from 'shared/domain';
import { localized } from 'shared/format';
import { energyLabelText, isSold, sortedPictures } from 'shared/estate';
import { colors, space } from 'shared/ui/tokens';
import { EPC_COLORS, readableTextOn, stickerColors } from './colors';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH, mediaStyle } from './styles';
import type { useSharedUiT } from '../i18n';

// The styles below are serialized once (emotion's `css`), not at each render of each card.
const labelStyle = css({
  position: 'absolute',
  top: space(3),
  left: space(3),
  padding: `${space(1)} ${space(2)}`,
  borderRadius: '4px',
  fontSize: '0.8rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  maxWidth: '70%',
});
const soldLabelStyle = css(labelStyle, { background: colors.danger, color: '#ffffff' });
const actionsStyle = css({ position: 'absolute', top: space(2), right: space(2), zIndex: 2 });

/** The energy label's box in `color` (one per EPC class), serialized at its first use. */
const epcStyles = new Map<string, SerializedStyles>();
function epcStyle(color: string): SerializedStyles {
  let style = epcStyles.get(color);
  if (!style) {
    style = css({
      position: 'absolute',
      bottom: space(3),
      left: space(3),
      minWidth: '2.25rem',
      padding: `${space(1)} ${space(2)}`,
      borderRadius: '4px',
      textAlign: 'center',
      fontWeight: 700,
      background: color,
      color: readableTextOn(color),
    });
    epcStyles.set(color, style);
  }
  return style;
}

/** The house drawn when an estate has no picture, named by `label`. */
function Placeholder({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={CARD_IMAGE_WIDTH}
      height={CARD_IMAGE_HEIGHT}
      viewBox={`0 0 ${CARD_IMAGE_WIDTH} ${CARD_IMAGE_HEIGHT}`}
      focusable="false"
    >
      <rect width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} fill={colors.surfaceAlt} />
      <path
        d="M145 140 L185 105 L225 140 M155 131 V165 H215 V131 M177 165 V145 H193 V165"
        fill="none"
        stroke={colors.muted}
        strokeWidth={4}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The card's `<figure>`: parts the estate does not have are left out. A render function of
 * EstateCard (no state of its own), called with the card's values.
 * @param estate the estate
 * @param locale the page's language
 * @param title the card's title, used in the picture's alt text
 * @param actions controls over the image corner, above the card link
 * @param eagerImage loads the image at once; otherwise loading="lazy"
 * @param t the 'shared-ui' texts in the page's language
 */
export function cardMedia(
  estate: Estate,
  locale: Locale,
  title: string,
  actions: ReactNode,
  eagerImage: boolean,
  t: ReturnType<typeof useSharedUiT>,
) {
  const sticker = estate.general.sticker;
  const stickerName = sticker ? localized(sticker.name, locale) : '';
  const picture = sortedPictures(estate)[0];
  const epc = estate.energy?.energyLabel ? energyLabelText(estate.energy.energyLabel) : '';
  const epcColor = EPC_COLORS[epc.charAt(0).toUpperCase()] ?? colors.muted;

  let label: ReactNode = null;
  if (isSold(estate)) {
    label = <span css={soldLabelStyle}>{localized(estate.general.transaction.name, locale)}</span>;
  } else if (sticker && stickerName) {
    label = <span css={[labelStyle, stickerColors(sticker)]}>{stickerName}</span>;
  }

  return (
    <figure css={mediaStyle}>
      {picture?.thumbnail ? (
        <img
          src={picture.thumbnail}
          alt={t('card.imageAlt', { title })}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={eagerImage ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <Placeholder label={t('card.noImage')} />
      )}
      {label}
      {epc && (
        <span role="img" aria-label={t('card.epc', { label: epc })} css={epcStyle(epcColor)}>
          {epc}
        </span>
      )}
      {actions && <div css={actionsStyle}>{actions}</div>}
    </figure>
  );
}
