/**
 * The price of the chosen stay (SPEC §9 money in euro): rent, final cleaning, energy
 * (nights × price per night), the total, and the refundable deposit apart.
 */
import type { Locale } from 'shared/domain';
import type { RentalCosts, RentalPeriod } from 'api/contract';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { colors, space } from 'shared/ui/tokens';
import { HOLIDAY_NAMESPACE } from '#holiday/config/i18n';
import { priceSummary } from '../lib/periods';

/** Renders the summary of `period` with the unit's `costs`. */
export function PriceSummary({
  locale,
  period,
  costs,
}: {
  locale: Locale;
  period: RentalPeriod;
  costs: RentalCosts;
}) {
  const { t } = useTranslation(HOLIDAY_NAMESPACE, { lng: locale });
  const sum = priceSummary(period, costs);
  const rows: [string, number, boolean?][] = [
    [t('summary.rent'), sum.rent],
    [t('summary.cleaning'), sum.cleaning],
    [
      t('summary.energy', { count: sum.nights, price: formatMoney(costs.energyPerNight) }),
      sum.energy,
    ],
    [t('summary.total'), sum.total, true],
  ];
  return (
    <section aria-labelledby="price-summary" css={{ margin: `${space(4)} 0` }}>
      <h3 id="price-summary" css={{ fontSize: '1.1rem', margin: `0 0 ${space(2)}` }}>
        {t('summary.heading')}
      </h3>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto',
          gap: space(1),
          margin: 0,
        }}
      >
        {rows.map(([label, value, total]) => (
          <div key={label} css={{ display: 'contents', fontWeight: total ? 700 : 400 }}>
            <dt
              css={total ? { borderTop: `1px solid ${colors.border}`, paddingTop: space(1) } : {}}
            >
              {label}
            </dt>
            <dd
              css={{
                margin: 0,
                textAlign: 'right',
                ...(total ? { borderTop: `1px solid ${colors.border}`, paddingTop: space(1) } : {}),
              }}
            >
              {formatMoney(value)}
            </dd>
          </div>
        ))}
        <div css={{ display: 'contents', color: colors.muted }}>
          <dt>{t('summary.deposit')}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{formatMoney(sum.deposit)}</dd>
        </div>
      </dl>
    </section>
  );
}
