/**
 * The price line of the estate card (SPEC §2: the price, hidden when sold): an amount in euro,
 * per period for a rent, a project's "from" price, or "price on request".
 */
import { css } from '@emotion/react';
import type { Estate, Locale } from 'shared/domain';
import { formatMoney, labelled, localized } from 'shared/format';
import { isPriceHidden, isRent } from 'shared/estate';
import { colors, visuallyHidden } from 'shared/ui/tokens';
import type { useSharedUiT } from '../i18n';

// Serialized once (emotion's `css`), not at each render of each card.
const priceStyle = css({ margin: 0, fontWeight: 700, fontSize: '1.125rem', color: colors.primary });
const hiddenStyle = css(visuallyHidden);

/** A positive number or null. */
export const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;

/**
 * The price text of a card in `locale`, e.g. '€ 350.000', '€ 950 / maand', 'From € 250.000'.
 * @returns the text, or null when the price is hidden (sold or closed, SPEC §2)
 */
export function priceText(
  estate: Estate,
  locale: Locale,
  t: ReturnType<typeof useSharedUiT>,
): string | null {
  if (isPriceHidden(estate)) return null;
  const { value, priceFrom, period } = estate.general.price;
  // A rent is a price per period ("€ 950 / maand"), also as a project's "from" price.
  let perPeriod = '';
  if (isRent(estate)) {
    const periodName = period ? localized(period.name, locale) : '';
    // German writes nouns with a capital ("/ Monat"); the other languages in lower case.
    perPeriod = periodName
      ? ` ${t('card.perPeriod', {
          period: locale === 'de' ? periodName : periodName.toLocaleLowerCase(locale),
        })}`
      : ` ${t('card.perMonth')}`;
  }
  const amount = positive(value);
  if (amount !== null) return `${formatMoney(amount)}${perPeriod}`;
  const from = positive(priceFrom);
  if (from !== null) return `${t('card.priceFrom', { price: formatMoney(from) })}${perPeriod}`;
  return t('card.priceOnRequest');
}

/**
 * The price paragraph (with a "Price:" prefix for screen readers) of a price text, null without
 * one. A render function of EstateCard; `t` gives the 'shared-ui' texts in `locale`, the page's
 * language.
 */
export function priceLine(
  price: string | null,
  t: ReturnType<typeof useSharedUiT>,
  locale: Locale,
) {
  if (!price) return null;
  return (
    <p css={priceStyle}>
      <span css={hiddenStyle}>{labelled(t('card.price'), locale)} </span>
      {price}
    </p>
  );
}
