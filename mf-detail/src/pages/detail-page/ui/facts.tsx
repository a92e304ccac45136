/** Small display pieces of the detail page: a labelled fact, a floor and a price line. */
import type { ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { colors, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '../../../config/i18n';
import type { Locale } from 'shared/domain';
import type { PriceView } from '../lib/estate-view';

/** A list of label/value facts (`<dl>`) laid out in two columns. */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
        gap: `${space(1)} ${space(4)}`,
        margin: `${space(2)} 0`,
      }}
    >
      {children}
    </dl>
  );
}

/** One fact of a FactList: its label (`<dt>`) and value (`<dd>`). Renders nothing for an empty value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt css={{ color: colors.muted }}>{label}</dt>
      <dd css={{ margin: 0, fontWeight: 600 }}>{children}</dd>
    </>
  );
}

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
