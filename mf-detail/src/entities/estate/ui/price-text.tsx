/** A floor and a price line of the detail page (SPEC §3 general.floor, general.price). */
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import type { PriceView } from '../lib/estate-view';

/** A floor number as text: 0 is the ground floor, null nothing. */
export function FloorText({ floor, locale }: { floor: number | null; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (floor === null || floor === undefined || floor === -1) return null;
  return <>{floor === 0 ? t('floor.ground') : String(floor)}</>;
}

/**
 * A price line: the amount in euro ('€ 350.000'), "from" for a project's lowest price, the rent
 * period ('€ 950 / maand', 'Vanaf € 650 / maand'), or the transaction name of a sold estate (no amount).
 */
export function PriceText({ price, locale }: { price: PriceView; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (price.kind === 'status') return <>{price.status}</>;
  // A rent is per period, also as a project's "from" price: "Vanaf € 650 / maand".
  const amount = price.period
    ? t('price.period', { amount: price.amount, period: price.period })
    : price.amount;
  return <>{price.from ? t('price.from', { amount }) : amount}</>;
}
